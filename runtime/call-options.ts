// The options a caller gives a call or its client that the call path only passes on (the timeout, the retry options,
// the client's maxAnswerBytes), checked before anything is sent, with messages naming the option. Loaded only when a
// call has retry options, or a timeout or maxAnswerBytes that is no number 0 or more: a call with the defaults never
// runs it.
import { isDelay } from './delay.ts';
import { ArgumentError } from './errors.ts';
import { shownValue as shown } from './shown-value.ts';
import type { RetryOptions } from './retry.ts';

/** What is wrong with a call's timeout, retry options or maxAnswerBytes, or undefined when nothing is. */
export function badCallOptions(
  name: string,
  timeout: unknown,
  ownTimeout: boolean,
  client: RetryOptions | false | undefined,
  call: RetryOptions | false | undefined,
  maxAnswerBytes: unknown,
): ArgumentError | undefined {
  if (!isDelay(timeout)) return badTimeout(name, timeout, ownTimeout);
  return badMaxAnswerBytes(name, "the client's", maxAnswerBytes) ?? checkRetryOptions(name, client, call);
}

/** A `maxAnswerBytes` (the client's, siteapiMiddleware's) that is no number of bytes, or undefined when it is one. */
export function badMaxAnswerBytes(name: string, whose: string, value: unknown): ArgumentError | undefined {
  // NaN would read without limit, a negative bound fail every answer that has a body.
  if (isDelay(value)) return undefined;
  return new ArgumentError(
    `${name}: ${whose} maxAnswerBytes must be a number of bytes, 0 or more (Infinity for no limit); got ${shown(value)}`,
    'maxAnswerBytes',
  );
}

/** A timeout that is no length of time: NaN once meant none and a negative one failed every call at once. */
function badTimeout(name: string, timeout: unknown, own: boolean): ArgumentError {
  const where = own ? "the call's timeout" : "the client's timeout";
  return new ArgumentError(`${name}: ${where} must be a number of milliseconds, 0 or more (Infinity for none); got ${shown(timeout)}`, 'timeout');
}

const RETRY_NUMBERS = ['retries', 'baseDelayMs', 'maxDelayMs', 'maxRetryAfterMs'] as const;

/**
 * The retry options of the client and the call, checked before anything is sent: `false`, or an object whose counts
 * and delays are numbers 0 or more (`Infinity` allowed) and whose `random` is a function. NaN once meant "retry
 * forever, without a wait" and a negative delay no wait; either is now an `ArgumentError` naming the option.
 */
export function checkRetryOptions(name: string, client: unknown, call: unknown): ArgumentError | undefined {
  return checkOne(name, "the client's", client) ?? checkOne(name, "the call's", call);
}

function checkOne(name: string, whose: string, options: unknown): ArgumentError | undefined {
  if (options === undefined || options === false) return undefined;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return new ArgumentError(`${name}: ${whose} retry option must be an object of retry options or false; got ${shown(options)}`, 'retry');
  const given = options as Record<string, unknown>;
  for (const key of RETRY_NUMBERS) {
    const value = given[key];
    if (value === undefined) continue;
    if (!isDelay(value)) return new ArgumentError(`${name}: ${whose} retry.${key} must be a number, 0 or more; got ${shown(value)}`, `retry.${key}`);
  }
  if (given.random !== undefined && typeof given.random !== 'function')
    return new ArgumentError(`${name}: ${whose} retry.random must be a function returning a number in [0, 1); got ${shown(given.random)}`, 'retry.random');
  return undefined;
}
