import type { JWTPayload } from 'jose';
import { WebhookPayloadError } from './errors.ts';

type Json = Record<string, unknown>;

/** The signed message of a webhook: the JWT's `data` claim (runtime/README.md, "Webhooks"). */
export interface WebhookMessage {
  readonly eventType: string;
  readonly instanceId?: string;
  /** Who caused the event: `{ identityType, memberId | wixUserId | anonymousVisitorId | appId }`. */
  readonly identity?: Json;
  readonly accountInfo?: Json;
  /** The event envelope, still unparsed (its shape depends on the event type). */
  readonly data: unknown;
}

/** The JWT payload's `data` claim, a JSON string → the message. */
export function readMessage(claims: JWTPayload): WebhookMessage {
  if (claims.data === undefined) throw new WebhookPayloadError('the token has no data claim');
  if (typeof claims.data !== 'string') throw new WebhookPayloadError(`the data claim is ${typeOf(claims.data)}, not a JSON string`);
  const message = parseObject(claims.data, 'the data claim');
  const { eventType, instanceId } = message;
  if (typeof eventType !== 'string' || eventType === '') throw new WebhookPayloadError('the message has no eventType');
  if (instanceId !== undefined && instanceId !== null && typeof instanceId !== 'string')
    throw new WebhookPayloadError('the message instanceId is not a string');
  if (message.data === undefined || message.data === null) throw new WebhookPayloadError(`the ${eventType} message has no data`);
  return {
    eventType,
    ...(typeof instanceId === 'string' ? { instanceId } : {}),
    ...optionalObject(message, 'identity'),
    ...optionalObject(message, 'accountInfo'),
    data: message.data,
  };
}

const BODIES = ['createdEvent', 'updatedEvent', 'deletedEvent', 'actionEvent'] as const;

/**
 * The envelope → the payload shape the spec declares for events (`{ entity?, data?, metadata }`), still in wire
 * form. A domain event (one with `entityFqdn` or an event body) carries exactly one body; anything else is a plain
 * event whose whole envelope is `data`.
 */
export function payloadFromMessage(message: WebhookMessage): Json {
  const envelope = jsonObject(message.data, `the ${message.eventType} envelope`);
  const base: Json = {
    ...(message.instanceId !== undefined ? { instanceId: message.instanceId } : {}),
    eventType: message.eventType,
    ...(message.identity !== undefined ? { identity: message.identity } : {}),
    ...(message.accountInfo !== undefined ? { accountInfo: message.accountInfo } : {}),
  };
  const present = BODIES.filter((k) => envelope[k] !== undefined && envelope[k] !== null);
  if (present.length === 0 && envelope.entityFqdn === undefined) return { data: envelope, metadata: base };
  if (present.length !== 1) {
    throw new WebhookPayloadError(
      `the ${message.eventType} envelope has ${present.length === 0 ? 'no event body' : present.join(' and ')}; expected one of ${BODIES.join(', ')}`,
    );
  }
  const { createdEvent, updatedEvent, deletedEvent, actionEvent, ...rest } = envelope;
  // Envelope fields after the message's, as the platform's SDK merges them.
  const metadata = { ...base, ...rest };
  const where = `${message.eventType} ${present[0]}`;
  switch (present[0]) {
    case 'createdEvent':
      return { entity: member(jsonObject(createdEvent, where), 'entity', where, true), metadata };
    case 'updatedEvent':
      return { entity: member(jsonObject(updatedEvent, where), 'currentEntity', where, true), metadata };
    case 'deletedEvent': {
      const entity = member(jsonObject(deletedEvent, where), 'deletedEntity', where, false);
      return entity === undefined ? { metadata } : { entity, metadata };
    }
    default:
      return { data: member(jsonObject(actionEvent, where), 'body', where, true), metadata };
  }
}

/** `body[key]`, or `body[key + 'AsJson']` parsed: the platform sends either form. */
function member(body: Json, key: string, where: string, required: boolean): Json | undefined {
  const value = body[key];
  if (value !== undefined && value !== null) return jsonObject(value, `${where}.${key}`);
  const text = body[`${key}AsJson`];
  if (text !== undefined && text !== null) return jsonObject(text, `${where}.${key}AsJson`);
  if (required) throw new WebhookPayloadError(`${where} has neither ${key} nor ${key}AsJson`);
  return undefined;
}

/** An object, or the JSON text of one. */
function jsonObject(value: unknown, what: string): Json {
  const parsed = typeof value === 'string' ? parseObject(value, what) : value;
  if (!isObject(parsed)) throw new WebhookPayloadError(`${what} is ${typeOf(parsed)}, not an object`);
  return parsed;
}

function parseObject(text: string, what: string): Json {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new WebhookPayloadError(`${what} is not JSON (${text.length > 40 ? `${text.slice(0, 40)}...` : text})`, { cause });
  }
  if (!isObject(parsed)) throw new WebhookPayloadError(`${what} is JSON ${typeOf(parsed)}, not an object`);
  return parsed;
}

function optionalObject(message: Json, key: 'identity' | 'accountInfo'): Partial<Record<typeof key, Json>> {
  const value = message[key];
  if (value === undefined || value === null) return {};
  return { [key]: jsonObject(value, `the message ${key}`) };
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeOf(v: unknown): string {
  if (v === null || v === undefined) return String(v);
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}
