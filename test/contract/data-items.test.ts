import { describe, expect, inject, it } from 'vitest';
import { items as dataItemsApi } from '../../generated/src/data/items.ts';
import { createClient } from '../../runtime/index.ts';
import { createDataItems } from '../../runtime/data/items.ts';
import { decodeGetForm } from '../../runtime/get-form.ts';

// The data items layer over real HTTP: every request goes through the builder and the generated client to
// Prism, which validates it against spec/data.yaml and answers with the spec's examples.
const prism = { url: inject('prismUrl') };

interface Sent {
  method: string;
  path: string;
  status: number;
  payload: Record<string, unknown> | undefined;
}

function recordingClient() {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const url = new URL(String(input));
    const encoded = url.searchParams.get('.r');
    const payload = encoded ? decodeGetForm(encoded) : typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, status: response.status, payload: payload as Record<string, unknown> | undefined });
    return response;
  };
  return { sent, client: createClient({ host: prism.url, fetch }) };
}

describe('data items against the mock', () => {
  it('insert, query with two filters and a sort, next page, count, remove — all accepted', async () => {
    const { sent, client } = recordingClient();
    const items = createDataItems({ api: dataItemsApi, client });

    const inserted = await items.insert('Books', { title: 'The Dispossessed', publishedDate: new Date('1974-05-01T00:00:00.000Z'), tags: ['science fiction'] });
    expect(inserted._id).toEqual(expect.any(String));

    const first = await items
      .query('Books')
      .hasSome('tags', ['science fiction'])
      .ge('publishedDate', new Date('1970-01-01T00:00:00.000Z'))
      .descending('publishedDate')
      .limit(2)
      .find({ returnTotalCount: true });
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items[0]!.publishedDate).toBeInstanceOf(Date);
    expect(first.totalCount).toBe(3);
    expect(first.hasNext()).toBe(true);

    const second = await first.next();
    expect(second.currentPage).toBe(1);

    const count = await items.query('Books').hasSome('tags', ['science fiction']).count();
    expect(count).toEqual(expect.any(Number));

    const removed = await items.remove('Books', inserted._id!);
    expect(removed).not.toBeNull();

    expect(sent.map((s) => [s.method, s.path, s.status])).toEqual([
      ['POST', '/wix-data/v2/items', 200],
      ['GET', '/wix-data/v2/items/query', 200],
      ['GET', '/wix-data/v2/items/query', 200],
      ['POST', '/wix-data/v2/items/count', 200],
      ['POST', '/wix-data/v2/items/remove', 200],
    ]);
    expect(sent[0]!.payload).toMatchObject({ dataItem: { data: { publishedDate: { $date: '1974-05-01T00:00:00.000Z' } } } });
    expect(sent[1]!.payload).toEqual({
      dataCollectionId: 'Books',
      query: {
        filter: { tags: { $hasSome: ['science fiction'] }, publishedDate: { $gte: { $date: '1970-01-01T00:00:00.000Z' } } },
        sort: [{ fieldName: 'publishedDate', order: 'DESC' }],
        paging: { limit: 2, offset: 0 },
      },
      returnTotalCount: true,
    });
    expect((sent[2]!.payload!.query as { paging: unknown }).paging).toEqual({ limit: 2, offset: 2 });
  });

  it('a query too long for the URL goes as the POST, and Prism accepts it too', async () => {
    const { sent, client } = recordingClient();
    const items = createDataItems({ api: dataItemsApi, client });
    const result = await items
      .query('Books')
      .hasSome(
        'tags',
        Array.from({ length: 200 }, (_, i) => `tag number ${i}`),
      )
      .find();
    expect(result.items.length).toBeGreaterThan(0);
    expect(sent.map((s) => [s.method, s.path, s.status])).toEqual([['POST', '/wix-data/v2/items/query', 200]]);
  });
});
