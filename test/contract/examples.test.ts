import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { examples, services } from '../../generated/src/index.ts';
import { callExample } from '../../cli/src/contract/call-example.ts';
import { allCalls, exampleCases, type GeneratedIndex } from '../../cli/src/contract/example-cases.ts';
import { judgeExample } from '../../cli/src/contract/judge-example.ts';
import { prismRefusal } from '../../cli/src/contract/request-refusal.ts';
import { ResponseSchemas } from '../../cli/src/contract/response-schemas.ts';

/**
 * Every operation of every spec, called through the generated client with each of its spec examples, against
 * Prism on a free loopback port, judged as `siteapi contract` judges it: Prism accepts the request, the raw
 * response matches its declared schema, and the converted result has the declared types.
 */
const prism = { url: inject('prismUrl') };
const generated = { services, examples } as unknown as GeneratedIndex;
const cases = exampleCases(generated);
const schemas = new ResponseSchemas(JSON.parse(readFileSync('generated/src/openapi.json', 'utf8')) as Record<string, unknown>);
const results = new Map<string, boolean>();

describe('contract: spec examples through the generated client, validated by Prism', () => {
  it('has a call example for every operation', () => {
    const withExamples = new Set(cases.map((c) => c.call));
    expect(
      allCalls(generated)
        .filter((c) => !withExamples.has(c.call))
        .map((c) => `${c.service}.${c.call.op.operationId}`),
    ).toEqual([]);
  });

  it.each(cases)('$label is accepted, and its answer has the declared types', async (c) => {
    const outcome = await callExample(c, { host: prism.url });
    const problem = await judgeExample(c, outcome, schemas, prismRefusal);
    const key = `${c.service}.${c.call.op.operationId}`;
    results.set(key, (results.get(key) ?? true) && problem === null);
    expect(outcome.exchanges, 'no request was sent').not.toHaveLength(0);
    expect(problem).toBeNull();
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
    for (const [service, s] of byService) console.log(`contract: ${service}: ${s.ok}/${s.total} operations passed (Prism accepted, answers typed)`);
  });
});
