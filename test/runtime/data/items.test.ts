import { afterEach, describe, expect, it, vi } from 'vitest';
import { items as dataItemsApi } from '../../../generated/src/data/items.ts';
import { createClient } from '../../../runtime/client.ts';
import { BulkItemError } from '../../../runtime/data/bulk.ts';
import { DataError } from '../../../runtime/data/data-error.ts';
import { CancelledError } from '../../../runtime/errors.ts';
import { createDataItems, type DataItems } from '../../../runtime/data/items.ts';
import { DataHookError } from '../../../runtime/data/server-errors.ts';
import { decodeGetForm } from '../../../runtime/get-form.ts';
import { fakeFetch, json, type Recorded } from '../core/fixtures.ts';

/** The codes of the problems a builder's one error (WDE0020) gathers. */
const problemCodes = (e: DataError): string[] => ((e.details as { problems?: DataError[] } | undefined)?.problems ?? []).map((p) => p.code);

type Answer = (req: Recorded) => Response | Promise<Response>;

function setup(answer: Answer = () => json(200, {})) {
  const fetch = fakeFetch(answer);
  const logger = { error: vi.fn(), warn: vi.fn() };
  const items = createDataItems({ api: dataItemsApi, client: createClient({ host: 'http://data.test', fetch }), logger });
  return { items, fetch, logger };
}

/** The body a request carried, or its GET form's payload (queries go as GET while the URL is short). */
function bodyOf(req: Recorded | undefined): Record<string, any> {
  const encoded = req && new URL(req.url).searchParams.get('.r');
  return (encoded ? decodeGetForm(encoded) : JSON.parse(req?.body ?? 'null')) as Record<string, any>;
}
const pathOf = (req: Recorded | undefined) => new URL(req!.url).pathname;

