// The bound on an answer read whole (runtime/read-answer.ts, the client's `maxAnswerBytes`): a longer answer, by its
// content-length or counted while reading, fails the call and closes its connection. Real HTTP on 127.0.0.1.
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ArgumentError, createClient, ResponseError } from '../../../runtime/index.ts';
import { defineCall } from '../../../runtime/generated.ts';
import { failureOf, notesService } from './fixtures.ts';

const headText = defineCall(notesService, { module: 'notes', operationId: 'headText', method: 'HEAD', path: '/v1/text', args: [], answer: 'text' });
const getText = defineCall(notesService, { module: 'notes', operationId: 'getText', method: 'GET', path: '/v1/text', args: [], answer: 'text' });
const getFile = defineCall(notesService, { module: 'notes', operationId: 'getFile', method: 'GET', path: '/v1/file', args: [], answer: 'binary' });

const MiB = 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 'a');

interface TestServer {
  host: string;
  requests: number;
  /** Whether the server saw the last request's socket closed. */
  closed: boolean;
  /** Bytes of body the server managed to write. */
  written: number;
}

let server: http.Server | undefined;

async function serve(handle: (res: http.ServerResponse, state: TestServer) => void): Promise<TestServer> {
  const state: TestServer = { host: '', requests: 0, closed: false, written: 0 };
  server = http.createServer((req, res) => {
    state.requests++;
    state.closed = false;
    req.socket.on('close', () => (state.closed = true));
    handle(res, state);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  state.host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** Writes `total` bytes of `a` (Infinity: until the socket closes), as fast as the socket takes them. */
function pour(res: http.ServerResponse, state: TestServer, total: number): void {
  const next = (): void => {
    while (state.written < total && !res.destroyed) {
      const piece = total - state.written < chunk.length ? chunk.subarray(0, total - state.written) : chunk;
      state.written += piece.length;
      if (!res.write(piece)) return void res.once('drain', next);
    }
    if (state.written >= total) res.end();
  };
  next();
}

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (!condition() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  return condition();
}

async function stop(): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
}

afterEach(stop);

describe('maxAnswerBytes', () => {
  it('an endless body fails past the bound with a ResponseError naming the limit, the status and the option; the socket is closed', async () => {
    const state = await serve((res, s) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      pour(res, s, Infinity);
    });
    const client = createClient({ host: state.host, maxAnswerBytes: MiB, timeout: 10_000 });
    const error = await failureOf(getText({ client }));
    expect(error).toBeInstanceOf(ResponseError);
    expect(error.message).toBe(
      'notes.getText: the 200 response is longer than 1048576 bytes, the most the client reads of an answer (raise its maxAnswerBytes option, Infinity for no limit)',
    );
    expect((error as ResponseError).status).toBe(200);
    expect(await waitFor(() => state.closed, 2000)).toBe(true);
  });

  it('an endless error answer fails the same way, and is not retried', async () => {
    const state = await serve((res, s) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      pour(res, s, Infinity);
    });
    const client = createClient({ host: state.host, maxAnswerBytes: MiB, timeout: 10_000, retry: { retries: 2, baseDelayMs: 1 } });
    const error = await failureOf(getText({ client }));
    expect(error).toBeInstanceOf(ResponseError);
    expect(error.message).toMatch(/^notes\.getText: the 503 response is longer than 1048576 bytes/);
    expect(state.requests).toBe(1);
    expect(await waitFor(() => state.closed, 2000)).toBe(true);
  });

  it('a body of exactly the bound is read whole, with or without a content-length', async () => {
    for (const length of [true, false]) {
      const state = await serve((res, s) => {
        res.writeHead(200, { 'content-type': 'text/plain', ...(length ? { 'content-length': String(MiB) } : {}) });
        pour(res, s, MiB);
      });
      const text = await getText({ client: createClient({ host: state.host, maxAnswerBytes: MiB }) });
      expect(text).toHaveLength(MiB);
      expect(text).toBe('a'.repeat(MiB));
      await stop();
    }
  });

  it('a content-length over the default 64 MiB fails before the body is read, and the socket is closed', async () => {
    const state = await serve((res, s) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(64 * MiB + 1) });
      // A few bytes, then nothing: reading would wait here until the timeout.
      s.written = 2;
      res.write('{"');
    });
    const started = performance.now();
    const error = await failureOf(getText({ client: createClient({ host: state.host, timeout: 10_000 }) }));
    expect(error).toBeInstanceOf(ResponseError);
    expect(error.message).toMatch(/the 200 response is longer than 67108864 bytes.*maxAnswerBytes/);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await waitFor(() => state.closed, 2000)).toBe(true);
  });

  it('a gzip answer is counted as decoded, not by its (compressed) content-length', async () => {
    const packed = zlib.gzipSync(Buffer.alloc(2 * MiB, 'a'));
    const state = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip', 'content-length': String(packed.length) });
      res.end(packed);
    });
    expect(packed.length).toBeLessThan(MiB);
    const error = await failureOf(getText({ client: createClient({ host: state.host, maxAnswerBytes: MiB }) }));
    expect(error).toBeInstanceOf(ResponseError);
    expect(error.message).toMatch(/^notes\.getText: the 200 response is longer than 1048576 bytes/);
  });

  it("a HEAD answer's content-length is the length of a body it has not: no failure", async () => {
    const state = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(100 * MiB) });
      res.end();
    });
    expect(await headText({ client: createClient({ host: state.host }) })).toBe('');
  });

  it('Infinity reads a body longer than the default bound', async () => {
    const size = 64 * MiB + 1;
    const state = await serve((res, s) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      pour(res, s, size);
    });
    const text = (await getText({ client: createClient({ host: state.host, maxAnswerBytes: Infinity, timeout: 30_000 }) })) as string;
    expect(text.length).toBe(size);
  }, 30_000);

  it.each([
    [Number.NaN, 'NaN'],
    [-1, '-1'],
    ['1', "'1'"],
  ])('maxAnswerBytes %s is an ArgumentError, and nothing is sent', async (bad, shown) => {
    const state = await serve((res) => res.end('x'));
    const error = await failureOf(getText({ client: createClient({ host: state.host, maxAnswerBytes: bad as number }) }));
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error.message).toBe(`notes.getText: the client's maxAnswerBytes must be a number of bytes, 0 or more (Infinity for no limit); got ${shown}`);
    expect(state.requests).toBe(0);
  });

  describe('a binary answer (runtime/read-binary.ts)', () => {
    it('an endless body fails past the bound with the same ResponseError, and the socket is closed', async () => {
      const state = await serve((res, s) => {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        pour(res, s, Infinity);
      });
      const error = await failureOf(getFile({ client: createClient({ host: state.host, maxAnswerBytes: MiB, timeout: 10_000 }) }));
      expect(error).toBeInstanceOf(ResponseError);
      expect(error.message).toBe(
        'notes.getFile: the 200 response is longer than 1048576 bytes, the most the client reads of an answer (raise its maxAnswerBytes option, Infinity for no limit)',
      );
      expect(state.requests).toBe(1);
      expect(await waitFor(() => state.closed, 2000)).toBe(true);
    });

    it('a content-length over the bound fails before the body is read', async () => {
      const state = await serve((res, s) => {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(MiB + 1) });
        s.written = 2;
        res.write('ab');
      });
      const error = await failureOf(getFile({ client: createClient({ host: state.host, maxAnswerBytes: MiB, timeout: 10_000 }) }));
      expect(error).toBeInstanceOf(ResponseError);
      expect(error.message).toMatch(/^notes\.getFile: the 200 response is longer than 1048576 bytes/);
      expect(await waitFor(() => state.closed, 2000)).toBe(true);
    });

    it('a body of exactly the bound is a Blob of its bytes and media type, and Infinity reads past the default', async () => {
      const bytes = Buffer.from(Array.from({ length: MiB }, (_, i) => i % 251));
      let state = await serve((res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(bytes);
      });
      const blob = (await getFile({ client: createClient({ host: state.host, maxAnswerBytes: MiB }) })) as Blob;
      expect(blob).toBeInstanceOf(Blob);
      expect(blob.type).toBe('image/png');
      expect(Buffer.from(await blob.arrayBuffer()).equals(bytes)).toBe(true);
      await stop();
      state = await serve((res, s) => {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        pour(res, s, 64 * MiB + 1);
      });
      const large = (await getFile({ client: createClient({ host: state.host, maxAnswerBytes: Infinity, timeout: 30_000 }) })) as Blob;
      expect(large.size).toBe(64 * MiB + 1);
    }, 30_000);
  });
});
