import { isJsonMediaType } from '@siteapi/document';
import { responsePlanOf, sequentialMediaType } from '@siteapi/runtime/generated';
import { checkConverted } from './converted-check.ts';
import { type ExampleOutcome, overLimitText } from './call-example.ts';
import type { ExampleCase } from './example-cases.ts';
import { type RequestRefusal, type Violation, violationText } from './request-refusal.ts';
import type { ExampleDefect, ResponseSchemas } from './response-schemas.ts';

/**
 * The first problem of one example's call, or null when it passed: the engine accepted the request (`refusal`: the
 * in-process mock's validation or Prism's), no 4xx/5xx, the call resolved, the raw body matches the declared
 * response schema, and the converted result has the declared SDK types. Checked in that order, so the message names
 * the earliest thing that went wrong. An answer that breaks only schemas no value passes is the document's defect:
 * told to `defects`, not a problem.
 */
export async function judgeExample(
  c: ExampleCase,
  outcome: ExampleOutcome,
  schemas: ResponseSchemas,
  refusal: RequestRefusal,
  defects?: ExampleDefect[],
): Promise<string | null> {
  const exchange = outcome.exchanges.at(-1);
  if (!exchange) return outcome.failure ? `not sent: ${message(outcome.failure)}` : 'no request was sent';
  const refused = refusal(exchange);
  if (refused) return refused;
  const tooLong = overLimitText(exchange);
  if (tooLong) return tooLong;
  const key = `${c.call.op.service.name}.${c.call.op.operationId}`;
  // Prism takes a GET form's value as an opaque string: its content is checked here, against what it declares.
  const form = c.call.op.getForm;
  if (form && exchange.method === 'GET') {
    const value = new URL(exchange.url).searchParams.get(form.parameter);
    const problem = value === null ? 'is missing' : schemas.checkGetForm(key, form.parameter, value);
    if (problem) return `GET form ${form.parameter} ${problem}`;
  }
  // An operation that declares no success answer passes with a declared answer of the right shape: an error, or a
  // redirect (GitHub's downloads declare only 302, which the client cannot follow without a Location).
  const declaredError = exchange.status >= 300 && schemas.declaresOnlyErrors(key, exchange.status);
  if (exchange.status >= 400 && !declaredError) return `answered ${exchange.status}: ${problemDetail(exchange.body)}`;
  // A stream's items, each against the item's schema; what the call made of the stream is the runtime's to judge.
  if (sequentialMediaType(exchange.contentType)) {
    const problem = schemas.checkStream(key, exchange.status, exchange.contentType, exchange.body);
    if (problem) return `response ${exchange.status} ${problem}`;
    if (!outcome.failure || declaredError) return null;
  }
  if (outcome.failure && !declaredError) return message(outcome.failure);
  // JSON only: a JSON Lines or json-seq answer (a stream's items) is no one JSON text.
  if (isJsonMediaType(exchange.contentType) && exchange.body.trim() !== '') {
    let raw: unknown;
    try {
      raw = JSON.parse(exchange.body);
    } catch {
      return `response ${exchange.status} is not JSON: ${oneLine(exchange.body.slice(0, 80))}`;
    }
    const problem = schemas.check(key, exchange.status, raw, defects);
    if (problem) return `response ${exchange.status} ${problem}`;
  }
  if (declaredError) return null;
  const converted = checkConverted(await responsePlanOf(c.call.op), outcome.result);
  return converted ? `converted result: ${converted}` : null;
}

/** Prism answers problem+json with a `validation` list, the mock `{ message }`; a live host may answer anything. */
function problemDetail(body: string): string {
  try {
    const problem = JSON.parse(body) as { title?: string; detail?: string; message?: string; validation?: Violation[] };
    if (problem.validation?.length) return violationText(problem.validation[0]!);
    return oneLine(String(problem.detail ?? problem.message ?? problem.title ?? body.slice(0, 120)));
  } catch {
    return oneLine(body.slice(0, 120)) || '(empty body)';
  }
}

/** What a call threw, on one line: its name and the first line of its message, never its stack. */
export function message(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${oneLine(error.message)}` : oneLine(String(error));
}

const oneLine = (text: string) => (text.split('\n')[0] ?? '').slice(0, 300);