async function rejection(pending: Promise<unknown> | (() => unknown)): Promise<DataError> {
  try {
    await (typeof pending === 'function' ? pending() : pending);
  } catch (e) {
    return e as DataError;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => vi.restoreAllMocks());

describe('client-side checks: each WDE code raised before anything is sent', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `id-${i}`, title: `t${i}` }));
  const call = (f: (items: Record<string, (...a: unknown[]) => any>) => unknown) => (items: DataItems) =>
    f(items as unknown as Record<string, (...a: unknown[]) => any>);
  const cases: [string, (items: DataItems) => unknown, string, string][] = [
    ['a collection name that is not a string', call((i) => i.get!(42, 'a')), 'WDE0001', 'WDE0001: Collection name must be a string.'],
    ['an item id that is not a string', call((i) => i.get!('Books', 7)), 'WDE0002', 'WDE0002: ItemId must be a string.'],
    ['a distinct field name that is not a string', call((i) => i.distinct!('Books', 7)), 'WDE0003', 'WDE0003: FieldName must be a string.'],
    [
      'an item that is not an object',
      call((i) => i.insert!('Books', 'a book')),
      'WDE0004',
      'WDE0004: Failed to save [a book] into [Books].\nItems must be JavaScript objects.',
    ],
    [
      'an array item (shown as a template literal shows it)',
      call((i) => i.insert!('Books', [1, 2])),
      'WDE0004',
      'WDE0004: Failed to save [1,2] into [Books].\nItems must be JavaScript objects.',
    ],
    [
      'bulk items that are not objects',
      call((i) => i.bulkSave!('Books', [{ _id: 'a' }, 3])),
      'WDE0005',
      'WDE0005: Failed to bulk save items into [Books].\nItems must be an array of JavaScript objects and itemIds must be strings if present.',
    ],
    [
      '1001 items in a bulk insert',
      (i) => i.bulkInsert('Books', many(1001)),
      'WDE0006',
      'WDE0006: Failed to bulk save items into [Books].\nCannot insert more than 1000 items in one request',
    ],
    [
      'an update with a numeric _id',
      call((i) => i.update!('Books', { _id: 5 })),
      'WDE0007',
      'WDE0007: Invalid update. Updated object must have a string _id property.',
    ],
    [
      'too many arguments',
      call((i) => i.get!('Books', 'a', {}, 'extra')),
      'WDE0008',
      'WDE0008: wixData.get expects between 2 and 3 arguments, but was called with 4.',
    ],
    ['too few arguments', call((i) => i.insert!('Books')), 'WDE0008', 'WDE0008: wixData.insert expects between 2 and 3 arguments, but was called with 1.'],
    // The SDK checks the item ID before counting arguments: a get without one is about the ID.
    ['a get without an item ID', call((i) => i.get!('Books')), 'WDE0002', 'WDE0002: ItemId must be a string.'],
    [
      'options that are not an object',
      call((i) => i.remove!('Books', 'a', 'fast')),
      'WDE0018',
      'WDE0018: Options must be an object with one or all of the following boolean properties: suppressAuth, suppressHooks, showDrafts, consistentRead, language.',
    ],
    [
      'a non-boolean flag',
      call((i) => i.get!('Books', 'a', { consistentRead: 'yes' })),
      'WDE0018',
      'WDE0018: Options must be an object with one or all of the following boolean properties: suppressAuth, suppressHooks, showDrafts, consistentRead, language.',
    ],
    [
      'an empty language',
      call((i) => i.get!('Books', 'a', { language: '' })),
      'WDE0018',
      'WDE0018: Options must be an object with one or all of the following boolean properties: suppressAuth, suppressHooks, showDrafts, consistentRead, language.',
    ],
    [
      'bulk insert flags',
      call((i) => i.bulkInsert!('Books', [], { overrideExisting: 1 })),
      'WDE0018',
      'WDE0018: Options must be an object with one or all of the following boolean properties: suppressAuth, suppressHooks, overrideExisting.',
    ],
    [
      'a reference that is neither an id nor an item',
      call((i) => i.insertReference!('Books', 'authors', { title: 'no id' }, 'x')),
      'WDE0019',
      'WDE0019: Reference operation takes a string ID or an object with an ID to be connected.',
    ],
    [
      'an empty referenced id',
      call((i) => i.isReferenced!('Books', 'authors', 'a', '')),
      'WDE0019',
      'WDE0019: Reference operation takes a string ID or an object with an ID to be connected.',
    ],
    ['bulk remove ids that are not strings', call((i) => i.bulkRemove!('Books', ['a', 2])), 'WDE0068', 'WDE0068: Item ids must be an array of strings'],
    [
      '1001 ids in a bulk remove',
      (i) =>
        i.bulkRemove(
          'Books',
          many(1001).map((x) => x._id),
        ),
      'WDE0069',
      'WDE0069: Failed to remove items from [Books].\nCannot remove more than 1000 items in one request',
    ],
    [
      'an empty relationship attribute',
      (i) => i.replaceReferences('Books', '', 'a', ['b']),
      'WDE0094',
      'WDE0094: Invalid relationshipAttribute parameter. relationshipAttribute parameter must be non-empty string.',
    ],
    [
      'a skip with a cursor',
      (i) => i.query('Books', { cursorPaging: { cursor: 'abc' }, paging: { offset: 10 } }),
      'WDE0080',
      'WDE0080: Skip is not supported in cursor paging.',
    ],
    [
      'a $regex filter in a direct query',
      (i) => i.query('Books', { filter: { title: { $regex: '^A' } } }),
      'WDE0070',
      'WDE0070: $regex keyword is not allowed.',
    ],
    [
      'a patch that increments by a string',
      call((i) => i.patch!('Books', 'a').incrementField('n', 'one').run()),
      'WDE0032',
      'WDE0032: Invalid .incrementField parameter [String]. .incrementField parameter must be a valid number.',
    ],
    [
      'a bulk patch of 1001 ids',
      (i) =>
        i
          .bulkPatch(
            'Books',
            many(1001).map((x) => x._id),
          )
          .setField('a', 1)
          .run(),
      'WDE0069',
      'WDE0069: Failed to remove items from [Books].\nCannot remove more than 1000 items in one request',
    ],
  ];
  it.each(cases)('%s', async (_, make, code, message) => {
    const { items, fetch } = setup();
    const error = await rejection(() => make(items));
    expect(error).toBeInstanceOf(DataError);
    // A query's or an aggregation's problems come as one WDE0020 error, each problem with its own code.
    expect(error.code === 'WDE0020' ? problemCodes(error)[0] : error.code).toBe(code);
    expect(error.code === 'WDE0020').toBe(error.message.startsWith('Failed to perform'));
    // The platform's SDK: the application error's description is the whole message, code first.
    expect(error.details).toMatchObject({ applicationError: { code: error.code, description: error.message } });
    expect(error.message).toContain(message);
    expect(fetch.calls).toHaveLength(0);
  });

  it('a query gathers the builder problems and the call checks into one error', async () => {
    const { items, fetch } = setup();
    const q = items
      .query('Books')
      .limit(0)
      .eq(3 as unknown as string, 'x');
    const error = await rejection(() => (q.find as (...a: unknown[]) => Promise<unknown>)({ consistentRead: 'no' }, 'extra'));
    expect([error.code, ...problemCodes(error)]).toEqual(['WDE0020', 'WDE0033', 'WDE0048', 'WDE0008', 'WDE0018']);
    expect(error.message.split('\n')).toEqual([
      'Failed to perform query on [Books].',
      'WDE0033: Invalid .limit parameter [0]. .limit parameter must be a positive number.',
      'WDE0048: Invalid .eq field value [Number]. .eq field must be a String.',
      'WDE0008: wixData.find expects between 0 and 1 arguments, but was called with 2.',
      'WDE0018: Options must be an object with one or all of the following boolean properties: suppressAuth, suppressHooks, showDrafts, consistentRead, language.',
    ]);
    expect(fetch.calls).toHaveLength(0);
  });

  it("an update without an _id is sent, as the platform's SDK sends it, and the answer is its result", async () => {
    const { items, fetch } = setup(() => json(200, { dataItem: { id: 'n1', data: { _id: 'n1', title: 'x' } } }));
    expect(await items.update('Books', { title: 'x' })).toEqual({ _id: 'n1', title: 'x' });
    expect(fetch.calls.map((c) => [pathOf(c), bodyOf(c).dataItem])).toEqual([['/wix-data/v2/items/update', { data: { title: 'x' } }]]);
  });

  it('1000 items and 1000 ids are accepted', async () => {
    const { items, fetch } = setup(() => json(200, { results: [] }));
    await items.bulkInsert('Books', many(1000));
    await items.bulkRemove(
      'Books',
      many(1000).map((x) => x._id),
    );
    expect(fetch.calls.map((c) => [pathOf(c), bodyOf(c).dataItems?.length ?? bodyOf(c).dataItemIds?.length])).toEqual([
      ['/wix-data/v2/bulk/items/insert', 1000],
      ['/wix-data/v2/bulk/items/remove', 1000],
    ]);
  });

  it('field names with $ log an error and dotted ones a warning, and the item is still sent', async () => {
    const { items, fetch, logger } = setup(() => json(200, { dataItem: { id: 'a', data: { _id: 'a' } } }));
    await items.insert('Books', { _id: 'a', $price: 1, meta: { 'a.b': 2 } });
    expect(logger.error).toHaveBeenCalledOnce();
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(fetch.calls).toHaveLength(1);
  });
});

