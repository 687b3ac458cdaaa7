import { describe, expect, it } from 'vitest';
import { type CallFeatures, defineGeneratedCall, type Operation } from '@siteapi/runtime/generated';
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
    ...(fields.some((f) => f === 'body' || f.startsWith('body.')) || op.bodyForm ? (['encodeBody'] as const) : []),
    ...(op.getForm ? (['getFormUrl'] as const) : []),
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
});
