import { describe, expect, it, vi } from 'vitest';
import { getPost } from '../../../generated/src/blog/posts.ts';
import { updateFulfillment } from '../../../generated/src/ecom/orderFulfillments.ts';
import { removeReply } from '../../../generated/src/reviews/reviews.ts';
import { ArgumentError, createClient } from '../../../runtime/index.ts';
import { failureOf, fakeFetch, json } from './fixtures.ts';

const HOST = 'http://127.0.0.1:4010';

function setup() {
  const fetch = fakeFetch(() => json(200, {}));
  const auth = { getAuthHeaders: vi.fn(() => ({ authorization: 'token' })) };
  const errorHandler = vi.fn();
  return { fetch, auth, errorHandler, client: createClient({ host: HOST, fetch, auth, errorHandler }) };
}

describe('a path value never changes which endpoint is called', () => {
  const refused: [string, (client: ReturnType<typeof setup>['client']) => Promise<unknown>, string, string][] = [
    [
      "ecom.updateFulfillment with fulfillmentId '..'",
      (client) => updateFulfillment({ fulfillmentId: '..', orderId: 'O1' }, {}, { client }),
      'identifiers.fulfillmentId',
      "'..'",
    ],
    [
      "ecom.updateFulfillment with orderId '.'",
      (client) => updateFulfillment({ fulfillmentId: 'F1', orderId: '.' }, {}, { client }),
      'identifiers.orderId',
      "'.'",
    ],
    [
      'ecom.updateFulfillment without fulfillmentId',
      (client) => updateFulfillment({ orderId: 'O1' } as never, {}, { client }),
      'identifiers.fulfillmentId',
      'is required',
    ],
    [
      'ecom.updateFulfillment with an empty orderId',
      (client) => updateFulfillment({ fulfillmentId: 'F1', orderId: '' }, {}, { client }),
      'identifiers.orderId',
      'an empty string',
    ],
    ["reviews.removeReply('..')", (client) => removeReply('..', { client }), 'reviewId', "'..'"],
    ["blog.getPost('..')", (client) => getPost('..', undefined, { client }), 'postId', "'..'"],
    ["blog.getPost('.')", (client) => getPost('.', undefined, { client }), 'postId', "'.'"],
  ];

  it.each(refused)('%s is an ArgumentError naming the argument; nothing is sent, no token asked for', async (_, call, argument, detail) => {
    const { fetch, auth, errorHandler, client } = setup();
    const error = await failureOf(call(client));
    expect(error).toBeInstanceOf(ArgumentError);
    expect((error as ArgumentError).argument).toBe(argument);
    expect(error.message).toContain(`'${argument}'`);
    expect(error.message).toContain(detail);
    expect(fetch.calls).toHaveLength(0);
    expect(auth.getAuthHeaders).not.toHaveBeenCalled();
    expect(errorHandler).toHaveBeenCalledWith(error, expect.anything());
  });

  it('values with /, ?, #, % or dots among other characters stay within their one segment', async () => {
    const { fetch, client } = setup();
    const values = ['a/b', '../x', 'a?b=1', 'a#b', '%2e%2e', '%2F', '...', '.x', 'a..', '..\\', 'é ü'];
    for (const value of values) {
      await getPost(value, undefined, { client });
      await removeReply(value, { client });
      await updateFulfillment({ fulfillmentId: value, orderId: 'O1' }, {}, { client });
    }
    const decoded = fetch.calls.map((c) => {
      const url = new URL(c.url);
      expect(url.search).toBe('');
      expect(url.hash).toBe('');
      return [c.method, url.pathname.split('/').map(decodeURIComponent)];
    });
    expect(decoded).toEqual(
      values.flatMap((value) => [
        ['GET', ['', 'blog', 'v3', 'posts', value]],
        ['DELETE', ['', 'reviews', 'v1', 'reviews', value, 'reply']],
        ['PATCH', ['', 'ecom', 'v1', 'fulfillments', value, 'orders', 'O1']],
      ]),
    );
  });
});
