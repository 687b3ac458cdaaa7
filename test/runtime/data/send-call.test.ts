import { describe, expect, it } from 'vitest';
import { getDataItem, insertDataItem, items as api } from '../../../generated/src/data/items.ts';
import { createClient } from '../../../runtime/client.ts';
import { DataError } from '../../../runtime/data/data-error.ts';
import { createSend } from '../../../runtime/data/send-call.ts';
import { CancelledError } from '../../../runtime/errors.ts';
import { fakeFetch, json, type Recorded } from '../core/fixtures.ts';
import { rejected } from './stub-context.ts';

const catalogue = api.queryDataItems.op.service.errors ?? {};

function setup(answer: (req: Recorded) => Response = () => json(200, {})) {
  const fetch = fakeFetch(answer);
  return { fetch, send: createSend(catalogue, createClient({ host: 'http://data.test', fetch })) };
}

describe('send-call: the send path of every data call', () => {
  it("places each field in the request part the call declares it in, with the given client's host", async () => {
    const { fetch, send } = setup(() => json(200, { dataItem: { data: { _id: 'b1' } } }));
    const answer = await send(getDataItem, { dataCollectionId: 'Books', dataItemId: 'b/1' }, { consistentRead: true, language: undefined });
    expect(answer).toEqual({ dataItem: { data: { _id: 'b1' } } });
    const url = new URL(fetch.calls[0]!.url);
    expect(url.origin + url.pathname).toBe('http://data.test/wix-data/v2/items/b%2F1');
    expect(Object.fromEntries(url.searchParams)).toEqual({ dataCollectionId: 'Books', consistentRead: 'true' });
  });

  it('sends body fields as the body; optional fields the call does not declare are left out', async () => {
    const { fetch, send } = setup();
    await send(insertDataItem, { dataCollectionId: 'Books', dataItem: { data: { title: 'Dune' } } }, { fields: ['title'], suppressHooks: true });
    expect(JSON.parse(fetch.calls[0]!.body!)).toEqual({ dataCollectionId: 'Books', dataItem: { data: { title: 'Dune' } }, suppressHooks: true });
  });

  it('a required field the call does not have is a programming error, raised before anything is sent', async () => {
    const { fetch, send } = setup();
    const error = await rejected(send(getDataItem, { dataCollectionId: 'Books', dataItemId: 'b1', nope: 1 }));
    expect(error.message).toBe("data items: getDataItem has no request field 'nope'");
    expect(fetch.calls).toHaveLength(0);
  });

  it('an error answer is a WDE-coded DataError; a cancelled call stays a CancelledError', async () => {
    const { send } = setup(() => json(404, { details: { applicationError: { code: 'WDE0073' } } }));
    const error = await rejected<DataError>(send(getDataItem, { dataCollectionId: 'Books', dataItemId: 'b1' }));
    expect(error).toBeInstanceOf(DataError);
    expect([error.code, error.message]).toEqual(['WDE0073', 'WDE0073: Item does not exist in collection.']);
    const controller = new AbortController();
    controller.abort();
    const stopped = await rejected(send(getDataItem, { dataCollectionId: 'Books', dataItemId: 'b1' }, {}, controller.signal));
    expect(stopped).toBeInstanceOf(CancelledError);
  });
});
