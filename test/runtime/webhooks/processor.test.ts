import { createPublicKey } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { onPostCreated, onPostUpdated, onTagCreated } from '../../../generated/src/blog/webhook-events.ts';
import type { PostCreatedEvent } from '../../../generated/src/blog/schema-types.ts';
import { ArgumentError, createEventProcessor, WebhookHandlerError, type WebhookPublicKey } from '../../../runtime/index.ts';
import { compressRichContent, decodeResponse } from '../../../runtime/generated.ts';
import { appKeys, blogRegistrars, minimalPayload, platformMessage, postCreatedWebhook, signWebhook, specExample } from './fixtures.ts';

const publicKey = appKeys.publicKey;
const pem = await exportSPKI(appKeys.publicKey);
const keyForms: [string, WebhookPublicKey][] = [
  ['an SPKI PEM', pem],
  ['the PEM base64-encoded on one line', Buffer.from(pem).toString('base64')],
  ['a JWK', await exportJWK(appKeys.publicKey)],
  ['a CryptoKey', appKeys.publicKey],
  ['a KeyObject', createPublicKey(pem)],
];

/** The Dates anywhere in a value, by path. */
function datePaths(value: unknown, path = ''): string[] {
  if (value instanceof Date) return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => datePaths(v, path ? `${path}.${k}` : k));
}

describe('every blog event', () => {
  it('the blog module registers 14 events', () => {
    expect(blogRegistrars.map((r) => r.event.name).sort()).toEqual([
      'onCategoryCreated',
      'onCategoryDeleted',
      'onCategoryUpdated',
      'onDraftCreated',
      'onDraftDeleted',
      'onDraftUpdated',
      'onPostCreated',
      'onPostDeleted',
      'onPostLiked',
      'onPostUnliked',
      'onPostUpdated',
      'onTagCreated',
      'onTagDeleted',
      'onTagUpdated',
    ]);
  });

  describe.each(blogRegistrars.map((r) => [r.event.name, r] as const))('%s', (_name, registrar) => {
    const { type, plan } = registrar.event;
    const payload = specExample(registrar.event.name) ?? minimalPayload(type);

    it.each(['object', 'json'] as const)('reaches its handler converted like a response (entity as %s)', async (form) => {
      const handler = vi.fn();
      const others = blogRegistrars.filter((r) => r !== registrar).map(() => vi.fn());
      const processor = createEventProcessor({
        publicKey,
        events: [registrar(handler), ...blogRegistrars.filter((r) => r !== registrar).map((r, i) => r(others[i]!))],
      });
      const jwt = await signWebhook(platformMessage(type, payload, form));

      const processed = await processor.process(jwt);

      const expected = await decodeResponse(structuredClone(payload), plan ?? {});
      expect(handler).toHaveBeenCalledTimes(1);
      expect(handler.mock.calls[0]![0]).toEqual(expected);
      for (const other of others) expect(other).not.toHaveBeenCalled();
      const received = handler.mock.calls[0]![0] as { metadata: { eventTime: unknown; eventType: string }; entity?: object };
      expect(received.metadata.eventTime).toBeInstanceOf(Date);
      expect(received.metadata.eventType).toBe(type);
      if (received.entity) {
        const entityDates = datePaths(received.entity);
        // Every entity example of the spec carries at least one date field.
        expect(entityDates.length).toBeGreaterThan(0);
        expect(entityDates).toEqual(datePaths((expected as { entity: object }).entity));
      }
      expect(processed).toMatchObject({ eventType: type, handlers: 1 });
      expect(processed.payload).toEqual(expected);
    });
  });
});

