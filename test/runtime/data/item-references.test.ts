import { describe, expect, it } from 'vitest';
import type { DataError } from '../../../runtime/data/data-error.ts';
import { itemReferences } from '../../../runtime/data/item-references.ts';
import { defined, rejected, stubContext } from './stub-context.ts';

describe('item-references: references between items', () => {
  it('isReferenced sends both items by id and is false when the answer says nothing', async () => {
    let answer: object = { isReferenced: true };
    const { ctx, sent } = stubContext(() => answer);
    const refs = itemReferences(ctx);
    expect(await refs.isReferenced('Books', 'authors', { _id: 'b1' }, 'a1', { consistentRead: true })).toBe(true);
    answer = {};
    expect(await refs.isReferenced('Books', 'authors', 'b1', 'a1')).toBe(false);
    expect([sent[0]!.fields, defined(sent[0]!.optional)]).toEqual([
      { dataCollectionId: 'Books', referringItemFieldName: 'authors', referringItemId: 'b1', referencedItemId: 'a1' },
      { consistentRead: true },
    ]);
  });

  it('insert and remove send one reference record per referenced item; replace sends the new ids', async () => {
    const { ctx, sent } = stubContext();
    const refs = itemReferences(ctx);
    await refs.insertReference('Books', 'authors', 'b1', ['a1', { _id: 'a2' }]);
    await refs.removeReference('Books', 'authors', 'b1', '');
    await refs.replaceReferences('Books', 'authors', { _id: 'b1' }, 'a3');
    const record = (referencedItemId: string) => ({ referringItemFieldName: 'authors', referringItemId: 'b1', referencedItemId });
    expect(sent.map((s) => [s.call, s.fields])).toEqual([
      ['bulkInsertDataItemReferences', { dataCollectionId: 'Books', dataItemReferences: [record('a1'), record('a2')] }],
      ['bulkRemoveDataItemReferences', { dataCollectionId: 'Books', dataItemReferences: [record('')] }],
      ['replaceDataItemReferences', { dataCollectionId: 'Books', referringItemFieldName: 'authors', referringItemId: 'b1', newReferencedItemIds: ['a3'] }],
    ]);
  });

  it('an empty referenced id is refused on insert (removing accepts it), an empty field everywhere, before sending', async () => {
    const { ctx, sent } = stubContext();
    const refs = itemReferences(ctx);
    expect((await rejected<DataError>(refs.insertReference('Books', 'authors', 'b1', ''))).code).toBe('WDE0019');
    expect((await rejected<DataError>(refs.replaceReferences('Books', '', 'b1', 'a1'))).code).toBe('WDE0094');
    expect(await rejected<DataError>(refs.queryReferenced('Books', 'b1', ''))).toMatchObject({ code: 'WDE0020', details: { problems: [{ code: 'WDE0094' }] } });
    expect(sent).toEqual([]);
  });

  it('queryReferenced sends the referring item and order on the first page, only the paging on the next', async () => {
    const { ctx, sent } = stubContext((s) =>
      s.fields.cursorPaging
        ? { results: [{ dataItem: { data: { _id: 'y' } } }], pagingMetadata: { count: 1 } }
        : { results: [{ dataItem: { data: { _id: 'x' } } }, { unresolved: true }], pagingMetadata: { count: 1, cursors: { next: 'c2' } } },
    );
    const first = await itemReferences(ctx).queryReferenced('Books', { _id: 'b1' }, 'authors', { limit: 5, skip: 2, order: 'desc', returnTotalCount: true });
    expect(first.items).toEqual([{ _id: 'x' }]);
    expect((await first.next()).items).toEqual([{ _id: 'y' }]);
    expect(sent.map((s) => [s.fields, defined(s.optional)])).toEqual([
      [
        { dataCollectionId: 'Books', paging: { limit: 5, offset: 2 }, referringItemId: 'b1', referringItemFieldName: 'authors', order: 'DESC' },
        { returnTotalCount: true },
      ],
      [{ dataCollectionId: 'Books', cursorPaging: { limit: 5, cursor: 'c2' } }, {}],
    ]);
  });

  it("queryReferenced pages by the context's default page size when given no limit", async () => {
    const { ctx, sent } = stubContext(() => ({ results: [] }), { defaultPageSize: 3 });
    await itemReferences(ctx).queryReferenced('Books', 'b1', 'authors');
    expect(sent[0]!.fields.paging).toEqual({ limit: 3, offset: 0 });
  });
});
