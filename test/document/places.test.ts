// Places decide kinds: what an object is comes from where it sits, never from a key's name.
import { describe, expect, it } from 'vitest';
import { collectRefs, enclosingPlace, extensionOf, forEachExtension, forEachPlace, placeKind } from '@siteapi/document';

const doc = {
  openapi: '3.0.3',
  paths: {
    '/a': {
      parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
      get: {
        responses: {
          '200': {
            headers: { 'x-request-id': { schema: { type: 'string' } } },
            content: {
              'application/json': {
                schema: { type: 'object', properties: { example: { type: 'string' }, 'x-rate': { type: 'integer' } } },
                example: { schema: 1 },
              },
            },
          },
          'x-note': { description: 'an extension, not a response' },
        },
      },
    },
    'x-paths-note': { get: 'not a path item' },
  },
  components: {
    parameters: { schema: { name: 'schema', in: 'query', schema: { type: 'string' }, example: 'v2' }, itemsSchema: { name: 'fields', in: 'query' } },
    responses: { items: { description: 'a response named items' } },
    schemas: { 'x-thing': { type: 'object', items: [{ type: 'string' }], 'x-extra': { type: 'object' } } },
    'x-policy': { Read: { $ref: '#/nowhere' } },
  },
};

describe('placeKind', () => {
  it.each([
    ['', 'document'],
    ['/paths/~1a', 'path-item'],
    ['/paths/~1a/parameters/0', 'parameter'],
    ['/paths/~1a/get', 'operation'],
    ['/paths/~1a/get/responses', 'responses'],
    ['/paths/~1a/get/responses/200', 'response'],
    ['/paths/~1a/get/responses/x-note', 'extension'],
    ['/paths/~1a/get/responses/200/headers/x-request-id', 'header'],
    ['/paths/~1a/get/responses/200/content/application~1json', 'media-type'],
    ['/paths/~1a/get/responses/200/content/application~1json/schema/properties/example', 'schema'],
    ['/paths/~1a/get/responses/200/content/application~1json/schema/properties/x-rate', 'schema'],
    ['/paths/~1a/get/responses/200/content/application~1json/example', 'data'],
    ['/paths/x-paths-note', 'extension'],
    ['/components/parameters/schema', 'parameter'],
    ['/components/parameters/itemsSchema', 'parameter'],
    ['/components/responses/items', 'response'],
    ['/components/schemas/x-thing', 'schema'],
    ['/components/schemas/x-thing/items/0', 'schema'],
    ['/components/schemas/x-thing/x-extra', 'extension'],
    ['/components/x-policy/Read', 'extension'],
  ])('%s is a %s', (pointer, kind) => {
    expect(placeKind(doc, pointer)).toBe(kind);
  });
  it("a key named like an Object method is data, not the method (the tables' own keys only)", () => {
    const odd = { openapi: '3.1.0', info: { toString: { a: 1 } }, components: { schemas: { A: { constructor: { $ref: '#/x' }, hasOwnProperty: [] } } } };
    for (const pointer of ['/info/toString', '/components/schemas/A/constructor', '/components/schemas/A/hasOwnProperty']) {
      expect(placeKind(odd, pointer), pointer).toBe('data');
    }
    expect(collectRefs(odd)).toEqual([]);
  });
  it('a map or a list is no object of its own', () => {
    expect(placeKind(doc, '/paths/~1a/parameters')).toBeUndefined();
    expect(placeKind(doc, '/components/schemas')).toBeUndefined();
  });
});

describe('extensionOf', () => {
  it.each([
    ['/components/x-policy/Read/$ref', '/components/x-policy'],
    ['/paths/x-paths-note/get', '/paths/x-paths-note'],
    ['/paths/~1a/get/responses/x-note/description', '/paths/~1a/get/responses/x-note'],
    ['/components/schemas/x-thing/x-extra/type', '/components/schemas/x-thing/x-extra'],
    ['/components/schemas/x-thing/type', undefined],
    ['/paths/~1a/get/responses/200/headers/x-request-id/schema', undefined],
    ['/paths/~1a/get/responses/200/content/application~1json/schema/properties/x-rate', undefined],
    ['/x-webhooks/hook/post', undefined],
  ])('%s is in %s', (pointer, extension) => {
    expect(extensionOf(pointer)).toBe(extension);
  });
});

describe('enclosingPlace', () => {
  it('names the nearest object of a kind on the path', () => {
    const schema = '/paths/~1a/get/responses/200/content/application~1json/schema/properties/example';
    expect(enclosingPlace(doc, schema, 'media-type')).toBe('/paths/~1a/get/responses/200/content/application~1json');
    expect(enclosingPlace(doc, schema, 'operation')).toBe('/paths/~1a/get');
    expect(enclosingPlace(doc, '/components/parameters/schema', 'media-type')).toBeUndefined();
  });
});

describe('forEachPlace', () => {
  it('visits every OpenAPI object once, by kind, a reference at its own place, and no data or extension', () => {
    const shared = { type: 'string' };
    const visited: string[] = [];
    forEachPlace(
      { ...doc, components: { ...doc.components, schemas: { A: shared, B: shared, C: { $ref: '#/components/schemas/A' } } } },
      (_node, kind, pointer) => visited.push(`${kind} ${pointer}`),
    );
    expect(visited).toContain('parameter /components/parameters/schema');
    expect(visited).toContain('schema /paths/~1a/get/responses/200/content/application~1json/schema/properties/example');
    // The shared schema once (at A or B), the reference C at its own place.
    const schemas = visited.filter((v) => v.startsWith('schema /components/schemas/'));
    expect(schemas).toHaveLength(2);
    expect(schemas).toContain('schema /components/schemas/C');
    expect(visited.some((v) => v.includes('x-note') || v.includes('x-policy') || v.includes('/example/'))).toBe(false);
  });
});

describe('forEachExtension', () => {
  it('names every extension in the order the document writes them, never a name in a map or a key in example data', () => {
    const found: string[] = [];
    forEachExtension(doc, (_key, _value, pointer) => found.push(pointer));
    expect(found).toEqual(['/paths/~1a/get/responses/x-note', '/paths/x-paths-note', '/components/schemas/x-thing/x-extra', '/components/x-policy']);
  });
});
