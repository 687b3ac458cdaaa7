import { inject } from 'vitest';
import { createClient } from '../../runtime/index.ts';

/** One exchange with the mock: which method and URL a call used, and what Prism said. */
export interface Exchange {
  method: string;
  url: string;
  status: number;
  violations: string | null;
  body: string;
}

/** A client of the contract project's Prism over the real fetch, recording every exchange. */
export function recordingClient() {
  const exchanges: Exchange[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    exchanges.push({
      method: init?.method ?? 'GET',
      url: String(input),
      status: response.status,
      violations: response.headers.get('sl-violations'),
      body: await response.clone().text(),
    });
    return response;
  };
  return { client: createClient({ host: inject('prismUrl'), fetch }), exchanges };
}
