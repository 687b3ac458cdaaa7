import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, AuthError, callOperation, createClient, elevate, ResponseError } from '../../../runtime/index.ts';
import { defineCall } from '../../../runtime/generated.ts';
import { createNote, getNote, notes } from './fixtures.ts';

// withResponse() and asResponse() against a loopback server: the answer with the data, from the one request sent.
let answer: { status: number; body: string; headers?: Record<string, string> } = { status: 200, body: '{}' };
const seen: string[] = [];
const server = http.createServer((req, res) => {
  seen.push(`${req.method} ${req.url}`);
  req.resume();
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body);
});
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
});

const noteAnswer = JSON.stringify({ note: { id: 'n1', createdDate: '2026-01-02T03:04:05.000Z' } });

describe('withResponse()', () => {
  it('resolves to the converted data, the Response and the request id, from one request', async () => {
    answer = { status: 200, body: noteAnswer, headers: { 'x-wix-request-id': 'req-1', 'x-extra': 'yes' } };
    const client = createClient({ modules: { notes }, host });
    const { data, response, requestId } = await client.notes.getNote('n1').withResponse();
    expect(data.note?.createdDate).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    expect([response.status, response.headers.get('x-extra'), response.url, requestId]).toEqual([200, 'yes', `${host}/notes/v1/notes/n1`, 'req-1']);
    expect(seen).toEqual(['GET /notes/v1/notes/n1']);
  });

  it('takes x-request-id when the platform header is absent, and says undefined when there is none', async () => {
    answer = { status: 200, body: noteAnswer, headers: { 'x-request-id': 'gw-7' } };
    expect((await getNote('n1', {}, { client: createClient({ host }) }).withResponse()).requestId).toBe('gw-7');
    answer = { status: 200, body: noteAnswer };
    expect((await getNote('n1', {}, { client: createClient({ host }) }).withResponse()).requestId).toBeUndefined();
  });

  it('rejects with the ApiError of an error answer', async () => {
    answer = { status: 404, body: JSON.stringify({ message: 'gone', details: { applicationError: { code: 'NOTE_NOT_FOUND' } } }) };
    const error = await createClient({ modules: { notes }, host })
      .notes.getNote('n1')
      .withResponse()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});

describe('asResponse()', () => {
  it('resolves to the answer with its body still to read, unconverted, without a second request', async () => {
    answer = { status: 201, body: noteAnswer, headers: { 'x-wix-request-id': 'req-2' } };
    const client = createClient({ modules: { notes }, host });
    const response = await client.notes.createNote({ title: 'x' }).asResponse();
    expect([response.status, response.bodyUsed, response.url, response.headers.get('x-wix-request-id')]).toEqual([
      201,
      false,
      `${host}/notes/v1/notes`,
      'req-2',
    ]);
    expect(await response.json()).toEqual(JSON.parse(noteAnswer));
    expect(seen).toEqual(['POST /notes/v1/notes']);
  });

  it('the call, withResponse() and asResponse() of one promise share its one request', async () => {
    answer = { status: 200, body: noteAnswer };
    const pending = callOperation(getNote, { path: { noteId: 'n1' } }, { client: createClient({ host }) });
    const [data, withResponse, raw] = await Promise.all([pending, pending.withResponse(), pending.asResponse()]);
    expect(withResponse.data).toBe(data);
    expect(await raw.text()).toBe(noteAnswer);
    expect(seen).toHaveLength(1);
  });

  it('an answer without a body gives a Response without one', async () => {
    answer = { status: 204, body: '' };
    const response = await createNote({ title: 'x' }, { client: createClient({ host }) }).asResponse();
    expect([response.status, response.body]).toEqual([204, null]);
  });

  it('gives the answer even when only reading it failed, and rejects as the call does otherwise', async () => {
    answer = { status: 200, body: '<html>a proxy page</html>' };
    const client = createClient({ modules: { notes }, host });
    const pending = client.notes.getNote('n1');
    await expect(pending).rejects.toBeInstanceOf(ResponseError);
    expect(await (await pending.asResponse()).text()).toBe('<html>a proxy page</html>');
    answer = { status: 500, body: 'down' };
    await expect(client.notes.createNote({ title: 'x' }).asResponse()).rejects.toBeInstanceOf(ApiError);
  });

  it('a call that cannot be sent (no elevated client) rejects through both', async () => {
    const elevated = elevate({ getNote: defineCall(getNote.op.service, getNote.op) });
    const pending = elevated.getNote('n1');
    await expect(pending.withResponse()).rejects.toBeInstanceOf(AuthError);
    await expect(pending.asResponse()).rejects.toBeInstanceOf(AuthError);
    await expect(pending).rejects.toBeInstanceOf(AuthError);
    expect(seen).toEqual([]);
  });
});
