// The explorer's pure parts, in Node (no browser needed): the build-time catalogue, search, the request
// draft's round trip through every call example, answer problems placed on fields, and the JSON locator.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { examples } from '../../../generated/src/index.ts';
import { buildRequest, draftFromExample, draftFromSchema, fromText, paramKey } from '../../../explorer/src/request/draft.ts';
import { fieldProblems } from '../../../explorer/src/request/field-problems.ts';
import { locateJsonPath } from '../../../explorer/src/request/json-locate.ts';
import { preferHeader } from '../../../explorer/src/request/mock-preferences.ts';
import { fuzzyMatch } from '../../../explorer/src/search/fuzzy.ts';
import { searchOperations } from '../../../explorer/src/search/search-operations.ts';
import { searchModels } from '../../../explorer/src/search/search-models.ts';
import { readOperationModel } from '@siteapi/codegen/operations';
import { slimDocument } from '../../../explorer/vite/slim-document.ts';
import { unreachable } from '../../../explorer/src/transport/recording-fetch.ts';

const document = JSON.parse(readFileSync(fileURLToPath(new URL('../../../generated/src/openapi.json', import.meta.url)), 'utf8')) as Record<string, unknown>;
const slim = slimDocument(document, await readOperationModel(fileURLToPath(new URL('../../../generated/src', import.meta.url))));
const exampleRegistry = examples as unknown as Record<string, Record<string, { name: string; request: Record<string, unknown> }[] | undefined>>;

describe('slim catalogue', () => {
  it('lists every operation of the bundled document once, with its service, module and search names', () => {
    const ids = slim.catalogue.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(248);
    expect(new Set(slim.catalogue.map((entry) => entry.service))).toEqual(new Set(slim.services.map((s) => s.name)));
    const listPosts = slim.catalogue.find((entry) => entry.id === 'blog.listPosts')!;
    expect(listPosts).toMatchObject({ service: 'blog', module: 'posts', operationId: 'listPosts', method: 'GET', path: '/blog/v3/posts' });
    expect(listPosts.params).toContain('paging.limit');
    expect(slim.catalogue.find((entry) => entry.id === 'blog.queryPosts')!.fields).toContain('cursorPaging');
    // The first paint carries names, not schemas: well under a tenth of the document.
    expect(JSON.stringify(slim.catalogue).length).toBeLessThan(JSON.stringify(document).length / 10);
  });

  it('gives each operation every component schema its refs reach, and no dangling ref', () => {
    for (const { id } of slim.catalogue) {
      const detail = slim.detail(id)!;
      const refs = JSON.stringify(detail).match(/"#\/components\/[^"]+"/g) ?? [];
      for (const ref of refs) {
        const name = JSON.parse(ref).slice('#/components/schemas/'.length);
        expect(ref.startsWith('"#/components/schemas/'), `${id}: ${ref} is not a schema ref`).toBe(true);
        expect(detail.schemas[name], `${id}: ${ref}`).toBeDefined();
      }
    }
  });

  it("names the events an operation emits, with the SDK's handler, the type and the payload's model", () => {
    expect(slim.detail('bookings.confirmOrDeclineBooking')!.events).toEqual([
      {
        name: 'bookings.bookingConfirmed',
        handler: 'bookings.onBookingConfirmed',
        type: 'wix.bookings.v2.booking_confirmed',
        summary: 'Booking confirmed',
        payload: 'bookings.BookingConfirmedEvent',
      },
      expect.objectContaining({ name: 'bookings.bookingDeclined', handler: 'bookings.onBookingDeclined' }),
    ]);
    expect(slim.detail('blog.getPost')!.events).toEqual([]);
    // The payload's model links back to every operation that emits it.
    expect(slim.models().find((m) => m.name === 'bookings.BookingConfirmedEvent')!.emittedBy).toEqual({
      event: 'bookings.onBookingConfirmed',
      operations: expect.arrayContaining(['bookings.confirmBooking', 'bookings.confirmOrDeclineBooking', 'bookings.confirmMultiServiceBooking']),
    });
    // Every declared event resolves to a webhook of the document, with a payload model the index has.
    const models = new Set(slim.models().map((m) => m.name));
    for (const { id } of slim.catalogue) {
      for (const event of slim.detail(id)!.events) {
        expect(event.type, `${id}: ${event.name}`).toBeDefined();
        expect(models.has(event.payload!), `${id}: ${event.name} payload ${event.payload}`).toBe(true);
      }
    }
  });
});

