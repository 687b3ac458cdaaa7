import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '@siteapi/mock';
import { type MockServer, startMockServer } from '@siteapi/mock/node';

// Operations of one method at one path, their document paths told apart only by a fragment (`requestPath`), as
// public descriptions write them: AWS's JSON protocol (`/#X-Amz-Target=…`: `POST /` with that header), a query
// parameter (`/tags/{arn}#tagKeys`), Azure's overloads by body media type. Each request reaches its own operation,
// in the HTTP mock on loopback and in the msw handlers alike. So do operations whose paths differ only in their
// parameters' names (vtex's two `…/pvt/orders/{…}/cancel`, which OpenAPI calls identical): where the headers and
// query tell none apart, the one whose parameters and body the request satisfies is the request's.

const answer = (op: string) => ({ '200': { description: 'OK', content: { 'application/json': { example: { op } } } } });
const target = (value: string) => ({ name: 'X-Amz-Target', in: 'header', required: true, schema: { type: 'string', enum: [value] } });
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const jsonBody = (required: string[]) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', required, properties: Object.fromEntries(required.map((n) => [n, { type: 'string' }])) } } },
});
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
    '/reviews': {
      post: {
        operationId: 'CreateReviews',
        parameters: [{ name: 'UrlContentType', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: jsonBody(['content']),
        responses: answer('CreateReviews'),
      },
    },
    '/reviews#overload=video': { post: { operationId: 'CreateVideoReviews', requestBody: jsonBody(['content']), responses: answer('CreateVideoReviews') } },
    '/jobs#overload=workflow': {
      post: { operationId: 'CreateWorkflowJob', requestBody: jsonBody(['workflow']), responses: answer('CreateWorkflowJob') },
    },
    '/jobs#overload=callback': {
      post: { operationId: 'CreateCallbackJob', requestBody: jsonBody(['callback']), responses: answer('CreateCallbackJob') },
    },
    '/{fulfillmentEndpoint}/orders/{orderId}/cancel': {
      post: {
        operationId: 'CancelBySeller',
        parameters: [pathParam('fulfillmentEndpoint'), pathParam('orderId')],
        requestBody: jsonBody(['marketplaceOrderId']),
        responses: answer('CancelBySeller'),
      },
    },
    '/{marketplaceEndpoint}/orders/{marketplaceOrderId}/cancel': {
      post: {
        operationId: 'CancelInMarketplace',
        parameters: [pathParam('marketplaceEndpoint'), { ...pathParam('marketplaceOrderId'), schema: { type: 'string', pattern: '^o-' } }],
        requestBody: jsonBody(['reason']),
        responses: answer('CancelInMarketplace'),
      },
    },
  },
};

const json = { 'content-type': 'application/json' };
const CASES: [string, { method: string; path: string; headers?: Record<string, string>; body?: string }, number, unknown][] = [
  ['the header names the first', { method: 'POST', path: '/', headers: { 'x-amz-target': 'Store.GetItem' } }, 200, { op: 'GetItem' }],
  ['the header names the second', { method: 'POST', path: '/', headers: { 'x-amz-target': 'Store.PutItem' } }, 200, { op: 'PutItem' }],
  ['the query parameter', { method: 'GET', path: '/tags/a1?tagKeys=k' }, 200, { op: 'GetTagsByKey' }],
  ['without it, the plain path', { method: 'GET', path: '/tags/a1' }, 200, { op: 'ListTags' }],
  ['an image body', { method: 'POST', path: '/evaluate', headers: { 'content-type': 'image/png' }, body: 'png' }, 200, { op: 'EvaluateStream' }],
  ['a JSON body', { method: 'POST', path: '/evaluate', headers: { 'content-type': 'application/json' }, body: '{}' }, 200, { op: 'EvaluateUrl' }],
  [
    "a media type list no operation takes (Azure's video review, sent without the first one's header)",
    { method: 'POST', path: '/reviews', headers: { 'content-type': 'application/json, application/json' }, body: '{"content":"c"}' },
    200,
    { op: 'CreateVideoReviews' },
  ],
  ['the body the first requires', { method: 'POST', path: '/jobs', headers: json, body: '{"workflow":"w"}' }, 200, { op: 'CreateWorkflowJob' }],
  ['the body the second requires', { method: 'POST', path: '/jobs', headers: json, body: '{"callback":"c"}' }, 200, { op: 'CreateCallbackJob' }],
  [
    'other parameter names, the first body',
    { method: 'POST', path: '/m.example/orders/o-1/cancel', headers: json, body: '{"marketplaceOrderId":"o-1"}' },
    200,
    { op: 'CancelBySeller' },
  ],
  [
    'other parameter names, the second body',
    { method: 'POST', path: '/m.example/orders/o-1/cancel', headers: json, body: '{"reason":"r"}' },
    200,
    { op: 'CancelInMarketplace' },
  ],
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

  it("a body none of them takes: refused by the first's schema, which says what is missing", async () => {
    const response = await fetch(`${mock.url}/jobs`, { method: 'POST', headers: json, body: '{}' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("required property 'workflow'");
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

// A body both `/jobs` overloads take: the document does not tell them apart, so the mock answers as the first and
// says so, once for the pair however often it happens.
describe('a request two operations at one path both take', () => {
  const both = { method: 'POST', headers: json, body: '{"workflow":"w","callback":"c"}' };
  const WARNING =
    "[siteapi mock] POST /jobs: a request passes the validation of both CreateWorkflowJob and CreateCallbackJob; answered as CreateWorkflowJob, the first in the document's order (a required header or query parameter, or a body only one of them takes, would tell them apart)";

  it('is answered as the first, with one warning, on the HTTP mock', async () => {
    const told: string[] = [];
    const mock = await startMockServer({ document, onAmbiguousRequest: (message) => told.push(message) });
    try {
      for (let i = 0; i < 3; i++) expect(await outcome(await fetch(`${mock.url}/jobs`, both))).toEqual([200, { op: 'CreateWorkflowJob' }]);
      expect(await outcome(await fetch(`${mock.url}/jobs`, { ...both, body: '{"callback":"c"}' }))).toEqual([200, { op: 'CreateCallbackJob' }]);
      expect(told).toEqual([WARNING]);
    } finally {
      await mock.close();
    }
  });

  it('is answered as the first, with one warning, in the msw handlers', async () => {
    const told: string[] = [];
    const origin = 'https://ambiguous.example.test';
    const server = setupServer(...createHandlers(document, { origin, onAmbiguousRequest: (message) => told.push(message) }));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      for (let i = 0; i < 3; i++) expect(await outcome(await fetch(`${origin}/jobs`, both))).toEqual([200, { op: 'CreateWorkflowJob' }]);
      expect(told).toEqual([WARNING]);
    } finally {
      server.close();
    }
  });
});
