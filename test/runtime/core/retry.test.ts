import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArgumentError, createClient, OAuthStrategy, type RetryOptions } from '../../../runtime/index.ts';
import { failureOf, notes } from './fixtures.ts';

// Retry options are checked where they are read, before anything is sent, as the timeout is: NaN retries once meant
// "retry forever" and NaN or negative delays "no wait", so a failing server was hammered until the deadline.

let requests = 0;
const server = createServer((req, res) => {
  requests++;
  req.resume();
  res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}');
});
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('retry options', () => {
  it.each([
    ['call', { retries: Number.NaN }, "the call's retry.retries must be a number, 0 or more; got NaN", 'retry.retries'],
    ['call', { retries: -1 }, "the call's retry.retries must be a number, 0 or more; got -1", 'retry.retries'],
    ['call', { baseDelayMs: Number.NaN }, "the call's retry.baseDelayMs must be a number, 0 or more; got NaN", 'retry.baseDelayMs'],
    ['call', { maxDelayMs: -5 }, "the call's retry.maxDelayMs must be a number, 0 or more; got -5", 'retry.maxDelayMs'],
    ['call', { maxRetryAfterMs: '1000' }, "the call's retry.maxRetryAfterMs must be a number, 0 or more; got '1000'", 'retry.maxRetryAfterMs'],
    ['call', { random: 0.5 }, "the call's retry.random must be a function returning a number in [0, 1); got 0.5", 'retry.random'],
    ['call', 3, "the call's retry option must be an object of retry options or false; got 3", 'retry'],
    ['client', { retries: Number.NaN, baseDelayMs: 0 }, "the client's retry.retries must be a number, 0 or more; got NaN", 'retry.retries'],
    ['client', { baseDelayMs: -100 }, "the client's retry.baseDelayMs must be a number, 0 or more; got -100", 'retry.baseDelayMs'],
  ])("the %s's retry %o is an ArgumentError naming the option, and nothing is sent", async (whose, retry, message, argument) => {
    requests = 0;
    const client = createClient({ modules: { notes }, host, ...(whose === 'client' ? { retry: retry as RetryOptions } : {}) });
    const init = { timeout: 5_000, ...(whose === 'call' ? { retry: retry as RetryOptions } : {}) };
    const error = await failureOf(client.notes.getNote('n1', undefined, init));
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error.message).toBe(`notes.getNote: ${message}`);
    expect((error as ArgumentError).argument).toBe(argument);
    expect(requests).toBe(0);
  });

  it('good options are sent and retried as they say: Infinity, 0 and false are options, not errors', async () => {
    requests = 0;
    const client = createClient({ modules: { notes }, host, retry: { retries: 2, baseDelayMs: 0, maxDelayMs: Number.POSITIVE_INFINITY } });
    await failureOf(client.notes.getNote('n1'));
    expect(requests).toBe(3);
    requests = 0;
    await failureOf(client.notes.getNote('n1', undefined, { retry: false }));
    expect(requests).toBe(1);
  });

  it.each([
    [[Number.NaN], 'refreshRetryDelaysMs[0] must be a number of milliseconds, 0 or more; got NaN', 'refreshRetryDelaysMs[0]'],
    [[250, -1], 'refreshRetryDelaysMs[1] must be a number of milliseconds, 0 or more; got -1', 'refreshRetryDelaysMs[1]'],
  ])("OAuthStrategy's refreshRetryDelaysMs %o is an ArgumentError when the strategy is made", (delays, message, argument) => {
    requests = 0;
    let error: unknown;
    try {
      OAuthStrategy({ clientId: 'c', host, api: {} as never, refreshRetryDelaysMs: delays });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ArgumentError);
    expect((error as ArgumentError).message).toBe(message);
    expect((error as ArgumentError).argument).toBe(argument);
    expect(requests).toBe(0);
  });
});