describe('single items', () => {
  const book = {
    _id: 'b1',
    title: 'The Dispossessed',
    published: new Date('1974-05-01T00:00:00.000Z'),
    editions: [{ at: new Date('1999-01-01T00:00:00.000Z') }],
  };

  it('insert sends dates as $date wrappers and returns the item data with Dates', async () => {
    const { items, fetch } = setup((req) => json(200, { dataItem: { id: 'b1', dataCollectionId: 'Books', data: bodyOf(req).dataItem.data } }));
    const saved = await items.insert('Books', book, { suppressHooks: true });
    const sent = bodyOf(fetch.calls[0]);
    expect(pathOf(fetch.calls[0])).toBe('/wix-data/v2/items');
    expect(sent).toEqual({
      dataCollectionId: 'Books',
      dataItem: {
        id: 'b1',
        data: {
          _id: 'b1',
          title: 'The Dispossessed',
          published: { $date: '1974-05-01T00:00:00.000Z' },
          editions: [{ at: { $date: '1999-01-01T00:00:00.000Z' } }],
        },
      },
      suppressHooks: true,
    });
    expect(saved).toEqual(book);
    expect(saved.published).toBeInstanceOf(Date);
  });

  it('get unwraps the item; a missing item (WDE0073) is null', async () => {
    const { items, fetch } = setup((req) =>
      req.url.includes('/missing')
        ? json(404, {
            message: 'not found',
            details: { applicationError: { code: 'WDE0073', description: 'Item [missing] does not exist in collection [Books].' } },
          })
        : json(200, { dataItem: { id: 'b1', data: { _id: 'b1', at: { $date: '2020-01-01T00:00:00.000Z' } } } }),
    );
    expect(await items.get('Books', 'b1', { consistentRead: true })).toEqual({ _id: 'b1', at: new Date('2020-01-01T00:00:00.000Z') });
    expect(await items.get('Books', 'missing')).toBeNull();
    const url = new URL(fetch.calls[0]!.url);
    expect(url.pathname).toBe('/wix-data/v2/items/b1');
    expect(Object.fromEntries(url.searchParams)).toEqual({ dataCollectionId: 'Books', consistentRead: 'true' });
  });

  it('remove of a missing item is null; other failures are thrown with their code', async () => {
    let status = 404;
    const { items } = setup(() =>
      json(status, { details: { applicationError: { code: status === 404 ? 'WDE0073' : 'WDE0025', description: 'Collection not found.' } } }),
    );
    expect(await items.remove('Books', 'nope')).toBeNull();
    status = 400;
    const error = await rejection(items.remove('Books', 'nope'));
    expect(error.code).toBe('WDE0025');
    // The server's description is the message, with no code before it, as the SDK reports it.
    expect(error.message).toBe('Collection not found.');
  });

  it('update, save, truncate and patch send what the data API takes', async () => {
    const { items, fetch } = setup((req) => json(200, pathOf(req).endsWith('truncate') ? {} : { dataItem: { data: { _id: 'b1', n: 2 } } }));
    await items.update('Books', { _id: 'b1', n: 1 }, { showDrafts: true });
    await items.save('Books', { n: 1 });
    await items.truncate('Books');
    const patched = await items
      .patch('Books', 'b1')
      .incrementField('n', 1)
      .setField('title', 'X')
      .removeField('old')
      .appendToArray('tags', 'new')
      .removeFromArray('tags', 'x')
      .run();
    expect(patched).toEqual({ _id: 'b1', n: 2 });
    expect(fetch.calls.map((c) => [pathOf(c), bodyOf(c)])).toEqual([
      [
        '/wix-data/v2/items/update',
        { dataCollectionId: 'Books', dataItem: { id: 'b1', data: { _id: 'b1', n: 1 } }, publishPluginOptions: { includeDraftItems: true } },
      ],
      ['/wix-data/v2/items/save', { dataCollectionId: 'Books', dataItem: { data: { n: 1 } } }],
      ['/wix-data/v2/items/truncate', { dataCollectionId: 'Books' }],
      [
        '/wix-data/v2/items/patch',
        {
          dataCollectionId: 'Books',
          patch: {
            dataItemId: 'b1',
            fieldModifications: [
              { fieldPath: 'n', action: 'INCREMENT_FIELD', incrementFieldOptions: { value: 1 } },
              { fieldPath: 'title', action: 'SET_FIELD', setFieldOptions: { value: 'X' } },
              { fieldPath: 'old', action: 'REMOVE_FIELD' },
              { fieldPath: 'tags', action: 'APPEND_TO_ARRAY', appendToArrayOptions: { value: 'new' } },
              { fieldPath: 'tags', action: 'REMOVE_FROM_ARRAY', removeFromArrayOptions: { value: 'x' } },
            ],
          },
        },
      ],
    ]);
  });
});

