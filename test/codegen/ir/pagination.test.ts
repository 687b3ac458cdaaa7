import { describe, expect, it } from 'vitest';
import { itemTypeAt, jsonPathPointer, paginationOf } from '../../../codegen/ir/pagination.ts';
import type { IrType } from '../../../codegen/ir/types.ts';
import type { JsonSchema, OperationObject, ParameterObject } from '@siteapi/document';
import { requestFields } from '../../../codegen/parse/request-fields.ts';
import { docOf } from './ir-fixture.ts';

// How a list call pages, decided from the document: the inference table, the extensions, the override.

const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const item = { type: 'object', properties: { id: str, name: str } };
const list = (props: Record<string, unknown>) => ({ type: 'object', properties: props });
const query = (...names: string[]): ParameterObject[] =>
  names.map((name) => ({ name, in: 'query', schema: /page|offset|limit|size|skip/i.test(name) ? int : str }) as ParameterObject);

interface Case {
  params?: ParameterObject[];
  answer?: unknown;
  headers?: Record<string, unknown>;
  body?: Record<string, unknown>;
  method?: string;
  extensions?: Record<string, unknown>;
}

function decide(c: Case) {
  const op = {
    operationId: 'listThings',
    parameters: c.params ?? [],
    ...(c.body ? { requestBody: { content: { 'application/json': { schema: { type: 'object', properties: c.body } } } } } : {}),
    responses: { '200': { description: 'ok', headers: c.headers, content: c.answer ? { 'application/json': { schema: c.answer as JsonSchema } } : undefined } },
    ...c.extensions,
  } as OperationObject;
  const method = c.method ?? 'get';
  const doc = docOf({ paths: { '/things': { [method]: op } }, components: { schemas: { Thing: item } } });
  const pointer = `/paths/~1things/${method}`;
  const warnings: string[] = [];
  const spec = paginationOf({ doc, op, method, fields: requestFields(doc, {}, op, pointer), pointer, warn: (at, m) => warnings.push(`${at}: ${m}`) });
  return { spec, warnings };
}

