import { describe, expect, inject, it } from 'vitest';
import { prismRefusal } from '../../cli/src/contract/request-refusal.ts';
import { listPosts } from '../../generated/src/blog/posts.ts';
import { listDeletedSubmissions } from '../../generated/src/forms/submissions.ts';
import { examples } from '../../generated/src/index.ts';
import { managementListOrders, memberListOrders } from '../../generated/src/plans/orders.ts';
import { listPublicPlans } from '../../generated/src/plans/plans.ts';
import { ApiError, type Call, type CallExample } from '../../runtime/index.ts';
import { argumentsFromRequest, defineCall, requestFromArguments, serializeQuery } from '../../runtime/generated.ts';
import { recordingClient } from './recording-client.ts';

/**
 * GETs with a body form (`x-body-form`): past 4000 characters of query string the client sends the query as the JSON
 * body of a POST to the same path. The spec declares that POST beside the GET (`x-form-of`), so Prism validates the
 * body against the query parameters' schemas and answers as the GET does.
 */

const prism = { url: inject('prismUrl') };

type AnyCall = Call<unknown[], unknown>;
const ids = (n: number, prefix = '1c9e4f7a-3b2d-4a6e-8f10-') => Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(12, '0')}`);
const queryLength = (call: AnyCall, args: unknown[]) => serializeQuery(requestFromArguments(call.op, args).query).length;

describe('contract: body forms against Prism', () => {
  it('a short listPosts goes as GET with its query string and Prism answers 200', async () => {
    const { client, exchanges } = recordingClient();
    const result = await listPosts({ categoryIds: ids(2), paging: { limit: 2 } }, { client });
    expect(exchanges).toHaveLength(1);
    const [exchange] = exchanges;
    expect(exchange, exchange!.body.slice(0, 500)).toMatchObject({ method: 'GET', status: 200 });
    expect(prismRefusal(exchange!)).toBeNull();
    expect(exchange!.url).toMatch(/\/blog\/v3\/posts\?categoryIds=.*&paging\.limit=2$/);
    expect(result.posts?.length).toBeGreaterThan(0);
  });

  it('a listPosts whose query string is longer than 4000 characters goes as the POST, and Prism answers as for the GET', async () => {
    const options = { categoryIds: ids(50), tagIds: ids(50, '9d4b2e7f-6a1c-4f3e-b8d5-'), paging: { limit: 2 } };
    expect(queryLength(listPosts as AnyCall, [options])).toBeGreaterThan(4000);
    const { client, exchanges } = recordingClient();
    const result = await listPosts(options, { client });
    expect(exchanges).toHaveLength(1);
    const [exchange] = exchanges;
    expect(exchange, exchange!.body.slice(0, 500)).toMatchObject({ method: 'POST', url: `${prism.url}/blog/v3/posts`, status: 200 });
    expect(prismRefusal(exchange!)).toBeNull();
    expect(result).toEqual(await listPosts({ paging: { limit: 2 } }, { client }));
  });

  it("Prism validates the body of the POST form: a bad value is reported on the caller's argument", async () => {
    const { client, exchanges } = recordingClient();
    const failure = await listPosts({ categoryIds: ids(50), tagIds: ids(50), paging: { limit: 500 } }, { client }).catch((e: unknown) => e);
    expect(exchanges[0]).toMatchObject({ method: 'POST', status: 422 });
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).violations.map((v) => [v.field, v.serverField])).toContainEqual(['options.paging.limit', 'paging.limit']);
  });

  const long: [string, AnyCall, unknown[]][] = [
    [
      'forms.listDeletedSubmissions (a long cursor)',
      listDeletedSubmissions as AnyCall,
      ['c5d2a8e1-7f3b-4a9c-b6d0-2e1f4a7c9b38', { paging: { limit: 2, cursor: 'c'.repeat(4100) } }],
    ],
    ['plans.listPublicPlans (100 plan ids)', listPublicPlans as AnyCall, [{ planIds: ids(100), limit: 10 }]],
    ['plans.managementListOrders (100 buyer ids)', managementListOrders as AnyCall, [{ buyerIds: ids(100), orderStatuses: ['ACTIVE'] }]],
    ['plans.memberListOrders (100 plan ids)', memberListOrders as AnyCall, [{ planIds: ids(100), limit: 10 }]],
  ];
  it.each(long)('%s goes as the POST form and Prism answers 200', async (_, call, args) => {
    expect(queryLength(call, args)).toBeGreaterThan(4000);
    const { client, exchanges } = recordingClient();
    await call(...args, { client });
    const [exchange] = exchanges;
    expect(exchange, exchange!.body.slice(0, 500)).toMatchObject({ method: 'POST', status: 200 });
    expect(prismRefusal(exchange!)).toBeNull();
    expect(exchange!.url).not.toContain('?');
  });

  // Every call example of every body-form call, forced into the POST form: the body Prism validates is the example's query.
  const withBodyForm = Object.entries(examples).flatMap(([service, byId]) =>
    Object.entries(byId as Record<string, CallExample[]>).flatMap(([operationId, list]) => list.map((example) => ({ service, operationId, example }))),
  );
  const calls: Record<string, AnyCall> = { listPosts, listDeletedSubmissions, listPublicPlans, managementListOrders, memberListOrders } as Record<
    string,
    AnyCall
  >;
  const cases = withBodyForm
    .filter((c) => calls[c.operationId]?.op.service.name === c.service)
    .map((c) => ({ label: `${c.service}.${c.operationId} (${c.example.name})`, ...c }));

  it('covers every call that declares a body form', () => {
    expect(new Set(cases.map((c) => c.operationId))).toEqual(new Set(Object.keys(calls)));
    expect(Object.values(calls).every((c) => c.op.bodyForm?.maxQueryLength === 4000)).toBe(true);
  });

  it.each(cases)('call example $label, sent as the POST form, passes body validation', async ({ operationId, example }) => {
    const call = calls[operationId]!;
    const asPost = defineCall(call.op.service, { ...call.op, bodyForm: { maxQueryLength: 0 } });
    const { client, exchanges } = recordingClient();
    await asPost(...argumentsFromRequest(asPost.op, example.request), { client });
    expect(exchanges[0], exchanges[0]?.body.slice(0, 500)).toMatchObject({ method: 'POST', status: 200 });
    expect(prismRefusal(exchanges[0]!)).toBeNull();
  });
});
