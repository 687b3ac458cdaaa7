import { describe, expect, it } from 'vitest';
import { callFeatures, callSignature, callStatement, emitsLine, opDeclaration, requestLine } from '../../../codegen/emit/call-declaration.ts';
import { decoderRefs } from '../../../codegen/emit/decoder-text.ts';
import type { IrOperation, Plan } from '../../../codegen/ir/types.ts';
import { opOf, printed, serviceOf } from './ir-samples.ts';

// One call of a module file, from a small IR operation: its signature, declaration, features and docs.

const str = { kind: 'primitive', type: 'string' } as const;
const postId: IrOperation['args'][number] = { name: 'postId', required: true, value: { location: 'path', name: 'postId' }, type: str };
const options: IrOperation['args'][number] = {
  name: 'options',
  required: false,
  typeName: 'ListPostsOptions',
  properties: [{ name: 'limit', field: { location: 'query', name: 'paging.limit' }, required: false, type: { kind: 'primitive', type: 'integer' } }],
  type: { kind: 'unknown' },
};
const query = { itemType: { kind: 'ref', name: 'Post' }, items: 'posts', pagingMetadata: 'pagingMetadata' } as unknown as IrOperation['queryBuilder'];

describe('callSignature', () => {
  it.each([
    [
      'arguments and the result type',
      { given: opOf({ args: [postId, options] }), want: 'Call<[postId: string, options?: ListPostsOptions, init?: CallInit], GetPostResponse>' },
    ],
    [
      'an unwrapped result',
      {
        given: opOf({ unwrap: { property: 'post', type: { kind: 'ref', name: 'Post' }, required: false } }),
        want: 'Call<[init?: CallInit], Post | undefined>',
      },
    ],
    [
      'a query call: its builder when given no query',
      {
        given: opOf({ args: [{ ...postId, name: 'query' }, options], queryBuilder: query }),
        want: 'QueryCall<[query: string, options?: ListPostsOptions, init?: CallInit], GetPostResponse, [options?: ListPostsOptions], ItemQuery<Post>>',
      },
    ],
  ] as [string, { given: IrOperation; want: string }][])('%s', (_, { given, want }) => expect(callSignature(given)).toBe(want));

  it('refuses an inline object argument without a type name', () => {
    const inline = { ...postId, type: { kind: 'object', properties: [{ name: 'a', type: str, required: true }] } } as IrOperation['args'][number];
    expect(() => callSignature(opOf({ args: [inline] }))).toThrow('inline object argument types must have a typeName');
  });
});

describe('opDeclaration', () => {
  it.each([
    ['defaults are left out', { given: opOf(), want: { module: 'posts', operationId: 'getPost', method: 'GET', path: '/posts/{postId}', args: [] } }],
    [
      "a query call's paging kind, with the builder that reads it",
      {
        given: opOf({ paging: 'offset', queryBuilder: query }),
        want: {
          module: 'posts',
          operationId: 'getPost',
          method: 'GET',
          path: '/posts/{postId}',
          args: [],
          queryBuilder: { items: 'posts', pagingMetadata: 'pagingMetadata', paging: 'offset' },
        },
      },
    ],
    [
      'arguments as their fields; its own prefix, rules and forms; not its error codes, nor a paging kind with no query builder to read it',
      {
        given: opOf({
          args: [postId, options],
          prefix: '/v2',
          paging: 'cursor',
          errors: ['NOT_FOUND'],
          clientRules: { maxBulk: 100 } as never,
          idempotent: true,
          getForm: { parameter: 'q', maxUrlLength: 2000 },
        }),
        want: {
          module: 'posts',
          operationId: 'getPost',
          method: 'GET',
          prefix: '/v2',
          path: '/posts/{postId}',
          args: [
            { name: 'postId', required: true, value: 'path.postId' },
            { name: 'options', properties: { limit: 'query.paging.limit' } },
          ],
          clientRules: { maxBulk: 100 },
          idempotent: true,
          getForm: { parameter: 'q', maxUrlLength: 2000 },
        },
      },
    ],
  ] as [string, { given: IrOperation; want: object }][])('%s', (_, { given, want }) => {
    const declaration = JSON.parse(JSON.stringify(opDeclaration(serviceOf(), given, decoderRefs(new Map()))));
    expect(declaration).toEqual(want);
  });
});

