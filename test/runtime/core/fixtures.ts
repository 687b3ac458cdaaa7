import type { Call, CallInit, QueryCall, SdkError } from '../../../runtime/index.ts';
import { defineCall, defineQueryCall, PLATFORM, type ServiceInfo } from '../../../runtime/generated.ts';
import type { HttpRequest } from '../../../runtime/generated.ts';

/** A hand-declared service in the shape codegen emits, so runtime tests do not depend on any spec. */
export const notesService: ServiceInfo = {
  name: 'notes',
  title: 'Notes',
  prefix: '/notes',
  host: 'api.example.test',
  platform: PLATFORM,
  errors: { NOTE_NOT_FOUND: { status: 404, message: 'Note not found.', description: 'No note has this id.' } },
};

export interface Note {
  id?: string;
  title?: string;
  createdDate?: Date;
  cover?: string;
  url?: string;
}

export const getNote: Call<[noteId: string, options?: { fields?: string[] }, init?: CallInit], { note?: Note }> = defineCall(notesService, {
  module: 'notes',
  operationId: 'getNote',
  method: 'GET',
  path: '/v1/notes/{noteId}',
  args: [
    { name: 'noteId', required: true, value: 'path.noteId' },
    { name: 'options', properties: { fields: 'query.fields' } },
  ],
  responsePlan: { note: { cover: 'image', createdDate: 'date', url: 'pageUrl' } },
});

export const listNotes: Call<[options?: { paging?: { limit?: number; offset?: number }; since?: Date }, init?: CallInit], { notes?: Note[] }> = defineCall(
  notesService,
  {
    module: 'notes',
    operationId: 'listNotes',
    method: 'GET',
    path: '/v1/notes',
    args: [{ name: 'options', properties: { paging: 'query.paging', since: 'query.since' } }],
    requestPlan: { query: { since: 'date' } },
    responsePlan: { notes: { '*': { createdDate: 'date' } } },
  },
);

export const queryNotes: Call<[query: { filter?: object; cursorPaging?: { limit?: number } }, options?: { fieldsets?: string[] }, init?: CallInit], unknown> =
  defineCall(notesService, {
    module: 'notes',
    operationId: 'queryNotes',
    method: 'POST',
    path: '/v1/notes/query',
    args: [
      { name: 'query', value: 'body.query' },
      { name: 'options', properties: { fieldsets: 'body.fieldsets' } },
    ],
  });

export const createNote: Call<[note: Note, init?: CallInit], { note?: Note }> = defineCall(notesService, {
  module: 'notes',
  operationId: 'createNote',
  method: 'POST',
  path: '/v1/notes',
  args: [{ name: 'note', required: true, value: 'body.note' }],
  requestPlan: { body: { note: { cover: 'image', createdDate: 'date', url: 'pageUrl' } } },
  responsePlan: { note: { createdDate: 'date' } },
});

/** A query with a GET form (`x-get-form`) and a query parameter of its own; a short limit, so both forms are common. */
export const searchNotes: Call<[query: { filter?: Record<string, unknown> }, options?: { fieldsets?: string[] }, init?: CallInit], unknown> = defineCall(
  notesService,
  {
    module: 'notes',
    operationId: 'searchNotes',
    method: 'POST',
    path: '/v1/notes/search',
    args: [
      { name: 'query', required: true, value: 'body.query' },
      { name: 'options', properties: { fieldsets: 'query.fieldsets' } },
    ],
    getForm: { parameter: '.r', maxUrlLength: 400 },
    requestPlan: { body: { query: { filter: 'dataItemDates' } } },
  },
);

export const notes = { getNote, listNotes, queryNotes, createNote, searchNotes };

/** A request as the fake fetch saw it: the runtime's own request shape, with a text body (JSON calls send text). */
export type Recorded = Omit<HttpRequest, 'body'> & { body?: string };

/** A fetch that records requests and answers from a function; nothing leaves the process. */
export function fakeFetch(answer: (req: Recorded) => Response | Promise<Response>): typeof fetch & { calls: Recorded[] } {
  const calls: Recorded[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(req);
    return answer(req);
  };
  return Object.assign(fn as typeof fetch, { calls });
}

const REASONS: Record<number, string> = { 200: 'OK', 400: 'Bad Request', 404: 'Not Found', 422: 'Unprocessable Entity', 500: 'Internal Server Error' };

/** A JSON answer with the status line an HTTP/1.1 server would send. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, statusText: REASONS[status] ?? '', headers: { 'content-type': 'application/json', ...headers } });

/** `queryNotes` as the generator declares a query call: given no query, it returns a builder. */
export const queryNotesBuilder = defineQueryCall<QueryCall<[query: object, options?: object, init?: CallInit], unknown, [options?: object], unknown>>(
  notesService,
  {
    module: 'notes',
    operationId: 'queryNotes',
    method: 'POST',
    path: '/v1/notes/query',
    args: [
      { name: 'query', value: 'body.query' },
      { name: 'options', properties: { fieldsets: 'body.fieldsets' } },
    ],
    queryBuilder: { items: 'notes', pagingMetadata: 'pagingMetadata', paging: 'cursor' },
  },
);

/** The error a call rejects with; fails the test if it resolves. */
export async function failureOf(pending: Promise<unknown>): Promise<SdkError> {
  try {
    await pending;
  } catch (e) {
    return e as SdkError;
  }
  throw new Error('expected the call to fail');
}
