import { describe, expect, it, vi } from 'vitest';
import { ApiError, ArgumentError, ConnectionError, ResponseError, configure, createClient, isApiError, type SdkError } from '../../../runtime/index.ts';
import { defineCall } from '../../../runtime/generated.ts';
import { fakeFetch, getNote, json, listNotes, notes } from './fixtures.ts';

describe('requests', () => {
  it('builds the URL from host, service prefix, encoded path and query', async () => {
    const fetch = fakeFetch(() => json(200, {}));
    const client = createClient({ modules: { notes }, host: 'http://127.0.0.1:9/', fetch });
    await client.notes.getNote('a/b c', { fields: ['BODY', 'URL'] });
    await client.notes.listNotes({ paging: { limit: 10 }, since: new Date('2024-01-01T00:00:00Z') });
    expect(fetch.calls.map((c) => c.url)).toEqual([
      'http://127.0.0.1:9/notes/v1/notes/a%2Fb%20c?fields=BODY&fields=URL',
      'http://127.0.0.1:9/notes/v1/notes?paging.limit=10&since=2024-01-01T00%3A00%3A00.000Z',
    ]);
  });

  it('sends a call with its own prefix (x-prefix) under that prefix', async () => {
    const fetch = fakeFetch(() => json(200, {}));
    const elsewhere = defineCall(getNote.op.service, { ...getNote.op, operationId: 'getElsewhere', prefix: '/notes-archive' });
    await createClient({ modules: { notes: { elsewhere } }, host: 'http://127.0.0.1:9', fetch }).notes.elsewhere('x');
    expect(fetch.calls[0]!.url).toBe('http://127.0.0.1:9/notes-archive/v1/notes/x');
  });

  it("uses the service's own host over https by default", async () => {
    const fetch = fakeFetch(() => json(200, {}));
    await createClient({ modules: { notes }, fetch }).notes.getNote('x');
    expect(fetch.calls[0]!.url).toBe('https://api.example.test/notes/v1/notes/x');
  });

  it('sends converted JSON bodies and the auth headers', async () => {
    const fetch = fakeFetch(() => json(200, { note: { createdDate: '2024-05-01T10:00:00.000Z' } }));
    const auth = { getAuthHeaders: vi.fn(() => ({ authorization: 'token-1' })) };
    const client = createClient({ modules: { notes }, fetch, auth, headers: { 'x-app': 'test' } });
    const created = await client.notes.createNote({ title: 't', createdDate: new Date('2024-05-01T10:00:00.000Z') });
    expect(created.note?.createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    const call = fetch.calls[0]!;
    expect(call.method).toBe('POST');
    expect(JSON.parse(call.body!)).toEqual({ note: { title: 't', createdDate: '2024-05-01T10:00:00.000Z' } });
    expect(call.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'token-1', 'x-app': 'test' });
    expect(auth.getAuthHeaders).toHaveBeenCalledWith(expect.objectContaining({ service: 'notes', operationId: 'createNote', method: 'POST' }));
  });

  it('converts responses with the plan', async () => {
    const fetch = fakeFetch(() =>
      json(200, {
        note: {
          createdDate: '2024-05-01T10:00:00.000Z',
          cover: { id: 'c.jpg', url: 'u', width: 1, height: 2 },
          url: { base: 'https://s.example', path: '/n' },
        },
      }),
    );
    const { note } = await getNote('x', undefined, { client: createClient({ fetch }) });
    expect(note).toEqual({
      createdDate: new Date('2024-05-01T10:00:00.000Z'),
      cover: 'wix:image://v1/c.jpg/c.jpg#originWidth=1&originHeight=2',
      url: 'https://s.example/n',
    });
  });

  it('standalone calls use the configured default client', async () => {
    const fetch = fakeFetch(() => json(200, { notes: [] }));
    configure({ host: 'http://127.0.0.1:9', fetch });
    await listNotes();
    expect(fetch.calls[0]!.url).toBe('http://127.0.0.1:9/notes/v1/notes');
  });
});

