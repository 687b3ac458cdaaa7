// An error answer read in full: any body (empty, HTML, truncated JSON), the field violations renamed to the caller's
// argument paths, the catalogue entry of its code. Loaded with the first error answer (read-answer.ts).
import { callerPath } from './caller-path.ts';
import { ApiError, type ApiErrorInit, type FieldViolation } from './errors.ts';
import { requestIdOf } from './request-id.ts';
import type { Catalogue, Operation, ServiceInfo } from './types.ts';

/** A service's error catalogue: carried (`errors`) or loaded on demand (`loadErrors`); empty when it does not load. */
export async function errorCatalogue(service: ServiceInfo): Promise<Catalogue> {
  try {
    return service.errors ?? (await service.loadErrors?.()) ?? {};
  } catch {
    return {};
  }
}

interface PlatformErrorBody {
  message?: string;
  details?: {
    applicationError?: { code?: string; description?: string; data?: unknown };
    validationError?: { fieldViolations?: { field?: string; description?: string; violatedRule?: string }[] };
  };
  /** Prism's problem+json. */
  detail?: string;
  validation?: { location?: string[]; message?: string; code?: string }[];
}

/** An error answer → ApiError. Any body (empty, HTML, truncated JSON) gives an ApiError, never a SyntaxError. */
export async function errorAnswer(op: Operation, name: string, response: Response, text: string): Promise<ApiError> {
  let body: PlatformErrorBody | undefined;
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
    if (data && typeof data === 'object' && !Array.isArray(data)) body = data as PlatformErrorBody;
  } catch {
    body = undefined;
  }
  const violations: FieldViolation[] = [];
  for (const v of body?.details?.validationError?.fieldViolations ?? []) {
    if (typeof v?.field !== 'string') continue;
    violations.push({ field: callerPath(op, v.field), serverField: v.field, description: v.description ?? 'invalid', rule: v.violatedRule });
  }
  for (const v of body?.validation ?? []) {
    // Prism names the place as ['query', 'paging.limit'] or ['body', 'query', 'filter'].
    const [where, ...rest] = v?.location ?? [];
    if (!where || rest.length === 0) continue;
    const serverField = rest.join('.');
    violations.push({ field: callerPath(op, serverField), serverField, description: v.message ?? 'invalid', rule: v.code });
  }
  // Prism reports a oneOf mismatch once per branch: keep each field's problem once.
  const seen = new Set<string>();
  const unique = violations.filter((v) => !seen.has(`${v.field}\u0000${v.description}`) && seen.add(`${v.field}\u0000${v.description}`));
  const code = body?.details?.applicationError?.code;
  const requestId = requestIdOf(response.headers, op.service.platform);
  const init: ApiErrorInit = {
    operation: name,
    status: response.status,
    statusText: response.statusText,
    code,
    requestId,
    details: body?.details ?? (body?.validation ? { validation: body.validation } : undefined),
    violations: unique,
    // The first that is text: a server's `message: {…}` is no message (it stays on `data`).
    serverMessage: [body?.details?.applicationError?.description, body?.message, body?.detail].find((m): m is string => typeof m === 'string'),
    body: text,
    data,
    entry: code ? (await errorCatalogue(op.service))[code] : undefined,
  };
  return new ApiError({ ...init, message: apiErrorMessage(init) });
}

/** One line: the call and status, then the application code, the violations or what the server said, then the request id. */
function apiErrorMessage(e: ApiErrorInit): string {
  const head = `${e.operation} failed: ${e.status}${e.statusText ? ` ${clip(e.statusText, 100)}` : ''}`;
  const what = e.code
    ? `${clip(e.code, 100)}: ${clip(e.serverMessage || e.entry?.message || 'application error', MESSAGE_CHARS)}`
    : e.violations.length > 0
      ? `invalid argument${e.violations.length > 1 ? 's' : ''}: ${violationList(e.violations)}`
      : e.serverMessage
        ? clip(e.serverMessage, MESSAGE_CHARS)
        : e.body
          ? `unexpected response body: ${e.body.slice(0, 120).replace(/\s+/g, ' ')}`
          : 'empty response body';
  return `${head} — ${what}${e.requestId ? ` (request id ${clip(e.requestId, 100)})` : ''}`;
}

/** What of the server's words a message repeats: the whole stays on `body`, `data` and `violations`. */
const MESSAGE_CHARS = 500;
const LISTED_VIOLATIONS = 10;

/** The first violations, each clipped, and how many more: a server's list of thousands is no one-line message. */
function violationList(violations: readonly FieldViolation[]): string {
  const listed = violations.slice(0, LISTED_VIOLATIONS).map((v) => `${clip(v.field, 200)} (${clip(v.description, 200)})`);
  const more = violations.length - listed.length;
  return `${listed.join('; ')}${more > 0 ? `; and ${more} more (see violations)` : ''}`;
}

/** At most `max` characters of a server's text, marked when cut. */
function clip(text: unknown, max: number): string {
  const s = typeof text === 'string' ? text : String(text);
  return s.length > max ? `${s.slice(0, max)}… (${s.length - max} more characters)` : s;
}
