import { inject } from 'vitest';
import { exchangeRecorder, type Exchange } from '../../cli/src/contract/call-example.ts';
import { createClient } from '../../runtime/index.ts';

/** A client of the contract project's Prism over the real fetch, recording every exchange as the contract check does. */
export function recordingClient() {
  const exchanges: Exchange[] = [];
  return { client: createClient({ host: inject('prismUrl'), fetch: exchangeRecorder(exchanges) }), exchanges };
}
