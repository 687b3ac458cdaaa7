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

/** Raises a catalogue error: `WDE0001: Collection name must be a string.` */
export function dataError(catalogue: Catalogue, code: string, params?: Record<string, unknown>, details?: unknown, options?: { cause?: unknown }): DataError {
  const template = catalogue[code]?.message ?? code;
  return new DataError(code, `${code}: ${formatMessage(template, params)}`, details, options);
}
