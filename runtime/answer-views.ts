// `withResponse()` and `asResponse()` of a call's promise (call-promise.ts), loaded with the first call that asks:
// a call that never asks carries none of it.
import type { Answer, WithResponse } from './call-promise.ts';
import { requestIdOf } from './request-id.ts';

/** The converted data with the answer it came from; throws the call's error when it failed (`ok` false). */
export function withResponse(answer: Answer, ok: boolean, value: unknown): WithResponse<unknown> {
  if (!ok) throw value;
  return { data: value, response: answer.response!, requestId: requestIdOf(answer.response!.headers, answer.platform) };
}

/** The success answer as a `Response` whose body can still be read; also when only its conversion failed. */
export function asResponse(answer: Answer, ok: boolean, value: unknown): Response {
  if (!ok && !answer.response) throw value;
  const { response, body } = answer as Required<Answer>;
  // A body is not allowed with 204, 205 and 304; an empty one is no body either.
  const copy = new Response(body === '' || [204, 205, 304].includes(response.status) ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  return Object.defineProperty(copy, 'url', { value: response.url });
}
