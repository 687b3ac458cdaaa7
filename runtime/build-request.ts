import { requestFromArguments } from './arguments.ts';
import { CONFIG, STATE, type ClientLike } from './client.ts';
import { encodeRequest } from './conversions/plan.ts';
import { getFormUrl } from './get-form.ts';
import { EDGE_HOST, expandPath, serviceBaseUrl } from './hosts.ts';
import { serializeQuery } from './query-string.ts';
import type { CallInit, Operation } from './types.ts';

/** The platform's read-your-writes token: echoed on every later call of the client once an answer carries it. */
export const CONSISTENCY_HEADER = 'x-wix-consistent';

/** One HTTP request, ready for `fetch`. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The JSON text of the body; absent for a request without one. */
  body?: string;
}

/**
 * Positional arguments → the request one call sends: fields placed by `x-arguments`, converted by the request plan,
 * under the client's host, with its headers, consistency token and auth. A call with a GET form (`x-get-form`) and a
 * body goes as that GET, without body or content-type, while the final URL fits; otherwise as declared.
 */
export async function buildRequest(op: Operation, args: readonly unknown[], client: ClientLike, init?: CallInit): Promise<HttpRequest> {
  const config = client[CONFIG];
  const state = client[STATE];
  const parts = requestFromArguments(op, args);
  const wire = op.requestPlan ? encodeRequest({ query: parts.query, body: parts.body }, op.requestPlan) : parts;
  const query = serializeQuery(wire.query);
  const useCdn = config.useCdn ?? config.auth?.preferCdn ?? false;
  const host = config.host ?? (useCdn ? EDGE_HOST : undefined);
  const declaredUrl = `${serviceBaseUrl(op.service, host, op.prefix)}${expandPath(op.path, parts.path)}${query ? `?${query}` : ''}`;
  const json = wire.body === undefined ? undefined : JSON.stringify(wire.body);
  const getUrl = op.getForm && json !== undefined ? getFormUrl(declaredUrl, op.getForm, json) : undefined;
  const method = getUrl ? 'GET' : op.method;
  const url = getUrl ?? declaredUrl;
  const body = getUrl ? undefined : json;

  const headers: Record<string, string> = { accept: 'application/json', ...config.headers };
  for (const [k, v] of Object.entries(parts.header)) if (v !== undefined && v !== null) headers[k] = String(v);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (state.consistency) headers[CONSISTENCY_HEADER] = state.consistency;
  if (config.auth) Object.assign(headers, await config.auth.getAuthHeaders({ method, url, service: op.service.name, operationId: op.operationId }));
  Object.assign(headers, init?.headers);
  return body === undefined ? { method, url, headers } : { method, url, headers, body };
}
