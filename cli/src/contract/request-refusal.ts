import { type Exchange, headerOf } from './call-example.ts';

/**
 * What the engine in front of the calls found wrong with one exchange, or null when it found nothing. Each engine says
 * it its own way; the judge asks this first, so a refused request fails its operation whatever status it got.
 */
export type RequestRefusal = (exchange: Exchange) => string | null;

/** One of Prism's violations (its header's items, and a problem's `validation` list). */
export interface Violation {
  location?: string[];
  severity?: string;
  message?: string;
}

/**
 * Prism (mock or validating proxy) lists what breaks the document in its `sl-violations` header, errors first; its
 * mock refuses a request it finds invalid with 422 problem+json and the list in `validation`.
 */
export const prismRefusal: RequestRefusal = (exchange) => {
  const violations = parseViolations(headerOf(exchange, 'sl-violations'));
  if (violations.length > 0) return `Prism: ${violationText(violations[0]!)}`;
  if (exchange.status !== 422) return null;
  try {
    const validation = (JSON.parse(exchange.body) as { validation?: Violation[] } | null)?.validation;
    return Array.isArray(validation) && validation.length > 0 ? `Prism refused the request: ${violationText(validation[0]!)}` : null;
  } catch {
    return null;
  }
};

/**
 * The in-process mock answers a request its schemas refuse with 400 in the platform's shape, a field violation per
 * problem (`@siteapi/mock`'s `RequestValidator`). (A declared 400 example of that shape, answered by an operation that
 * declares no success, reads as a refusal too.)
 */
export const mockRefusal: RequestRefusal = (exchange) => {
  if (exchange.status !== 400 || !exchange.contentType?.includes('json')) return null;
  let body: { details?: { validationError?: { fieldViolations?: { field?: unknown; description?: unknown }[] } } };
  try {
    body = JSON.parse(exchange.body) as typeof body;
  } catch {
    return null;
  }
  const first = body?.details?.validationError?.fieldViolations?.[0];
  if (!first || typeof first !== 'object') return null;
  return `the mock refused the request: ${`${String(first.field ?? '')} ${String(first.description ?? 'is invalid')}`.trim()}`;
};

function parseViolations(header: string | null): Violation[] {
  if (!header) return [];
  try {
    const list = JSON.parse(header) as Violation[];
    if (!Array.isArray(list)) return [{ message: header.slice(0, 200) }];
    const errors = list.filter((v) => v?.severity === 'Error');
    return errors.length > 0 ? errors : list;
  } catch {
    return [{ message: header.slice(0, 200) }];
  }
}

export const violationText = (v: Violation) => `${(v?.location ?? []).join('.')} ${v?.message ?? ''}`.trim();
