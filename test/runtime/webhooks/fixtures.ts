import { readFileSync } from 'node:fs';
import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { parse } from 'yaml';
import * as blogEvents from '../../../generated/src/blog/webhook-events.ts';
import type { EventRegistrar } from '../../../runtime/index.ts';

type Json = Record<string, unknown>;

// The app's key pair and a stranger's: extractable so that the tests can also pass them as PEM and JWK.
export const appKeys = await generateKeyPair('RS256', { extractable: true });
export const otherKeys = await generateKeyPair('RS256', { extractable: true });

/** Every event registrar the blog module exports (`onPostCreated`, ...). */
export const blogRegistrars = (Object.values(blogEvents) as unknown[]).filter((v): v is EventRegistrar<never> => typeof v === 'function' && 'event' in v);

/** What the platform signs: the message around the event envelope. */
export interface PlatformMessage {
  eventType: string;
  instanceId?: string;
  identity?: Json;
  accountInfo?: Json;
  /** The envelope; a string is sent as is (to send broken JSON). */
  envelope: Json | string;
}

export interface SignOptions {
  key?: CryptoKey;
  /** `exp`, in seconds since the epoch; default ten minutes from now. */
  exp?: number;
  iat?: number;
  nbf?: number;
}

/**
 * A webhook body as the platform sends it: an RS256 JWT whose `data` claim is the JSON text of
 * `{ data: <JSON text of the envelope>, instanceId, eventType, identity: <JSON text> }`.
 */
export function signWebhook(message: PlatformMessage, options: SignOptions = {}): Promise<string> {
  const data = JSON.stringify({
    data: typeof message.envelope === 'string' ? message.envelope : JSON.stringify(message.envelope),
    instanceId: message.instanceId,
    eventType: message.eventType,
    ...(message.identity ? { identity: JSON.stringify(message.identity) } : {}),
    ...(message.accountInfo ? { accountInfo: message.accountInfo } : {}),
  });
  return signClaims({ data }, options);
}

/** A JWT with the given claims, to send shapes the platform never would. */
export function signClaims(claims: Json, options: SignOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime(options.exp ?? now + 600);
  if (options.nbf !== undefined) jwt.setNotBefore(options.nbf);
  return jwt.sign(options.key ?? appKeys.privateKey);
}

interface WebhookDoc {
  webhooks: Record<string, { post: { operationId: string; requestBody: { content: { 'application/json': { examples?: Record<string, { value: Json }> } } } } }>;
}
const blogSpec = parse(readFileSync(new URL('../../../spec/blog.yaml', import.meta.url), 'utf8')) as WebhookDoc;

/** The spec's first example of an event's payload (`{ entity | data, metadata }`), if it has one. */
export function specExample(name: string): Json | undefined {
  const hook = Object.values(blogSpec.webhooks).find((w) => w.post.operationId === name);
  const examples = hook?.post.requestBody.content['application/json'].examples;
  return examples ? structuredClone(Object.values(examples)[0]?.value) : undefined;
}

/** A minimal payload of the declared shape, for an event without an example. */
export function minimalPayload(type: string): Json {
  const [, entityName, slug] = /^(.*)_([a-z]+)$/.exec(type)!;
  const metadata = { id: 'evt-1', entityFqdn: entityName, slug, entityId: 'e-1', eventTime: '2024-05-01T10:00:00.000Z', eventType: type };
  if (slug === 'created' || slug === 'updated') return { entity: { id: 'e-1' }, metadata };
  if (slug === 'deleted') return { metadata };
  return { data: {}, metadata };
}

/**
 * The wire form of a payload in the declared shape: the platform's envelope (`createdEvent`, `updatedEvent`,
 * `deletedEvent` or `actionEvent` by the event's slug, plus the metadata fields) inside its message.
 */
export function platformMessage(type: string, payload: Json, form: 'object' | 'json' = 'object'): PlatformMessage {
  const { instanceId, eventType, identity, accountInfo, ...rest } = payload.metadata as Json;
  const slug = type.slice(type.lastIndexOf('_') + 1);
  const as = (key: string, value: unknown): Json => (form === 'json' ? { [`${key}AsJson`]: JSON.stringify(value) } : { [key]: value });
  const body =
    slug === 'created'
      ? { createdEvent: as('entity', payload.entity) }
      : slug === 'updated'
        ? { updatedEvent: as('currentEntity', payload.entity) }
        : slug === 'deleted'
          ? { deletedEvent: payload.entity ? as('deletedEntity', payload.entity) : {} }
          : { actionEvent: as('body', payload.data) };
  return {
    eventType: (eventType as string | undefined) ?? type,
    ...(typeof instanceId === 'string' ? { instanceId } : {}),
    ...(identity ? { identity: identity as Json } : {}),
    ...(accountInfo ? { accountInfo: accountInfo as Json } : {}),
    envelope: { ...rest, ...body },
  };
}

/** The post-created event of the spec, signed. */
export async function postCreatedWebhook(options: SignOptions = {}): Promise<string> {
  return signWebhook(platformMessage('wix.blog.v3.post_created', specExample('onPostCreated')!), options);
}
