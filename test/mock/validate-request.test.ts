import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '@siteapi/mock/node';
import { send } from './raw-request.ts';

// The HTTP mock's request check over loopback: query values typed by schemas given by `$ref`, as documents write them.

const document = {
  openapi: '3.1.0',
  info: { title: 'Lists', version: '1' },
  paths: {
    // A query object, form style and exploded (OpenAPI's defaults): its properties are the query's keys.
    '/predict': {
      get: {
        operationId: 'predict',
        parameters: [{ name: 'json', in: 'query', required: true, schema: { $ref: '#/components/schemas/Message' } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: {} } } } },
      },
    },
    // Apicurio's artifacts: any bytes first, then JSON types. Calls send the first (requestMediaType), so that is checked.
    '/artifacts': {
      post: {
        operationId: 'createArtifact',
        requestBody: {
          required: true,
          content: {
            '*/*': { schema: { type: 'string', format: 'binary' } },
            'application/create.extended+json': { schema: { type: 'object', required: ['content'], properties: { content: { type: 'string' } } } },
          },
        },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: {} } } } },
      },
    },
    '/items': {
      get: {
        operationId: 'listItems',
        parameters: [
          // The items of an array by $ref (an id schema shared by many parameters).
          { name: 'ids', in: 'query', schema: { type: 'array', items: { $ref: '#/components/schemas/Id' } } },
          { name: 'flags', in: 'query', schema: { $ref: '#/components/schemas/Flags' } },
          // Media types written as header parameters (AWS, Walmart, Azure do): OpenAPI says to ignore them.
          { name: 'Accept', in: 'header', required: true, schema: { type: 'string', enum: ['application/vnd.lists+json'] } },
          { name: 'content-type', in: 'header', required: true, schema: { type: 'string', enum: ['application/x-amz-json-1.1'] } },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: {} } } } },
      },
    },
  },
  components: {
    schemas: {
      Message: { type: 'object', required: ['names'], properties: { names: { type: 'string' }, rows: { type: 'integer' } } },
      Id: { type: 'integer', minimum: 1 },
      Flags: { type: 'array', items: { $ref: '#/components/schemas/Flag' } },
      Flag: { type: 'boolean' },
    },
  },
};

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ document });
});
afterAll(() => mock.close());

const fields = (body: string) =>
  (JSON.parse(body) as { details: { validationError: { fieldViolations: { field: string; description: string }[] } } }).details.validationError.fieldViolations;

describe('RequestValidator: a query array whose items are given by $ref', () => {
  it('types each repeated value by the items’ target', async () => {
    expect((await send(mock.url, 'GET', '/items?ids=1&ids=2&flags=true&flags=false')).status).toBe(200);
  });

  it('still refuses what the target refuses, naming the item', async () => {
    const refused = await send(mock.url, 'GET', '/items?ids=1&ids=0&flags=maybe');
    expect(refused.status).toBe(400);
    expect(fields(refused.body).map((v) => `${v.field} ${v.description}`)).toEqual(['ids.1 must be >= 1', 'flags.0 must be boolean']);
  });
});

describe('RequestValidator: Accept and Content-Type written as header parameters', () => {
  it('ignores them, as OpenAPI says: the request is judged by its media types, not by those definitions', async () => {
    expect((await send(mock.url, 'GET', '/items?ids=1', { accept: 'application/json' })).status).toBe(200);
    expect((await send(mock.url, 'GET', '/items?ids=1')).status).toBe(200);
  });
});

describe('RequestValidator: a query object sent as its own keys (form, exploded)', () => {
  it('reads the object from its properties’ keys: its name is not in the query', async () => {
    expect((await send(mock.url, 'GET', '/predict?names=a&rows=2')).status).toBe(200);
  });

  it('judges a missing object as the empty one, and refuses a property its schema refuses, naming the property', async () => {
    const missing = await send(mock.url, 'GET', '/predict');
    expect(missing.status).toBe(400);
    // No key is an empty object (all form can send of one): judged by the schema, which requires `names`.
    expect(fields(missing.body).map((v) => `${v.field} ${v.description}`)).toEqual(["json.names must have required property 'names'"]);
    const wrong = await send(mock.url, 'GET', '/predict?rows=two');
    expect(fields(wrong.body).map((v) => `${v.field} ${v.description}`)).toEqual([
      "json.names must have required property 'names'",
      'json.rows must be integer',
    ]);
  });
});

describe('RequestValidator: the body in the media type calls send (requestMediaType)', () => {
  it('checks the body of the media type a generated call sends, not the first JSON type listed after it', async () => {
    const body = JSON.stringify({ openapi: '3.0.2' });
    expect((await send(mock.url, 'POST', '/artifacts', { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, body)).status).toBe(
      200,
    );
  });
});
