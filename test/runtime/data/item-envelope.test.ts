import { describe, expect, it } from 'vitest';
import { DataError } from '../../../runtime/data/data-error.ts';
import { itemOf, orNull, wrapItem } from '../../../runtime/data/item-envelope.ts';
import { rejected } from './stub-context.ts';

describe('item-envelope: items on the wire', () => {
  it('wraps an item as { id, data }, with no id for an item without _id', () => {
    expect(wrapItem({ _id: 'b1', title: 'Dune' })).toEqual({ id: 'b1', data: { _id: 'b1', title: 'Dune' } });
    expect(wrapItem({ title: 'Dune' })).toEqual({ id: undefined, data: { title: 'Dune' } });
  });

  it('unwraps the item of an answer; an answer without one is null', () => {
    expect(itemOf({ dataItem: { data: { _id: 'b1' } } })).toEqual({ _id: 'b1' });
    expect(itemOf({ dataItem: {} })).toBeNull();
    expect(itemOf(undefined)).toBeNull();
  });

  it('a missing item (WDE0073) is null; any other failure is thrown as it was', async () => {
    expect(await orNull(Promise.reject(new DataError('WDE0073', 'missing')))).toBeNull();
    expect(await orNull(Promise.resolve('found'))).toBe('found');
    const other = new DataError('WDE0025', 'no collection');
    expect(await rejected(orNull(Promise.reject(other)))).toBe(other);
    const plain = new Error('WDE0073');
    expect(await rejected(orNull(Promise.reject(plain)))).toBe(plain);
  });
});