describe('bulk results', () => {
  const ok = (action: string, id: string, index: number) => ({
    action,
    itemMetadata: { id, originalIndex: index, success: true },
    dataItem: { id, data: { _id: id } },
  });
  const failed = (code: string, description: string, index: number) => ({
    itemMetadata: { originalIndex: index, success: false, error: { code, description } },
  });

  it('bulk insert counts inserted items, skips existing ones (WDE0074) and reports other failures with their item', async () => {
    const { items, fetch } = setup(() =>
      json(200, {
        results: [ok('INSERT', 'a', 0), failed('WDE0074', 'Item already exists.', 1), failed('WDE0020', 'Bad field.', 2)],
        bulkActionMetadata: { totalSuccesses: 1, totalFailures: 2 },
      }),
    );
    const list = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c', x: 1 }];
    const result = await items.bulkInsert('Books', list);
    expect(pathOf(fetch.calls[0])).toBe('/wix-data/v2/bulk/items/insert');
    expect(result).toMatchObject({ inserted: 1, updated: 0, removed: 0, skipped: 1, insertedItemIds: ['a'] });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toBeInstanceOf(BulkItemError);
    expect(result.errors[0]).toMatchObject({ code: 'WDE0020', message: 'Bad field.', item: list[2], originalIndex: 2 });
  });

  it('bulk insert with overrideExisting is a bulk save, where WDE0074 is an error', async () => {
    const { items, fetch } = setup(() => json(200, { results: [ok('UPDATE', 'a', 0), failed('WDE0074', 'Item already exists.', 1)] }));
    const result = await items.bulkInsert('Books', [{ _id: 'a' }, { _id: 'b' }], { overrideExisting: true });
    expect(pathOf(fetch.calls[0])).toBe('/wix-data/v2/bulk/items/save');
    expect(result).toMatchObject({ updated: 1, skipped: 0 });
    expect(result.errors.map((e) => e.code)).toEqual(['WDE0074']);
  });

  it('bulk update, remove and patch skip missing items (WDE0073)', async () => {
    const { items, fetch } = setup((req) =>
      json(200, {
        results: pathOf(req).endsWith('remove')
          ? [ok('DELETE', 'a', 0), failed('WDE0073', 'Item does not exist in collection.', 1)]
          : [ok(pathOf(req).endsWith('patch') ? 'PATCH' : 'UPDATE', 'a', 0), failed('WDE0073', 'Item does not exist in collection.', 1)],
      }),
    );
    expect(await items.bulkUpdate('Books', [{ _id: 'a' }, { _id: 'b' }])).toMatchObject({ updated: 1, skipped: 1, errors: [] });
    expect(await items.bulkRemove('Books', ['a', 'b'])).toMatchObject({ removed: 1, skipped: 1, removedItemIds: ['a'], errors: [] });
    expect(await items.bulkPatch('Books', ['a', 'b']).setField('seen', true).run()).toMatchObject({ updated: 1, skipped: 1, errors: [] });
    expect(bodyOf(fetch.calls[1])).toEqual({ dataCollectionId: 'Books', dataItemIds: ['a', 'b'] });
    expect(bodyOf(fetch.calls[2]).patches).toEqual([
      { dataItemId: 'a', fieldModifications: [{ fieldPath: 'seen', action: 'SET_FIELD', setFieldOptions: { value: true } }] },
      { dataItemId: 'b', fieldModifications: [{ fieldPath: 'seen', action: 'SET_FIELD', setFieldOptions: { value: true } }] },
    ]);
  });
});

