// The problems an answer names on request fields, placed on the builder's fields:
// - Prism's problem+json `validation` array (when the operation declares no 400/422 answer),
// - Prism's `sl-violations` header (when it answers with the declared error response instead),
// - the platform's `details.validationError.fieldViolations`.
import type { OperationDetail } from '../catalogue/types.ts';
import { formatPath } from '../schema/validate.ts';
import { paramKey } from './draft.ts';

export type ProblemSource = 'mock' | 'server';

export interface FieldProblem {
  /** `paramKey` of the parameter (`query:paging.limit`), or undefined for the body. */
  param?: string;
  /** The place in the body (`['post', 'title']`), for body problems. */
  bodyPath?: (string | number)[];
  /** How the answer named the place (`query paging.limit`, `body post.title`). */
  where: string;
  message: string;
  source: ProblemSource;
}

interface PrismViolation {
  location?: unknown[];
  message?: string;
  code?: string | number;
}

interface AnswerLike {
  bodyText: string;
  headers: readonly (readonly [string, string])[];
}

export function fieldProblems(detail: OperationDetail, answer: AnswerLike): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const body = parseObject(answer.bodyText);
  if (Array.isArray(body?.validation)) {
    for (const v of body.validation as PrismViolation[]) problems.push(fromPrism(detail, v));
  }
  const header = answer.headers.find(([name]) => name.toLowerCase() === 'sl-violations')?.[1];
  if (header) {
    const parsed = parseJson(header);
    for (const v of Array.isArray(parsed) ? (parsed as PrismViolation[]) : []) problems.push(fromPrism(detail, v));
  }
  const details = body?.details as { validationError?: { fieldViolations?: { field?: string; description?: string }[] } } | undefined;
  for (const v of details?.validationError?.fieldViolations ?? []) {
    if (typeof v?.field === 'string') problems.push(fromServerField(detail, v.field, v.description ?? 'invalid'));
  }
  return problems;
}

/** Prism names places as `['query', 'paging.limit']`, `['path', 'postId']` or `['body', 'post', 'title']`. */
function fromPrism(detail: OperationDetail, violation: PrismViolation): FieldProblem {
  const location = (violation.location ?? []).map(String);
  const [where = '', ...rest] = location;
  const message = violation.message ?? String(violation.code ?? 'invalid');
  if (where === 'body') {
    const bodyPath = rest.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
    return { bodyPath, where: `body ${formatPath(bodyPath)}`.trim(), message, source: 'mock' };
  }
  const name = rest.join('.');
  const parameter = detail.parameters.find((p) => p.in === where && (where === 'header' ? p.name.toLowerCase() === name.toLowerCase() : p.name === name));
  return { ...(parameter ? { param: paramKey(parameter) } : {}), where: `${where} ${name}`.trim(), message, source: 'mock' };
}

/** The platform names a request field without saying where it goes: a parameter if one has that name, else the body. */
function fromServerField(detail: OperationDetail, field: string, message: string): FieldProblem {
  const parameter = detail.parameters.find((p) => p.name === field);
  if (parameter) return { param: paramKey(parameter), where: `${parameter.in} ${field}`, message, source: 'server' };
  const bodyPath = field
    .split(/\.|\[(\d+)\]/)
    .filter((segment) => segment !== undefined && segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  return { bodyPath, where: `body ${field}`, message, source: 'server' };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  const value = parseJson(text);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