describe('callFeatures', () => {
  it.each([
    ['none: the core request path only', { given: opOf(), want: { text: '', names: [] as string[] } }],
    [
      'a JSON body argument: the JSON encoder alone',
      {
        given: opOf({ args: [{ ...postId, value: { location: 'body', name: '' } }] }),
        want: { text: '{ encodeBody: encodeJsonBody }', names: ['encodeJsonBody'] },
      },
    ],
    [
      'a body in another media type: every encoding',
      {
        given: opOf({ args: [{ ...postId, value: { location: 'body', name: '' } }], contentType: 'multipart/form-data' }),
        want: { text: '{ encodeBody }', names: ['encodeBody'] },
      },
    ],
    [
      'styled parameters, a body form and a GET form',
      {
        given: opOf({
          params: { 'query.x': { style: 'form', explode: false } },
          bodyForm: { maxQueryLength: 100 },
          getForm: { parameter: 'q', maxUrlLength: 9 },
        }),
        want: {
          text: '{ paramStyles, encodeBody: encodeJsonBody, bodyForm: bodyFormOf, getFormUrl }',
          names: ['paramStyles', 'encodeJsonBody', 'bodyFormOf', 'getFormUrl'],
        },
      },
    ],
    [
      'header and cookie parameters, an idempotency key',
      {
        given: opOf({
          args: [
            { ...postId, name: 'tenant', value: { location: 'header', name: 'x-tenant' } },
            { ...postId, name: 'session', value: { location: 'cookie', name: 'sid' } },
          ],
          idempotencyKey: 'Idempotency-Key',
        }),
        want: { text: '{ headerParams: placeHeaderParams, idempotencyKey: placeIdempotencyKey }', names: ['placeHeaderParams', 'placeIdempotencyKey'] },
      },
    ],
    ['a path parameter: no placement beyond the core', { given: opOf({ args: [postId] }), want: { text: '', names: [] } }],
    [
      'a query parameter: the query string writer',
      { given: opOf({ args: [postId, options] }), want: { text: '{ query: serializeQuery }', names: ['serializeQuery'] } },
    ],
    [
      'a request plan: an encoder of its converters',
      { given: opOf({ requestPlan: { body: { at: 'date' } } as unknown as Plan }), want: { text: '{ encodePlan: /* @__PURE__ */ planEncoder(', names: [] } },
    ],
  ] as [string, { given: IrOperation; want: { text: string; names: string[] } }][])('%s', (_, { given, want }) => {
    const refs = decoderRefs(new Map());
    const out = callFeatures(given, refs);
    expect(out.text.startsWith(want.text)).toBe(true);
    expect(out.names).toEqual(want.names);
    expect(refs.converters.has('planEncoder')).toBe(given.requestPlan !== undefined);
  });
});

describe('the docs lines', () => {
  it.each([
    ['the request', { given: opOf(), want: '`GET /blog/posts/{postId}`' }],
    ['idempotent', { given: opOf({ method: 'PUT', idempotent: true }), want: '`PUT /blog/posts/{postId}`; idempotent (retried like a GET)' }],
    [
      'a GET form',
      {
        given: opOf({ method: 'POST', getForm: { parameter: 'q', maxUrlLength: 2000 } }),
        want: '`POST /blog/posts/{postId}`, or `GET /blog/posts/{postId}?q=<base64url of the JSON body>` while the final URL stays within 2000 characters',
      },
    ],
  ] as [string, { given: IrOperation; want: string }][])('requestLine: %s', (_, { given, want }) => expect(requestLine(given)).toBe(want));

  it.each([
    ['no events', { given: opOf(), want: undefined }],
    ['events', { given: opOf({ emits: [{ handler: 'posts.onPostCreated', type: 'post_created' }] }), want: 'Emits `posts.onPostCreated` (`post_created`).' }],
  ] as [string, { given: IrOperation; want: string | undefined }][])('emitsLine: %s', (_, { given, want }) => expect(emitsLine(given)).toBe(want));
});

describe('callStatement', () => {
  it('prints the call with its docs, declaration and features', () => {
    const op = opOf({
      summary: 'Gets a post.',
      deprecated: true,
      args: [postId, { ...options, name: 'body', value: { location: 'body', name: '' }, properties: undefined, typeName: 'B' }],
    });
    const { statement, features } = callStatement(serviceOf(), op, decoderRefs(new Map()), { names: new Map(), used: new Set() });
    expect(features).toEqual(['encodeJsonBody']);
    expect(printed([statement])).toBe(
      [
        '/**',
        ' * Gets a post.',
        ' *',
        ' * `GET /blog/posts/{postId}`',
        ' *',
        ' * @param postId `path.postId`',
        ' *',
        ' * @param body `body`',
        ' * @deprecated',
        ' */',
        'export const getPost: Call<[postId: string, body?: B, init?: CallInit], GetPostResponse> = /* @__PURE__ */ defineGeneratedCall(blogService, {',
        "  module: 'posts',",
        "  operationId: 'getPost',",
        "  method: 'GET',",
        "  path: '/posts/{postId}',",
        '  args: [',
        "    { name: 'postId', required: true, value: 'path.postId' },",
        "    { name: 'body', value: 'body' },",
        '  ],',
        '}, { encodeBody: encodeJsonBody });',
        '',
      ].join('\n'),
    );
  });
});