describe('server errors become data errors', () => {
  it('413 is WDE0109 whatever the body says', async () => {
    const { items } = setup(() => new Response('<html>too big</html>', { status: 413 }));
    const error = await rejection(items.insert('Books', { title: 'x' }));
    expect(error).toBeInstanceOf(DataError);
    expect([error.code, error.message]).toEqual(['WDE0109', 'WDE0109: Payload is too large.']);
  });

  it('WDE0078 rethrows the error the data hook raised', async () => {
    const { items } = setup(() =>
      json(400, {
        message: 'hook failed',
        details: {
          applicationError: {
            code: 'WDE0078',
            description: 'hook',
            data: { jsErrorValue: { name: 'PriceError', message: 'Price must be positive', code: 'NEGATIVE_PRICE' } },
          },
        },
      }),
    );
    const error = await rejection(items.insert('Books', { price: -1 }));
    expect(error).toBeInstanceOf(DataHookError);
    expect(error).toBeInstanceOf(DataError);
    expect([error.name, error.message, error.code, (error as DataHookError).hookCode]).toEqual([
      'PriceError',
      'Price must be positive',
      'NEGATIVE_PRICE',
      'WDE0078',
    ]);
  });

  it('a validation answer is WD_VALIDATION_ERROR with one line per field', async () => {
    const { items } = setup(() =>
      json(400, {
        message: 'Invalid request',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'dataItem.data.title', description: 'must be a string' },
              { field: 'dataCollectionId', description: 'too long' },
            ],
          },
        },
      }),
    );
    const error = await rejection(items.insert('Books', { title: 1 }));
    expect(error.code).toBe('WD_VALIDATION_ERROR');
    expect(error.message.split('\n')).toEqual(['WD_VALIDATION_ERROR: Invalid request', 'dataItem.data.title: must be a string', 'dataCollectionId: too long']);
  });

  it('an answer with neither is WD_UNKNOWN_ERROR; an unreadable success is WDE0055', async () => {
    let answer = () => new Response('', { status: 502 });
    const { items } = setup(() => answer());
    const unknown = await rejection(items.count('Books'));
    expect(unknown.code).toBe('WD_UNKNOWN_ERROR');
    expect(unknown.message).toMatch(/^WD_UNKNOWN_ERROR: Internal wixData error: Unknown error\. \(data\.countDataItems failed: 502/);
    answer = () => new Response('{"totalCount": 3', { status: 200 });
    const broken = await rejection(items.count('Books'));
    expect([broken.code, broken.message]).toEqual(['WDE0055', 'WDE0055: Failed to parse server response.']);
  });
});

