import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineCall, type ServiceInfo } from '../../../runtime/generated.ts';
import { type CallInit, createClient } from '../../../runtime/index.ts';

// Header parameters as documents declare them, with a name the call also sets itself (vtex and Azure declare
// `Content-Type` and `Accept` as parameters): one header of that name goes out, whatever the case, never two values
// joined into `application/json, application/json`.
const service: ServiceInfo = { name: 'reviews', title: 'Reviews', prefix: '', host: 'example.invalid', errors: {} };
const createReview = defineCall<[body: { name: string }, options: Record<string, string>, init?: CallInit], unknown>(service, {
  module: 'reviews',
  operationId: 'createReview',
  method: 'POST',
  path: '/reviews',
  args: [
    { name: 'body', required: true, value: 'body' },
    { name: 'options', required: true, properties: { 'Content-Type': 'header.Content-Type', Accept: 'header.Accept', 'X-Team': 'header.X-Team' } },
  ],
});

describe('header parameters', () => {
  let url: string;
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("named as a header the call sets itself: one value, the body's media type for Content-Type, the caller's Accept", async () => {
    const client = createClient({ host: url, retry: false });
    await createReview({ name: 'a' }, { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Team': 'moderators' }, { client });
    expect(seen.at(-1)).toMatchObject({ 'content-type': 'application/json', accept: 'application/json', 'x-team': 'moderators' });
    await createReview({ name: 'a' }, { 'Content-Type': 'text/plain', Accept: 'application/xml', 'X-Team': 'moderators' }, { client });
    expect(seen.at(-1)).toMatchObject({ 'content-type': 'application/json', accept: 'application/xml' });
  });

  it("the client's and the call's own headers in any case replace the runtime's of the same name, one value each", async () => {
    const client = createClient({ host: url, retry: false, headers: { Accept: 'application/xml', 'X-Trace': 'client' } });
    await createReview({ name: 'a' }, { 'X-Team': 'moderators' }, { client, headers: { 'X-TRACE': 'call', 'Content-Type': 'application/json' } });
    expect(seen.at(-1)).toMatchObject({ accept: 'application/xml', 'x-trace': 'call', 'content-type': 'application/json' });
  });

  it("an auth strategy's headers in any case replace the client's of the same name, one value", async () => {
    const auth = { getAuthHeaders: async () => ({ Authorization: 'from-strategy' }) };
    const client = createClient({ host: url, retry: false, auth, headers: { authorization: 'from-client' } });
    await createReview({ name: 'a' }, { 'X-Team': 'moderators' }, { client });
    expect(seen.at(-1)?.authorization).toBe('from-strategy');
  });
});
