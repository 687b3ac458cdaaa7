import { describe, expect, it } from 'vitest';
import { DataError } from '../../../runtime/data/data-error.ts';
import { DataFilter } from '../../../runtime/data/filter.ts';
import { itemQueries } from '../../../runtime/data/item-queries.ts';
import { DataQuery, DataSearch } from '../../../runtime/data/query.ts';
import { defined, rejected, stubContext, type Sent } from './stub-context.ts';

/** Pages of `ids` as the data API answers queries: offset paging, a total. */
const pageOf = (ids: string[]) => (s: Sent) => {
  const { limit, offset } = ((s.fields.query ?? s.fields.search) as { paging: { limit: number; offset: number } }).paging;
  return {
    dataItems: ids.slice(offset, offset + limit).map((_id) => ({ data: { _id } })),
    pagingMetadata: { count: Math.min(limit, ids.length - offset), offset, total: ids.length },
  };
};

describe('item-queries: reading items', () => {
  it('get sends the read options and fields, unwraps the item, and a missing item (WDE0073) is null', async () => {
    let missing = false;
    const { ctx, sent } = stubContext(() => {
      if (missing) throw new DataError('WDE0073', 'missing');
      return { dataItem: { data: { _id: 'b1' } } };
    });
    const queries = itemQueries(ctx);
    expect(await queries.get('Books', 'b1', { fields: ['title'], language: 'fr' })).toEqual({ _id: 'b1' });
    missing = true;
    expect(await queries.get('Books', 'b2')).toBeNull();
    expect([sent[0]!.call, sent[0]!.fields, defined(sent[0]!.optional)]).toEqual([
      'getDataItem',
      { dataCollectionId: 'Books', dataItemId: 'b1' },
      { language: 'fr', fields: ['title'] },
    ]);
  });

  it('query() is a builder bound to the runner: an offset page sends the whole query, a cursor page only the cursor', async () => {
    const { ctx, sent } = stubContext((s) => {
      const query = s.fields.query as { cursorPaging?: object };
      if (query.cursorPaging) return { dataItems: [{ data: { _id: 'd' } }], pagingMetadata: { count: 1 } };
      return { ...pageOf(['a', 'b', 'c'])(s), ...(sent.length === 3 ? { pagingMetadata: { count: 1, cursors: { next: 'c1' } } } : {}) };
    });
    const query = itemQueries(ctx).query('Books');
    expect(query).toBeInstanceOf(DataQuery);
    const first = await query.eq('genre', 'sf').descending('year').fields('title').limit(2).find({ returnTotalCount: true });
    expect(first.items.map((i) => i._id)).toEqual(['a', 'b']);
    const second = await first.next();
    expect(second.items.map((i) => i._id)).toEqual(['c']);
    const whole = { filter: { genre: 'sf' }, sort: [{ fieldName: 'year', order: 'DESC' }], fields: ['title'] };
    expect(sent.map((s) => [s.call, s.fields, defined(s.optional)])).toEqual([
      ['queryDataItems', { dataCollectionId: 'Books', query: { ...whole, paging: { limit: 2, offset: 0 } } }, { returnTotalCount: true }],
      ['queryDataItems', { dataCollectionId: 'Books', query: { ...whole, paging: { limit: 2, offset: 2 } } }, { returnTotalCount: true }],
    ]);
    const byCursor = await itemQueries(ctx).query('Books').eq('genre', 'sf').limit(2).find();
    expect((await byCursor.next()).items).toEqual([{ _id: 'd' }]);
    expect(sent[3]!.fields).toEqual({ dataCollectionId: 'Books', query: { cursorPaging: { limit: 2, cursor: 'c1' }, fields: undefined } });
  });

  it('a query given as a request runs at once; a cursor starts there, and with a skip it is WDE0080', async () => {
    const { ctx, sent } = stubContext(() => ({ dataItems: [{ data: { _id: 'z' } }], pagingMetadata: { count: 1 } }));
    const queries = itemQueries(ctx);
    const page = await queries.query('Books', {
      filter: { year: { $gt: 2000 } },
      sort: [{ fieldName: 'year', order: 'ASC' }],
      paging: { limit: 5, offset: 1 },
    });
    expect(page.items).toEqual([{ _id: 'z' }]);
    await queries.query('Books', { cursorPaging: { limit: 3, cursor: 'c9' } });
    expect(sent.map((s) => s.fields.query)).toEqual([
      { filter: { year: { $gt: 2000 } }, sort: [{ fieldName: 'year', order: 'ASC' }], paging: { limit: 5, offset: 1 } },
      { cursorPaging: { limit: 3, cursor: 'c9' } },
    ]);
    const error = await rejected<DataError>(queries.query('Books', { paging: { offset: 2 }, cursorPaging: { cursor: 'c9' } }));
    expect([error.code, error.message]).toEqual(['WDE0080', 'WDE0080: Skip is not supported in cursor paging.']);
    const bad = await rejected<DataError>(queries.query('Books', { filter: { year: { $nope: 1 } } }));
    expect(bad.message).toMatch(/^Failed to perform query on \[Books\]\./);
    expect(sent).toHaveLength(2);
  });

  it('count sends its filter and reads totalCount, 0 when absent; the builder count sends no empty filter', async () => {
    let answer: object = { totalCount: 4 };
    const { ctx, sent } = stubContext(() => answer);
    const queries = itemQueries(ctx);
    expect(await queries.count('Books', { filter: { genre: 'sf' } })).toBe(4);
    answer = {};
    expect(await queries.query('Books').count()).toBe(0);
    expect(sent.map((s) => defined(s.fields))).toEqual([{ dataCollectionId: 'Books', filter: { genre: 'sf' } }, { dataCollectionId: 'Books' }]);
  });

  it("distinct sends the field, the filter and the field's sort order, paged by the context's default page size", async () => {
    const { ctx, sent } = stubContext(() => ({ distinctValues: ['sf', 'poetry'], pagingMetadata: { count: 2, offset: 0 } }), { defaultPageSize: 7 });
    const queries = itemQueries(ctx);
    expect((await queries.distinct('Books', 'genre')).items).toEqual(['sf', 'poetry']);
    await queries.query('Books').gt('year', 1).descending('genre').distinct('genre');
    expect(sent.map((s) => defined(s.fields))).toEqual([
      { dataCollectionId: 'Books', paging: { limit: 7, offset: 0 }, fieldName: 'genre' },
      { dataCollectionId: 'Books', paging: { limit: 7, offset: 0 }, fieldName: 'genre', filter: { year: { $gt: 1 } }, order: 'DESC' },
    ]);
    expect((await rejected<DataError>(queries.distinct('Books', 7 as unknown as string))).code).toBe('WDE0003');
  });

  it('search() is a builder whose run sends the expression, mode and included references', async () => {
    const { ctx, sent } = stubContext(pageOf(['a']));
    const search = itemQueries(ctx).search('Books');
    expect(search).toBeInstanceOf(DataSearch);
    const found = await search.expression('dune').orMode().include('author').run();
    expect(found.items).toEqual([{ _id: 'a' }]);
    expect([sent[0]!.call, sent[0]!.fields, defined(sent[0]!.optional)]).toEqual([
      'searchDataItems',
      { dataCollectionId: 'Books', search: { search: { expression: 'dune', mode: 'OR' }, paging: { limit: 50, offset: 0 } } },
      { includeReferences: [{ field: 'author' }] },
    ]);
  });

  it('filter() is a filter builder with the catalogue', () => {
    const { ctx } = stubContext();
    const filter = itemQueries(ctx).filter();
    expect(filter).toBeInstanceOf(DataFilter);
    expect(filter.eq('a', 1).build()).toEqual({ a: 1 });
  });
});
