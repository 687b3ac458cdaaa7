import { describe, expect, it } from 'vitest';
import { operations, pathItemOperations, pathItemOperationsOf, requestPath, responseOf } from '@siteapi/document';

const document = {
  openapi: '3.1.0',
  paths: {
    '/posts/{id}': {
      parameters: [
        { name: 'id', in: 'path', schema: { type: 'string' } },
        { name: 'lang', in: 'query', description: 'shared', schema: { type: 'string' } },
      ],
      get: {
        operationId: 'getPost',
        parameters: [{ name: 'lang', in: 'query', description: 'own', schema: { type: 'string' } }, { $ref: '#/components/parameters/Fields' }],
        responses: { '200': { $ref: '#/components/responses/Post' }, default: { description: 'error' } },
      },
      put: { requestBody: { $ref: '#/components/requestBodies/Post' }, responses: {} },
      summary: 'not an operation',
      'x-note': 'not an operation either',
    },
    '/aliased': { $ref: '#/components/pathItems/Aliased' },
    '/broken': { parameters: [{ in: 'query' }, { name: 'x', in: 'body' }, 'nonsense', { name: '', in: 'header' }], get: { responses: {} } },
  },
  webhooks: { postCreated: { post: { operationId: 'onPostCreated', responses: {} } } },
  components: {
    parameters: { Fields: { name: 'fields', in: 'query', schema: { type: 'array' } } },
    responses: { Post: { description: 'a post' } },
    requestBodies: { Post: { required: true, content: { 'application/json': { schema: { type: 'object' } } } } },
    pathItems: { Aliased: { delete: { operationId: 'remove', responses: {} } } },
  },
};

describe('operations', () => {
  const all = operations(document);

  it('lists each operation in document order, methods in OpenAPI order, with its pointer', () => {
    expect(all.map((o) => [o.method, o.path, o.operationId, o.pointer])).toEqual([
      ['get', '/posts/{id}', 'getPost', '/paths/~1posts~1{id}/get'],
      ['put', '/posts/{id}', undefined, '/paths/~1posts~1{id}/put'],
      ['delete', '/aliased', 'remove', '/components/pathItems/Aliased/delete'],
      ['get', '/broken', undefined, '/paths/~1broken/get'],
    ]);
  });

  it("merges the Path Item's parameters with the operation's, which replace them in place", () => {
    const get = all[0]!;
    expect(get.parameters.map((p) => [p.in, p.name, p.required, p.value.description, p.pointer])).toEqual([
      ['path', 'id', true, undefined, '/paths/~1posts~1{id}/parameters/0'],
      ['query', 'lang', false, 'own', '/paths/~1posts~1{id}/get/parameters/0'],
      ['query', 'fields', false, undefined, '/components/parameters/Fields'],
    ]);
  });

  it('skips parameters without a name or a known place', () => {
    expect(all[3]!.parameters).toEqual([]);
  });

  it('follows the request body and a response to where they are written', () => {
    expect(all[1]!.requestBody).toMatchObject({ pointer: '/components/requestBodies/Post', value: { required: true } });
    expect(responseOf(document, all[0]!, '200')).toEqual({ value: { description: 'a post' }, pointer: '/components/responses/Post' });
    expect(responseOf(document, all[0]!, 'default')?.pointer).toBe('/paths/~1posts~1{id}/get/responses/default');
    expect(responseOf(document, all[0]!, '404')).toBeUndefined();
  });

  it("reads a document's webhooks when asked", () => {
    expect(operations(document, 'webhooks').map((o) => [o.method, o.path, o.operationId, o.pointer])).toEqual([
      ['post', 'postCreated', 'onPostCreated', '/webhooks/postCreated/post'],
    ]);
  });

  it('skips extensions among the Path Items of paths, webhooks and callbacks: an x- key names no path or event', () => {
    const item = { post: { operationId: 'hidden', responses: {} } };
    const doc = {
      paths: { 'x-internal': item, '/a': { get: { responses: {}, callbacks: { Done: { 'x-note': item } } } } },
      webhooks: { 'x-sdk-exclude': true, 'x-resources': item, created: item },
    };
    expect(operations(doc).map((o) => o.path)).toEqual(['/a']);
    expect(operations(doc, 'webhooks').map((o) => o.path)).toEqual(['created']);
    expect(pathItemOperations(doc, doc.paths['/a'].get.callbacks.Done, '/paths/~1a/get/callbacks/Done')).toEqual([]);
  });

  it('reads nothing from what is not a document', () => {
    for (const value of [null, 42, 'text', [], { paths: [] }, { paths: { '/x': null } }]) expect(operations(value)).toEqual([]);
  });
});

