import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { listPosts, type ListPostsOptions } from '../../../generated/src/blog/posts.ts';
import { createClient, type Call, type CallInit } from '../../../runtime/index.ts';
import { defineCall, serializeQuery } from '../../../runtime/generated.ts';
import { fakeFetch, getNote, json, notesService, type Recorded } from './fixtures.ts';

/** A GET with a path parameter, a header and a dated query, whose query goes as a POST body past 150 characters. */
const listNotebookNotes: Call<
  [notebookId: string, options?: { tags?: string[]; paging?: { limit?: number; offset?: number }; since?: Date; tenant?: string }, init?: CallInit],
  unknown
> = defineCall(notesService, {
  module: 'notebooks',
  operationId: 'listNotebookNotes',
  method: 'GET',
  path: '/v1/notebooks/{notebookId}/notes',
  args: [
    { name: 'notebookId', required: true, value: 'path.notebookId' },
    { name: 'options', properties: { tags: 'query.tags', paging: 'query.paging', since: 'query.since', tenant: 'header.x-notes-tenant' } },
  ],
  bodyForm: { maxQueryLength: 150 },
  requestPlan: { query: { since: 'date' } },
});

const host = 'http://127.0.0.1:9';
const postsUrl = `${host}/blog/v3/posts`;

async function send(options: ListPostsOptions) {
  const fetch = fakeFetch(() => json(200, { posts: [] }));
  const auth = { getAuthHeaders: vi.fn(() => ({ authorization: 'token-1' })) };
  await listPosts(options, { client: createClient({ host, fetch, auth }), headers: { 'x-trace': 't-1' } });
  expect(fetch.calls).toHaveLength(1);
  return { sent: fetch.calls[0]!, auth };
}

describe('listPosts: GET while the query string is at most 4000 characters, else the POST with the query as its body', () => {
  const base: ListPostsOptions = {
    featured: true,
    categoryIds: ['1c9e4f7a-3b2d-4a6e-8f10-5d7c9b2a4e61', '9d4b2e7f-6a1c-4f3e-b8d5-2c7a9e1f0b34'],
    paging: { limit: 10, offset: 20 },
    fieldsets: ['URL', 'METRICS'],
  };
  /** Options whose query string (after `?`, without it) is exactly `length` characters: a `memberId` of `unit`s pads it. */
  function optionsFor(length: number, unit = 'm'): ListPostsOptions {
    const free = length - serializeQuery({ ...base, memberId: '' }).length;
    const unitLength = encodeURIComponent(unit).length;
    const options = { ...base, memberId: unit.repeat(Math.floor(free / unitLength)) + 'm'.repeat(free % unitLength) };
    // Independently of the runtime: the query string as the platform reads it.
    const pairs = [
      'featured=true',
      ...base.categoryIds!.map((c) => `categoryIds=${c}`),
      'paging.limit=10',
      'paging.offset=20',
      'fieldsets=URL',
      'fieldsets=METRICS',
      `memberId=${encodeURIComponent(options.memberId)}`,
    ];
    expect(pairs.join('&')).toHaveLength(length);
    return options;
  }

  it('a query string of exactly 4000 characters goes as GET, without body or content-type', async () => {
    const { sent } = await send(optionsFor(4000));
    expect(sent.method).toBe('GET');
    expect(sent.url.startsWith(`${postsUrl}?featured=true&`)).toBe(true);
    expect(sent.url.slice(`${postsUrl}?`.length)).toHaveLength(4000);
    expect(sent.body).toBeUndefined();
    expect(sent.headers['content-type']).toBeUndefined();
  });

  it('one character more (4001) goes as POST to the same path, no query string, the query object as the JSON body', async () => {
    const options = optionsFor(4001);
    const { sent, auth } = await send(options);
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(postsUrl);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body!)).toEqual({
      featured: true,
      categoryIds: base.categoryIds,
      paging: { limit: 10, offset: 20 },
      fieldsets: ['URL', 'METRICS'],
      memberId: options.memberId,
    });
    // Headers stay headers; the auth strategy signs what is sent.
    expect(sent.headers).toMatchObject({ authorization: 'token-1', 'x-trace': 't-1', accept: 'application/json' });
    expect(auth.getAuthHeaders).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: postsUrl }));
  });

  it('counts the query string as sent: percent-encoded characters count as their escapes', async () => {
    // 'é' is `%C3%A9`: six characters of the query string for one of the value.
    const fits = optionsFor(4000, 'é');
    expect(fits.memberId!.length).toBeLessThan(1000);
    expect((await send(fits)).sent.method).toBe('GET');
    expect((await send(optionsFor(4001, 'é'))).sent).toMatchObject({ method: 'POST', url: postsUrl });
  });

  it('a short query stays a GET with its query string', async () => {
    const { sent } = await send({ paging: { limit: 2 }, fieldsets: ['URL'] });
    expect(sent).toMatchObject({ method: 'GET', url: `${postsUrl}?paging.limit=2&fieldsets=URL`, body: undefined });
  });
});

