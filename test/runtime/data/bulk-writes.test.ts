import { describe, expect, it } from 'vitest';
import { bulkWrites } from '../../../runtime/data/bulk-writes.ts';
import type { DataError } from '../../../runtime/data/data-error.ts';
import { defined, rejected, stubContext } from './stub-context.ts';

const ok = (id: string, index: number, action = 'INSERT') => ({
  action,
  itemMetadata: { id, originalIndex: index, success: true },
  dataItem: { id, data: { _id: id } },
});
const failed = (code: string, index: number) => ({ itemMetadata: { originalIndex: index, success: false, error: { code, description: `${code} happened` } } });

describe('bulk-writes: many items in one call, each outcome counted', () => {
  it('bulk insert skips existing items (WDE0074); with overrideExisting it is a bulk save where they are errors', async () => {
    const { ctx, sent } = stubContext(() => ({ results: [ok('a', 0), failed('WDE0074', 1)] }));
    const writes = bulkWrites(ctx);
    expect(await writes.bulkInsert('Books', [{ _id: 'a' }, { _id: 'b' }])).toMatchObject({ inserted: 1, skipped: 1, errors: [] });
    const saved = await writes.bulkInsert('Books', [{ _id: 'a' }, { _id: 'b' }], { overrideExisting: true });
    expect(saved.errors.map((e) => e.code)).toEqual(['WDE0074']);
    expect(sent.map((s) => s.call)).toEqual(['bulkInsertDataItems', 'bulkSaveDataItems']);
    expect(sent[0]!.fields).toEqual({
      dataCollectionId: 'Books',
      dataItems: [
        { id: 'a', data: { _id: 'a' } },
        { id: 'b', data: { _id: 'b' } },
      ],
    });
  });

  it('bulk update, remove and patch skip missing items (WDE0073); bulk save counts it as a failure', async () => {
    const { ctx, sent } = stubContext(() => ({ results: [ok('a', 0, 'UPDATE'), failed('WDE0073', 1)] }));
    const writes = bulkWrites(ctx);
    expect(await writes.bulkUpdate('Books', [{ _id: 'a' }, { _id: 'b' }], { showDrafts: true })).toMatchObject({ updated: 1, skipped: 1, errors: [] });
    expect(await writes.bulkRemove('Books', ['a', 'b'])).toMatchObject({ skipped: 1, errors: [] });
    expect(await writes.bulkPatch('Books', ['a', 'b']).setField('seen', true).run()).toMatchObject({ updated: 1, skipped: 1 });
    expect((await writes.bulkSave('Books', [{ _id: 'a' }, { _id: 'b' }])).errors.map((e) => e.code)).toEqual(['WDE0073']);
    expect(sent.map((s) => [s.call, defined(s.optional)])).toEqual([
      ['bulkUpdateDataItems', { publishPluginOptions: { includeDraftItems: true } }],
      ['bulkRemoveDataItems', {}],
      ['bulkPatchDataItems', {}],
      ['bulkSaveDataItems', {}],
    ]);
    expect(sent[1]!.fields).toEqual({ dataCollectionId: 'Books', dataItemIds: ['a', 'b'] });
    expect(sent[2]!.fields.patches).toEqual(
      ['a', 'b'].map((dataItemId) => ({ dataItemId, fieldModifications: [{ fieldPath: 'seen', action: 'SET_FIELD', setFieldOptions: { value: true } }] })),
    );
  });

  it("more items than the context's bulk limit are refused before anything is sent", async () => {
    const { ctx, sent } = stubContext(() => ({ results: [] }), { maxBulk: 2 });
    const writes = bulkWrites(ctx);
    const three = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
    expect((await rejected<DataError>(writes.bulkInsert('Books', three))).code).toBe('WDE0006');
    expect((await rejected<DataError>(writes.bulkRemove('Books', ['a', 'b', 'c']))).code).toBe('WDE0069');
    expect((await rejected<DataError>(writes.bulkPatch('Books', ['a', 'b', 'c']).setField('x', 1).run())).code).toBe('WDE0069');
    expect(await writes.bulkSave('Books', three.slice(0, 2))).toMatchObject({ errors: [] });
    expect(sent.map((s) => s.call)).toEqual(['bulkSaveDataItems']);
  });

  it('field names are warned of on bulk insert and save, not on bulk update', async () => {
    const { ctx, logger } = stubContext(() => ({ results: [] }));
    const writes = bulkWrites(ctx);
    await writes.bulkUpdate('Books', [{ _id: 'a', 'x.y': 1 }]);
    expect(logger.warn).not.toHaveBeenCalled();
    await writes.bulkInsert('Books', [{ _id: 'a', 'x.y': 1 }]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