describe('search', () => {
  it('puts every operation first for its own name, with or without its service', () => {
    for (const entry of slim.catalogue) {
      expect(searchOperations(slim.catalogue, entry.operationId)[0]?.entry.operationId, entry.id).toBe(entry.operationId);
      expect(searchOperations(slim.catalogue, `${entry.service} ${entry.operationId}`)[0]?.entry.id, entry.id).toBe(entry.id);
    }
  });

  it('matches abbreviations at word starts and says which field matched', () => {
    expect(fuzzyMatch('lp', 'listPosts')?.positions).toEqual([0, 4]);
    expect(fuzzyMatch('xyz', 'listPosts')).toBeUndefined();
    expect(fuzzyMatch('gpm', 'getPostMetrics')!.score).toBeGreaterThan(fuzzyMatch('gpm', 'getPaymentsMethod')?.score ?? -Infinity);
    const [hit] = searchOperations(slim.catalogue, 'returnPrivateReviews');
    expect(hit?.entry.service).toBe('reviews');
    expect(hit?.because).toEqual({ field: 'param', text: 'returnPrivateReviews' });
  });
});

describe('request draft', () => {
  it('round-trips every call example of every service through the form unchanged', () => {
    let checked = 0;
    for (const entry of slim.catalogue) {
      const detail = slim.detail(entry.id)!;
      for (const example of exampleRegistry[entry.service]?.[entry.operationId] ?? []) {
        const built = buildRequest(detail, draftFromExample(detail, example as never));
        expect(built.ok, `${entry.id} ${example.name}`).toBe(true);
        if (!built.ok) continue;
        const { path = {}, query = {}, header = {}, body } = example.request as { path?: object; query?: object; header?: object; body?: unknown };
        expect(built.value.path, `${entry.id} ${example.name} path`).toEqual(path);
        expect(built.value.query, `${entry.id} ${example.name} query`).toEqual(query);
        expect(built.value.header, `${entry.id} ${example.name} header`).toEqual(header);
        if (detail.requestBody) expect(built.value.body, `${entry.id} ${example.name} body`).toEqual(body ?? {});
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('types parameter text by its schema and keeps what does not fit as typed', () => {
    const integer = { type: 'integer' };
    expect(fromText('50', integer, {})).toBe(50);
    expect(fromText('5x', integer, {})).toBe('5x');
    expect(fromText('', integer, {})).toBeUndefined();
    expect(fromText(['a', '', 'b'], { type: 'array', items: { type: 'string' } }, {})).toEqual(['a', 'b']);
    expect(fromText('true', { type: 'boolean' }, {})).toBe(true);
    const detail = slim.detail('blog.listPosts')!;
    const limit = detail.parameters.find((p) => p.name === 'paging.limit')!;
    const draft = { ...draftFromSchema(detail), params: { [paramKey(limit)]: '7' } };
    expect(buildRequest(detail, draft)).toEqual({ ok: true, value: { path: {}, query: { paging: { limit: 7 } }, header: {} } });
  });

  it('stops only on a body that is not JSON', () => {
    const detail = slim.detail('blog.queryPosts')!;
    const draft = { ...draftFromSchema(detail), bodyText: '{ "query": ' };
    expect(buildRequest(detail, draft)).toMatchObject({ ok: false, message: expect.stringMatching(/not valid JSON/) });
  });

  it('asks the mock for a status, an example or a generated answer', () => {
    expect(preferHeader({ status: '', example: '', dynamic: false })).toBeUndefined();
    expect(preferHeader({ status: '404', example: 'missing', dynamic: false })).toBe('code=404, example=missing');
    expect(preferHeader({ status: '200', example: 'feed', dynamic: true })).toBe('code=200, dynamic=true');
  });
});

describe('answer problems on fields', () => {
  const detail = slim.detail('blog.listPosts')!;

  it('places Prism problem+json, sl-violations and platform field violations', () => {
    const problemJson = JSON.stringify({ validation: [{ location: ['query', 'paging.limit'], message: 'must be <= 100', code: 'maximum' }] });
    expect(fieldProblems(detail, { bodyText: problemJson, headers: [] })).toEqual([
      { param: 'query:paging.limit', where: 'query paging.limit', message: 'must be <= 100', source: 'mock' },
    ]);
    const header = JSON.stringify([{ location: ['body', 'query', 'cursorPaging', 'limit'], message: 'too big' }]);
    expect(fieldProblems(detail, { bodyText: '{}', headers: [['sl-violations', header]] })).toEqual([
      { bodyPath: ['query', 'cursorPaging', 'limit'], where: 'body query.cursorPaging.limit', message: 'too big', source: 'mock' },
    ]);
    const platform = JSON.stringify({
      details: {
        validationError: {
          fieldViolations: [
            { field: 'paging.limit', description: 'out of range' },
            { field: 'items[2].name', description: 'missing' },
          ],
        },
      },
    });
    expect(fieldProblems(detail, { bodyText: platform, headers: [] })).toEqual([
      { param: 'query:paging.limit', where: 'query paging.limit', message: 'out of range', source: 'server' },
      { bodyPath: ['items', 2, 'name'], where: 'body items[2].name', message: 'missing', source: 'server' },
    ]);
  });

  it('survives bodies that are not JSON', () => {
    expect(fieldProblems(detail, { bodyText: '<html><script>x</script>', headers: [['sl-violations', 'not json']] })).toEqual([]);
  });
});

describe('locateJsonPath', () => {
  const text = '{\n  "a": { "b": [1, {"c": "x\\"y"}] },\n  "d": true\n}';
  it('finds values, array items, and the nearest existing value for a missing field', () => {
    const slice = (path: (string | number)[]): string | undefined => {
      const range = locateJsonPath(text, path);
      return range && text.slice(range.start, range.end);
    };
    expect(slice(['d'])).toBe('"d": true');
    expect(slice(['a', 'b', 1, 'c'])).toBe('"c": "x\\"y"');
    expect(slice(['a', 'b', 0])).toBe('1');
    expect(slice(['a', 'missing'])).toBe('{ "b": [1, {"c": "x\\"y"}] }');
    expect(locateJsonPath('{ not json', ['a'])).toBeUndefined();
  });
});

describe('an unreachable target, in the words the browser allows', () => {
  it('names the mock on loopback, nothing answering at an address, and a name that may not resolve', () => {
    expect(unreachable(new URL('http://127.0.0.1:4010'))).toBe(
      'Connection refused: nothing answers at http://127.0.0.1:4010. Is the mock running there (npm run mock, or npm start)?',
    );
    expect(unreachable(new URL('https://10.0.0.7'))).toBe('Could not connect to https://10.0.0.7: nothing answers there.');
    // A live host: a DNS failure is not reported as a refusal, and the mock is not suggested.
    const live = unreachable(new URL('https://www.wixapis.cmo'));
    expect(live).toBe(
      'Could not reach www.wixapis.cmo: the name does not resolve, or nothing answers at https://www.wixapis.cmo (the browser does not say which). Check the target URL.',
    );
    expect(live).not.toMatch(/refused|npm run mock/);
  });
});

describe('models', () => {
  it('lists every component schema with its own fields and the operations that reach it', () => {
    const models = slim.models();
    const post = models.find((m) => m.name === 'blog.Post')!;
    expect(post.service).toBe('blog');
    expect(post.fields).toEqual(expect.arrayContaining(['id', 'title', 'firstPublishedDate']));
    expect(post.usedBy).toEqual(expect.arrayContaining(['blog.getPost', 'blog.queryPosts']));
    expect(models.length).toBe(Object.keys((document.components as { schemas: object }).schemas).length);
    expect(slim.model('blog.Post')?.schemas).toHaveProperty(['blog.PageUrl']);
  });

  it('are searched by name, service and field; a field match names the field', () => {
    const [first] = searchModels(slim.models(), 'post firstPublishedDate');
    expect([first?.model.name, first?.field]).toEqual(['blog.Post', 'firstPublishedDate']);
    expect(searchModels(slim.models(), 'blog post')[0]?.model.name).toBe('blog.Post');
    expect(searchModels(slim.models(), 'zzqqxx')).toEqual([]);
  });
});

describe('external documentation', () => {
  const withDocs = (externalDocs: unknown) =>
    slimDocument({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: { operationId: 'getA', externalDocs, responses: {} } } },
    }).detail('getA')!.externalDocs;

  it("carries an operation's externalDocs into its detail; one without a string URL is left out", () => {
    expect(withDocs({ url: 'https://dev.example/a', description: 'Guide', extra: 1 })).toEqual({ url: 'https://dev.example/a', description: 'Guide' });
    expect(withDocs({ url: 'https://dev.example/a', description: 3 })).toEqual({ url: 'https://dev.example/a' });
    for (const bad of [undefined, 'https://dev.example', { url: 42 }, [], null]) expect(withDocs(bad)).toBeUndefined();
  });
});
