import { vi } from 'vitest';
import { items as api } from '../../../generated/src/data/items.ts';
import { createItemsContext, type ItemsContext } from '../../../runtime/data/items-context.ts';
import type { Fields } from '../../../runtime/data/item-options.ts';
import type { DataCall, Send } from '../../../runtime/data/send-call.ts';

/** One request a flow handed to the send path. */
export interface Sent {
  call: string;
  fields: Fields;
  optional: Fields;
  signal?: AbortSignal;
}

/**
 * A data items context over the generated calls whose send path is a stub: it records what a flow sends and answers
 * with `answer` (whatever it returns, or throws), so a flow module is tested with no client or fetch.
 */
export function stubContext(answer: (sent: Sent) => unknown = () => ({}), overrides: Partial<ItemsContext> = {}) {
  const sent: Sent[] = [];
  const logger = { error: vi.fn(), warn: vi.fn() };
  const send = (async (call: DataCall, fields: Fields, optional: Fields = {}, signal?: AbortSignal) => {
    const request: Sent = { call: call.op.operationId, fields, optional, ...(signal ? { signal } : {}) };
    sent.push(request);
    return answer(request);
  }) as Send;
  const ctx: ItemsContext = { ...createItemsContext({ api, logger }), send, ...overrides };
  return { ctx, sent, logger, api };
}

/** The fields actually sent: `undefined` ones dropped, as the send path drops them. */
export const defined = (fields: Fields) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));

/** The rejection of `pending`; fails the test when it resolves. */
export async function rejected<E = Error>(pending: Promise<unknown> | (() => unknown)): Promise<E> {
  try {
    await (typeof pending === 'function' ? pending() : pending);
  } catch (e) {
    return e as E;
  }
  throw new Error('expected a rejection');
}
