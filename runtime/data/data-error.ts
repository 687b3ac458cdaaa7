import { SdkError } from '../errors.ts';
import type { Catalogue } from '../types.ts';

/** An error of the data layer, with the platform's WDE code; client-side ones are raised before anything is sent. */
export class DataError extends SdkError {
  override name = 'DataError';
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type { Catalogue };

/** Fills a catalogue message template: `{operatorName}` and friends. */
export function formatMessage(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? describe(params[key]) : whole));
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Raises a catalogue error: `WDE0001: Collection name must be a string.` One raised before anything is sent carries
 * its code and the whole message, code first, in `details.applicationError`, as the platform's SDK reports it.
 */
export function dataError(catalogue: Catalogue, code: string, params?: Record<string, unknown>, details?: unknown, options?: { cause?: unknown }): DataError {
  const message = `${code}: ${formatMessage(catalogue[code]?.message ?? code, params)}`;
  return new DataError(code, message, details ?? { applicationError: { code, description: message } }, options);
}

/**
 * The one error of a builder's problems, as the platform's SDK raises it: WDE0020 (its code for a client-side message
 * of several lines), `Failed to perform query on [Books].` and a line per problem; each problem in `details.problems`.
 */
export function failedTo(action: 'query' | 'aggregation', collection: unknown, problems: readonly DataError[]): DataError {
  return builderError('WDE0020', `Failed to perform ${action} on [${String(collection)}].`, problems);
}

/** One error for several problems: a heading, then a line per problem, each problem in `details.problems`. */
export function builderError(code: string, heading: string, problems: readonly DataError[]): DataError {
  const description = `${heading}\n${problems.map((p) => p.message).join('\n')}`;
  return new DataError(code, description, { applicationError: { code, description }, problems });
}
