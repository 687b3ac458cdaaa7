import { describe, expect, it } from 'vitest';
import { componentPlans, mergePlans, planForSchema } from '../../../codegen/ir/plans.ts';
import type { Plan, PlanLeaf } from '../../../codegen/ir/types.ts';
import type { JsonSchema } from '@siteapi/document';
import { decodeCalendarDate, decodeDate } from '../../../runtime/conversions/date.ts';
import { contextOf, docOf } from './ir-fixture.ts';

// Conversion plans: a schema's plan, and two plans for one value merged (allOf members, oneOf alternatives).

const when = { type: 'string', format: 'date-time' };

describe('mergePlans', () => {
  it.each([
    ['nothing and a plan', { a: undefined, b: { at: 'date' }, want: { at: 'date' }, conflicts: [] }],
    [
      'two trees: keys joined, expand leaves first',
      { a: { z: 'date' }, b: { body: ['expand', 'text'] }, want: { body: ['expand', 'text'], z: 'date' }, conflicts: [] },
    ],
    ['the same leaf twice', { a: 'date', b: 'date', want: 'date', conflicts: [] }],
    ['two leaves', { a: 'date', b: 'image', want: 'date', conflicts: ['conflicting conversions "date" and "image" for one value'] }],
    [
      'a leaf and a tree',
      { a: 'date', b: { at: 'date' }, want: 'date', conflicts: ['conflicting conversions "date" and conversions of its fields for one value'] },
    ],
  ] as [string, { a: Plan | PlanLeaf | undefined; b: Plan | PlanLeaf | undefined; want: unknown; conflicts: string[] }][])(
    '%s',
    (_, { a, b, want, conflicts }) => {
      const seen: string[] = [];
      expect(mergePlans(a, b, (m) => seen.push(m))).toEqual(want);
      expect(seen).toEqual(conflicts);
    },
  );

  it('two cyclic plans merge into one cyclic plan', () => {
    const a: Record<string, unknown> = { at: 'date' };
    a.next = a;
    const b: Record<string, unknown> = { seen: 'date' };
    b.next = b;
    const merged = mergePlans(a as Plan, b as Plan, () => {}) as Record<string, unknown>;
    expect(Object.keys(merged)).toEqual(['at', 'next', 'seen']);
    expect(merged.next).toBe(merged);
  });

  it('one plan merged with itself is itself', () => {
    const a: Record<string, unknown> = { at: 'date' };
    a.next = a;
    expect(mergePlans(a as Plan, a as Plan, () => {})).toBe(a);
  });

  it('a leaf meeting a cyclic plan is a conflict, not a circular JSON error', () => {
    const b: Record<string, unknown> = { at: 'date' };
    b.next = b;
    const seen: string[] = [];
    mergePlans('date', b as Plan, (m) => seen.push(m));
    expect(seen).toEqual(['conflicting conversions "date" and conversions of its fields for one value']);
  });
});

describe('planForSchema', () => {
  it('a oneOf of two recursive schemas plans as one recursive plan', () => {
    const doc = docOf({
      components: {
        schemas: {
          Folder: { type: 'object', properties: { created: when, parent: { $ref: '#/components/schemas/Folder' } } },
          Label: { type: 'object', properties: { created: when, parent: { $ref: '#/components/schemas/Label' } } },
        },
      },
    });
    const { ctx, problems } = contextOf(doc);
    const either = { oneOf: [{ $ref: '#/components/schemas/Folder' }, { $ref: '#/components/schemas/Label' }] };
    const plan = planForSchema(ctx, either, '/either') as Record<string, unknown>;
    expect(plan.created).toBe('date');
    expect(plan.parent).toBe(plan);
    expect(problems).toEqual([]);
    // Printed as a constant of its own, as a recursive component's plan is.
    expect(componentPlans(ctx).map((p) => p.name)).toEqual(['Folder', 'Label', 'FolderWithLabel']);
    expect(componentPlans(ctx)[2]!.plan).toBe(plan);
  });
});

// Conversion plans of schemas whose members convert: a value is each of its allOf members and either of its
// oneOf/anyOf members, so two converters meet only where one of them takes both forms.

const DATE_TIME = { type: 'string', format: 'date-time' };
const CALENDAR_DATE = { type: 'string', format: 'date' };

/** The plan of one schema in plain mode (`format: date` converts), and the problems met. */
function planOf(schema: JsonSchema): { plan: unknown; problems: string[] } {
  const { ctx, problems } = contextOf(docOf({}));
  ctx.calendarDates = true;
  return { plan: planForSchema(ctx, schema, '/s'), problems };
}

describe('planForSchema of alternatives', () => {
  it.each([
    ['anyOf date-time or date: the date-time converter, which reads both', { anyOf: [DATE_TIME, CALENDAR_DATE] }, 'date'],
    ['oneOf date or date-time, either order', { oneOf: [CALENDAR_DATE, DATE_TIME] }, 'date'],
    [
      'alternatives of objects whose field is a date-time in one and a date in the other',
      { anyOf: [{ properties: { at: DATE_TIME } }, { properties: { at: CALENDAR_DATE } }] },
      { at: 'date' },
    ],
    ['anyOf date or nothing converted', { anyOf: [CALENDAR_DATE, { type: 'integer' }] }, 'calendarDate'],
  ])('%s', (_, schema, want) => {
    expect(planOf(schema as JsonSchema)).toEqual({ plan: want, problems: [] });
  });

  it('a date-time and a date that must both hold (allOf) conflict, naming both members', () => {
    expect(planOf({ allOf: [DATE_TIME, CALENDAR_DATE] } as JsonSchema).problems).toEqual([
      '/s: conflicting conversions "date" and "calendarDate" for one value (allOf/0 and allOf/1)',
    ]);
  });

  it('alternatives whose converters give different SDK values conflict, naming both members', () => {
    const schema = { anyOf: [{ type: 'integer' }, DATE_TIME, { type: 'string', 'x-media': 'image' }] } as JsonSchema;
    expect(planOf(schema).problems).toEqual(['/s: conflicting conversions "date" and "image" for one value (anyOf/1 and anyOf/2)']);
  });

  it('the date-time converter reads a calendar date as the date converter does', () => {
    for (const value of ['2024-05-01', '1999-12-31', '2024-02-29']) expect(decodeDate(value)).toEqual(decodeCalendarDate(value));
  });
});
