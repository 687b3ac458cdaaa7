import { describe, expect, it } from 'vitest';
import { dataErrors } from '../../../generated/src/data/service-info.ts';
import { DataError } from '../../../runtime/data/data-error.ts';
import { DataQuery } from '../../../runtime/data/query.ts';
import { failure } from './failure.ts';

const query = (collection = 'Books') => new DataQuery(dataErrors, collection);

describe('DataQuery builds the query request', () => {
  it('defaults to the first page of 50 with no filter', () => {
    expect(query().toRequest()).toEqual({ dataCollectionId: 'Books', query: { paging: { limit: 50, offset: 0 } } });
  });

  it('carries filter, sort, paging, projection and included references', () => {
    const request = query()
      .eq('genre', 'sci-fi')
      .gt('year', 1960)
      .ascending('title')
      .descending(['year', 'rating'])
      .limit(10)
      .skip(20)
      .fields('title', 'year')
      .include('author')
      .toRequest();
    expect(request).toEqual({
      dataCollectionId: 'Books',
      query: {
        filter: { genre: 'sci-fi', year: { $gt: 1960 } },
        sort: [
          { fieldName: 'title', order: 'ASC' },
          { fieldName: 'year', order: 'DESC' },
          { fieldName: 'rating', order: 'DESC' },
        ],
        paging: { limit: 10, offset: 20 },
        fields: ['title', 'year'],
      },
      includeReferences: [{ field: 'author' }],
    });
  });

  it('combines queries of the same collection, and keeps paging when filtering on', () => {
    const request = query().limit(5).eq('a', 1).or(query().eq('b', 2)).toRequest();
    expect(request.query).toEqual({ filter: { $or: [{ a: 1 }, { b: 2 }] }, paging: { limit: 5, offset: 0 } });
  });
});

describe('DataQuery checks its arguments before anything is sent', () => {
  const q = query() as unknown as Record<string, (...a: unknown[]) => DataQuery>;
  const cases: [string, () => DataQuery, string, RegExp][] = [
    ['limit with no argument', () => q.limit!(), 'WDE0039', /WDE0039: Invalid \.limit usage\. \.limit requires one parameter\./],
    [
      'limit that is not a number',
      () => q.limit!('10'),
      'WDE0032',
      /WDE0032: Invalid \.limit parameter \[String\]\. \.limit parameter must be a positive number\./,
    ],
    ['limit 0', () => q.limit!(0), 'WDE0033', /WDE0033: Invalid \.limit parameter \[0\]\. \.limit parameter must be a positive number\./],
    ['limit 2.5', () => q.limit!(2.5), 'WDE0035', /WDE0035: Invalid \.limit parameter \[2\.5\]\. \.limit parameter must be an integer\./],
    [
      'limit at the largest safe integer',
      () => q.limit!(Number.MAX_SAFE_INTEGER),
      'WDE0035',
      /WDE0035: Invalid \.limit parameter \[9007199254740991\]\. \.limit parameter must be an integer\./,
    ],
    ['skip -1', () => q.skip!(-1), 'WDE0034', /WDE0034: Invalid \.skip parameter \[-1\]\. \.skip parameter must be a non-negative number\./],
    [
      'skip beyond the safe integers',
      () => q.skip!(2 ** 53),
      'WDE0035',
      /WDE0035: Invalid \.skip parameter \[9007199254740992\]\. \.skip parameter must be an integer\./,
    ],
    ['ascending with no field', () => q.ascending!(), 'WDE0043', /WDE0043: Invalid \.ascending usage\. \.ascending requires at least one parameter\./],
    [
      'fields that are not strings',
      () => q.fields!('a', 2),
      'WDE0051',
      /WDE0051: Invalid \.fields parameters \[String,Number\]\. Valid \.fields values are String, Array of String or varargs String\./,
    ],
    [
      'a query of another collection',
      () => query('Books').or(query('Authors').eq('a', 1)),
      'WDE0050',
      /WDE0050: Invalid \.or parameter query for \[Authors\]\. \.or accepts DataQuery for the same collection only\./,
    ],
  ];
  it.each(cases)('%s', (_, make, code, message) => {
    const error = failure(() => make().toRequest());
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/^Failed to build a query:\n/);
    expect(error.message).toMatch(message);
  });

  it("a page size above the API's 1000 is sent, as the platform's SDK sends it, for the server to answer", () => {
    expect(query().limit(1000).toRequest().query.paging.limit).toBe(1000);
    expect(query().limit(1001).toRequest().query.paging.limit).toBe(1001);
  });
});
