import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataErrors } from '../../../generated/src/data/service-info.ts';
import { DataError } from '../../../runtime/data/data-error.ts';
import { validateFilterModel, validateSortModel } from '../../../runtime/data/filter-model.ts';

const codes = (errors: DataError[]) => errors.map((e) => e.code);

describe('filter model check', () => {
  const valid: [string, unknown][] = [
    ['empty', {}],
    ['equality on any value', { title: { $eq: 'a' }, tags: { $ne: ['x'] }, nested: { deep: 1 } }],
    ['comparisons with dates', { at: { $gte: new Date(0), $lt: { $date: '2024-01-01T00:00:00.000Z' } } }],
    ['string and set operators', { name: { $startsWith: 'A', $contains: 'b' }, n: { $in: [1, 2, 'x', true] }, t: { $hasSome: ['a'] } }],
    ['logic', { $and: [{ a: 1 }, { $or: [{ b: 2 }, { c: { $exists: true } }] }], $not: [{ d: 3 }] }],
    [
      'urlized matching',
      {
        slug: {
          $matches: {
            ignoreCase: true,
            spec: [
              { type: 'literal', value: 'a' },
              { type: 'anyOf', value: ' \t\n-' },
            ],
          },
        },
      },
    ],
    ['a field holding a $date wrapper', { at: { $date: '2024-01-01T00:00:00.000Z' } }],
  ];
  it.each(valid)('accepts %s', (_, model) => expect(validateFilterModel(model, dataErrors)).toEqual([]));

  const invalid: [string, unknown, string[]][] = [
    ['a non-object model', 'title = a', ['WDE0056']],
    ['$and not an array', { $and: { a: 1 } }, ['WDE0057']],
    ['$not with two elements', { $not: [{ a: 1 }, { b: 2 }] }, ['WDE0057']],
    ['a comparison with an object', { n: { $gt: { x: 1 } } }, ['WDE0058']],
    ['$exists with a string', { n: { $exists: 'yes' } }, ['WDE0058']],
    ['a string operator with a number', { s: { $startsWith: 1 } }, ['WDE0059']],
    ['a set operator with a non-array', { s: { $in: 'a' } }, ['WDE0057']],
    ['a set operator with object items', { s: { $hasAll: [{}] } }, ['WDE0060']],
    ['$regex', { s: { $regex: '^a' } }, ['WDE0070']],
    ['$matches without ignoreCase', { s: { $matches: { spec: [] } } }, ['WDE0063']],
    ['$matches without a spec', { s: { $matches: { ignoreCase: true } } }, ['WDE0062']],
    ['$matches with a bad spec item', { s: { $matches: { ignoreCase: true, spec: [{ type: 'anyOf', value: 'x' }] } } }, ['WDE0064']],
    ['several problems at once', { $or: [{ a: { $regex: 'x' } }, { b: { $lt: [] } }] }, ['WDE0070', 'WDE0058']],
  ];
  it.each(invalid)('refuses %s', (_, model, want) => {
    const errors = validateFilterModel(model, dataErrors);
    expect(codes(errors)).toEqual(want);
    for (const e of errors) {
      expect(e).toBeInstanceOf(DataError);
      expect(e.message).toMatch(new RegExp(`^${e.code}: `));
      expect(e.message).not.toMatch(/\{operatorName\}|\{value\}/);
    }
  });

  it('names the field and the message of the catalogue', () => {
    const [e] = validateFilterModel({ price: { $gt: [1] } }, dataErrors);
    expect(e!.message).toBe('WDE0058: price.$gt should be a Date, Number, String, or Boolean. Got [1] instead');
    expect(validateFilterModel({ s: { $regex: 'x' } }, dataErrors)[0]!.message).toBe('WDE0070: $regex keyword is not allowed.');
  });

  it('accepts every model built from the allowed operators (property)', () => {
    const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.date({ noInvalidDate: true }));
    const field = fc.string({ minLength: 1 }).filter((s) => !s.startsWith('$'));
    const condition = fc.oneof(
      fc.record({ $eq: fc.anything() }),
      fc.record({ $gt: scalar }),
      fc.record({ $lte: scalar }),
      fc.record({ $contains: fc.string() }),
      fc.record({ $in: fc.array(scalar) }),
      fc.record({ $exists: fc.boolean() }),
    );
    const leaf = fc.dictionary(field, condition, { minKeys: 1, maxKeys: 3 });
    const model = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.record({ $and: fc.array(tie('node'), { maxLength: 3 }) }),
        fc.record({ $or: fc.array(tie('node'), { maxLength: 3 }) }),
      ),
    })).node;
    fc.assert(
      fc.property(model, (m) => validateFilterModel(m, dataErrors).length === 0),
      { numRuns: 500 },
    );
  });
});

describe('sort model check', () => {
  it('accepts items with one asc or desc key', () => expect(validateSortModel([{ title: 'asc' }, { date: 'desc' }], dataErrors)).toEqual([]));
  const invalid: [string, unknown, string[]][] = [
    ['a non-array', { title: 'asc' }, ['WDE0065']],
    ['a non-object item', ['title'], ['WDE0066']],
    ['two keys in one item', [{ a: 'asc', b: 'desc' }], ['WDE0067']],
    ['a bad direction', [{ a: 'up' }], ['WDE0067']],
  ];
  it.each(invalid)('refuses %s', (_, sort, want) => expect(codes(validateSortModel(sort, dataErrors))).toEqual(want));
});
