import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runContract } from '../../cli/src/contract/run-contract.ts';

// The contract check as `siteapi contract` runs it, on the platform's committed clients (generated/src), through the
// default engine: the mock served by this process.
describe('runContract on the in-process mock', () => {
  it("calls every operation of the platform's nine services with its examples, and every one passes", async () => {
    const report = await runContract({ out: 'generated/src' });
    const bundle = JSON.parse(readFileSync('generated/src/openapi.json', 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const declared = Object.values(bundle.paths).flatMap((item) => Object.values(item).filter((op) => typeof op?.operationId === 'string'));
    expect(report.engine).toBe('msw');
    expect(new Set(report.operations.map((o) => o.service)).size).toBe(9);
    expect(report.operations).toHaveLength(declared.length);
    expect(report.operations.filter((o) => o.examples === 0)).toEqual([]);
    expect(report.operations.filter((o) => !o.passed)).toEqual([]);
  }, 120_000);
});
