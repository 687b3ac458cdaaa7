import { decodeResponse } from '../conversions/walk-plan.ts';
import { ArgumentError } from '../errors.ts';
import { shownValue } from '../shown-value.ts';
import { readTextAtMost } from '../read-limited.ts';
import type { EventDefinition, EventHandler, EventRegistration } from '../events.ts';
import { WebhookError, WebhookEventTypeError, WebhookHandlerError, WebhookMethodError, WebhookPayloadError, type HandlerFailure } from './errors.ts';
import { payloadFromMessage, readMessage } from './message.ts';
import { keyResolver, verifyWebhookToken, type VerifyOptions, type WebhookPublicKey } from './verify.ts';

/** Any typed registration, `onPostCreated(handler)`: `never` so that every payload type fits. */
export type AnyEventRegistration = EventRegistration<never>;

export interface EventProcessorOptions extends VerifyOptions {
  /** The app's public key (see `WebhookPublicKey`). */
  publicKey: WebhookPublicKey;
  /** Registrations; more can be added with `register`. Several per event type run together. */
  events?: readonly AnyEventRegistration[];
  /**
   * The longest `Request` body read, in bytes; default 1 MiB. Anyone can post to a webhook URL, and the body is read
   * before its signature can be checked: a longer one is refused (413, `PAYLOAD_TOO_LARGE`) without reading the rest.
   */
  maxBodyBytes?: number;
}

/** Far more than a platform event's token; an endless body is refused at this. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * What `process` resolves to: plain data, as the platform SDK's `process` returns (JSON-serialisable: the event's
 * definition and its plan, which may refer to itself, stay out).
 */
export interface ProcessedEvent {
  readonly eventType: string;
  readonly instanceId?: string;
  readonly identity?: Record<string, unknown>;
  readonly accountInfo?: Record<string, unknown>;
  /** The converted payload, a copy of what each handler received (its `metadata` holds the event's and entity's ids). */
  readonly payload: unknown;
  /** How many handlers ran. */
  readonly handlers: number;
}

export interface EventProcessor {
  /** Verifies one webhook (the JWT text, or a POST `Request` carrying it), converts it and runs its handlers. */
  process(input: string | Request): Promise<ProcessedEvent>;
  register(...registrations: AnyEventRegistration[]): EventProcessor;
  /** The event types with at least one registration. */
  readonly eventTypes: readonly string[];
}

export function createEventProcessor(options: EventProcessorOptions): EventProcessor {
  if (options.publicKey === undefined || options.publicKey === null || options.publicKey === '') {
    throw new ArgumentError('createEventProcessor needs the app publicKey', 'publicKey');
  }
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  if (!(Number.isSafeInteger(maxBodyBytes) && maxBodyBytes > 0))
    throw new ArgumentError(`createEventProcessor: maxBodyBytes must be a whole number of bytes, more than 0; got ${shownValue(maxBodyBytes)}`, 'maxBodyBytes');
  const key = keyResolver(options.publicKey);
  const byType = new Map<string, AnyEventRegistration[]>();

  const processor: EventProcessor = {
    get eventTypes() {
      return [...byType.keys()];
    },
    register(...registrations) {
      registrations.forEach((r, i) => checkRegistration(r, i));
      for (const r of registrations) byType.set(r.event.type, [...(byType.get(r.event.type) ?? []), r]);
      return processor;
    },
    async process(input) {
      const token = await tokenOf(input, maxBodyBytes);
      const message = readMessage(await verifyWebhookToken(token, await key(), options));
      const registrations = byType.get(message.eventType);
      if (!registrations) throw new WebhookEventTypeError(message.eventType, [...byType.keys()]);
      const payloads = await convert(registrations, payloadFromMessage(message));
      await runHandlers(message.eventType, registrations, payloads);
      return {
        eventType: message.eventType,
        ...(message.instanceId !== undefined ? { instanceId: message.instanceId } : {}),
        ...(message.identity !== undefined ? { identity: message.identity } : {}),
        ...(message.accountInfo !== undefined ? { accountInfo: message.accountInfo } : {}),
        payload: payloads.get(registrations[0]!.event),
        handlers: registrations.length,
      };
    },
  };
  processor.register(...(options.events ?? []));
  return processor;
}

function checkRegistration(value: unknown, index: number): void {
  const r = value as Partial<AnyEventRegistration> | undefined;
  const name = r?.event?.name;
  if (typeof value === 'function' && typeof name === 'string') {
    // The registrar itself (`onPostCreated`) rather than a registration (`onPostCreated(handler)`).
    throw new ArgumentError(`events[${index}] is ${name} itself; register ${name}(handler)`, `events[${index}]`);
  }
  if (typeof r?.event?.type !== 'string' || typeof r.handler !== 'function') {
    throw new ArgumentError(`events[${index}] is not an event registration such as onPostCreated(handler)`, `events[${index}]`);
  }
}

async function tokenOf(input: string | Request, maxBodyBytes: number): Promise<string> {
  if (typeof input === 'string') return input.trim();
  if (typeof input?.text !== 'function') throw new ArgumentError('process takes the request body (a string) or a Request', 'input');
  if (input.method.toUpperCase() !== 'POST') throw new WebhookMethodError(input.method);
  const text = await readTextAtMost(input.body, maxBodyBytes);
  if (text === undefined) throw new WebhookError('PAYLOAD_TOO_LARGE', 413, `Webhook body longer than ${maxBodyBytes} bytes; not read`);
  return text.trim();
}

/** One converted payload per event definition (they normally share one), each from its own copy of the wire value. */
async function convert(registrations: readonly AnyEventRegistration[], wire: Record<string, unknown>): Promise<Map<EventDefinition, unknown>> {
  const payloads = new Map<EventDefinition, unknown>();
  for (const { event } of registrations) {
    if (payloads.has(event)) continue;
    const copy = structuredClone(wire);
    try {
      payloads.set(event, event.plan ? await decodeResponse(copy, event.plan) : copy);
    } catch (cause) {
      throw new WebhookPayloadError(`the ${event.type} payload could not be converted: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    }
  }
  return payloads;
}

/**
 * Every handler runs, concurrently as in the platform's SDK, each on its own copy of the payload; failures are
 * collected after all have settled, so one failing handler never keeps the others from running.
 */
async function runHandlers(eventType: string, registrations: readonly AnyEventRegistration[], payloads: Map<EventDefinition, unknown>): Promise<void> {
  const results = await Promise.allSettled(
    registrations.map((r) => {
      const payload = structuredClone(payloads.get(r.event));
      return Promise.resolve().then(() => (r.handler as EventHandler<unknown>)(payload));
    }),
  );
  const failures: HandlerFailure[] = [];
  results.forEach((result, index) => {
    if (result.status === 'rejected') failures.push({ index, name: registrations[index]!.event.name, error: result.reason });
  });
  if (failures.length > 0) throw new WebhookHandlerError(eventType, registrations.length, failures);
}
