import { describe, expect, it, vi } from 'vitest';
import { dataErrors } from '../../../generated/src/data/service-info.ts';
import { DataAggregate, type AggregateRequest } from '../../../runtime/data/aggregate.ts';
import { DataError } from '../../../runtime/data/data-error.ts';
import { DataFilter } from '../../../runtime/data/filter.ts';
import { DataQuery } from '../../../runtime/data/query.ts';
import { failure } from './failure.ts';

/** The codes of the problems a builder's one error (WDE0020) gathers. */
const problemCodes = (e: DataError): string[] => ((e.details as { problems?: DataError[] } | undefined)?.problems ?? []).map((p) => p.code);

const filter = () => new DataFilter(dataErrors);
const aggregate = (collection = 'Books') => new DataAggregate(dataErrors, collection);
const d = new Date('1960-01-01T00:00:00.000Z');

describe('DataAggregate builds the aggregate request', () => {
  it('a full chain: filter, group, having, every operation, sort and paging', () => {
    const request = aggregate()
      .filter(filter().ge('publishedDate', d).eq('inStock', true))
      .group('author', 'genre')
      .having(filter().gt('books', 1))
      .sum('price')
      .avg('price', 'averagePrice')
      .min('price')
      .max('price', 'highestPrice')
      .count('books')
      .count()
      .descending('books')
      .ascending(['author', 'genre'])
      .limit(10)
      .skip(20)
      .toRequest();
    expect(request).toEqual({
      dataCollectionId: 'Books',
      initialFilter: { publishedDate: { $gte: d }, inStock: true },
      aggregation: {
        groupingFields: ['author', 'genre'],
        operations: [
          { resultFieldName: 'priceSum', sum: { itemFieldName: 'price' } },
          { resultFieldName: 'averagePrice', average: { itemFieldName: 'price' } },
          { resultFieldName: 'priceMin', min: { itemFieldName: 'price' } },
          { resultFieldName: 'highestPrice', max: { itemFieldName: 'price' } },
          { resultFieldName: 'books', itemCount: {} },
          { resultFieldName: 'count', itemCount: {} },
        ],
      },
      finalFilter: { books: { $gt: 1 } },
      sort: [
        { fieldName: 'books', order: 'DESC' },
        { fieldName: 'author', order: 'ASC' },
        { fieldName: 'genre', order: 'ASC' },
      ],
      paging: { limit: 10, offset: 20 },
    } satisfies AggregateRequest);
  });

  it('keeps dates in filters as Date objects (the request plan wraps them later)', () => {
    const { initialFilter } = aggregate().filter(filter().lt('publishedDate', d)).toRequest();
    expect((initialFilter.publishedDate as { $lt: unknown }).$lt).toBeInstanceOf(Date);
  });

  it('with nothing set: an empty filter, one group of all items, no paging', () => {
    expect(aggregate().toRequest()).toEqual({ dataCollectionId: 'Books', initialFilter: {}, aggregation: { groupingFields: [], operations: [] }, sort: [] });
  });

  it('pages only when a limit or a skip is set', () => {
    expect(aggregate().limit(5).toRequest().paging).toEqual({ limit: 5, offset: 0 });
    // Above the API's 1000 too: the platform's SDK sends it and the server answers.
    expect(aggregate().limit(1001).toRequest().paging).toEqual({ limit: 1001, offset: 0 });
    expect(aggregate().skip(5).toRequest().paging).toEqual({ offset: 5 });
    expect(aggregate().skip(0).toRequest()).not.toHaveProperty('paging');
  });

  it('groups by fields given as one array, and takes a later filter in place of an empty one', () => {
    const request = aggregate().group(['author']).filter(filter()).filter(filter().eq('a', 1)).having(filter()).toRequest();
    expect(request.aggregation.groupingFields).toEqual(['author']);
    expect(request.initialFilter).toEqual({ a: 1 });
    expect(request.finalFilter).toEqual({});
  });

  it('is immutable: a builder is never changed by the ones made from it', () => {
    const base = aggregate().group('author').sum('price');
    const before = base.toRequest();
    base.filter(filter().eq('a', 1)).having(filter().gt('priceSum', 1)).count().descending('priceSum').limit(3).skip(1);
    base.group('genre');
    base.limit(0);
    expect(base.toRequest()).toEqual(before);
    expect(base.toRequest()).toEqual({
      dataCollectionId: 'Books',
      initialFilter: {},
      aggregation: { groupingFields: ['author'], operations: [{ resultFieldName: 'priceSum', sum: { itemFieldName: 'price' } }] },
      sort: [],
    });
  });
});

