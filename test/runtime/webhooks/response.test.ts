import { describe, expect, it, vi } from 'vitest';
import { onPostCreated } from '../../../generated/src/blog/webhook-events.ts';
import { createEventProcessor, webhookHandler, WebhookSignatureError, type EventHandler } from '../../../runtime/index.ts';
import type { PostCreatedEvent } from '../../../generated/src/blog/schema-types.ts';
import { appKeys, otherKeys, platformMessage, postCreatedWebhook, signWebhook, specExample } from './fixtures.ts';

const post = (body: string) => new Request('https://app.example/webhooks', { method: 'POST', body });

function serve(handler: EventHandler<PostCreatedEvent> = () => {}) {
  const spy = vi.fn(handler);
  const onError = vi.fn();
  const handle = webhookHandler(createEventProcessor({ publicKey: appKeys.publicKey, events: [onPostCreated(spy)] }), { onError });
  return { handle, spy, onError };
}

describe('webhookHandler', () => {
  it('answers 200 once the handlers ran', async () => {
    const { handle, spy, onError } = serve();
    const response = await handle(post(await postCreatedWebhook()));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('answers a refused webhook with its status and message, and reports it', async () => {
    const { handle, spy, onError } = serve();
    const cases: [Request, number, string][] = [
      [post(await postCreatedWebhook({ key: otherKeys.privateKey })), 401, 'Webhook signature verification failed: the token is not signed with the app key'],
      [post('not a jwt'), 400, 'Malformed webhook payload: the body is not a signed JWT'],
      [
        post(await signWebhook(platformMessage('wix.blog.v3.tag_created', specExample('onTagCreated')!))),
        400,
        'Unexpected event type wix.blog.v3.tag_created; registered: wix.blog.v3.post_created',
      ],
    ];
    for (const [request, status, message] of cases) {
      const response = await handle(request);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toContain(message);
    }
    expect(spy).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(WebhookSignatureError);
  });

  it('answers 413 to a body past maxBodyBytes without reading the rest (anyone can post, before any signature is checked)', async () => {
    const { handle, spy, onError } = serve();
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const chunks = 1024;
    let pulled = 0;
    // 64 MiB offered in 64 KiB chunks, as a request body streams in; code that reads it whole pulls every one.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled++;
        controller.enqueue(chunk);
      },
    });
    const response = await handle(new Request('https://app.example/webhooks', { method: 'POST', body, duplex: 'half' } as RequestInit));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Webhook body longer than 1048576 bytes; not read');
    expect(pulled).toBeLessThan(20);
    expect(spy).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('maxBodyBytes: a smaller limit is kept, and a limit that is no number of bytes is an ArgumentError', async () => {
    const handle = webhookHandler(createEventProcessor({ publicKey: appKeys.publicKey, events: [onPostCreated(() => {})], maxBodyBytes: 100 }));
    expect((await handle(post('x'.repeat(101)))).status).toBe(413);
    expect((await handle(post(await postCreatedWebhook()))).status).toBe(413);
    for (const maxBodyBytes of [0, -1, Number.NaN, 1.5]) {
      expect(() => createEventProcessor({ publicKey: appKeys.publicKey, maxBodyBytes })).toThrow(
        `createEventProcessor: maxBodyBytes must be a whole number of bytes, more than 0; got ${maxBodyBytes}`,
      );
    }
  });

  it('answers 405 with Allow: POST to another method', async () => {
    const { handle } = serve();
    const response = await handle(new Request('https://app.example/webhooks'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers 500 without the handler message when a handler fails', async () => {
    const { handle, onError } = serve(() => {
      throw new Error('secret connection string');
    });
    const response = await handle(post(await postCreatedWebhook()));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Handling of wix.blog.v3.post_created failed');
    expect(onError.mock.calls[0]![0].message).toContain('secret connection string');
  });
});