describe('paginationOf infers', () => {
  it.each<[string, Case, unknown]>([
    [
      'Stripe: starting_after the last id while has_more',
      { params: query('limit', 'starting_after'), answer: list({ data: { type: 'array', items: { $ref: '#/components/schemas/Thing' } }, has_more: bool }) },
      { kind: 'cursor', items: '/data', input: 'query.starting_after', itemCursor: '/id', hasMore: '/has_more' },
    ],
    [
      'Slack: cursor in, response_metadata.next_cursor out',
      { params: query('cursor', 'limit'), answer: list({ ok: bool, channels: { type: 'array', items: item }, response_metadata: list({ next_cursor: str }) }) },
      { kind: 'cursor', items: '/channels', input: 'query.cursor', next: '/response_metadata/next_cursor' },
    ],
    [
      'GraphQL-style: after in, pageInfo.endCursor out, with hasNextPage',
      { params: query('after'), answer: list({ nodes: { type: 'array', items: item }, pageInfo: list({ endCursor: str, hasNextPage: bool }) }) },
      { kind: 'cursor', items: '/nodes', input: 'query.after', next: '/pageInfo/endCursor', hasMore: '/pageInfo/hasNextPage' },
    ],
    [
      'Google: pageToken in, nextPageToken out',
      { params: query('pageToken', 'pageSize'), answer: list({ items: { type: 'array', items: item }, nextPageToken: str }) },
      { kind: 'cursor', items: '/items', input: 'query.pageToken', next: '/nextPageToken' },
    ],
    [
      'a cursor in the JSON body of a search',
      { method: 'post', body: { query: str, cursor: str }, answer: list({ results: { type: 'array', items: item }, next_cursor: str }) },
      { kind: 'cursor', items: '/results', input: 'body.cursor', next: '/next_cursor' },
    ],
    [
      'a cursor answered by a plain next string',
      { params: query('continuation'), answer: list({ values: { type: 'array', items: item }, next: str }) },
      { kind: 'cursor', items: '/values', input: 'query.continuation', next: '/next' },
    ],
    [
      'GitHub: a declared Link header on an array answer',
      { params: query('per_page', 'page'), answer: { type: 'array', items: item }, headers: { Link: { schema: str } } },
      { kind: 'link', items: '' },
    ],
    [
      'OData: @odata.nextLink',
      { answer: list({ value: { type: 'array', items: item }, '@odata.nextLink': str }) },
      { kind: 'url', items: '/value', next: '/@odata.nextLink' },
    ],
    [
      'Django REST framework: next beside previous, with count',
      { params: query('page'), answer: list({ count: int, next: str, previous: str, results: { type: 'array', items: item } }) },
      { kind: 'url', items: '/results', next: '/next' },
    ],
    [
      'JSON:API: links.next',
      { answer: list({ data: { type: 'array', items: item }, links: list({ self: str, next: str }) }) },
      { kind: 'url', items: '/data', next: '/links/next' },
    ],
    [
      'offset and limit with a total',
      { params: query('offset', 'limit'), answer: list({ items: { type: 'array', items: item }, total: int }) },
      { kind: 'offset', items: '/items', input: 'query.offset', unit: 'item', limit: 'query.limit', total: '/total' },
    ],
    [
      'page and per_page, ending at a short page',
      { params: query('page', 'per_page'), answer: { type: 'array', items: item } },
      { kind: 'offset', items: '', input: 'query.page', unit: 'page', limit: 'query.per_page' },
    ],
    [
      'a zero-based page number with a page count',
      {
        params: [{ name: 'pageNumber', in: 'query', schema: { type: 'integer', minimum: 0 } } as ParameterObject],
        answer: list({ entries: { type: 'array', items: item }, totalPages: int }),
      },
      { kind: 'offset', items: '/entries', input: 'query.pageNumber', unit: 'page', first: 0, pages: '/totalPages' },
    ],
    [
      'OpenAI: after/before, the answer’s last_id while has_more',
      {
        params: query('limit', 'order', 'after', 'before'),
        answer: list({ object: str, data: { type: 'array', items: item }, first_id: str, last_id: str, has_more: bool }),
      },
      { kind: 'cursor', items: '/data', input: 'query.after', next: '/last_id', hasMore: '/has_more' },
    ],
    [
      'Anthropic: after_id, a nullable last_id',
      {
        params: query('before_id', 'after_id', 'limit'),
        answer: list({ data: { type: 'array', items: item }, first_id: { type: ['string', 'null'] }, last_id: { type: ['string', 'null'] }, has_more: bool }),
      },
      { kind: 'cursor', items: '/data', input: 'query.after_id', next: '/last_id', hasMore: '/has_more' },
    ],
    [
      'after with has_more alone: the last item’s id',
      { params: query('after', 'limit'), answer: list({ object: str, data: { type: 'array', items: item }, has_more: bool }) },
      { kind: 'cursor', items: '/data', input: 'query.after', itemCursor: '/id', hasMore: '/has_more' },
    ],
    [
      'before alone, with the answer’s first_id',
      { params: query('before'), answer: list({ data: { type: 'array', items: item }, first_id: str, has_more: bool }) },
      { kind: 'cursor', items: '/data', input: 'query.before', next: '/first_id', hasMore: '/has_more' },
    ],
    [
      'Twilio: next_page_uri wins over Page and PageToken',
      {
        params: query('PageSize', 'Page', 'PageToken'),
        answer: list({ messages: { type: 'array', items: item }, next_page_uri: { type: ['string', 'null'] }, first_page_uri: str, page: int, page_size: int }),
      },
      { kind: 'url', items: '/messages', next: '/next_page_uri' },
    ],
    [
      'meta.next: a link',
      { answer: list({ data: { type: 'array', items: item }, meta: list({ next: str, count: int }) }) },
      { kind: 'url', items: '/data', next: '/meta/next' },
    ],
    [
      'PagerDuty: offset and limit, `more`, a total that may be null',
      {
        params: [...query('limit', 'offset'), { name: 'total', in: 'query', schema: bool } as ParameterObject],
        answer: {
          allOf: [list({ offset: int, limit: int, more: bool, total: { type: ['integer', 'null'] } }), list({ incidents: { type: 'array', items: item } })],
        },
      },
      { kind: 'offset', items: '/incidents', input: 'query.offset', unit: 'item', limit: 'query.limit', total: '/total', hasMore: '/more' },
    ],
    [
      'Jira: startAt and maxResults with isLast',
      {
        params: [{ name: 'startAt', in: 'query', schema: int } as ParameterObject, { name: 'maxResults', in: 'query', schema: int } as ParameterObject],
        answer: list({ startAt: int, maxResults: int, isLast: bool, values: { type: 'array', items: item } }),
      },
      { kind: 'offset', items: '/values', input: 'query.startAt', unit: 'item', limit: 'query.maxResults', isLast: '/isLast' },
    ],
    [
      'Jira issue search: the one array of objects beside an array of strings',
      {
        params: [{ name: 'startAt', in: 'query', schema: int } as ParameterObject, { name: 'maxResults', in: 'query', schema: int } as ParameterObject],
        answer: list({ total: int, issues: { type: 'array', items: item }, warningMessages: { type: 'array', items: str } }),
      },
      { kind: 'offset', items: '/issues', input: 'query.startAt', unit: 'item', limit: 'query.maxResults', total: '/total' },
    ],
    [
      'Spring Data: page and size, totalPages and last',
      {
        params: [{ name: 'page', in: 'query', schema: { type: 'integer', default: 0 } } as ParameterObject, ...query('size')],
        answer: list({ content: { type: 'array', items: item }, totalPages: int, totalElements: int, last: bool, first: bool }),
      },
      { kind: 'offset', items: '/content', input: 'query.page', unit: 'page', first: 0, limit: 'query.size', pages: '/totalPages', isLast: '/last' },
    ],
    [
      'Listen Notes: a page with an id of its own (the genre) that says it is a page',
      {
        params: [...query('genre_id'), { name: 'page', in: 'query', schema: int } as ParameterObject],
        answer: list({ id: int, name: str, total: int, has_next: bool, page_number: int, podcasts: { type: 'array', items: item } }),
      },
      { kind: 'offset', items: '/podcasts', input: 'query.page', unit: 'page', hasMore: '/has_next' },
    ],
    [
      'papinet: one order with an id whose lines are paged by links with next and prev',
      {
        answer: list({
          id: str,
          orderNumber: str,
          links: list({ first: list({ href: str }), prev: list({ href: str }), next: list({ href: str }), last: list({ href: str }) }),
          orderLineItems: { type: 'array', items: item },
        }),
      },
      { kind: 'url', items: '/orderLineItems', next: '/links/next/href' },
    ],
    [
      'Google: a next page token the document says is not used yet, but may be',
      {
        params: query('pageToken', 'pageSize'),
        answer: list({
          tagValues: { type: 'array', items: item },
          nextPageToken: { type: 'string', description: 'This is currently not used, but the server may at any point start supplying a valid token.' },
        }),
      },
      { kind: 'cursor', items: '/tagValues', input: 'query.pageToken', next: '/nextPageToken' },
    ],
    [
      'The Racing API: skip and limit, the one array of objects beside the query echoed as pairs',
      {
        params: query('skip', 'limit'),
        answer: list({ meets: { type: 'array', items: item }, query: { type: 'array', items: { type: 'array', items: str } }, skip: int, limit: int }),
      },
      { kind: 'offset', items: '/meets', input: 'query.skip', unit: 'item', limit: 'query.limit' },
    ],
    [
      'Zoom: the cursor sent under the name the answer gives it (next_page_token)',
      {
        params: query('next_page_token', 'page_size'),
        answer: list({ next_page_token: str, page_size: int, total_records: int, phone_numbers: { type: 'array', items: item } }),
      },
      { kind: 'cursor', items: '/phone_numbers', input: 'query.next_page_token', next: '/next_page_token' },
    ],
    [
      'Solr: start and rows, with num_found',
      {
        params: [{ name: 'start', in: 'query', schema: int } as ParameterObject, { name: 'rows', in: 'query', schema: int } as ParameterObject],
        answer: list({ num_found: int, listings: { type: 'array', items: item } }),
      },
      { kind: 'offset', items: '/listings', input: 'query.start', unit: 'item', limit: 'query.rows', total: '/num_found' },
    ],
  ])('%s', (_name, given, want) => {
    expect(decide(given)).toEqual({ spec: want, warnings: [] });
  });
});

