import { describe, expect, it, vi } from 'vitest';
import { items as api } from '../../../generated/src/data/items.ts';
import { ArgumentCheck } from '../../../runtime/data/checks.ts';
import { createItemsContext, type DataItemsApi } from '../../../runtime/data/items-context.ts';

/** The generated calls with the data service's client rules replaced on the declaration they are read from. */
function withRules(clientRules: object | undefined): DataItemsApi {
  const op = { ...api.queryDataItems.op, clientRules, service: { ...api.queryDataItems.op.service, clientRules: undefined } };
  // Only the declaration is read: the call itself is never sent.
  return { ...api, queryDataItems: Object.assign(async () => ({}), { op }) } as unknown as DataItemsApi;
}

describe('items-context: what every data items flow shares', () => {
  it('reads the catalogue and the client rules from the generated declarations', () => {
    const ctx = createItemsContext({ api });
    expect(ctx.catalogue).toBe(api.queryDataItems.op.service.errors);
    expect(ctx.catalogue.WDE0073?.message).toBe('Item does not exist in collection.');
    expect([ctx.maxBulk, ctx.defaultPageSize]).toEqual([1000, 50]);
    const strict = createItemsContext({ api: withRules({ maxBulkItems: 2, defaultPageSize: 7 }) });
    expect([strict.maxBulk, strict.defaultPageSize]).toEqual([2, 7]);
  });

  it('uses the platform limits when the declarations name none', () => {
    const ctx = createItemsContext({ api: withRules(undefined) });
    expect([ctx.maxBulk, ctx.defaultPageSize]).toEqual([1000, 50]);
  });

  it('hands out a fresh argument check with the catalogue each time', () => {
    const ctx = createItemsContext({ api });
    const [a, b] = [ctx.check(), ctx.check()];
    expect(a).toBeInstanceOf(ArgumentCheck);
    expect(a).not.toBe(b);
    a.collectionName(42 as unknown as string);
    expect(a.problems.map((p) => p.message)).toEqual(['WDE0001: Collection name must be a string.']);
    expect(b.problems).toEqual([]);
  });

  it("warns of '$' field names as errors and dotted ones as warnings, nested ones included, to the logger", () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const ctx = createItemsContext({ api, logger });
    ctx.warnAboutFieldNames({ title: 'ok' });
    expect([logger.error.mock.calls.length, logger.warn.mock.calls.length]).toEqual([0, 0]);
    ctx.warnAboutFieldNames([{ nested: { $set: 1 } }, { 'a.b': 2 }]);
    expect(logger.error.mock.calls).toEqual([["Data inserted contains a field name starting with '$'; such fields do not work with some data operations."]]);
    expect(logger.warn.mock.calls).toEqual([["Data inserted contains a field name containing '.'; such fields do not work with some data operations."]]);
  });
});
