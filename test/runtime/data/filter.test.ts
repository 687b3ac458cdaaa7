import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataErrors } from '../../../generated/src/data/service-info.ts';
import { DataError } from '../../../runtime/data/data-error.ts';
import { DataFilter } from '../../../runtime/data/filter.ts';
import { DataQuery } from '../../../runtime/data/query.ts';
import { validateFilterModel } from '../../../runtime/data/filter-model.ts';

const filter = () => new DataFilter(dataErrors);
const d = new Date('2024-01-01T00:00:00.000Z');

describe('DataFilter builds the platform filter model', () => {
  const cases: [string, DataFilter, unknown][] = [
    ['nothing', filter(), {}],
    ['eq as a plain value', filter().eq('title', 'a'), { title: 'a' }],
    ['two fields in one object, as the SDK sends them', filter().eq('title', 'a').gt('price', 5), { title: 'a', price: { $gt: 5 } }],
    ['ne, ge, le, lt', filter().ne('a', 1).ge('b', 2).le('c', d).lt('e', 'z'), { a: { $ne: 1 }, b: { $gte: 2 }, c: { $lte: d }, e: { $lt: 'z' } }],
    [
      'string operators',
      filter().startsWith('s', 'A').endsWith('s', 'z').contains('s', 'm'),
      { $and: [{ s: { $startsWith: 'A' } }, { s: { $endsWith: 'z' } }, { s: { $contains: 'm' } }] },
    ],
    [
      'sets from varargs or one array',
      filter().hasSome('t', 'a', 'b').hasAll('t', ['c']).in('n', 1, 2),
      { $and: [{ t: { $hasSome: ['a', 'b'] } }, { t: { $hasAll: ['c'] } }, { n: { $in: [1, 2] } }] },
    ],
    ['between: start included, end excluded', filter().between('price', 10, 20), { $and: [{ price: { $gte: 10 } }, { price: { $lt: 20 } }] }],
    ['isEmpty, isNotEmpty, exists', filter().isEmpty('a').isNotEmpty('b').exists('c'), { a: null, b: { $ne: null }, c: { $exists: true } }],
    ['or of two filters', filter().eq('a', 1).or(filter().eq('b', 2)), { $or: [{ a: 1 }, { b: 2 }] }],
    ['and then another condition', filter().eq('a', 1).and(filter().eq('b', 2)).eq('c', 3), { a: 1, b: 2, c: 3 }],
    ['$and when a field repeats', filter().eq('a', 1).gt('b', 2).lt('b', 9), { $and: [{ a: 1 }, { b: { $gt: 2 } }, { b: { $lt: 9 } }] }],
    ['not', filter().eq('a', 1).not(filter().eq('b', 2)), { a: 1, $not: [{ b: 2 }] }],
    ['or on an empty filter', filter().or(filter().eq('b', 2)), { $or: [{ b: 2 }] }],
    // Filters, queries and searches of the data layer join one another, whichever side each is on.
    ['a filter or a query', filter().eq('a', 1).or(new DataQuery(dataErrors, 'Books').eq('b', 2)), { $or: [{ a: 1 }, { b: 2 }] }],
  ];
  it.each(cases)('%s', (_, f, want) => expect(f.build()).toEqual(want));

  it('is immutable: a builder is never changed by the ones made from it', () => {
    const base = filter().eq('a', 1);
    base.eq('b', 2);
    base.or(filter().eq('c', 3));
    expect(base.build()).toEqual({ a: 1 });
  });
});

describe('DataFilter checks its arguments before anything is sent', () => {
  const call = (f: DataFilter, method: string, ...args: unknown[]) => (f as unknown as Record<string, (...a: unknown[]) => DataFilter>)[method]!(...args);
  const cases: [string, () => DataFilter, string, RegExp][] = [
    ['eq with one argument', () => call(filter(), 'eq', 'a'), 'WDE0040', /WDE0040: Invalid \.eq usage\. \.eq requires two parameters\./],
    [
      'a field that is not a string',
      () => call(filter(), 'eq', 5, 1),
      'WDE0048',
      /WDE0048: Invalid \.eq field value \[Number\]\. \.eq field must be a String\./,
    ],
    ['gt with an object', () => call(filter(), 'gt', 'a', { x: 1 }), 'WDE0045', /WDE0045: Invalid \.gt parameter value \[Object\]/],
    [
      'startsWith with a number',
      () => call(filter(), 'startsWith', 'a', 1),
      'WDE0044',
      /WDE0044: Invalid \.startsWith parameter value \[Number\]\. \.startsWith parameter must be a String\./,
    ],
    [
      'hasSome with no values',
      () => call(filter(), 'hasSome', 'a'),
      'WDE0042',
      /WDE0042: Invalid \.hasSome usage\. \.hasSome requires at least two parameters\./,
    ],
    [
      'in with a boolean item',
      () => call(filter(), 'in', 'a', [true]),
      'WDE0047',
      /WDE0047: Invalid \.in usage\. \.in supports only Number, String or Date items\./,
    ],
    [
      'between with values of two types',
      () => call(filter(), 'between', 'a', 1, 'z'),
      'WDE0046',
      /WDE0046: Invalid \.between parameter values \[Number\] and \[String\]\. Both parameters must be of the same type\./,
    ],
    [
      'between with two parameters',
      () => call(filter(), 'between', 'a', 1),
      'WDE0041',
      /WDE0041: Invalid \.between usage\. \.between requires three parameters\./,
    ],
    ['between with booleans', () => call(filter(), 'between', 'a', true, false), 'WDE0045', /WDE0045: Invalid \.between parameter value \[Boolean\]/],
    [
      'isEmpty with two arguments',
      () => call(filter(), 'isEmpty', 'a', 'b'),
      'WDE0039',
      /WDE0039: Invalid \.isEmpty usage\. \.isEmpty requires one parameter\./,
    ],
    ['or with a plain object', () => call(filter(), 'or', { a: 1 }), 'WDE0049', /WDE0049: Invalid \.or parameter \[Object\]\. \.or expects DataFilter only\./],
  ];
  it.each(cases)('%s', (_, make, code, message) => {
    const f = make();
    let error: unknown;
    try {
      f.build();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).code).toBe(code);
    expect((error as DataError).message).toMatch(message);
  });

  it('reports every problem of a chain at once', () => {
    const f = (filter() as unknown as { eq(...a: unknown[]): DataFilter }).eq(1, 2).startsWith('s', 3 as unknown as string);
    const error = (() => {
      try {
        f.build();
      } catch (e) {
        return e as DataError;
      }
    })()!;
    expect(error.message.split('\n')).toEqual(['Failed to build a filter:', expect.stringMatching(/^WDE0048/), expect.stringMatching(/^WDE0044/)]);
  });

  it('every model it builds passes the filter model check (property)', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.date({ noInvalidDate: true }));
    const field = fc.string({ minLength: 1 }).filter((s) => !s.startsWith('$'));
    const step = fc.oneof(
      fc.tuple(fc.constant('eq'), field, fc.oneof(value, fc.boolean())),
      fc.tuple(fc.constant('gt'), field, value),
      fc.tuple(fc.constant('contains'), field, fc.string()),
      fc.tuple(fc.constant('in'), field, fc.array(value, { minLength: 1 })),
      fc.tuple(fc.constant('isEmpty'), field),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 6 }), fc.boolean(), (steps, negate) => {
        let f = filter();
        for (const [method, ...args] of steps) f = (f as unknown as Record<string, (...a: unknown[]) => DataFilter>)[method]!(...args);
        if (negate) f = filter().not(f);
        expect(validateFilterModel(f.build(), dataErrors)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
