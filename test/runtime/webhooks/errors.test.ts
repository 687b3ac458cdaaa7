import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { onPostCreated, onPostUpdated } from '../../../generated/src/blog/webhook-events.ts';
import {
  createEventProcessor,
  SdkError,
  WebhookClaimError,
  WebhookError,
  WebhookEventTypeError,
  WebhookExpiredError,
  WebhookMethodError,
  WebhookPayloadError,
  WebhookSignatureError,
  type EventProcessorOptions,
} from '../../../runtime/index.ts';
import { appKeys, otherKeys, platformMessage, postCreatedWebhook, signClaims, signWebhook, specExample } from './fixtures.ts';

const T0 = Date.UTC(2026, 0, 1) / 1000;
const at = (seconds: number) => () => new Date(seconds * 1000);

/** A processor whose handlers are spies; every case checks that none of them ran. */
function setup(options: Partial<EventProcessorOptions> = {}) {
  const created = vi.fn();
  const updated = vi.fn();
  const processor = createEventProcessor({ publicKey: appKeys.publicKey, events: [onPostCreated(created), onPostUpdated(updated)], ...options });
  return { processor, handlers: [created, updated] };
}

async function refusal(body: string | Request, options: Partial<EventProcessorOptions> = {}) {
  const { processor, handlers } = setup(options);
  const error = await processor.process(body).then(
    () => undefined,
    (e: unknown) => e,
  );
  for (const h of handlers) expect(h).not.toHaveBeenCalled();
  expect(error).toBeInstanceOf(WebhookError);
  expect(error).toBeInstanceOf(SdkError);
  return error as WebhookError;
}

const message = (envelope: Record<string, unknown> | string, eventType = 'wix.blog.v3.post_created') => signWebhook({ eventType, instanceId: 'i-1', envelope });

describe('signature', () => {
  it('a token signed with another key', async () => {
    const error = await refusal(await postCreatedWebhook({ key: otherKeys.privateKey }));
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect(error).toMatchObject({ code: 'INVALID_SIGNATURE', status: 401 });
    expect(error.message).toBe('Webhook signature verification failed: the token is not signed with the app key');
  });

  it('a signed token whose payload was replaced', async () => {
    const [header, , signature] = (await postCreatedWebhook()).split('.');
    const forged = Buffer.from(JSON.stringify({ data: JSON.stringify({ eventType: 'wix.blog.v3.post_created', data: '{}' }) })).toString('base64url');
    expect((await refusal(`${header}.${forged}.${signature}`)).code).toBe('INVALID_SIGNATURE');
  });

  it('an HS256 token and an unsigned token', async () => {
    const hs = await new SignJWT({ data: '{}' }).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));
    const none = new UnsecuredJWT({ data: '{}' }).encode();
    for (const token of [hs, none]) {
      const error = await refusal(token);
      expect(error).toBeInstanceOf(WebhookSignatureError);
      expect(error.message).toMatch(/^Webhook token is not signed with RS256/);
    }
  });

  it('a wrong key is reported before an expired token', async () => {
    const error = await refusal(await postCreatedWebhook({ key: otherKeys.privateKey, exp: T0 - 3600, iat: T0 - 7200 }), { now: at(T0) });
    expect(error.code).toBe('INVALID_SIGNATURE');
  });
});

describe('time claims', () => {
  it('exp in the past', async () => {
    const error = await refusal(await postCreatedWebhook({ iat: T0 - 600, exp: T0 - 30 }), { now: at(T0) });
    expect(error).toBeInstanceOf(WebhookExpiredError);
    expect(error).toBeInstanceOf(WebhookClaimError);
    expect(error).toMatchObject({ code: 'TOKEN_EXPIRED', status: 401, claim: 'exp' });
    expect(error.message).toBe(`Webhook token expired (exp ${new Date((T0 - 30) * 1000).toISOString()})`);
  });

  it('exp past by less than the clock tolerance is accepted, by more is not', async () => {
    const jwt = await postCreatedWebhook({ iat: T0 - 600, exp: T0 - 30 });
    const { processor, handlers } = setup({ now: at(T0), clockTolerance: 60 });
    await processor.process(jwt);
    expect(handlers[0]).toHaveBeenCalledTimes(1);
    expect((await refusal(jwt, { now: at(T0), clockTolerance: '20s' })).code).toBe('TOKEN_EXPIRED');
  });

  it('nbf in the future', async () => {
    const error = await refusal(await postCreatedWebhook({ iat: T0, nbf: T0 + 300, exp: T0 + 600 }), { now: at(T0) });
    expect(error).toBeInstanceOf(WebhookClaimError);
    expect(error).not.toBeInstanceOf(WebhookExpiredError);
    expect(error).toMatchObject({ code: 'INVALID_CLAIM', claim: 'nbf', status: 401 });
  });
});

