import { callerPath } from './arguments.ts';
import { attemptRequest, buildRequest, CONSISTENCY_HEADER } from './build-request.ts';
import { CONFIG, defaultClient, STATE, type ClientLike } from './client.ts';
import { decodeResponse } from './conversions/plan.ts';
import { startDeadline, sleep, type Deadline } from './deadline.ts';
import { ApiError, CancelledError, ConnectionError, ResponseError, SdkError, TimeoutError, type FieldViolation } from './errors.ts';
import { retryDelay, retryHintMs, retryPolicy, shouldRetryAnswer } from './retry.ts';
import type { CallInit, Operation } from './types.ts';

const REQUEST_ID_HEADERS = ['x-wix-request-id', 'x-request-id'];
/** A call that has no complete answer after a minute is stuck, not slow. `Infinity` turns the timeout off. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** Sends one call: arguments → request (build-request.ts) → fetch, retried when safe → errors or converted result. Internal: generated calls use it. */
export async function invoke(op: Operation, rawArgs: readonly unknown[], bound?: ClientLike): Promise<unknown> {
  const n = op.args.length;
  const init = (rawArgs.length > n ? rawArgs[n] : undefined) as CallInit | undefined;
  const client = init?.client ?? bound ?? defaultClient();
  const config = client[CONFIG];
  const state = client[STATE];
  const name = `${op.service.name}.${op.operationId}`;
  let deadline: Deadline | undefined;
  try {
    // A signal aborted before the call sends nothing, not even the auth strategy's token request.
    if (init?.signal?.aborted) throw new CancelledError(`${name}: cancelled before it was sent`, { cause: init.signal.reason });
    // Built once: every attempt sends the same URL and body, whatever the caller changes while a retry waits.
    const built = buildRequest(op, rawArgs.slice(0, n), client, init);
    const timeout = init?.timeout ?? config.timeout ?? DEFAULT_TIMEOUT_MS;
    deadline = startDeadline(timeout, init?.signal);
    const policy = retryPolicy(op, config.retry, init?.retry);
    const fetchFn = config.fetch ?? globalThis.fetch;
    for (let retry = 0; ; retry++) {
      const request = await attemptRequest(built, op, client);
      let response: Response;
      let text: string;
      try {
        response = await fetchFn(request.url, { method: request.method, headers: request.headers, body: request.body, signal: deadline.signal });
        text = await response.text();
      } catch (error) {
        if (deadline.reason) throw stopped(deadline, name, timeout, error);
        const failure = new ConnectionError(`${name}: ${describeNetworkError(error, request.url)}`, { cause: error });
        const wait = retryDelay(policy, retry);
        if (wait === undefined) throw failure;
        await pause(wait, deadline, name, timeout);
        continue;
      }
      const consistency = response.headers.get(CONSISTENCY_HEADER);
      if (consistency) state.consistency = consistency;
      if (!response.ok) {
        const wait = shouldRetryAnswer(response.status, response.headers) ? retryDelay(policy, retry, retryHintMs(response.headers)) : undefined;
        if (wait === undefined) throw apiError(op, name, response, text);
        await pause(wait, deadline, name, timeout);
        continue;
      }
      return await readResult(op, name, response, text);
    }
  } catch (error) {
    const sdkError = error instanceof SdkError ? error : new SdkError(`${name}: ${(error as Error)?.message ?? String(error)}`, { cause: error });
    sdkError.operation ??= name;
    config.errorHandler?.(sdkError, { operation: name });
    throw sdkError;
  } finally {
    deadline?.release();
  }
}

/** Waits between attempts; the caller's signal and the timeout end the wait too. */
async function pause(ms: number, deadline: Deadline, name: string, timeout: number | undefined): Promise<void> {
  try {
    await sleep(ms, deadline.signal);
  } catch (error) {
    throw stopped(deadline, name, timeout, error);
  }
}

function stopped(deadline: Deadline, name: string, timeout: number | undefined, cause: unknown): SdkError {
  return deadline.reason === 'timeout'
    ? new TimeoutError(`${name}: no complete answer within ${timeout} ms`, timeout!, { cause })
    : new CancelledError(`${name}: cancelled`, { cause });
}

async function readResult(op: Operation, name: string, response: Response, text: string): Promise<unknown> {
  if (text.trim() === '') return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ResponseError(`${name}: the ${response.status} response is not JSON: ${text.slice(0, 120)}`, response.status, text, { cause: error });
  }
  if (!op.responsePlan) return data;
  try {
    return await decodeResponse(data, op.responsePlan);
  } catch (error) {
    throw new ResponseError(`${name}: could not convert the response: ${(error as Error).message}`, response.status, text, { cause: error });
  }
}

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
function apiError(op: Operation, name: string, response: Response, text: string): ApiError {
  let body: PlatformErrorBody | undefined;
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as PlatformErrorBody;
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
    entry: code ? op.service.errors[code] : undefined,
  });
}
