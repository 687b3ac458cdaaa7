import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OperationObject } from '@siteapi/document';
import { inferDialect, inferDialectInPlace, isPlatformDocument, serviceName } from '../../../codegen/parse/plain-dialect.ts';

const base = { openapi: '3.1.0', info: { title: 'Pet Store 2.0', version: '1' } };
const op = (doc: OpenApiDocument, path: string, method: 'get' | 'post', section: 'paths' | 'webhooks' = 'paths') =>
  (doc[section] as Record<string, Record<string, OperationObject>>)[path]![method]!;

describe('inferDialect', () => {
  it('leaves its input as it was; inferDialectInPlace writes the same document into its own', () => {
    const input = {
      ...base,
      paths: { '/pets/{id}': { $ref: '#/components/pathItems/Pet' }, '/owners/{id}': { $ref: '#/components/pathItems/Pet' } },
      components: { pathItems: { Pet: { get: { operationId: 'get', tags: ['pets'], responses: {} } } } },
      webhooks: { born: { post: { responses: {} } } },
    } as unknown as OpenApiDocument;
    const before = structuredClone(input);
    const copied = inferDialect(input, 'a.yaml');
    expect(input).toEqual(before);
    const own = structuredClone(input);
    expect(inferDialectInPlace(own, 'a.yaml')).toBe(own);
    expect(own).toEqual(copied);
  });

  it('names the service from the title and takes host and prefix from the first server', () => {
    const doc = inferDialect(
      { ...base, servers: [{ url: 'https://{region}.example.com/v2/', variables: { region: { default: 'eu' } } }], paths: {} } as unknown as OpenApiDocument,
      'a.yaml',
    );
    expect(doc['x-service' as keyof OpenApiDocument]).toEqual({ name: 'pet-store-2-0', prefix: '/v2', host: 'https://eu.example.com' });
    expect(serviceName({ info: { title: '' } } as unknown as OpenApiDocument, 'dir/my-api.json')).toBe('my-api');
  });

  it('gives modules from tags and calls from operationIds or method and path, unique and clear of the component types', () => {
    const doc = inferDialect(
      {
        ...base,
        paths: {
          '/pets': { get: { operationId: 'List_Pets', tags: ['pets'], responses: {} }, post: { operationId: 'List_Pets', tags: ['pets'], responses: {} } },
          '/pets/{petId}': { get: { responses: {} } },
          '/x': { get: { operationId: 'Pet', tags: ['Pet'], responses: {} } },
        },
        components: { schemas: { Pet: { type: 'object' } } },
      } as unknown as OpenApiDocument,
      'a.yaml',
    );
    expect(
      [op(doc, '/pets', 'get'), op(doc, '/pets', 'post'), op(doc, '/pets/{petId}', 'get'), op(doc, '/x', 'get')].map((o) => [o['x-module'], o.operationId]),
    ).toEqual([
      ['pets', 'listPets'],
      ['pets', 'listPets2'],
      ['api', 'getPetsPetId'],
      ['pet', 'pet2'],
    ]);
    expect(op(doc, '/pets', 'get')['x-original-operation-id']).toBe('List_Pets');
    expect(op(doc, '/pets/{petId}', 'get')['x-arguments']).toEqual([{ name: 'petId', value: 'path.petId' }]);
  });

  it('gives two paths that share one Path Item by $ref names and arguments of their own, and leaves the input alone', () => {
    const input = {
      ...base,
      paths: {
        '/a/{id}': { get: { operationId: 'read', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: {} } },
        '/b/{id}': { $ref: '#/paths/~1a~1{id}' },
      },
      webhooks: { created: { $ref: '#/components/pathItems/Hook' }, deleted: { $ref: '#/components/pathItems/Hook' } },
      components: { pathItems: { Hook: { post: { responses: {} } } } },
    } as unknown as OpenApiDocument;
    const before = structuredClone(input);
    const doc = inferDialect(input, 'a.yaml');
    expect([op(doc, '/a/{id}', 'get').operationId, op(doc, '/b/{id}', 'get').operationId]).toEqual(['read', 'read2']);
    expect(op(doc, '/b/{id}', 'get')['x-arguments']).toEqual([{ name: 'id', value: 'path.id' }]);
    expect([op(doc, 'created', 'post', 'webhooks'), op(doc, 'deleted', 'post', 'webhooks')].map((o) => [o.operationId, o['x-event']])).toEqual([
      ['onCreated', { type: 'created' }],
      ['onDeleted', { type: 'deleted' }],
    ]);
    expect(input).toEqual(before);
  });

  it('adds a path parameter only the template names, and puts the rest in one options object', () => {
    const doc = inferDialect(
      {
        ...base,
        paths: {
          '/u/{user}/items': {
            post: {
              parameters: [
                { name: 'limit', in: 'query', schema: { type: 'integer' } },
                { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
              ],
              requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
              responses: {},
            },
          },
        },
      } as unknown as OpenApiDocument,
      'a.yaml',
    );
    expect(op(doc, '/u/{user}/items', 'post')['x-arguments']).toEqual([
      { name: 'user', value: 'path.user' },
      { name: 'options', properties: { limit: 'query.limit', 'X-Trace': 'header.X-Trace', body: 'body' } },
    ]);
  });
});

describe('isPlatformDocument', () => {
  it('is the x-service key', () => {
    expect(isPlatformDocument({ 'x-service': {} })).toBe(true);
    expect(isPlatformDocument({ openapi: '3.1.0' })).toBe(false);
    expect(isPlatformDocument(null)).toBe(false);
  });
});
