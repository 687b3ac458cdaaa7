import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '@siteapi/mock';
import { type MockServer, startMockServer } from '@siteapi/mock/node';

// Operations of one method at one path, their document paths told apart only by a fragment (`requestPath`), as
// public descriptions write them: AWS's JSON protocol (`/#X-Amz-Target=…`: `POST /` with that header), a query
// parameter (`/tags/{arn}#tagKeys`), Azure's overloads by body media type. Each request reaches its own operation,
// in the HTTP mock on loopback and in the msw handlers alike.

const answer = (op: string) => ({ '200': { description: 'OK', content: { 'application/json': { example: { op } } } } });
const target = (value: string) => ({ name: 'X-Amz-Target', in: 'header', required: true, schema: { type: 'string', enum: [value] } });
const document = {
  openapi: '3.1.0',
  info: { title: 'Fragments', version: '1' },
  paths: {
    '/#X-Amz-Target=Store.GetItem': { post: { operationId: 'GetItem', parameters: [target('Store.GetItem')], responses: answer('GetItem') } },
    '/#X-Amz-Target=Store.PutItem': { post: { operationId: 'PutItem', parameters: [target('Store.PutItem')], responses: answer('PutItem') } },
    '/tags/{arn}': {
      parameters: [{ name: 'arn', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'ListTags', responses: answer('ListTags') },
    },
    '/tags/{arn}#tagKeys': {
      parameters: [{ name: 'arn', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'GetTagsByKey',
        parameters: [{ name: 'tagKeys', in: 'query', required: true, schema: { type: 'string' } }],
        responses: answer('GetTagsByKey'),
      },
    },
    '/evaluate#overload=stream': {
      post: { operationId: 'EvaluateStream', requestBody: { content: { 'image/*': { schema: {} } } }, responses: answer('EvaluateStream') },
    },
    '/evaluate#overload=url': {
      post: { operationId: 'EvaluateUrl', requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: answer('EvaluateUrl') },
    },
  },
};

const CASES: [string, { method: string; path: string; headers?: Record<string, string>; body?: string }, number, unknown][] = [
  ['the header names the first', { method: 'POST', path: '/', headers: { 'x-amz-target': 'Store.GetItem' } }, 200, { op: 'GetItem' }],
  ['the header names the second', { method: 'POST', path: '/', headers: { 'x-amz-target': 'Store.PutItem' } }, 200, { op: 'PutItem' }],
  ['the query parameter', { method: 'GET', path: '/tags/a1?tagKeys=k' }, 200, { op: 'GetTagsByKey' }],
  ['without it, the plain path', { method: 'GET', path: '/tags/a1' }, 200, { op: 'ListTags' }],
  ['an image body', { method: 'POST', path: '/evaluate', headers: { 'content-type': 'image/png' }, body: 'png' }, 200, { op: 'EvaluateStream' }],
  ['a JSON body', { method: 'POST', path: '/evaluate', headers: { 'content-type': 'application/json' }, body: '{}' }, 200, { op: 'EvaluateUrl' }],
];

async function outcome(response: Response): Promise<[number, unknown]> {
  return [response.status, await response.json()];
}

describe('operations told apart by a fragment, on the HTTP mock', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ document });
  });
  afterAll(() => mock.close());

  it.each(CASES)('%s', async (_, { method, path, headers, body }, status, json) => {
    expect(await outcome(await fetch(`${mock.url}${path}`, { method, headers, body }))).toEqual([status, json]);
  });

  it('a header naming no operation: refused, saying which value the header takes', async () => {
    const response = await fetch(`${mock.url}/`, { method: 'POST', headers: { 'x-amz-target': 'Store.Nothing' } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('X-Amz-Target');
  });
});

describe('operations told apart by a fragment, in the msw handlers', () => {
  const origin = 'https://fragments.example.test';
  const server = setupServer(...createHandlers(document, { origin }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it.each(CASES)('%s', async (_, { method, path, headers, body }, status, json) => {
    expect(await outcome(await fetch(`${origin}${path}`, { method, headers, body }))).toEqual([status, json]);
  });
});
