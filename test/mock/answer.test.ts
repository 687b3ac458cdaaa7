import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockServer, startMockServer } from '@siteapi/mock/node';

// What the mock answers for a media type that is not JSON: a value that is no text is JSON text, never
// `[object Object]`, and a range (`*/*`, as Mandrill's description declares every answer) is answered as JSON.

const document = {
  openapi: '3.1.0',
  info: { title: 'Media', version: '1' },
  paths: {
    '/sampled': {
      post: {
        responses: {
          '200': { description: 'OK', content: { '*/*': { schema: { type: 'object', required: ['status'], properties: { status: { type: 'string' } } } } } },
        },
      },
    },
    '/example': { get: { responses: { '200': { description: 'OK', content: { '*/*': { examples: { one: { value: { openapi: '3.0.2' } } } } } } } } },
    '/csv': { get: { responses: { '200': { description: 'OK', content: { 'text/csv': { example: [['a', 1]] } } } } } },
    '/text': { get: { responses: { '200': { description: 'OK', content: { 'text/plain': { example: 'as written' } } } } } },
    '/described': {
      get: {
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'arn'],
                  properties: {
                    id: { allOf: [{ $ref: '#/components/schemas/Id' }, { description: 'The id.' }] },
                    arn: { type: 'string', pattern: '^arn:aws:iot:[a-z0-9-]+:\\d{12}:thing/.+$' },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: { schemas: { Id: { type: 'integer', minimum: 1 } } },
};

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ document });
});
afterAll(() => mock.close());

describe('answers of a media type that is not JSON', () => {
  it.each([
    ['a value sampled for */*', 'POST', '/sampled', 'application/json', '{"status":"string"}'],
    ['an example for */*', 'GET', '/example', 'application/json', '{"openapi":"3.0.2"}'],
    ['a list for text/csv, as JSON text in the declared type', 'GET', '/csv', 'text/csv', '[["a",1]]'],
    ['a text example, as written', 'GET', '/text', 'text/plain', 'as written'],
    // openapi-sampler lets an allOf member that only describes override the others' value, and makes "string" for
    // any pattern (`samplingView`).
    ['a sample of allOf [$ref, description] and of a pattern', 'GET', '/described', 'application/json', '{"id":1,"arn":"arn:aws:iot:a:000000000000:thing/a"}'],
  ])('%s', async (_, method, path, type, body) => {
    const response = await fetch(`${mock.url}${path}`, { method });
    expect([response.status, response.headers.get('content-type'), await response.text()]).toEqual([200, type, body]);
  });
});