describe('DataAggregate checks its arguments before anything is sent', () => {
  /** Calls with arguments the types refuse, as untyped callers make them. */
  type Loose = Record<string, (...args: unknown[]) => DataAggregate>;
  const loose = (a: DataAggregate) => a as unknown as Loose;
  const looseFilter = () => filter() as unknown as Record<string, (...args: unknown[]) => DataFilter>;
  const cases: [string, (a: DataAggregate) => DataAggregate, string, string][] = [
    ['filter that is not a filter builder', (a) => loose(a).filter!({ a: 1 }), 'WDE0011', 'WDE0011: Invalid .filter usage. .filter requires WixDataFilter.'],
    [
      'filter given a query',
      (a) => loose(a).filter!(new DataQuery(dataErrors, 'Books').eq('a', 1)),
      'WDE0011',
      'WDE0011: Invalid .filter usage. .filter requires WixDataFilter.',
    ],
    ['having that is not a filter builder', (a) => loose(a).having!('books > 1'), 'WDE0011', 'WDE0011: Invalid .having usage. .having requires WixDataFilter.'],
    ['filter with no argument', (a) => loose(a).filter!(), 'WDE0039', 'WDE0039: Invalid .filter usage. .filter requires one parameter.'],
    ['filter set twice', (a) => a.filter(filter().eq('a', 1)).filter(filter().eq('b', 2)), 'WDE0012', 'WDE0012: Invalid .filter usage. Filter is already set.'],
    [
      'having set twice',
      (a) => a.having(filter().gt('count', 1)).having(filter().lt('count', 9)),
      'WDE0012',
      'WDE0012: Invalid .having usage. Filter is already set.',
    ],
    ['group set twice', (a) => a.group('author').group('genre'), 'WDE0013', 'WDE0013: Invalid .group usage. Group is already set.'],
    ['group with no field', (a) => a.group(), 'WDE0043', 'WDE0043: Invalid .group usage. .group requires at least one parameter.'],
    [
      'group fields that are not strings',
      (a) => loose(a).group!('author', 2),
      'WDE0051',
      'WDE0051: Invalid .group parameters [String,Number]. Valid .group values are String, Array of String or varargs String.',
    ],
    ['sum with no field', (a) => loose(a).sum!(), 'WDE0043', 'WDE0043: Invalid .sum usage. .sum requires at least one parameter.'],
    [
      'avg of a field that is not a string',
      (a) => loose(a).avg!(5),
      'WDE0044',
      'WDE0044: Invalid .avg parameter value [Number]. .avg parameter must be a String.',
    ],
    [
      'min of a field that is not a string',
      (a) => loose(a).min!(undefined),
      'WDE0044',
      'WDE0044: Invalid .min parameter value [Undefined]. .min parameter must be a String.',
    ],
    [
      'max with an alias that is not a string',
      (a) => loose(a).max!('price', true),
      'WDE0044',
      'WDE0044: Invalid .max parameter value [Boolean]. .max parameter must be a String.',
    ],
    [
      'count with an alias that is not a string',
      (a) => loose(a).count!(null),
      'WDE0044',
      'WDE0044: Invalid .count parameter value [null]. .count parameter must be a String.',
    ],
    ['ascending with no field', (a) => a.ascending(), 'WDE0043', 'WDE0043: Invalid .ascending usage. .ascending requires at least one parameter.'],
    [
      'descending fields that are not strings',
      (a) => loose(a).descending!(['a', {}]),
      'WDE0051',
      'WDE0051: Invalid .descending parameters [String,Object]. Valid .descending values are String, Array of String or varargs String.',
    ],
    ['limit with no argument', (a) => loose(a).limit!(), 'WDE0039', 'WDE0039: Invalid .limit usage. .limit requires one parameter.'],
    [
      'limit that is not a number',
      (a) => loose(a).limit!('10'),
      'WDE0032',
      'WDE0032: Invalid .limit parameter [String]. .limit parameter must be a positive number.',
    ],
    ['limit 0', (a) => a.limit(0), 'WDE0033', 'WDE0033: Invalid .limit parameter [0]. .limit parameter must be a positive number.'],
    ['limit NaN', (a) => a.limit(Number.NaN), 'WDE0033', 'WDE0033: Invalid .limit parameter [NaN]. .limit parameter must be a positive number.'],
    ['limit 2.5', (a) => a.limit(2.5), 'WDE0035', 'WDE0035: Invalid .limit parameter [2.5]. .limit parameter must be an integer.'],
    ['skip with two arguments', (a) => loose(a).skip!(1, 2), 'WDE0039', 'WDE0039: Invalid .skip usage. .skip requires one parameter.'],
    [
      'skip that is not a number',
      (a) => loose(a).skip!('1'),
      'WDE0032',
      'WDE0032: Invalid .skip parameter [String]. .skip parameter must be a non-negative number.',
    ],
    ['skip -1', (a) => a.skip(-1), 'WDE0034', 'WDE0034: Invalid .skip parameter [-1]. .skip parameter must be a non-negative number.'],
    ['skip Infinity', (a) => a.skip(Number.POSITIVE_INFINITY), 'WDE0035', 'WDE0035: Invalid .skip parameter [Infinity]. .skip parameter must be an integer.'],
    [
      'skip beyond the safe integers',
      (a) => a.skip(2 ** 53),
      'WDE0035',
      'WDE0035: Invalid .skip parameter [9007199254740992]. .skip parameter must be an integer.',
    ],
    ['a problem of the filter', (a) => a.filter(looseFilter().eq!('a')), 'WDE0040', 'WDE0040: Invalid .eq usage. .eq requires two parameters.'],
    [
      'a problem of the having filter',
      (a) => a.having(looseFilter().startsWith!('title', 5)),
      'WDE0044',
      'WDE0044: Invalid .startsWith parameter value [Number]. .startsWith parameter must be a String.',
    ],
  ];

  it.each(cases)('%s', async (_, make, code, line) => {
    const error = failure(() => make(aggregate()).toRequest());
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe('WDE0020');
    expect(problemCodes(error)[0]).toBe(code);
    expect(error.message).toBe(`Failed to perform aggregation on [Books].\n${line}`);

    // run() raises the same error and never sends.
    const runner = vi.fn(async () => 'sent');
    await expect(make(new DataAggregate(dataErrors, 'Books', runner)).run()).rejects.toMatchObject({
      name: 'DataError',
      code: 'WDE0020',
      message: error.message,
    });
    expect(runner).not.toHaveBeenCalled();
  });

  it('a collection name that is not a string', async () => {
    const runner = vi.fn(async () => 'sent');
    const bound = new DataAggregate(dataErrors, 7 as unknown as string, runner).count();
    const error = failure(() => bound.toRequest());
    expect([error.code, ...problemCodes(error)]).toEqual(['WDE0020', 'WDE0001']);
    expect(error.message).toBe('Failed to perform aggregation on [7].\nWDE0001: Collection name must be a string.');
    await expect(bound.run()).rejects.toMatchObject({ code: 'WDE0020' });
    expect(runner).not.toHaveBeenCalled();
  });

  it("raises several problems together: its own, the filter's and the having's, in the order they were made", () => {
    const badFilter = looseFilter().between!('year', 1, 'z');
    const error = failure(() => loose(loose(loose(aggregate().limit(0).filter(badFilter).group()).having!({})).sum!('price', 1)).skip!(-2).toRequest());
    expect([error.code, problemCodes(error)[0]]).toEqual(['WDE0020', 'WDE0033']);
    expect(error.message).toBe(
      [
        'Failed to perform aggregation on [Books].',
        'WDE0033: Invalid .limit parameter [0]. .limit parameter must be a positive number.',
        'WDE0046: Invalid .between parameter values [Number] and [String]. Both parameters must be of the same type.',
        'WDE0043: Invalid .group usage. .group requires at least one parameter.',
        'WDE0011: Invalid .having usage. .having requires WixDataFilter.',
        'WDE0044: Invalid .sum parameter value [Number]. .sum parameter must be a String.',
        'WDE0034: Invalid .skip parameter [-2]. .skip parameter must be a non-negative number.',
      ].join('\n'),
    );
    expect((error.details as { problems: DataError[] }).problems.map((p) => p.code)).toEqual([
      'WDE0033',
      'WDE0046',
      'WDE0043',
      'WDE0011',
      'WDE0044',
      'WDE0034',
    ]);
  });

  it('a refused call changes nothing else: the first filter, group and limit stay', () => {
    const withProblems = aggregate().filter(filter().eq('a', 1)).filter(filter().eq('b', 2)).group('author').group('genre').limit(5).limit(-1);
    const error = failure(() => withProblems.toRequest());
    expect((error.details as { problems: DataError[] }).problems.map((p) => p.code)).toEqual(['WDE0012', 'WDE0013', 'WDE0033']);
  });
});

