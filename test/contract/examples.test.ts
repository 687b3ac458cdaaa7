import { afterAll, describe, expect, inject, it } from 'vitest';
import { examples, services } from '../../generated/index.ts';
import { argumentsFromRequest, createClient, SdkError, type Call, type RequestParts } from '../../runtime/index.ts';

/**
 * Every operation of every spec, called through the generated client with each of its spec examples,
 * against Prism on a free loopback port. Prism validates each request; a rejected one fails the test.
 */
interface Exchange {
  status: number;
  violations: string | null;
  body: string;
}

const prism = { url: inject('prismUrl') };

type AnyCall = Call<unknown[], unknown>;
const cases = Object.entries(services).flatMap(([service, modules]) =>
  Object.entries(modules as Record<string, Record<string, AnyCall>>).flatMap(([module, calls]) =>
    Object.entries(calls).flatMap(([name, call]) =>
      ((examples as Record<string, Record<string, { name: string; request: RequestParts }[]>>)[service]?.[call.op.operationId] ?? []).map((example) => ({
        label: `${service}.${module}.${name} (${example.name})`,
        service,
        module,
        name,
        call,
        example,
      })),
    ),
  ),
);
const results = new Map<string, boolean>();

describe('contract: spec examples through the generated client, validated by Prism', () => {
  it('has a call example for every operation', () => {
    const operations = Object.values(services).flatMap((m) => Object.values(m as Record<string, Record<string, AnyCall>>).flatMap((c) => Object.values(c).map((call) => call.op.operationId)));
    const withExamples = new Set(cases.map((c) => c.call.op.operationId));
    expect(operations.filter((o) => !withExamples.has(o))).toEqual([]);
  });

  it.each(cases)('$label is accepted', async ({ service, module, name, call, example }) => {
    const exchanges: Exchange[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await globalThis.fetch(input, init);
      exchanges.push({ status: response.status, violations: response.headers.get('sl-violations'), body: await response.clone().text() });
      return response;
    };
    // Through a client, as an application calls: positional arguments only, whatever optional ones the example omits.
    const client = createClient({ host: prism.url, fetch, modules: { [module]: { [name]: call } } }) as unknown as Record<string, Record<string, AnyCall>>;
    let failure: unknown;
    const result = await client[module]![name]!(...argumentsFromRequest(call.op, example.request)).catch((e: unknown) => {
      failure = e;
    });
    const exchange = exchanges[0];
    const key = `${service}.${call.op.operationId}`;
    const accepted = !!exchange && exchange.status < 400 && !exchange.violations && !failure;
    results.set(key, (results.get(key) ?? true) && accepted);
    expect(exchange, 'no request was sent').toBeDefined();
    expect(exchange!.violations, `Prism reported violations: ${exchange!.violations}`).toBeNull();
    expect(exchange!.status, `Prism answered ${exchange!.status}: ${exchange!.body.slice(0, 500)}`).toBeLessThan(400);
    if (failure) throw failure instanceof SdkError ? failure : new Error(String(failure));
    expect(result).toBeDefined();
  });

  afterAll(() => {
    const byService = new Map<string, { ok: number; total: number }>();
    for (const [key, ok] of results) {
      const service = key.split('.')[0]!;
      const s = byService.get(service) ?? { ok: 0, total: 0 };
      s.total += 1;
      if (ok) s.ok += 1;
      byService.set(service, s);
    }
    for (const [service, s] of byService) console.log(`contract: ${service}: ${s.ok}/${s.total} operations accepted by Prism`);
  });
});
