import { describe, expect, it, vi } from 'vitest';
import { ApiError, ArgumentError, callOperation, CancelledError, createClient } from '../../../runtime/index.ts';
import { createNote, getNote, listNotes, queryNotesBuilder } from './fixtures.ts';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fetch that keeps what it was given and answers `answer` (JSON). */
function answering(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch, sent };
}

describe('callOperation', () => {
  it('sends each part where the request declares it, with the client host, headers and conversions', async () => {
    const { fetch, sent } = answering({ note: { id: 'n1', createdDate: '2024-05-01T10:00:00.000Z' } });
    const client = createClient({ host: 'http://127.0.0.1:9', fetch, headers: { 'x-client': 'c' }, retry: false });
    const result = await callOperation(getNote, { path: { noteId: 'n 1' }, query: { fields: ['BODY'] } }, { client, headers: { 'x-call': 'k' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe('http://127.0.0.1:9/notes/v1/notes/n%201?fields=BODY');
    expect(sent[0]!.headers).toMatchObject({ 'x-client': 'c', 'x-call': 'k' });
    // The response plan applies as for a positional call.
    expect(result.note?.createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
  });

  it('applies the request plan to a body part, and a query part by its dotted groups', async () => {
    const body = answering({ note: {} });
    const client = createClient({ host: 'http://127.0.0.1:9', fetch: body.fetch, retry: false });
    await callOperation(createNote, { body: { note: { title: 't', createdDate: new Date('2024-01-02T03:04:05.000Z') } } }, { client });
    expect(JSON.parse(body.sent[0]!.body!)).toEqual({ note: { title: 't', createdDate: '2024-01-02T03:04:05.000Z' } });

    const query = answering({ notes: [] });
    await callOperation(
      listNotes,
      { query: { paging: { limit: 5 }, since: new Date('2024-01-02T00:00:00.000Z') } },
      { client: createClient({ host: 'http://127.0.0.1:9', fetch: query.fetch }) },
    );
    expect(new URL(query.sent[0]!.url).search).toBe('?paging.limit=5&since=2024-01-02T00%3A00%3A00.000Z');
  });

  it("raises the client's errors: a missing path part before sending, an error answer as ApiError", async () => {
    const { fetch } = answering({ message: 'gone', details: { applicationError: { code: 'NOTE_NOT_FOUND' } } }, 404);
    const errorHandler = vi.fn();
    const client = createClient({ host: 'http://127.0.0.1:9', fetch, errorHandler, retry: false });
    const missing = await callOperation(getNote, {}, { client }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ArgumentError);
    expect((missing as ArgumentError).argument).toBe('noteId');
    expect(fetch).not.toHaveBeenCalled();
    const answered = await callOperation(getNote, { path: { noteId: 'n1' } }, { client }).catch((e: unknown) => e);
    expect(answered).toBeInstanceOf(ApiError);
    expect((answered as ApiError).status).toBe(404);
    // The error callback sees both, first.
    expect(errorHandler).toHaveBeenCalledTimes(2);
  });

  it('honours the call options after every positional slot (the signal)', async () => {
    const { fetch } = answering({});
    const controller = new AbortController();
    controller.abort();
    const client = createClient({ host: 'http://127.0.0.1:9', fetch });
    // getNote takes (noteId, options): the signal must reach the call with `options` left empty.
    await expect(callOperation(getNote, { path: { noteId: 'n1' } }, { client, signal: controller.signal })).rejects.toBeInstanceOf(CancelledError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a query call given no query, where calling it would return a builder', async () => {
    const queryNotes = queryNotesBuilder;
    const { fetch, sent } = answering({ notes: [] });
    const client = createClient({ host: 'http://127.0.0.1:9', fetch });
    const bound = createClient({ host: 'http://127.0.0.1:9', fetch, modules: { notes: { queryNotes } } });
    expect(bound.notes.queryNotes()).not.toBeInstanceOf(Promise);
    await expect(callOperation(queryNotes, { body: { fieldsets: ['FULL'] } }, { client })).resolves.toEqual({ notes: [] });
    expect(sent.map((s) => [s.method, JSON.parse(s.body!)])).toEqual([['POST', { fieldsets: ['FULL'] }]]);
  });
});