describe('pathItemOperations', () => {
  it('reads a Callback Object (itself a $ref) as a map of Path Items keyed by expression', () => {
    const doc = {
      components: {
        callbacks: { Done: { '{$request.body#/url}': { post: { requestBody: { $ref: '#/components/requestBodies/B' } } } } },
        requestBodies: { B: { content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    };
    const views = pathItemOperations(doc, { $ref: '#/components/callbacks/Done' }, '/paths/~1a/post/callbacks/done');
    expect(views.map((v) => [v.method, v.path, v.pointer, v.requestBody?.pointer])).toEqual([
      ['post', '{$request.body#/url}', '/components/callbacks/Done/{$request.body#~1url}/post', '/components/requestBodies/B'],
    ]);
    expect(pathItemOperations(doc, undefined, '/x')).toEqual([]);
  });
});

describe('pathItemOperationsOf', () => {
  it('reads one Path Item (a $ref followed) under the name given: its fixed methods, then its additional ones; x- keys are none', () => {
    const doc = {
      components: { pathItems: { Hook: { 'x-note': 'first', query: { operationId: 'q' }, post: { operationId: 'p' }, additionalOperations: { NOTIFY: {} } } } },
    };
    const views = pathItemOperationsOf(doc, { $ref: '#/components/pathItems/Hook' }, '/webhooks/hook', 'hook');
    expect(views.map((v) => [v.method, v.path, v.pointer])).toEqual([
      ['post', 'hook', '/components/pathItems/Hook/post'],
      ['query', 'hook', '/components/pathItems/Hook/query'],
      ['NOTIFY', 'hook', '/components/pathItems/Hook/additionalOperations/NOTIFY'],
    ]);
    expect(pathItemOperationsOf(doc, { $ref: '#/components/pathItems/None' }, '/webhooks/none', 'none')).toEqual([]);
    expect(pathItemOperationsOf(doc, true, '/webhooks/x', 'x')).toEqual([]);
  });
});

describe('operations of an OpenAPI 3.2 document', () => {
  const doc32 = {
    openapi: '3.2.0',
    paths: {
      '/cache/{key}': {
        parameters: [{ name: 'key', in: 'path', schema: { type: 'string' } }],
        get: { operationId: 'read', responses: {} },
        query: { operationId: 'search', responses: {} },
        additionalOperations: {
          PURGE: { operationId: 'purge', responses: {} },
          'NOT A METHOD': { operationId: 'no', responses: {} },
          post: { operationId: 'fixed', responses: {} },
          LINK: { operationId: 'link', responses: {} },
        },
      },
      '/notes': { get: { parameters: [{ name: 'filter', in: 'querystring', content: { 'application/x-www-form-urlencoded': {} } }], responses: {} } },
    },
  };

  it('lists the query method and the additional operations (as written, after the fixed ones), not a fixed method there', () => {
    expect(operations(doc32).map((o) => [o.method, o.operationId, o.pointer])).toEqual([
      ['get', 'read', '/paths/~1cache~1{key}/get'],
      ['query', 'search', '/paths/~1cache~1{key}/query'],
      ['PURGE', 'purge', '/paths/~1cache~1{key}/additionalOperations/PURGE'],
      ['LINK', 'link', '/paths/~1cache~1{key}/additionalOperations/LINK'],
      ['get', undefined, '/paths/~1notes/get'],
    ]);
  });

  it("gives an additional operation its Path Item's parameters, and a querystring parameter its place", () => {
    const all = operations(doc32);
    expect(all.find((o) => o.method === 'PURGE')!.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:key']);
    expect(all.at(-1)!.parameters.map((p) => [p.in, p.name, p.pointer])).toEqual([['querystring', 'filter', '/paths/~1notes/get/parameters/0']]);
  });
});

describe('requestPath', () => {
  it.each([
    ['a template without a fragment', '/posts/{id}', '/posts/{id}'],
    ["AWS's operation at the root, told apart by a header", '/#X-Amz-Target=DynamoDB_20120810.GetItem', '/'],
    ['a path told apart by a query parameter', '/tags/{ResourceArn}#tagKeys', '/tags/{ResourceArn}'],
    ["Azure's overloads", '/contentmoderator/moderate/v1.0/ProcessImage/Evaluate#overload=url', '/contentmoderator/moderate/v1.0/ProcessImage/Evaluate'],
    ['a fragment alone', '#x', '/'],
  ])('%s', (_, template, want) => expect(requestPath(template)).toBe(want));
});
