import { describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { progressLines, progressTicker } from '../../cli/src/progress-lines.ts';
import { runContract } from '../../cli/src/contract/run-contract.ts';

describe('progress lines', () => {
  it('say each stage of a slow run once, with the time so far; nothing with --quiet', async () => {
    const lines: string[] = [];
    // `after: 0` plays a run slower than the threshold: every step prints.
    await generate('spec/blog.yaml', { progress: progressLines('generate', { after: 0, write: (l) => lines.push(l) }) });
    expect(lines.map((l) => l.replace(/, \d+\.\d s$/, ''))).toEqual([
      'siteapi generate: reading 1 spec',
      'siteapi generate: parsing spec/blog.yaml',
      'siteapi generate: modelling spec/blog.yaml',
      'siteapi generate: emitting blog/schema-types.ts (1/4)',
      'siteapi generate: emitting blog/posts.ts (2/4)',
      'siteapi generate: emitting blog/call-examples.ts (3/4)',
      'siteapi generate: emitting blog/paths.ts (4/4)',
    ]);
    expect(lines.every((l) => /, \d+\.\d s$/.test(l))).toBe(true);
    expect(progressLines('generate', { quiet: true })).toBeUndefined();
  });

  it('stay silent for a run under a second', async () => {
    const lines: string[] = [];
    await generate('spec/blog.yaml', { progress: progressLines('generate', { after: 60_000, write: (l) => lines.push(l) }) });
    expect(lines).toEqual([]);
  });

  it("tell a contract check's steps, each call counted", async () => {
    const lines: string[] = [];
    const report = await runContract({
      out: 'generated/src',
      services: ['reviews'],
      progress: progressTicker('contract', { after: 0, write: (l) => lines.push(l) }),
    });
    expect(report.failed).toBe(0);
    const steps = lines.map((l) => l.replace(/, \d+\.\d s$/, ''));
    // `after: 0` plays a slow run: every step prints, the calls counted up to all of the service's examples.
    const examples = Number(/\/(\d+) examples$/.exec(steps.at(-1)!)?.[1]);
    expect(examples).toBeGreaterThan(report.operations.length - 1);
    expect(steps).toEqual([
      'siteapi contract: loading the client while the mock starts',
      'siteapi contract: waiting for the mock',
      ...Array.from({ length: examples }, (_, i) => `siteapi contract: called ${i + 1}/${examples} examples`),
    ]);
    expect(progressTicker('contract', { quiet: true })).toBeUndefined();
  }, 60_000);
});
