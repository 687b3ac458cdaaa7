// The runtime's recording fetch with a body limit, over a loopback server that answers without end: the copy it
// records stops at the limit (its cancel does not wait for the caller's branch of the body), and the caller still
// reads the answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordedExchange, recordingFetch } from '../../runtime/generated.ts';

let server: Server;
let url: string;
beforeAll(async () => {
  const piece = Buffer.from('{"name":"cpu","value":1}\n'.repeat(2000));
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    if (req.url === '/small') return void res.end('{"a":1}\n');
    const more = () => {
      while (!res.destroyed && res.write(piece));
    };
    res.on('drain', more);
    more();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('recordingFetch with a body limit', () => {
  it('records an endless answer as over the limit, at once, and hands the caller its body', async () => {
    const records: RecordedExchange[] = [];
    const fetch = recordingFetch((r) => void records.push(r), undefined, { bodyLimit: 1024 * 1024 });
    const started = Date.now();
    const response = await fetch(`${url}/endless`);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(records[0]!.response).toMatchObject({ status: 200, bodyText: '', overLimit: 1024 * 1024 });
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value).startsWith('{"name":"cpu","value":1}\n')).toBe(true);
    await reader.cancel();
  });

  it('records a body within the limit whole', async () => {
    const records: RecordedExchange[] = [];
    const response = await recordingFetch((r) => void records.push(r), undefined, { bodyLimit: 1024 })(`${url}/small`);
    expect(records[0]!.response).toMatchObject({ bodyText: '{"a":1}\n', size: 8 });
    expect(records[0]!.response).not.toHaveProperty('overLimit');
    expect(await response.text()).toBe('{"a":1}\n');
  });

  it('without a limit of its own, records an endless answer up to the bound on an answer (64 MiB), not without end', async () => {
    const records: RecordedExchange[] = [];
    const response = await recordingFetch((r) => void records.push(r))(`${url}/endless`);
    expect(records[0]!.response).toMatchObject({ status: 200, bodyText: '', overLimit: 64 * 1024 * 1024 });
    await response.body!.cancel();
  }, 30_000);
});
