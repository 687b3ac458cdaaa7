// Reading an answer: a success body parsed and converted by the call's plan, an error body (any body: empty, HTML,
// truncated) mapped to an ApiError with the caller's argument paths, a failed fetch described by its real cause.
import { callerPath } from './arguments.ts';
import { missing } from './call-features.ts';
import { decodeWith } from './conversions/plan.ts';
import { ApiError, ResponseError, type FieldViolation } from './errors.ts';
import type { Operation } from './types.ts';

const REQUEST_ID_HEADERS = ['x-wix-request-id', 'x-request-id'];

/**
 * A success answer's body: undefined when empty, the text of a text answer, else JSON converted by the call's
 * response plan. A promise only when the conversion is asynchronous (compressed rich content to expand).
 */
export function readResult(op: Operation, name: string, response: Response, text: string): unknown {
  if (op.answer === 'text') return text;
  if (text.trim() === '') return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ResponseError(`${name}: the ${response.status} response is not JSON: ${text.slice(0, 120)}`, response.status, text, { cause: error });
  }
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

const unwrap = (op: Operation, data: unknown): unknown => (op.unwrap === undefined ? data : (data as Record<string, unknown> | null)?.[op.unwrap]);

/** The real cause of a failed fetch (Node's undici hides it in `cause`), not just "fetch failed". */
export function describeNetworkError(error: unknown, url: string): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'AbortError') return `request to ${url} was aborted`;
  if (e?.name === 'TimeoutError') return `request to ${url} timed out`;
  const code = e?.cause?.code;
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused by ${host} (is the server running?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `host ${host} could not be resolved (${code})`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `connection to ${host} was reset (${code})`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `connection to ${host} timed out (${code})`;
  }
  const detail = e?.cause?.message ? `${e.message}: ${e.cause.message}` : (e?.message ?? String(error));
  return `network error calling ${host}: ${detail}`;
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
export function apiError(op: Operation, name: string, response: Response, text: string): ApiError {
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
  const requestId = REQUEST_ID_HEADERS.map((h) => response.headers.get(h)).find((v): v is string => !!v);
  return new ApiError({
    operation: name,
    status: response.status,
    statusText: response.statusText,
    code,
    requestId,
    details: body?.details ?? (body?.validation ? { validation: body.validation } : undefined),
    violations: unique,
    serverMessage: body?.details?.applicationError?.description ?? body?.message ?? body?.detail,
    body: text,
    data,
    entry: code ? op.service.errors[code] : undefined,
  });
}
