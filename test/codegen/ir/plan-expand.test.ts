import { describe, expect, it } from 'vitest';
import { asPlan, hasExpand, withoutExpand } from '../../../codegen/ir/plan-expand.ts';
import type { Plan } from '../../../codegen/ir/types.ts';

// Compressed content expands in answers only: a request plan drops the expand leaves.

const rich = ['expand', 'richContent'] as unknown as Plan[string];
const cases: [string, { given: Plan; want: { has: boolean; without: Plan | undefined } }][] = [
  ['no expand', { given: { createdDate: 'date' } as Plan, want: { has: false, without: { createdDate: 'date' } as Plan } }],
  ['an expand leaf', { given: { content: rich, createdDate: 'date' } as Plan, want: { has: true, without: { createdDate: 'date' } as Plan } }],
  ['only an expand below', { given: { post: { content: rich } } as Plan, want: { has: true, without: undefined } }],
];

describe('hasExpand and withoutExpand', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    expect(hasExpand(given)).toBe(want.has);
    expect(withoutExpand(given)).toEqual(want.without);
  });

  it('keeps an unchanged plan itself, and ends on a plan that refers to itself', () => {
    const plain = { d: 'date' } as Plan;
    expect(withoutExpand(plain)).toBe(plain);
    const loop: Record<string, unknown> = { d: 'date', content: rich };
    loop.child = loop;
    const out = withoutExpand(loop as Plan) as Record<string, unknown>;
    expect(out.d).toBe('date');
    expect(out.content).toBeUndefined();
    expect(out.child).toBe(out);
  });
});

describe('asPlan', () => {
  it.each([
    ['a tree', { given: { a: 'date' }, want: true }],
    ['a leaf name', { given: 'date', want: false }],
    ['an array leaf', { given: ['expand', 'richContent'], want: false }],
    ['nothing', { given: undefined, want: false }],
  ] as [string, { given: never; want: boolean }][])('%s', (_, { given, want }) => expect(asPlan(given) !== undefined).toBe(want));
});
