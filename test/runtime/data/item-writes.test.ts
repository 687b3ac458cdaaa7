import { describe, expect, it } from 'vitest';
import { DataError } from '../../../runtime/data/data-error.ts';
import { itemWrites } from '../../../runtime/data/item-writes.ts';
import { defined, rejected, stubContext, type Sent } from './stub-context.ts';

const answered = (sent: Sent) => ({ dataItem: { data: { _id: 'b1', answered: sent.call } } });

describe('item-writes: single items written through the send path', () => {
  it('insert, update and save send the item wrapped with the write options, and resolve with the answer item', async () => {
    const { ctx, sent } = stubContext(answered);
    const writes = itemWrites(ctx);
    expect(await writes.insert('Books', { title: 'Dune' }, { includeReferences: true })).toEqual({ _id: 'b1', answered: 'insertDataItem' });
    expect(await writes.update('Books', { _id: 'b1', title: 'Dune' })).toEqual({ _id: 'b1', answered: 'updateDataItem' });
    expect(await writes.save('Books', { _id: 'b1' }, { showDrafts: true })).toEqual({ _id: 'b1', answered: 'saveDataItem' });
    expect(sent.map((s) => [s.call, s.fields, defined(s.optional)])).toEqual([
      ['insertDataItem', { dataCollectionId: 'Books', dataItem: { id: undefined, data: { title: 'Dune' } } }, { includeReferencedItems: true }],
      ['updateDataItem', { dataCollectionId: 'Books', dataItem: { id: 'b1', data: { _id: 'b1', title: 'Dune' } } }, {}],
      ['saveDataItem', { dataCollectionId: 'Books', dataItem: { id: 'b1', data: { _id: 'b1' } } }, { publishPluginOptions: { includeDraftItems: true } }],
    ]);
  });

  it('a write whose answer has no item resolves with the item sent', async () => {
    const { ctx } = stubContext(() => ({}));
    expect(await itemWrites(ctx).insert('Books', { title: 'Dune' })).toEqual({ title: 'Dune' });
  });

  it('checks run before anything is sent: an update whose _id is not a string (WDE0007), a fourth argument (WDE0008)', async () => {
    const { ctx, sent } = stubContext(answered);
    const writes = itemWrites(ctx);
    expect((await rejected<DataError>(writes.update('Books', { _id: 5 } as never))).code).toBe('WDE0007');
    const extra = writes.insert as (...args: unknown[]) => Promise<unknown>;
    const error = await rejected<DataError>(() => extra('Books', {}, {}, 'more'));
    expect([error.constructor, error.code]).toEqual([DataError, 'WDE0008']);
    expect(sent).toEqual([]);
  });

  it('field names are warned of on insert and save, not on update', async () => {
    const { ctx, logger } = stubContext(answered);
    const writes = itemWrites(ctx);
    await writes.update('Books', { _id: 'b1', $bad: 1 });
    expect(logger.error).not.toHaveBeenCalled();
    await writes.save('Books', { $bad: 1 });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('remove resolves with the removed item, or null when it was missing (WDE0073)', async () => {
    let missing = false;
    const { ctx, sent } = stubContext(() => {
      if (missing) throw new DataError('WDE0073', 'missing');
      return { dataItem: { data: { _id: 'b1' } } };
    });
    const writes = itemWrites(ctx);
    expect(await writes.remove('Books', 'b1', { suppressHooks: true })).toEqual({ _id: 'b1' });
    missing = true;
    expect(await writes.remove('Books', 'b2')).toBeNull();
    expect(sent.map((s) => [s.fields, defined(s.optional)])).toEqual([
      [{ dataCollectionId: 'Books', dataItemId: 'b1' }, { suppressHooks: true }],
      [{ dataCollectionId: 'Books', dataItemId: 'b2' }, {}],
    ]);
  });

  it('truncate sends the collection; a patch sends its field changes and resolves with the item, else its id', async () => {
    const { ctx, sent } = stubContext((s) => (s.call === 'patchDataItem' ? {} : undefined));
    const writes = itemWrites(ctx);
    await writes.truncate('Books');
    expect(await writes.patch('Books', 'b1').setField('title', 'X').run()).toEqual({ _id: 'b1' });
    expect(sent.map((s) => [s.call, s.fields])).toEqual([
      ['truncateDataItems', { dataCollectionId: 'Books' }],
      [
        'patchDataItem',
        {
          dataCollectionId: 'Books',
          patch: { dataItemId: 'b1', fieldModifications: [{ fieldPath: 'title', action: 'SET_FIELD', setFieldOptions: { value: 'X' } }] },
        },
      ],
    ]);
  });
});
