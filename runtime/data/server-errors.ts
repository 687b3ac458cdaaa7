import { ApiError, ResponseError, type FieldViolation } from '../errors.ts';
import { dataError, DataError, type Catalogue } from './data-error.ts';

interface ThrownError {
  name?: string;
  message?: string;
  code?: string;
  description?: string;
}

interface ApplicationError extends ThrownError {
  data?: { jsErrorValue?: ThrownError; value?: unknown };
}

/**
 * The error a data hook (site code running around the operation) threw, rethrown with its own name, message and
 * code; `hookCode` is the platform's WDE0078.
 */
export class DataHookError extends DataError {
  readonly hookCode = 'WDE0078';
  constructor(name: string, code: string, message: string, details: unknown, options: { cause: unknown }) {
    super(code, message, details, options);
    this.name = name;
  }
}

/**
 * A failed data call → the error the data layer throws (the platform's data error catalogue): 413 is WDE0109, WDE0078 rethrows
 * the hook's error, an application error keeps its code and description, a validation error is
 * WD_VALIDATION_ERROR with one line per field, an unparseable answer WDE0055, anything else WD_UNKNOWN_ERROR.
 * Errors that never got an answer (connection, abort) pass through.
 */
export function toDataError(error: unknown, catalogue: Catalogue): unknown {
  if (error instanceof ResponseError) return dataError(catalogue, 'WDE0055', {}, { status: error.status, body: error.body }, { cause: error });
  if (!(error instanceof ApiError)) return error;
  const cause = { cause: error };
  if (error.status === 413) return dataError(catalogue, 'WDE0109', {}, error.details, cause);
  const app = (error.details as { applicationError?: ApplicationError } | undefined)?.applicationError;
  if (app?.code === 'WDE0078') {
    const thrown: ThrownError | undefined = app.data?.jsErrorValue ?? (app.data?.value === undefined ? app : undefined);
    if (thrown) {
      const message = thrown.message || thrown.description || catalogue.WDE0078?.message || 'Error raised in a data hook.';
      return new DataHookError(thrown.name || app.description || 'Error', thrown.code ?? 'WDE0078', message, error.details, cause);
    }
  }
  if (app?.code) {
    // The server's description is the message, as the platform's SDK reports it; the code stays on `code`. Without
    // one, the catalogue's message says what the code means.
    if (app.description) return new DataError(app.code, app.description, error.details, cause);
    const known = catalogue[app.code]?.message ?? error.message;
    return new DataError(app.code, `${app.code}: ${known}`, error.details, cause);
  }
  if (error.violations.length > 0) return validationError(error);
  return new DataError(
    'WD_UNKNOWN_ERROR',
    `WD_UNKNOWN_ERROR: ${catalogue.WD_UNKNOWN_ERROR?.message ?? 'Internal wixData error: Unknown error.'} (${error.message})`,
    error.details,
    cause,
  );
}

/** The server's message, then each invalid field on its own line as `field: description`. */
function validationError(error: ApiError): DataError {
  const head = serverMessage(error) ?? 'Invalid input.';
  const lines = error.violations.map((v: FieldViolation) => `${v.serverField}: ${v.description}`);
  return new DataError(
    'WD_VALIDATION_ERROR',
    `WD_VALIDATION_ERROR: ${[head, ...lines].join('\n')}`,
    { ...(error.details as object), violations: error.violations },
    { cause: error },
  );
}

function serverMessage(error: ApiError): string | undefined {
  try {
    const body = JSON.parse(error.body) as { message?: unknown; title?: unknown };
    const m = body.message ?? body.title;
    return typeof m === 'string' && m ? m : undefined;
  } catch {
    return undefined;
  }
}
