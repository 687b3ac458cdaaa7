import { describe, expect, it } from 'vitest';
import { declarePlans, responsePlansStatement } from '../../../codegen/emit/plan-declarations.ts';
import type { LiteralNames } from '../../../codegen/emit/literal-text.ts';
import { printed } from './ir-samples.ts';
import { samplePlans } from './plan-samples.ts';

// The plans as data, printed from a small set of component plans.

const { service, plans } = samplePlans();
const byName = (...names: string[]) => service.plans.filter((p) => names.includes(p.name));

describe('declarePlans', () => {
  it.each([
    [
      'plain plans in the order given, naming the plans they hold',
      {
        given: { list: byName('Post', 'Feed'), cyclic: [] as string[] },
        want: {
          text: [
            '/** Conversions of `Post`. */',
            "export const postPlan: Plan = { createdDate: 'date' };",
            '',
            '/** Conversions of `Feed`. */',
            "export const feedPlan: Plan = { posts: { '*': postPlan } };",
            '',
          ].join('\n'),
          named: ['postPlan'],
        },
      },
    ],
    [
      'a recursive plan declared empty, filled in at the end',
      {
        given: { list: byName('Node', 'Page'), cyclic: ['nodePlan'] },
        want: {
          text: [
            '/** Conversions of `Node` (recursive). */',
            'export const nodePlan: Plan = {};',
            '',
            '/** Conversions of `Page`. */',
            "export const pagePlan: Plan = { root: nodePlan, image: 'image' };",
            "Object.assign(nodePlan, { at: 'date', children: { '*': nodePlan } });",
            '',
          ].join('\n'),
          named: ['nodePlan'],
        },
      },
    ],
  ])('%s', (_, { given, want }) => {
    const named: LiteralNames = { names: plans.names, used: new Set() };
    expect(printed(declarePlans(given.list, new Set(given.cyclic), plans.names, named))).toBe(want.text);
    expect([...named.used]).toEqual(want.named);
  });
});

describe('responsePlansStatement', () => {
  it('holds the entries it is given, typed as plans', () => {
    expect(printed(responsePlansStatement(['getPost: postPlan', "listTimes: { at: 'date' }"]))).toBe(
      [
        "/** Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check). */",
        'export const responsePlans = {',
        '  getPost: postPlan,',
        "  listTimes: { at: 'date' }",
        '} satisfies Record<string, Plan>;',
        '',
      ].join('\n'),
    );
  });
});
