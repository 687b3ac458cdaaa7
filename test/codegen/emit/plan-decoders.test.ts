import { describe, expect, it } from 'vitest';
import { decoderRefs } from '../../../codegen/emit/decoder-text.ts';
import { compileDecoders, decoderFileStatements, walkerStatements } from '../../../codegen/emit/plan-decoders.ts';
import { printed } from './ir-samples.ts';
import { samplePlans } from './plan-samples.ts';

// The plans as code, from a small set of component plans: which decoders compile, which plans stay data and are walked.

describe('compileDecoders', () => {
  it.each([
    [
      'nothing used, nothing compiled',
      { given: { decoders: [] as string[], walked: [] as string[] }, want: { bodies: [] as string[], walked: [] as string[], converters: [] as string[] } },
    ],
    [
      'a used decoder and the decoders it calls',
      { given: { decoders: ['feedDecoder'], walked: [] }, want: { bodies: ['feedDecoder', 'postDecoder'], walked: [], converters: ['decodeDate'] } },
    ],
    [
      'a plan that holds a walked plan compiles; that plan is left for later',
      { given: { decoders: ['holderDecoder'], walked: [] }, want: { bodies: ['holderDecoder'], walked: ['pagePlan'], converters: ['decodeImage'] } },
    ],
    ['a walked plan the calls leave for later', { given: { decoders: [], walked: ['nodePlan'] }, want: { bodies: [], walked: ['nodePlan'], converters: [] } }],
  ])('%s', (_, { given, want }) => {
    const { service, plans } = samplePlans();
    for (const d of given.decoders) plans.decoders.add(d);
    for (const w of given.walked) plans.walked.add(w);
    const compiled = compileDecoders(service.plans, plans);
    expect([...compiled.bodies.keys()].sort()).toEqual(want.bodies);
    expect([...compiled.walked]).toEqual(want.walked);
    expect([...compiled.converters].sort()).toEqual(want.converters);
    // A tree, and a plan holding one, are never compiled.
    expect(compiled.byDecoder.has('nodeDecoder') || compiled.byDecoder.has('pageDecoder')).toBe(false);
  });
});

describe('walkerStatements and decoderFileStatements', () => {
  it('a walked plan gets its converters and a walking decoder, and a loader in the decoders file', () => {
    const { service, plans } = samplePlans();
    plans.decoders.add('holderDecoder');
    const compiled = compileDecoders(service.plans, plans);
    const walkers = service.plans.filter((p) => compiled.walked.has(plans.names.get(p.plan)!));
    expect(walkers.map((p) => p.name)).toEqual(['Page']);
    const tableRefs = decoderRefs(plans.names);
    expect(printed(walkerStatements(walkers, plans.names, tableRefs))).toBe(
      [
        '/** The converters {@link pagePlan} names, for walking it. */',
        'export const pageConverters: Converters = { date: decodeDate, image: decodeImage };',
        '',
        '/** Converts a parsed `Page` in place, walking {@link pagePlan} (it reaches a recursive plan, so it is not compiled). */',
        'export const pageDecoder = (v: any, x: Expansion[]): void => walkPlan(v, pagePlan, x, pageConverters);',
        '',
      ].join('\n'),
    );
    expect([...tableRefs.converters].sort()).toEqual(['decodeDate', 'decodeImage', 'walkPlan']);
    const text = printed(decoderFileStatements(compiled, walkers, plans.names, '@siteapi/runtime/generated'));
    expect(text).toContain("import type { Expansion, ResponseDecoder } from '@siteapi/runtime/generated';");
    expect(text).toContain("import { decodeImage } from '@siteapi/runtime/generated';");
    expect(text).toContain("export const loadPageDecoder = (): Promise<ResponseDecoder> => import('./conversion-plans.js').then((m) => m.pageDecoder);");
    expect(text).toContain(
      '/** Converts a parsed `Holder` in place, as `holderPlan` (conversion-plans.ts) says. */\nexport function holderDecoder(v: any, x: Expansion[]): void {',
    );
    expect(text).toContain('if ((c0 = v.page) != null) x.push({ value: c0, load: loadPageDecoder });');
  });

  it('no walkers: nothing walked, no loader type imported', () => {
    const { service, plans } = samplePlans();
    plans.decoders.add('postDecoder');
    const tableRefs = decoderRefs(plans.names);
    expect(walkerStatements([], plans.names, tableRefs)).toEqual([]);
    expect(tableRefs.converters.size).toBe(0);
    const text = printed(decoderFileStatements(compileDecoders(service.plans, plans), [], plans.names, 'rt'));
    expect(text).toContain("import type { Expansion } from 'rt';");
    expect(text).not.toContain('load');
  });
});