describe('a body form keeps path parameters in the path and headers as headers', () => {
  const since = new Date('2024-05-01T10:00:00.000Z');
  const tags = Array.from({ length: 40 }, (_, i) => `tag-${i}`);

  it('sends the fallback POST to the expanded path with the header, the dated query converted in the body', async () => {
    const fetch = fakeFetch(() => json(200, {}));
    await listNotebookNotes('b/1', { tags, paging: { limit: 5 }, since, tenant: 'acme' }, { client: createClient({ fetch }) });
    const [sent] = fetch.calls as [Recorded];
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('https://api.example.test/notes/v1/notebooks/b%2F1/notes');
    expect(sent.headers['x-notes-tenant']).toBe('acme');
    expect(JSON.parse(sent.body!)).toEqual({ tags, paging: { limit: 5 }, since: '2024-05-01T10:00:00.000Z' });
  });

  it('leaves out nulls, which the query string drops too', async () => {
    const fetch = fakeFetch(() => json(200, {}));
    const withNulls = { tags: [...tags.slice(0, 20), null, ...tags.slice(20)], paging: { limit: 5, offset: null }, since: null } as unknown as {
      tags: string[];
    };
    await listNotebookNotes('b-1', withNulls, { client: createClient({ fetch }) });
    expect(JSON.parse(fetch.calls[0]!.body!)).toEqual({ tags, paging: { limit: 5 } });
  });

  it('a call without a body form sends its long query as GET anyway', async () => {
    const fetch = fakeFetch(() => json(200, {}));
    await getNote('n-1', { fields: Array.from({ length: 1000 }, () => 'BODY') }, { client: createClient({ fetch }) });
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', body: undefined });
    expect(fetch.calls[0]!.url.length).toBeGreaterThan(10_000);
  });
});

const hasNull = (v: unknown): boolean => v === null || (typeof v === 'object' && Object.values(v as object).some(hasNull));

describe('property: whichever form is sent, it carries exactly the query the GET would send', () => {
  // The same declaration without its body form: what the GET would send.
  const asGet = defineCall<Parameters<typeof listNotebookNotes>, unknown>(listNotebookNotes.op.service, { ...listNotebookNotes.op, bodyForm: undefined });
  const special = ['&', '=', '?', '#', '%', '+', '/', ' ', '"', '.', '😀', '👩‍👩‍👧', 'é', 'e\u0301', '\u0000'];
  const text = fc.string({ unit: fc.oneof(fc.constantFrom(...special), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 12 });
  const options = fc.record(
    {
      tags: fc.array(fc.oneof(text, fc.constant(null)), { maxLength: 12 }),
      paging: fc.record(
        { limit: fc.option(fc.integer(), { nil: undefined }), offset: fc.option(fc.oneof(fc.integer(), fc.constant(null)), { nil: undefined }) },
        { requiredKeys: [] },
      ),
      since: fc.oneof(fc.date({ noInvalidDate: true }), fc.constant(null)),
      tenant: fc.stringMatching(/^[a-z0-9-]{0,10}$/),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Parameters<typeof listNotebookNotes>[1]>;

  it('POST body, serialised as a query string, equals the GET query string; the GET is sent up to the limit (1000 runs)', async () => {
    const sentAs = { GET: 0, POST: 0 };
    await fc.assert(
      fc.asyncProperty(
        text.filter((s) => !['', '.', '..'].includes(s)),
        options,
        async (notebookId, opts) => {
          const fetch = fakeFetch(() => json(200, {}));
          const client = createClient({ fetch });
          await listNotebookNotes(notebookId, opts, { client });
          await asGet(notebookId, opts, { client });
          const [sent, get] = fetch.calls as [Recorded, Recorded];
          expect(get.method).toBe('GET');
          const [path, query = ''] = get.url.split(/\?(.*)/s) as [string, string?];
          if (query.length <= listNotebookNotes.op.bodyForm!.maxQueryLength) {
            expect(sent).toEqual(get);
            sentAs.GET += 1;
          } else {
            expect(sent).toEqual({ method: 'POST', url: path, headers: { ...get.headers, 'content-type': 'application/json' }, body: sent.body });
            expect(serializeQuery(JSON.parse(sent.body!) as Record<string, unknown>)).toBe(query);
            expect(hasNull(JSON.parse(sent.body!))).toBe(false);
            sentAs.POST += 1;
          }
        },
      ),
      { numRuns: 1000 },
    );
    expect(sentAs.GET).toBeGreaterThan(100);
    expect(sentAs.POST).toBeGreaterThan(100);
  });
});
