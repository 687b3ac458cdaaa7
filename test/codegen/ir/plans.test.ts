import { describe, expect, it } from 'vitest';
import { planForSchema } from '../../../codegen/ir/plans.ts';
import type { JsonSchema } from '@siteapi/document';
import { decodeCalendarDate, decodeDate } from '../../../runtime/conversions/date.ts';
import { contextOf, docOf } from './ir-fixture.ts';

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

describe('planForSchema', () => {
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