describe('paginationOf stays out of', () => {
  it.each<[string, Case]>([
    ['a call with no list in its answer', { params: query('cursor'), answer: list({ thing: item, next_cursor: str }) }],
    ['a cursor parameter with no next cursor in the answer', { params: query('cursor'), answer: list({ data: { type: 'array', items: item } }) }],
    ['a next cursor with no parameter to send it in', { params: query('limit'), answer: list({ data: { type: 'array', items: item }, next_cursor: str }) }],
    ['starting_after without has_more', { params: query('starting_after'), answer: list({ data: { type: 'array', items: item } }) }],
    ['an offset without a limit or a total', { params: query('offset'), answer: list({ data: { type: 'array', items: item } }) }],
    ['a plain array answer without paging parameters', { params: query('q'), answer: { type: 'array', items: item } }],
    ['a next URL on a POST', { method: 'post', answer: list({ data: { type: 'array', items: item }, nextLink: str }) }],
    [
      'an answer with two arrays and neither a usual name',
      { params: query('cursor'), answer: list({ a: { type: 'array' }, b: { type: 'array' }, next_cursor: str }) },
    ],
    [
      'has_more and items with an id, but no cursor parameter',
      { params: query('expand'), answer: list({ id: str, data: { type: 'array', items: item }, has_more: bool, last_id: str }) },
    ],
    [
      'after as a date-time, with has_more and item ids',
      {
        params: [{ name: 'after', in: 'query', schema: { type: 'string', format: 'date-time' } } as ParameterObject],
        answer: list({ data: { type: 'array', items: item }, has_more: bool }),
      },
    ],
    [
      'after as a number',
      { params: [{ name: 'after', in: 'query', schema: int } as ParameterObject], answer: list({ data: { type: 'array', items: item }, has_more: bool }) },
    ],
    ['before alone with item ids and no first_id', { params: query('before'), answer: list({ data: { type: 'array', items: item }, has_more: bool }) }],
    ['after with items that have no id and no last_id', { params: query('after'), answer: list({ data: { type: 'array', items: str }, has_more: bool }) }],
    ['more and isLast with no position parameter', { params: query('limit'), answer: list({ top: { type: 'array', items: item }, more: bool, isLast: bool }) }],
    ['a plain next string with no parameter and not in meta', { answer: list({ data: { type: 'array', items: item }, next: str }) }],
    [
      'Google aggregatedList: the items are a map by scope, the one array beside them is no list',
      {
        params: query('pageToken', 'maxResults'),
        answer: list({
          items: { type: 'object', additionalProperties: list({ gateways: { type: 'array', items: item } }) },
          nextPageToken: str,
          unreachables: { type: 'array', items: str },
        }),
      },
    ],
    [
      'LaunchDarkly: one resource with its own key and _links.next, its array no page',
      {
        answer: list({
          _id: str,
          key: str,
          name: str,
          environments: { type: 'array', items: item },
          _links: list({ next: list({ href: str }), self: list({ href: str }) }),
        }),
      },
    ],
    [
      'Spotify: one playlist with an id, its tracks’ next link no page of the playlist',
      {
        answer: list({
          id: str,
          images: { type: 'array', items: item },
          tracks: list({ items: { type: 'array', items: item }, next: { type: 'string', format: 'uri' }, previous: str }),
        }),
      },
    ],
    [
      'eBay: next and prev the document says are for future use',
      {
        params: query('marketplace_id'),
        answer: list({
          href: { type: 'string', description: 'This field is for future use.' },
          next: { type: 'string', description: 'This field is for future use.' },
          prev: { type: 'string', description: 'This field is for future use.' },
          total: int,
          paymentPolicies: { type: 'array', items: item },
        }),
      },
    ],
    [
      'an offset parameter the document reserves for future use',
      {
        params: [{ name: 'offset', in: 'query', schema: int, description: 'Reserved for future use.' } as ParameterObject, ...query('limit')],
        answer: list({ data: { type: 'array', items: item } }),
      },
    ],
    [
      'Google Analytics: column headers beside table rows, no list of items',
      {
        params: [{ name: 'start-index', in: 'query', schema: int } as ParameterObject, { name: 'max-results', in: 'query', schema: int } as ParameterObject],
        answer: list({
          columnHeaders: { type: 'array', items: list({ name: str, columnType: str }) },
          rows: { type: 'array', items: { type: 'array', items: str } },
          nextLink: str,
          totalResults: int,
        }),
      },
    ],
    [
      'Google Fit: a PATCH whose body is the dataset the answer gives back, nextPageToken included',
      {
        method: 'patch',
        body: { nextPageToken: str, point: { type: 'array', items: item } },
        answer: list({ nextPageToken: str, point: { type: 'array', items: item } }),
      },
    ],
    [
      'two arrays of objects, neither a usual name',
      { params: query('offset', 'limit'), answer: list({ a: { type: 'array', items: item }, b: { type: 'array', items: item } }) },
    ],
  ])('%s', (_name, given) => {
    expect(decide(given)).toEqual({ spec: undefined, warnings: [] });
  });
});

