import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Converters,
  DECODERS,
  encodeRequest,
  type Expansion,
  type Operation,
  type Plan,
  type PlanLeaf,
  responsePlanOf,
  type ResponseDecoder,
  walkPlan,
} from '@siteapi/runtime/generated';
import * as clients from '@siteapi/clients';

// Every generated call's decoder (its response plan compiled at generate time) against the runtime walking the same
// plan as data: the same value out, the same rich content recorded for expansion, on any wire value.

const ops: Operation[] = Object.values(clients as Record<string, unknown>)
  .flatMap((service) => (typeof service === 'object' && service !== null ? Object.values(service) : []))
  .flatMap((module) => (typeof module === 'object' && module !== null ? Object.values(module) : []))
  .flatMap((call) => (typeof call === 'function' && 'op' in call ? [(call as { op: Operation }).op] : []))
  .filter((op) => op.responsePlan !== undefined || op.decode !== undefined);
// The plans as data, which the calls load on demand.
const plans = new Map(await Promise.all(ops.map(async (op) => [op, (await responsePlanOf(op))!] as const)));
const requestOps: Operation[] = Object.values(clients as Record<string, unknown>)
  .flatMap((service) => (typeof service === 'object' && service !== null ? Object.values(service) : []))
  .flatMap((module) => (typeof module === 'object' && module !== null ? Object.values(module) : []))
  .flatMap((call) => (typeof call === 'function' && 'op' in call ? [(call as { op: Operation }).op] : []))
  .filter((op) => op.requestPlan !== undefined);

const iso = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
const media = fc.record(
  {
    id: fc.constantFrom('abc_mv2.jpg', 'v1'),
    url: fc.constant('https://static.wixstatic.com/media/abc'),
    width: fc.nat(2000),
    filename: fc.constant('a b.jpg'),
  },
  { requiredKeys: [] },
);
const LEAVES: Record<string, fc.Arbitrary<unknown>> = {
  date: fc.oneof(iso, fc.constant('2024-02-30T00:00:00Z'), fc.constant('not a date')),
  calendarDate: fc.constantFrom('2024-05-01', '2024-13-01', 'x'),
  image: media,
  video: media,
  audio: media,
  document: media,
  pageUrl: fc.record({ base: fc.constantFrom('https://example.com/', 'example.com'), path: fc.constantFrom('/post/a', 'b') }, { requiredKeys: [] }),
  pageUrlV2: fc.record({ url: fc.constant('https://example.com/a'), relativePath: fc.constant('/a') }, { requiredKeys: [] }),
  address: fc.record(
    { formattedAddress: fc.constant('1 Main St'), geocode: fc.record({ latitude: fc.constantFrom(1.5, 'NaN') }), city: fc.constant('X') },
    { requiredKeys: [] },
  ),
  geocode: fc.record({ latitude: fc.constantFrom(1.5, 'NaN', 'Infinity'), longitude: fc.constantFrom(-2, '-Infinity') }, { requiredKeys: [] }),
  float: fc.constantFrom(1.5, 'NaN', 'Infinity', '-Infinity', 'nan'),
  dataItemDates: fc.record({ a: fc.record({ $date: iso }), b: fc.array(fc.record({ $date: iso }), { maxLength: 2 }) }, { requiredKeys: [] }),
};
const other = fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 3 }), fc.boolean());

/** Wire values shaped by a plan (and values that are not): every branch a decoder takes. */
function wire(plan: Plan | PlanLeaf | undefined, depth: number): fc.Arbitrary<unknown> {
  if (plan === undefined) return other;
  if (typeof plan === 'string') return fc.oneof({ weight: 4, arbitrary: LEAVES[plan]! }, { weight: 1, arbitrary: other });
  if (Array.isArray(plan)) return fc.oneof(fc.constant('H4sIAAAAAAAAA6uuBQBDv6ajAgAAAA=='), other);
  const p = plan as Plan;
  if (depth > 3) return fc.oneof(fc.constant({}), other);
  const fields = Object.fromEntries(Object.keys(p).map((k) => [k, wire(p[k], depth + 1)]));
  const each = p['*'];
  const shapes: fc.Arbitrary<unknown>[] = [fc.record(fields, { requiredKeys: [] })];
  if (each !== undefined) {
    shapes.push(fc.array(wire(each, depth + 1), { maxLength: 3 }));
    shapes.push(fc.dictionary(fc.constantFrom('a', 'b', 'c'), wire(each, depth + 1), { maxKeys: 3 }));
  }
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...shapes) }, { weight: 1, arbitrary: other });
}

/** Each converter name's decode function: the runtime's own table. */
const ALL: Converters = DECODERS;

const recorded = (expansions: Expansion[]) =>
  expansions.map((e) => ('load' in e ? { deferred: e.value } : { from: e.from, to: e.to, value: e.target[e.from], decodes: e.decode !== undefined }));

/** Applies the decoders a decoder left for later (recursive trees, loaded on demand), as `decodeWith` does. */
async function settle(expansions: Expansion[]): Promise<void> {
  for (let deferred = expansions.filter((e) => ('load' in e)); deferred.length > 0; deferred = expansions.filter((e) => 'load' in e)) {
    for (const e of deferred) {
      expansions.splice(expansions.indexOf(e), 1);
      ((await e.load()) as ResponseDecoder)(e.value, expansions);
    }
  }
}

describe('generated decoders', () => {
  it('cover the calls with a response plan', () => {
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((op) => op.decode).length).toBe(ops.length);
  });

  it.each(ops.map((op) => [`${op.service.name}.${op.operationId}`, op] as const))('%s decodes as its plan says', async (_, op) => {
    const plan = plans.get(op)!;
    await fc.assert(
      fc.asyncProperty(wire(plan, 0), async (value) => {
        const a = structuredClone(value);
        const b = structuredClone(value);
        const xa: Expansion[] = [];
        const xb: Expansion[] = [];
        op.decode!(a, xa);
        await settle(xa);
        walkPlan(b, plan, xb, ALL);
        expect(a).toEqual(b);
        expect(recorded(xa)).toEqual(recorded(xb));
      }),
      { numRuns: 40 },
    );
  });

  it.each(requestOps.map((op) => [`${op.service.name}.${op.operationId}`, op] as const))('%s encodes its request as its plan says', (_, op) => {
    // SDK-side values: Dates and references where the plan converts, and anything else.
    const sdk = fc.oneof(wire(op.requestPlan, 0), fc.record({ query: wire(op.requestPlan?.query, 0), body: wire(op.requestPlan?.body, 0) }));
    fc.assert(
      fc.property(sdk, fc.date({ noInvalidDate: true }), (value, date) => {
        const dated = JSON.parse(JSON.stringify(value ?? null), (_, v) => (typeof v === 'string' && /^\d{4}-/.test(v) ? date : v)) as unknown;
        expect(op.features!.encodePlan!(dated, op.requestPlan!)).toEqual(encodeRequest(dated, op.requestPlan!));
      }),
      { numRuns: 40 },
    );
  });
});