describe('errors', () => {
  async function failure(answer: () => Response | Promise<Response>, run?: (c: ReturnType<typeof createClient<{ notes: typeof notes }>>) => Promise<unknown>) {
    const errorHandler = vi.fn();
    const fetch = fakeFetch(answer);
    const client = createClient({ modules: { notes }, fetch, errorHandler });
    const error = await (run ? run(client) : client.notes.getNote('missing')).then(
      () => undefined,
      (e: unknown) => e as SdkError,
    );
    return { error, errorHandler, fetch };
  }

  it('calls the errorHandler once, then throws an ApiError with status, code and request id', async () => {
    const { error, errorHandler } = await failure(() =>
      json(
        404,
        { message: 'Post not found', details: { applicationError: { code: 'NOTE_NOT_FOUND', description: 'Note missing not found' } } },
        { 'x-wix-request-id': 'req-42' },
      ),
    );
    expect(errorHandler).toHaveBeenCalledTimes(1);
    expect(errorHandler.mock.calls[0]![0]).toBe(error);
    expect(error).toBeInstanceOf(ApiError);
    const e = error as ApiError;
    expect(e).toMatchObject({ name: 'ApiError', status: 404, code: 'NOTE_NOT_FOUND', requestId: 'req-42', operation: 'notes.getNote' });
    expect(e.entry?.message).toBe('Note not found.');
    expect(e.message).toBe('notes.getNote failed: 404 Not Found — NOTE_NOT_FOUND: Note missing not found (request id req-42)');
  });

  it("renames server violations to the caller's argument paths", async () => {
    const { error } = await failure(
      () =>
        json(400, {
          message: 'invalid',
          details: { validationError: { fieldViolations: [{ field: 'paging.limit', description: 'must be at most 100', violatedRule: 'MAX' }] } },
        }),
      (c) => c.notes.listNotes({ paging: { limit: 1000 } }),
    );
    expect((error as ApiError).violations).toEqual([
      { field: 'options.paging.limit', serverField: 'paging.limit', description: 'must be at most 100', rule: 'MAX' },
    ]);
    expect(error!.message).toContain('invalid argument: options.paging.limit (must be at most 100)');
  });

  it("renames Prism's problem+json validation too", async () => {
    const { error } = await failure(
      () =>
        json(422, {
          type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
          title: 'Invalid request',
          status: 422,
          detail: 'Your request is not valid',
          validation: [
            { location: ['query', 'paging.limit'], severity: 'Error', code: 'maximum', message: 'Request query parameter paging.limit must be <= 100' },
          ],
        }),
      (c) => c.notes.listNotes({ paging: { limit: 1000 } }),
    );
    expect((error as ApiError).violations[0]).toMatchObject({ field: 'options.paging.limit', serverField: 'paging.limit', rule: 'maximum' });
  });

  it('reports each violation once when Prism repeats it for every oneOf branch', async () => {
    const repeated = { location: ['query', 'paging.limit'], severity: 'Error', code: 'maximum', message: 'must be <= 100' };
    const { error } = await failure(
      () => json(422, { status: 422, validation: [repeated, repeated, { ...repeated, code: 'oneOf', location: ['query'] }] }),
      (c) => c.notes.listNotes(),
    );
    expect((error as ApiError).violations).toHaveLength(1);
  });

  const bodies: [string, () => Response][] = [
    ['an empty body', () => new Response('', { status: 502, statusText: 'Bad Gateway' })],
    ['an HTML body', () => new Response('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } })],
    ['a truncated JSON body', () => new Response('{"message": "Post not fo', { status: 500 })],
    ['a JSON array body', () => new Response('[1,2]', { status: 500 })],
  ];
  it.each(bodies)('%s still gives an ApiError, never a SyntaxError', async (_, answer) => {
    const { error, errorHandler } = await failure(answer);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SyntaxError);
    expect(errorHandler).toHaveBeenCalledTimes(1);
    expect((error as ApiError).code).toBeUndefined();
    expect(error!.message).toMatch(/^notes\.getNote failed: 50\d/);
  });

  it('a non-JSON success body is a ResponseError', async () => {
    const { error } = await failure(() => new Response('<html>', { status: 200 }));
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(200);
  });

  it('a refused connection is a ConnectionError that names the cause', async () => {
    const { error } = await failure(() => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:9' } });
    });
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error!.message).toBe('notes.getNote: connection refused by api.example.test (is the server running?)');
  });

  it('a missing argument is an ArgumentError and nothing is sent', async () => {
    const { error, fetch, errorHandler } = await failure(
      () => json(200, {}),
      (c) => (c.notes.getNote as (...a: unknown[]) => Promise<unknown>)(),
    );
    expect(error).toBeInstanceOf(ArgumentError);
    expect(fetch.calls).toHaveLength(0);
    expect(errorHandler).toHaveBeenCalledTimes(1);
  });

  it('every error class sets its name and extends SdkError', async () => {
    for (const E of [ApiError, ArgumentError, ConnectionError, ResponseError]) expect(E.prototype).toBeInstanceOf(Error);
    const { error } = await failure(() => new Response('', { status: 500 }));
    expect(error!.name).toBe('ApiError');
  });
});

describe('error answers', () => {
  it('carry the parsed body as data, and isApiError matches a status, a status class or any', async () => {
    const fetch = fakeFetch(() => json(404, { message: 'no such note', details: {} }));
    const client = createClient({ modules: { notes }, fetch });
    const error = await client.notes.getNote('n1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).data).toEqual({ message: 'no such note', details: {} });
    expect([isApiError(error), isApiError(error, 404), isApiError(error, '4XX'), isApiError(error, 'default')]).toEqual([true, true, true, true]);
    expect([isApiError(error, 500), isApiError(error, '5XX'), isApiError(new Error('x'))]).toEqual([false, false, false]);
  });
});