describe('query results and paging', () => {
  const page = (ids: string[], paging: object) =>
    json(200, { dataItems: ids.map((id) => ({ id, data: { _id: id, at: { $date: '2024-01-01T00:00:00.000Z' } } })), pagingMetadata: paging });

  it('find sends filter, sort and paging, and pages by offset when no cursor came back', async () => {
    const { items, fetch } = setup((req) => {
      const offset = bodyOf(req).query.paging.offset as number;
      return page(offset === 0 ? ['a', 'b'] : ['c'], { count: offset === 0 ? 2 : 1, offset, total: 3 });
    });
    const first = await items.query('Books').eq('genre', 'sf').ge('year', 1970).descending('year').limit(2).find({ returnTotalCount: true });
    expect(bodyOf(fetch.calls[0])).toEqual({
      dataCollectionId: 'Books',
      query: { filter: { genre: 'sf', year: { $gte: 1970 } }, sort: [{ fieldName: 'year', order: 'DESC' }], paging: { limit: 2, offset: 0 } },
      returnTotalCount: true,
    });
    expect(first.items.map((i) => i._id)).toEqual(['a', 'b']);
    expect(first.items[0]!.at).toBeInstanceOf(Date);
    expect([first.totalCount, first.pageSize, first.currentPage, first.totalPages, first.hasNext(), first.hasPrev()]).toEqual([3, 2, 0, 2, true, false]);

    const second = await first.next();
    expect(bodyOf(fetch.calls[1]).query.paging).toEqual({ limit: 2, offset: 2 });
    expect(second.items.map((i) => i._id)).toEqual(['c']);
    expect([second.currentPage, second.totalCount, second.hasNext(), second.hasPrev()]).toEqual([1, 3, false, true]);

    const noNext = await rejection(second.next());
    expect([noNext.code, noNext.message]).toEqual(['WD_VALIDATION_ERROR', 'WDE0165: Invalid query on [Books].\nThere is no next page.']);
    const back = await second.prev();
    expect(back.items.map((i) => i._id)).toEqual(['a', 'b']);
    const noPrev = await rejection(back.prev());
    expect([noPrev.code, noPrev.message]).toEqual(['WD_VALIDATION_ERROR', 'WDE0159: Invalid query on [Books].\nThere is no prev page.']);
    expect(fetch.calls).toHaveLength(3);
  });

  it('follows the cursor when the answer carries one, sending only the cursor', async () => {
    const { items, fetch } = setup((req) => {
      const cursor = bodyOf(req).query.cursorPaging?.cursor as string | undefined;
      return cursor === 'c2'
        ? page(['c'], { count: 1, cursors: { prev: 'c1' }, hasNext: false })
        : page(['a', 'b'], { count: 2, cursors: { next: 'c2' }, hasNext: true });
    });
    const first = await items.query('Books').eq('genre', 'sf').limit(2).find();
    const second = await first.next();
    expect(bodyOf(fetch.calls[1])).toEqual({ dataCollectionId: 'Books', query: { cursorPaging: { limit: 2, cursor: 'c2' } } });
    expect([second.hasNext(), second.hasPrev()]).toEqual([false, true]);
    await second.prev();
    expect(bodyOf(fetch.calls[2]).query.cursorPaging).toEqual({ limit: 2, cursor: 'c1' });
  });

  it('iterate() walks every item of every page with the shared engine, and an aborted signal stops it', async () => {
    const answer = (req: Recorded) => {
      const cursor = bodyOf(req).query.cursorPaging?.cursor as string | undefined;
      if (cursor === 'c3') return page(['e'], { count: 1, cursors: {}, hasNext: false });
      if (cursor === 'c2') return page(['c', 'd'], { count: 2, cursors: { next: 'c3' }, hasNext: true });
      return page(['a', 'b'], { count: 2, cursors: { next: 'c2' }, hasNext: true });
    };
    const { items, fetch } = setup(answer);
    const ids: unknown[] = [];
    for await (const item of items.query('Books').eq('genre', 'sf').limit(2).iterate()) ids.push(item._id);
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(fetch.calls).toHaveLength(3);

    const again = setup(answer);
    const controller = new AbortController();
    const walked: unknown[] = [];
    const stopped = await (async () => {
      for await (const item of again.items.query('Books').limit(2).iterate({ signal: controller.signal })) {
        walked.push(item._id);
        if (item._id === 'b') controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(CancelledError);
    expect(walked).toEqual(['a', 'b']);
    expect(again.fetch.calls).toHaveLength(1);
  });

  it('a page reached by a cursor says it has a previous one even when its answer names no prev cursor, and goes back to it', async () => {
    const { items, fetch } = setup((req) => {
      const cursor = bodyOf(req).query.cursorPaging?.cursor as string | undefined;
      if (cursor === 'c3') return page(['e'], { count: 1, cursors: {}, hasNext: false });
      if (cursor === 'c2') return page(['c', 'd'], { count: 2, cursors: { next: 'c3' }, hasNext: true });
      return page(['a', 'b'], { count: 2, cursors: { next: 'c2' }, hasNext: true });
    });
    const first = await items.query('Books').limit(2).find();
    expect(first.hasPrev()).toBe(false);
    const second = await first.next();
    const third = await second.next();
    expect([second.hasPrev(), third.hasPrev(), third.currentPage]).toEqual([true, true, 2]);
    const back = await third.prev();
    expect([back.items.map((i) => i._id), back.currentPage, back.hasPrev()]).toEqual([['c', 'd'], 1, true]);
    expect(bodyOf(fetch.calls[3]).query.cursorPaging).toEqual({ limit: 2, cursor: 'c2' });
    const start = await back.prev();
    expect([start.items.map((i) => i._id), start.currentPage, start.hasPrev()]).toEqual([['a', 'b'], 0, false]);
    expect(fetch.calls).toHaveLength(4);
  });

  it('count, distinct, search and referenced items', async () => {
    const { items, fetch } = setup((req) => {
      const path = pathOf(req);
      if (path.endsWith('/count')) return json(200, { totalCount: 7 });
      if (path.endsWith('/query-distinct-values'))
        return json(200, { distinctValues: ['sf', { $date: '2024-01-01T00:00:00.000Z' }], pagingMetadata: { count: 2, offset: 0 } });
      if (path.endsWith('/query-referenced'))
        return json(200, {
          results: [{ dataItem: { id: 'x', data: { _id: 'x' } } }, { unresolvedReference: { referringItemId: 'b1' } }],
          pagingMetadata: { count: 1 },
        });
      return page(['a'], { count: 1 });
    });
    expect(await items.query('Books').eq('genre', 'sf').count()).toBe(7);
    const distinct = await items.query('Books').ascending('genre').distinct('genre');
    expect(distinct.items).toEqual(['sf', new Date('2024-01-01T00:00:00.000Z')]);
    const found = await items.search('Books').expression('dune').andMode().fuzzy().eq('genre', 'sf').include('author', 2).run();
    expect(found.items.map((i) => i._id)).toEqual(['a']);
    const referenced = await items.queryReferenced('Books', { _id: 'b1' }, 'authors', { limit: 10, order: 'desc' });
    expect(referenced.items).toEqual([{ _id: 'x' }]);
    expect(await items.count('Books', { filter: { genre: 'sf' } })).toBe(7);
    expect(fetch.calls.map((c) => [pathOf(c), bodyOf(c)])).toEqual([
      ['/wix-data/v2/items/count', { dataCollectionId: 'Books', filter: { genre: 'sf' } }],
      ['/wix-data/v2/items/query-distinct-values', { dataCollectionId: 'Books', fieldName: 'genre', order: 'ASC', paging: { limit: 50, offset: 0 } }],
      [
        '/wix-data/v2/items/search',
        {
          dataCollectionId: 'Books',
          search: { filter: { genre: 'sf' }, search: { expression: 'dune', mode: 'AND', fuzzy: true }, paging: { limit: 50, offset: 0 } },
          includeReferences: [{ field: 'author', limit: 2 }],
        },
      ],
      [
        '/wix-data/v2/items/query-referenced',
        { dataCollectionId: 'Books', referringItemId: 'b1', referringItemFieldName: 'authors', order: 'DESC', paging: { limit: 10, offset: 0 } },
      ],
      ['/wix-data/v2/items/count', { dataCollectionId: 'Books', filter: { genre: 'sf' } }],
    ]);
  });

  it('aggregate sends the builder request, unwraps one-field group ids and pages by offset', async () => {
    const { items, fetch } = setup((req) =>
      json(200, {
        results: bodyOf(req).paging?.offset
          ? [{ _id: { genre: 'poetry' }, pagesSum: 80 }]
          : [{ _id: { genre: 'sf' }, pagesSum: 900, first: { $date: '1960-01-01T00:00:00.000Z' } }],
        pagingMetadata: { count: 1, offset: bodyOf(req).paging?.offset ?? 0, total: 2 },
      }),
    );
    const result = await items
      .aggregate('Books')
      .filter(items.filter().gt('year', 1950))
      .group('genre')
      .sum('pages')
      .min('published', 'first')
      .limit(1)
      .run({ returnTotalCount: true });
    expect(result.items).toEqual([{ _id: 'sf', pagesSum: 900, first: new Date('1960-01-01T00:00:00.000Z') }]);
    const next = await result.next();
    expect(next.items).toEqual([{ _id: 'poetry', pagesSum: 80 }]);
    expect(bodyOf(fetch.calls[0])).toEqual({
      dataCollectionId: 'Books',
      initialFilter: { year: { $gt: 1950 } },
      aggregation: {
        groupingFields: ['genre'],
        operations: [
          { resultFieldName: 'pagesSum', sum: { itemFieldName: 'pages' } },
          { resultFieldName: 'first', min: { itemFieldName: 'published' } },
        ],
      },
      sort: [],
      paging: { limit: 1, offset: 0 },
      returnTotalCount: true,
    });
    expect(bodyOf(fetch.calls[1]).paging).toEqual({ limit: 1, offset: 1 });
    const error = await rejection(items.aggregate('Books').group('a').group('b').run());
    expect([error.code, problemCodes(error)[0], fetch.calls.length]).toEqual(['WDE0020', 'WDE0013', 2]);
  });

  it('reference calls send one reference per referenced item', async () => {
    const { items, fetch } = setup((req) => json(200, pathOf(req).endsWith('is-referenced') ? { isReferenced: true } : {}));
    expect(await items.isReferenced('Books', 'authors', 'b1', { _id: 'a1' })).toBe(true);
    await items.insertReference('Books', 'authors', { _id: 'b1' }, ['a1', { _id: 'a2' }]);
    await items.removeReference('Books', 'authors', 'b1', 'a1');
    await items.replaceReferences('Books', 'authors', 'b1', ['a3']);
    expect(fetch.calls.map((c) => [pathOf(c), bodyOf(c)])).toEqual([
      ['/wix-data/v2/items/is-referenced', { dataCollectionId: 'Books', referringItemFieldName: 'authors', referringItemId: 'b1', referencedItemId: 'a1' }],
      [
        '/wix-data/v2/bulk/items/insert-references',
        {
          dataCollectionId: 'Books',
          dataItemReferences: [
            { referringItemFieldName: 'authors', referringItemId: 'b1', referencedItemId: 'a1' },
            { referringItemFieldName: 'authors', referringItemId: 'b1', referencedItemId: 'a2' },
          ],
        },
      ],
      [
        '/wix-data/v2/bulk/items/remove-references',
        { dataCollectionId: 'Books', dataItemReferences: [{ referringItemFieldName: 'authors', referringItemId: 'b1', referencedItemId: 'a1' }] },
      ],
      [
        '/wix-data/v2/items/replace-references',
        { dataCollectionId: 'Books', referringItemFieldName: 'authors', referringItemId: 'b1', newReferencedItemIds: ['a3'] },
      ],
    ]);
  });

  it('a builder made without the items layer says it is not bound', async () => {
    const { DataQuery } = await import('../../../runtime/data/query.ts');
    const error = await rejection(new DataQuery({}, 'Books').find());
    expect(error.message).toMatch(/not bound to a client/);
  });
});
