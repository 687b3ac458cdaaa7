import { isJsonMediaType } from '@siteapi/document';
import { responsePlanOf, sequentialMediaType } from '@siteapi/runtime/generated';
import { checkConverted } from './converted-check.ts';
import type { ExampleOutcome } from './call-example.ts';
import type { ExampleCase } from './example-cases.ts';
import type { ResponseSchemas } from './response-schemas.ts';

interface Violation {
  location?: string[];
  severity?: string;
  message?: string;
}

/**
 * The first problem of one example's call, or null when it passed: Prism accepted the request (no violations, no
 * 4xx/5xx), the call resolved, the raw body matches the declared response schema, and the converted result has
 * the declared SDK types. Checked in that order, so the message names the earliest thing that went wrong.
 */
export async function judgeExample(c: ExampleCase, outcome: ExampleOutcome, schemas: ResponseSchemas): Promise<string | null> {
  const exchange = outcome.exchanges.at(-1);
  if (!exchange) return outcome.failure ? `not sent: ${message(outcome.failure)}` : 'no request was sent';
  const violations = parseViolations(exchange.violations);
  if (violations.length > 0) return `Prism: ${violationText(violations[0]!)}`;
  const key = `${c.call.op.service.name}.${c.call.op.operationId}`;
  // Prism takes a GET form's value as an opaque string: its content is checked here, against what it declares.
  const form = c.call.op.getForm;
  if (form && exchange.method === 'GET') {
    const value = new URL(exchange.url).searchParams.get(form.parameter);
    const problem = value === null ? 'is missing' : schemas.checkGetForm(key, form.parameter, value);
    if (problem) return `GET form ${form.parameter} ${problem}`;
  }
  // An operation that declares no success answer passes with a declared error answer of the right shape.
  const declaredError = exchange.status >= 400 && schemas.declaresOnlyErrors(key, exchange.status);
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
      return `response ${exchange.status} is not JSON: ${exchange.body.slice(0, 80)}`;
    }
    const problem = schemas.check(key, exchange.status, raw);
    if (problem) return `response ${exchange.status} ${problem}`;
  }
  if (declaredError) return null;
  const converted = checkConverted(await responsePlanOf(c.call.op), outcome.result);
  return converted ? `converted result: ${converted}` : null;
}

function parseViolations(header: string | null): Violation[] {
  if (!header) return [];
  try {
    const list = JSON.parse(header) as Violation[];
    const errors = list.filter((v) => v.severity === 'Error');
    return errors.length > 0 ? errors : list;
  } catch {
    return [{ message: header.slice(0, 200) }];
  }
}

const violationText = (v: Violation) => `${(v.location ?? []).join('.')} ${v.message ?? ''}`.trim();

/** Prism answers problem+json with a `validation` list; a live host may answer anything. */
function problemDetail(body: string): string {
  try {
    const problem = JSON.parse(body) as { title?: string; detail?: string; message?: string; validation?: Violation[] };
    if (problem.validation?.length) return violationText(problem.validation[0]!);
    return problem.detail ?? problem.message ?? problem.title ?? body.slice(0, 120);
  } catch {
    return body.slice(0, 120) || '(empty body)';
  }
}

function message(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
}
