import { describe, expect, it } from 'vitest';
import { itemAggregates, unwrapGroupId } from '../../../runtime/data/item-aggregates.ts';
import { DataFilter } from '../../../runtime/data/filter.ts';
import { defined, stubContext } from './stub-context.ts';

describe('item-aggregates: aggregations sent page by page', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['one grouping field: its value is the id', { _id: { genre: 'sf' }, n: 1 }, { _id: 'sf', n: 1 }],
    ['two grouping fields stay an object', { _id: { genre: 'sf', year: 1 } }, { _id: { genre: 'sf', year: 1 } }],
    ['a plain id stays', { _id: 'sf' }, { _id: 'sf' }],
    ['a null id stays', { _id: null }, { _id: null }],
    ['a date id stays', { _id: new Date(0) }, { _id: new Date(0) }],
    ['an array id stays', { _id: ['a'] }, { _id: ['a'] }],
  ];
  it.each(cases)('group ids: %s', (_name, row, want) => {
    expect(unwrapGroupId(row)).toEqual(want);
  });

  it('an offset page sends the whole request; a cursor page only the collection and the cursor', async () => {
    const { ctx, sent } = stubContext((s) => {
      const offset = (s.fields.paging as { offset: number } | undefined)?.offset ?? 0;
      return { results: [{ _id: { genre: offset ? 'poetry' : 'sf' }, pagesSum: 1 }], pagingMetadata: { count: 1, offset, total: 2 } };
    });
    const result = await itemAggregates(ctx)
      .aggregate('Books')
      .filter(new DataFilter(ctx.catalogue).gt('year', 1950))
      .group('genre')
      .sum('pages')
      .limit(1)
      .run({ returnTotalCount: true });
    expect(result.items).toEqual([{ _id: 'sf', pagesSum: 1 }]);
    expect((await result.next()).items).toEqual([{ _id: 'poetry', pagesSum: 1 }]);
    expect(sent.map((s) => [s.call, defined(s.fields), defined(s.optional)])).toEqual([
      [
        'aggregateDataItems',
        {
          dataCollectionId: 'Books',
          initialFilter: { year: { $gt: 1950 } },
          aggregation: { groupingFields: ['genre'], operations: [{ resultFieldName: 'pagesSum', sum: { itemFieldName: 'pages' } }] },
          sort: [],
          paging: { limit: 1, offset: 0 },
        },
        { returnTotalCount: true },
      ],
      ['aggregateDataItems', { ...defined(sent[0]!.fields), paging: { limit: 1, offset: 1 } }, { returnTotalCount: true }],
    ]);
  });

  it('a cursor page sends only the collection and the cursor', async () => {
    const { ctx, sent } = stubContext((s) =>
      s.fields.cursorPaging
        ? { results: [{ _id: 'b' }], pagingMetadata: { count: 1 } }
        : { results: [{ _id: 'a' }], pagingMetadata: { count: 1, cursors: { next: 'c1' } } },
    );
    const first = await itemAggregates(ctx).aggregate('Books').group('genre').count().limit(1).run();
    expect((await first.next()).items).toEqual([{ _id: 'b' }]);
    expect(sent[1]!.fields).toEqual({ dataCollectionId: 'Books', cursorPaging: { limit: 1, cursor: 'c1' } });
  });

  it("with no limit the first request sends no paging, and the next page asks for the context's default page size", async () => {
    const { ctx, sent } = stubContext(
      (s) => ({
        results: [{ _id: s.fields.paging ? 'b' : 'a' }],
        pagingMetadata: { count: 1, offset: (s.fields.paging as { offset?: number })?.offset ?? 0, total: 9 },
      }),
      { defaultPageSize: 4 },
    );
    const first = await itemAggregates(ctx).aggregate('Books').group('genre').count().run();
    expect(sent[0]!.fields).not.toHaveProperty('paging');
    await first.next();
    expect(sent[1]!.fields.paging).toEqual({ limit: 4, offset: 4 });
  });
});
