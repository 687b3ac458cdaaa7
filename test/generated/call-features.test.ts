import { describe, expect, it } from 'vitest';
import {
  ALL_FEATURES,
  type CallFeatures,
  defineGeneratedCall,
  encodeBody,
  encodeJsonBody,
  type Operation,
  type OperationSpec,
} from '@siteapi/runtime/generated';
import { type CallInit, createClient } from '@siteapi/runtime';
import * as clients from '@siteapi/clients';

// Generated calls name the runtime features they use, so a bundle carries only those: each must name exactly what
// its declaration needs, and a declaration that lacks one fails clearly instead of sending something else.

const ops: Operation[] = Object.values(clients as Record<string, unknown>)
  .flatMap((service) => (typeof service === 'object' && service !== null ? Object.values(service) : []))
  .flatMap((module) => (typeof module === 'object' && module !== null ? Object.values(module) : []))
  .flatMap((call) => (typeof call === 'function' && 'op' in call ? [(call as { op: Operation }).op] : []));

function needed(op: Operation): (keyof CallFeatures)[] {
  const fields = op.args.flatMap((a) => [a.value, ...Object.values(a.properties ?? {})]).filter((f): f is string => f !== undefined);
  return [
    ...(op.requestPlan ? (['encodePlan'] as const) : []),
    ...(op.params ? (['paramStyles'] as const) : []),
    ...(!op.params && fields.some((f) => f.startsWith('query.')) ? (['query'] as const) : []),
    ...(fields.some((f) => f === 'body' || f.startsWith('body.')) || op.bodyForm ? (['encodeBody'] as const) : []),
    ...(op.bodyForm ? (['bodyForm'] as const) : []),
    ...(op.getForm ? (['getFormUrl'] as const) : []),
    ...(fields.some((f) => /^(header|cookie)\./.test(f)) ? (['headerParams'] as const) : []),
    ...(op.idempotencyKey ? (['idempotencyKey'] as const) : []),
    ...(op.responsePlan && !op.decode ? (['decodePlan'] as const) : []),
  ];
}

describe('generated calls', () => {
  it('carry the features their declarations need, and no others', () => {
    expect(ops.length).toBeGreaterThan(200);
    for (const op of ops)
      expect([`${op.service.name}.${op.operationId}`, Object.keys(op.features ?? {}).sort()]).toEqual([
        `${op.service.name}.${op.operationId}`,
        needed(op).sort(),
      ]);
  });

  it('encode a JSON body with the JSON encoder alone, and other media types with every encoding', () => {
    const withBody = ops.filter((op) => op.features?.encodeBody);
    expect(withBody.some((op) => op.contentType === undefined)).toBe(true);
    for (const op of withBody)
      expect([`${op.service.name}.${op.operationId}`, op.features!.encodeBody]).toEqual([
        `${op.service.name}.${op.operationId}`,
        op.contentType === undefined ? encodeJsonBody : encodeBody,
      ]);
  });

  it('refuse to send a declaration without a feature it needs', async () => {
    const service = { name: 'notes', title: 'Notes', prefix: '/notes', host: 'example.invalid', errors: {} };
    const call = defineGeneratedCall<[string], unknown>(service, {
      module: 'notes',
      operationId: 'getNote',
      method: 'GET',
      path: '/v1/notes/{id}',
      args: [{ name: 'id', required: true, value: 'path.id' }],
      params: { 'path.id': { style: 'label', explode: false } },
    });
    await expect(call('n1')).rejects.toThrow("notes.getNote: the call's declaration does not carry paramStyles; declare it with defineCall");
  });

  const service = { name: 'notes', title: 'Notes', prefix: '/notes', host: '127.0.0.1:9', errors: {} };
  const fetch = () => Promise.reject(new Error('nothing may be sent'));
  it.each([
    [
      'bodyForm',
      { method: 'GET', args: [{ name: 'tags', value: 'query.tags' }], bodyForm: { maxQueryLength: 10 } },
      [['t1', 't2', 't3']],
      { encodeBody: ALL_FEATURES.encodeBody, query: ALL_FEATURES.query },
    ],
    ['query', { method: 'GET', args: [{ name: 'tags', value: 'query.tags' }] }, [['t1']], {}],
    ['headerParams', { method: 'GET', args: [{ name: 'tenant', value: 'header.x-tenant' }] }, ['acme'], {}],
    ['headerParams', { method: 'GET', args: [{ name: 'session', value: 'cookie.sid' }] }, ['s1'], {}],
    ['idempotencyKey', { method: 'POST', args: [], idempotencyKey: 'Idempotency-Key' }, [], {}],
  ] as [keyof CallFeatures, Partial<OperationSpec>, unknown[], CallFeatures][])(
    'refuse to send without %s when the declaration needs it',
    async (feature, spec, args, features) => {
      const call = defineGeneratedCall<unknown[], unknown>(
        service,
        { module: 'notes', operationId: 'sendNote', path: '/v1/notes', ...spec } as OperationSpec,
        features,
      );
      await expect(call(...args, { client: createClient({ fetch }) })).rejects.toThrow(
        `notes.sendNote: the call's declaration does not carry ${feature}; declare it with defineCall`,
      );
    },
  );

  it('leave a call that does not declare them unaffected: a path call, its query options not given, needs none', async () => {
    const sent: string[] = [];
    const client = createClient({
      host: 'http://127.0.0.1:9',
      fetch: async (url: string | URL | Request) => {
        sent.push(String(url));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const call = defineGeneratedCall<[string, { tags?: string[] }, CallInit], unknown>(service, {
      module: 'notes',
      operationId: 'getNote',
      method: 'GET',
      path: '/v1/notes/{id}',
      args: [
        { name: 'id', required: true, value: 'path.id' },
        { name: 'options', properties: { tags: 'query.tags' } },
      ],
    });
    await call('n1', {}, { client });
    await call('n2', undefined as never, { client });
    expect(sent).toEqual(['http://127.0.0.1:9/notes/v1/notes/n1', 'http://127.0.0.1:9/notes/v1/notes/n2']);
  });
});