describe('wire mapping', () => {
  it('maps message and envelope fields into metadata, and converts media, page URLs and dates of the entity', async () => {
    const handler = vi.fn<(e: PostCreatedEvent) => void>();
    const processor = createEventProcessor({ publicKey, events: [onPostCreated(handler)] });
    const jwt = await signWebhook({
      eventType: 'wix.blog.v3.post_created',
      instanceId: 'inst-1',
      identity: { identityType: 'MEMBER', memberId: 'm-1' },
      accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
      envelope: {
        id: 'evt-1',
        entityFqdn: 'wix.blog.v3.post',
        slug: 'created',
        entityId: 'p-1',
        eventTime: '2024-03-14T09:12:46.120Z',
        triggeredByAnonymizeRequest: false,
        entityEventSequence: '3',
        createdEvent: {
          entity: {
            id: 'p-1',
            firstPublishedDate: '2024-03-14T09:12:45.000Z',
            heroImage: { id: 'a27d24_hero~mv2.jpg', url: 'https://static.wixstatic.com/media/a27d24_hero~mv2.jpg', width: 1920, height: 1080 },
            url: { base: 'https://site.example', path: '/post/p-1' },
          },
        },
      },
    });

    await processor.process(jwt);

    expect(handler.mock.calls[0]![0]).toEqual({
      entity: {
        id: 'p-1',
        firstPublishedDate: new Date('2024-03-14T09:12:45.000Z'),
        heroImage: 'wix:image://v1/a27d24_hero~mv2.jpg/a27d24_hero~mv2.jpg#originWidth=1920&originHeight=1080',
        url: 'https://site.example/post/p-1',
      },
      metadata: {
        id: 'evt-1',
        entityFqdn: 'wix.blog.v3.post',
        slug: 'created',
        entityId: 'p-1',
        eventTime: new Date('2024-03-14T09:12:46.120Z'),
        triggeredByAnonymizeRequest: false,
        entityEventSequence: '3',
        instanceId: 'inst-1',
        eventType: 'wix.blog.v3.post_created',
        identity: { identityType: 'MEMBER', memberId: 'm-1' },
        accountInfo: { accountId: 'acc-1', siteId: 'site-1' },
      },
    });
  });

  it('expands compressed rich content of the entity, as for responses', async () => {
    const handler = vi.fn();
    const processor = createEventProcessor({ publicKey, events: [onPostCreated(handler)] });
    const richContent = { nodes: [{ type: 'PARAGRAPH', id: 'p1', nodes: [] }], metadata: { version: 1, createdTimestamp: '2024-05-01T10:00:00.000Z' } };
    const payload = specExample('onPostCreated')!;
    (payload.entity as Record<string, unknown>).richContentCompressed = await compressRichContent(richContent);

    await processor.process(await signWebhook(platformMessage('wix.blog.v3.post_created', payload)));

    const entity = handler.mock.calls[0]![0].entity;
    expect(entity.richContentCompressed).toBeUndefined();
    expect(entity.richContent).toEqual({ ...richContent, metadata: { version: 1, createdTimestamp: new Date('2024-05-01T10:00:00.000Z') } });
  });

  it('a deleted event carries the deleted entity when the platform sends it', async () => {
    const [onPostDeleted] = blogRegistrars.filter((r) => r.event.name === 'onPostDeleted');
    const handler = vi.fn();
    const processor = createEventProcessor({ publicKey, events: [onPostDeleted!(handler)] });
    const payload = {
      entity: { id: 'p-9', lastPublishedDate: '2024-04-01T09:00:00.000Z' },
      metadata: { entityId: 'p-9', eventTime: '2024-04-01T10:00:00.000Z' },
    };

    await processor.process(await signWebhook(platformMessage('wix.blog.v3.post_deleted', payload, 'json')));

    expect(handler.mock.calls[0]![0].entity).toEqual({ id: 'p-9', lastPublishedDate: new Date('2024-04-01T09:00:00.000Z') });
  });
});

