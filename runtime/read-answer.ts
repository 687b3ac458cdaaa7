// Reading an answer: a success body parsed and converted by the call's plan, an error body (any body: empty, HTML,
// truncated) mapped to an ApiError with the caller's argument paths (error-answer.ts, loaded with the first one).
import { missing } from './call-features.ts';
import { decodeWith } from './conversions/plan.ts';
import { ApiError, ResponseError } from './errors.ts';
import { MAX_ANSWER_BYTES, readTextAtMost } from './read-limited.ts';
import type { Operation } from './types.ts';

export { MAX_ANSWER_BYTES };

/**
 * A non-stream answer's body as text, read up to `limit` bytes: a longer one (by its content-length, before reading;
 * else counted while reading, as a compressed body's content-length is not the length read) is cancelled, which
 * closes its connection, and fails the call, so a server that answers without end cannot grow the caller's memory.
 * The call path and siteapiMiddleware both read answers with it.
 */
export async function readAnswerText(response: Response, limit: number, name: string): Promise<string> {
  // No body (a HEAD, 204 or 304 answer): its content-length, if any, is the length of a body it does not carry.
  if (!response.body) return '';
  if (limit === Infinity) return response.text();
  refuseLength(response, limit, name);
  const text = await readTextAtMost(response.body, limit);
  if (text !== undefined) return text;
  throw answerTooLong(response, limit, name);
}

/** An answer whose content-length says it is longer than `limit`: its body cancelled before reading, and the call's error. */
export function refuseLength(response: Response, limit: number, name: string): void {
  if (Number(response.headers.get('content-length')) <= limit) return;
  response.body?.cancel().catch(() => {});
  throw answerTooLong(response, limit, name);
}

/** The error of an answer longer than the client reads (text or bytes alike). */
export const answerTooLong = (response: Response, limit: number, name: string): ResponseError =>
  new ResponseError(
    `${name}: the ${response.status} response is longer than ${limit} bytes, the most the client reads of an answer (raise its maxAnswerBytes option, Infinity for no limit)`,
    response.status,
    '',
  );

/**
 * A success answer's body: undefined when empty, the text of a text answer, else JSON converted by the call's
 * response plan. A promise only when the conversion is asynchronous (compressed rich content to expand).
 */
export function readResult(op: Operation, name: string, response: Response, text: string): unknown {
  if (op.answer === 'text') return text;
  if (text.trim() === '') return undefined;
  const data = parseAnswer(name, response, text);
  const { decode, responsePlan } = op;
  if (!decode && !responsePlan) return unwrap(op, data);
  const failed = (error: unknown): ResponseError =>
    new ResponseError(`${name}: could not convert the response: ${(error as Error).message}`, response.status, text, { cause: error });
  let decoded: unknown;
  try {
    decoded = decode ? decodeWith(data, decode) : (op.features?.decodePlan ?? missing(name, 'decodePlan'))(data, responsePlan!);
  } catch (error) {
    throw failed(error);
  }
  if (decoded instanceof Promise)
    return decoded.then(
      (value) => unwrap(op, value),
      (error: unknown) => {
        throw failed(error);
      },
    );
  return unwrap(op, decoded);
}

/** A JSON answer's text parsed, or a ResponseError that shows its start (an HTML page, a truncated body). */
export function parseAnswer(name: string, response: Response, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ResponseError(`${name}: the ${response.status} response is not JSON: ${text.slice(0, 120)}`, response.status, text, { cause: error });
  }
}

const unwrap = (op: Operation, data: unknown): unknown => (op.unwrap === undefined ? data : (data as Record<string, unknown> | null)?.[op.unwrap]);

/**
 * An error answer → ApiError, with the caller's argument paths and the service's catalogue entry. That code and the
 * catalogue load with the first error answer; should they not load, the ApiError has the status and body alone.
 */
export async function apiError(op: Operation, name: string, response: Response, text: string): Promise<ApiError> {
  try {
    return await (await import('./error-answer.ts')).errorAnswer(op, name, response, text);
  } catch {
    return new ApiError({ operation: name, status: response.status, statusText: response.statusText, violations: [], body: text });
  }
}