const page = list({ data: list({ resultArray: { type: 'array', items: item } }), next: str, numPages: int });

describe('paginationOf follows declarations', () => {
  it.each<[string, Case, unknown]>([
    [
      'x-speakeasy-pagination offsetLimit',
      {
        params: query('offset', 'limit'),
        answer: page,
        extensions: {
          'x-speakeasy-pagination': {
            type: 'offsetLimit',
            inputs: [
              { name: 'offset', in: 'parameters', type: 'offset' },
              { name: 'limit', in: 'parameters', type: 'limit' },
            ],
            outputs: { results: '$.data.resultArray', numPages: '$.numPages' },
          },
        },
      },
      { kind: 'offset', items: '/data/resultArray', input: 'query.offset', unit: 'item', limit: 'query.limit', pages: '/numPages' },
    ],
    [
      'x-speakeasy-pagination cursor from the last item',
      {
        params: query('since'),
        answer: page,
        extensions: {
          'x-speakeasy-pagination': {
            type: 'cursor',
            inputs: [{ name: 'since', in: 'parameters', type: 'cursor' }],
            outputs: { results: '$.data.resultArray', nextCursor: '$.data.resultArray[-1].id' },
          },
        },
      },
      { kind: 'cursor', items: '/data/resultArray', input: 'query.since', itemCursor: '/id' },
    ],
    [
      'x-speakeasy-pagination url',
      { answer: page, extensions: { 'x-speakeasy-pagination': { type: 'url', outputs: { results: "$['data']['resultArray']", nextUrl: '$.next' } } } },
      { kind: 'url', items: '/data/resultArray', next: '/next' },
    ],
    [
      'x-fern-pagination cursor',
      {
        params: query('token'),
        answer: list({ data: { type: 'array', items: item }, next: str }),
        extensions: { 'x-fern-pagination': { cursor: '$request.token', next_cursor: '$response.next', results: '$response.data' } },
      },
      { kind: 'cursor', items: '/data', input: 'query.token', next: '/next' },
    ],
    [
      'x-fern-pagination offset by page',
      {
        params: query('page'),
        answer: list({ data: { type: 'array', items: item } }),
        extensions: { 'x-fern-pagination': { offset: '$request.page', results: '$response.data' } },
      },
      { kind: 'offset', items: '/data', input: 'query.page', unit: 'page' },
    ],
    [
      'x-pagination over what inference would find',
      {
        params: query('cursor', 'limit'),
        answer: list({ data: { type: 'array', items: item }, next_cursor: str, marker: str }),
        extensions: { 'x-pagination': { kind: 'cursor', items: '/data', input: 'query.cursor', next: '/marker' } },
      },
      { kind: 'cursor', items: '/data', input: 'query.cursor', next: '/marker' },
    ],
    [
      'x-pagination: false over inference',
      { params: query('cursor'), answer: list({ data: { type: 'array', items: item }, next_cursor: str }), extensions: { 'x-pagination': false } },
      undefined,
    ],
  ])('%s', (_name, given, want) => {
    expect(decide(given)).toEqual({ spec: want, warnings: [] });
  });

  it.each<[string, Case, string]>([
    [
      'a JSONPath filter',
      { answer: page, extensions: { 'x-speakeasy-pagination': { type: 'url', outputs: { results: '$.data[?(@.ok)]', nextUrl: '$.next' } } } },
      `/paths/~1things/get/x-speakeasy-pagination: x-speakeasy-pagination outputs.results "$.data[?(@.ok)]" is not a JSONPath this generator follows ($.a.b, $['a']); the call does not page`,
    ],
    [
      'a JSONPath wildcard',
      { answer: page, extensions: { 'x-speakeasy-pagination': { type: 'url', outputs: { results: '$.data.resultArray', nextUrl: '$..next' } } } },
      `/paths/~1things/get/x-speakeasy-pagination: x-speakeasy-pagination outputs.nextUrl "$..next" is not a JSONPath this generator follows ($.a.b, $['a']); the call does not page`,
    ],
    [
      'a fern request field the call does not have',
      {
        answer: page,
        extensions: { 'x-fern-pagination': { cursor: '$request.cursor', next_cursor: '$response.next', results: '$response.data.resultArray' } },
      },
      '/paths/~1things/get/x-fern-pagination: x-fern-pagination cursor "$request.cursor" is not $request.<a parameter or body property of the call>; the call does not page',
    ],
    [
      'an x-pagination of an unknown kind',
      { answer: page, extensions: { 'x-pagination': { kind: 'token', items: '/data' } } },
      '/paths/~1things/get/x-pagination: x-pagination kind must be cursor, offset, url or link, not "token"; the call does not page',
    ],
  ])('warns of %s and does not page', (_name, given, warning) => {
    expect(decide(given)).toEqual({ spec: undefined, warnings: [warning] });
  });
});