describe('the result', () => {
  it('is plain data that a server can answer with as JSON: event type, ids and payload, no event definition', async () => {
    const processor = createEventProcessor({ publicKey, events: [onPostCreated(vi.fn())] });
    // A loopback app server that processes the webhook and answers with what process resolved to.
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        processor
          .process(body)
          .then((processed) => JSON.stringify(processed))
          .then(
            (text) => res.writeHead(200, { 'content-type': 'application/json' }).end(text),
            (error: unknown) => res.writeHead(500).end(String(error)),
          );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/webhooks`, { method: 'POST', body: await postCreatedWebhook() });
      expect(response.status, await response.clone().text()).toBe(200);
      const answered = (await response.json()) as Record<string, unknown>;
      const metadata = specExample('onPostCreated')!.metadata as Record<string, unknown>;
      expect(Object.keys(answered).sort()).toEqual(
        ['eventType', 'handlers', 'payload', ...(metadata.identity ? ['identity'] : []), ...(metadata.instanceId ? ['instanceId'] : [])].sort(),
      );
      expect(answered).toMatchObject({ eventType: 'wix.blog.v3.post_created', handlers: 1 });
      const payload = answered.payload as { entity: { id: string; firstPublishedDate: string }; metadata: Record<string, unknown> };
      expect(payload.metadata).toMatchObject({ id: metadata.id, entityId: metadata.entityId, eventType: 'wix.blog.v3.post_created' });
      // The converted dates, as JSON writes them.
      expect(payload.metadata.eventTime).toBe(new Date(metadata.eventTime as string).toISOString());
    } finally {
      server.close();
    }
  });
});

describe('requests and keys', () => {
  it('takes a standard POST Request', async () => {
    const handler = vi.fn();
    const processor = createEventProcessor({ publicKey, events: [onPostCreated(handler)] });
    const request = new Request('https://app.example/webhooks', { method: 'POST', body: await postCreatedWebhook() });

    const processed = await processor.process(request);

    expect(processed.eventType).toBe('wix.blog.v3.post_created');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0].metadata.eventTime).toBeInstanceOf(Date);
  });

  it.each(keyForms)('accepts the public key as %s', async (_form, key) => {
    const handler = vi.fn();
    await createEventProcessor({ publicKey: key, events: [onPostCreated(handler)] }).process(await postCreatedWebhook());
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a key that cannot be imported is an ArgumentError naming publicKey', async () => {
    const processor = createEventProcessor({ publicKey: '-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----', events: [onPostCreated(vi.fn())] });
    await expect(processor.process(await postCreatedWebhook())).rejects.toSatisfy((e) => e instanceof ArgumentError && e.argument === 'publicKey');
  });
});

describe('handlers', () => {
  it('runs every handler of the type, and each gets its own copy of the payload', async () => {
    const seen: unknown[] = [];
    const first = vi.fn((e: PostCreatedEvent) => {
      seen.push(e.entity.title);
      e.entity.title = 'changed by the first handler';
    });
    const second = vi.fn(async (e: PostCreatedEvent) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(e.entity.title);
    });
    const third = vi.fn((e: PostCreatedEvent) => void seen.push(e.entity.title));
    const processor = createEventProcessor({ publicKey, events: [onPostCreated(first), onPostUpdated(vi.fn()), onPostCreated(second)] });
    processor.register(onPostCreated(third));

    const processed = await processor.process(await postCreatedWebhook());

    expect([first, second, third].map((h) => h.mock.calls.length)).toEqual([1, 1, 1]);
    expect(seen).toEqual(['How to bake sourdough bread', 'How to bake sourdough bread', 'How to bake sourdough bread']);
    expect(processed.handlers).toBe(3);
    expect((processed.payload as PostCreatedEvent).entity.title).toBe('How to bake sourdough bread');
  });

  it('a failing handler does not stop the others; the error names the event type and the handler index', async () => {
    const before = vi.fn();
    const after = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 5));
    });
    const boom = new Error('database is down');
    const processor = createEventProcessor({
      publicKey,
      events: [
        onPostCreated(before),
        onPostCreated(() => {
          throw boom;
        }),
        onPostCreated(after),
      ],
    });

    const error = await processor.process(await postCreatedWebhook()).catch((e: unknown) => e);

    expect(before).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(after.mock.results[0]!.type).toBe('return');
    expect(error).toBeInstanceOf(WebhookHandlerError);
    expect(error).toMatchObject({ code: 'HANDLER_FAILED', status: 500, eventType: 'wix.blog.v3.post_created', handlers: 3, cause: boom });
    expect((error as WebhookHandlerError).failures).toEqual([{ index: 1, name: 'onPostCreated', error: boom }]);
    expect((error as Error).message).toBe('Handler at index 1 (of 3) failed for event wix.blog.v3.post_created (onPostCreated): database is down');
  });

  it('reports every failed handler, async rejections included', async () => {
    const processor = createEventProcessor({
      publicKey,
      events: [
        onPostCreated(async () => Promise.reject(new Error('first'))),
        onPostCreated(vi.fn()),
        onPostCreated(() => {
          throw new Error('third');
        }),
      ],
    });
    const error = (await processor.process(await postCreatedWebhook()).catch((e: unknown) => e)) as WebhookHandlerError;
    expect(error.failures.map((f) => [f.index, (f.error as Error).message])).toEqual([
      [0, 'first'],
      [2, 'third'],
    ]);
    expect(error.message).toMatch(/^Handlers at index 0, 2 \(of 3\) failed for event wix\.blog\.v3\.post_created/);
  });

  it('register is chainable and eventTypes lists the registered types', () => {
    const processor = createEventProcessor({ publicKey }).register(onPostCreated(vi.fn())).register(onTagCreated(vi.fn()), onPostCreated(vi.fn()));
    expect(processor.eventTypes).toEqual(['wix.blog.v3.post_created', 'wix.blog.v3.tag_created']);
  });

  it('refuses a registrar passed without its handler, and a missing key', () => {
    expect(() => createEventProcessor({ publicKey, events: [onPostCreated as never] })).toThrow(
      new ArgumentError('events[0] is onPostCreated itself; register onPostCreated(handler)', 'events[0]'),
    );
    expect(() => createEventProcessor({ publicKey: '' })).toThrow(ArgumentError);
  });
});