describe('event type', () => {
  it('a signed event of a type nothing is registered for', async () => {
    const error = await refusal(await signWebhook(platformMessage('wix.blog.v3.tag_created', specExample('onTagCreated')!)));
    expect(error).toBeInstanceOf(WebhookEventTypeError);
    expect(error).toMatchObject({
      code: 'UNKNOWN_EVENT_TYPE',
      status: 400,
      eventType: 'wix.blog.v3.tag_created',
      expected: ['wix.blog.v3.post_created', 'wix.blog.v3.post_updated'],
    });
    expect(error.message).toBe('Unexpected event type wix.blog.v3.tag_created; registered: wix.blog.v3.post_created, wix.blog.v3.post_updated');
  });

  it('a processor without registrations refuses every event', async () => {
    const error = await refusal(await postCreatedWebhook(), { events: [] });
    expect(error.message).toBe('Unexpected event type wix.blog.v3.post_created; registered: none');
  });
});

describe('malformed payloads', () => {
  const cases: [string, () => Promise<string> | string, string][] = [
    ['not a JWT', () => 'not a jwt', 'the body is not a signed JWT'],
    ['an empty body', () => '', 'the body is not a signed JWT'],
    ['a JWT without a data claim', () => signClaims({ sub: 'x' }), 'the token has no data claim'],
    ['a data claim that is an object', () => signClaims({ data: { eventType: 'wix.blog.v3.post_created' } }), 'the data claim is an object, not a JSON string'],
    ['a data claim that is not JSON', () => signClaims({ data: 'not json {' }), 'the data claim is not JSON (not json {)'],
    ['a data claim that is a JSON array', () => signClaims({ data: '[1,2]' }), 'the data claim is JSON an array, not an object'],
    ['a message without eventType', () => signClaims({ data: JSON.stringify({ data: '{}' }) }), 'the message has no eventType'],
    [
      'a message without data',
      () => signClaims({ data: JSON.stringify({ eventType: 'wix.blog.v3.post_created' }) }),
      'the wix.blog.v3.post_created message has no data',
    ],
    ['an envelope that is not JSON', () => message('{"id": '), 'the wix.blog.v3.post_created envelope is not JSON'],
    [
      'an identity that is not JSON',
      () => signClaims({ data: JSON.stringify({ eventType: 'wix.blog.v3.post_created', data: '{}', identity: '{oops' }) }),
      'the message identity is not JSON',
    ],
    [
      'a domain event without a body',
      () => message({ id: 'e', entityFqdn: 'wix.blog.v3.post', slug: 'created' }),
      'the wix.blog.v3.post_created envelope has no event body',
    ],
    [
      'two event bodies',
      () => message({ createdEvent: { entity: {} }, deletedEvent: {} }),
      'the wix.blog.v3.post_created envelope has createdEvent and deletedEvent',
    ],
    [
      'a created event without its entity',
      () => message({ entityFqdn: 'wix.blog.v3.post', createdEvent: {} }),
      'wix.blog.v3.post_created createdEvent has neither entity nor entityAsJson',
    ],
    [
      'an entityAsJson that is not JSON',
      () => message({ entityFqdn: 'wix.blog.v3.post', createdEvent: { entityAsJson: '{"id":' } }),
      'wix.blog.v3.post_created createdEvent.entityAsJson is not JSON',
    ],
    [
      'an entity that is a string',
      () => message({ entityFqdn: 'wix.blog.v3.post', updatedEvent: { currentEntity: 42 } }, 'wix.blog.v3.post_updated'),
      'wix.blog.v3.post_updated updatedEvent.currentEntity is a number, not an object',
    ],
  ];

  it.each(cases)('%s', async (_case, body, reason) => {
    const error = await refusal(await body());
    expect(error).toBeInstanceOf(WebhookPayloadError);
    expect(error).toMatchObject({ code: 'MALFORMED_PAYLOAD', status: 400 });
    expect(error.message).toContain(`Malformed webhook payload: ${reason}`);
  });

  it('the signature is checked before the payload is read', async () => {
    expect((await refusal(await signClaims({ data: 'not json {' }, { key: otherKeys.privateKey }))).code).toBe('INVALID_SIGNATURE');
  });
});

describe('requests', () => {
  it('a Request that is not a POST', async () => {
    const error = await refusal(new Request('https://app.example/webhooks', { method: 'GET' }));
    expect(error).toBeInstanceOf(WebhookMethodError);
    expect(error).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405, method: 'GET' });
  });

  it('a POST Request with garbage', async () => {
    const error = await refusal(new Request('https://app.example/webhooks', { method: 'POST', body: 'not a jwt' }));
    expect(error.code).toBe('MALFORMED_PAYLOAD');
  });
});