describe('DataAggregate.run', () => {
  it('sends the request and the options through the bound runner, and returns its result', async () => {
    const runner = vi.fn(async (request: AggregateRequest, options: { consistentRead?: boolean } | undefined) => ({ request, options }));
    const bound = new DataAggregate(dataErrors, 'Books', runner).group('author').count();
    const result = await bound.run({ consistentRead: true });
    expect(runner).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ request: bound.toRequest(), options: { consistentRead: true } });
    await bound.run();
    expect(runner).toHaveBeenLastCalledWith(bound.toRequest(), undefined);
  });

  it('refuses to run an aggregate that is not bound to a client', async () => {
    await expect(aggregate().count().run()).rejects.toMatchObject({
      name: 'DataError',
      code: 'WD_UNKNOWN_ERROR',
      message: 'DataAggregate of [Books] is not bound to a client: create it with createDataItems(...).aggregate(collection)',
    });
  });

  it('checks the aggregate before it looks for a client', async () => {
    await expect(aggregate().limit(0).run()).rejects.toMatchObject({ code: 'WDE0020', details: { problems: [{ code: 'WDE0033' }] } });
  });

  it("checks its own arguments with the builder's problems, in one error", async () => {
    const runner = vi.fn(async () => 'sent');
    const bound = new DataAggregate(dataErrors, 'Books', runner);
    const loose = bound.limit(0) as unknown as { run(...args: unknown[]): Promise<unknown> };
    await expect(loose.run({ consistentRead: 'yes' }, 2)).rejects.toMatchObject({
      code: 'WDE0020',
      message: [
        'Failed to perform aggregation on [Books].',
        'WDE0033: Invalid .limit parameter [0]. .limit parameter must be a positive number.',
        'WDE0008: wixData.run expects between 0 and 1 arguments, but was called with 2.',
        'WDE0018: Options must be an object with one or all of the following boolean properties: suppressAuth, suppressHooks, showDrafts, consistentRead, language.',
      ].join('\n'),
    });
    await expect((bound as unknown as { run(o: unknown): Promise<unknown> }).run({ language: '' })).rejects.toMatchObject({
      code: 'WDE0020',
      details: { problems: [{ code: 'WDE0018' }] },
    });
    expect(runner).not.toHaveBeenCalled();
  });
});