describe('jsonPathPointer', () => {
  it.each([
    ['$', ''],
    ['$.data', '/data'],
    ['$.a.b_c', '/a/b_c'],
    ["$['@odata.nextLink']", '/@odata.nextLink'],
    ['$["a/b"].c', '/a~1b/c'],
    ['$.data[0]', undefined],
    ['$.*', undefined],
    ['$..id', undefined],
    ['data', undefined],
  ])('%s → %s', (path, want) => {
    expect(jsonPathPointer(path)).toBe(want);
  });
});

describe('itemTypeAt', () => {
  const thing: IrType = { kind: 'ref', name: 'Thing' };
  const answer: IrType = {
    kind: 'object',
    properties: [
      {
        name: 'data',
        required: false,
        type: {
          kind: 'union',
          members: [
            { kind: 'array', items: thing },
            { kind: 'primitive', type: 'null' },
          ],
        },
      },
    ],
  };
  it('walks the answer to its items through nullable fields and refs', () => {
    expect(itemTypeAt({ kind: 'ref', name: 'Page' }, '/data', (n) => (n === 'Page' ? answer : undefined))).toEqual(thing);
    expect(itemTypeAt({ kind: 'array', items: thing }, '', () => undefined)).toEqual(thing);
    expect(itemTypeAt(answer, '/missing', () => undefined)).toBeUndefined();
  });
});
