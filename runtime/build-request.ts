import { requestFromArguments } from './arguments.ts';
import { type CallFeatures, missing } from './call-features.ts';
import { CONFIG, STATE, type ClientLike } from './client-config.ts';
import { lowerCaseNames } from './header-names.ts';
import { fillPath, serviceBaseUrl } from './hosts.ts';
import type { RequestBody } from './request-body.ts';
import type { CallInit, Operation } from './types.ts';

/** One HTTP request, ready for `fetch`. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body (JSON text unless the operation declares another media type); absent for a request without one. */
  body?: RequestBody;
  /** The query parameters the client's credentials added (signed-request.ts): kept from other origins (redirects.ts). */
  credentialQuery?: [string, string][];
}

/** A call's request as built once from the caller's arguments: every attempt sends this method, URL and body. */
export interface BuiltRequest extends HttpRequest {
  /** The call's own `init.headers`, copied at the build; sent last, over the auth headers. */
  callHeaders: Record<string, string>;
}

/**
 * Positional arguments → the request one call sends: fields placed by `x-arguments`, converted by the request plan,
 * under the client's host, with its headers. A call with a GET form (`x-get-form`) and a body goes as that GET,
 * without body or content-type, while the final URL fits; a GET with a body form (`x-body-form`) goes as a POST to
 * the same path, its query the JSON body, once the query string is too long; otherwise as declared. Serialising
 * here, once, keeps a caller's change to its arguments during a retry wait out of the later attempts.
 */
export function buildRequest(op: Operation, args: readonly unknown[], client: ClientLike, init?: CallInit): BuiltRequest {
  const config = client[CONFIG];
  const f: CallFeatures = op.features ?? {};
  const need = <K extends keyof CallFeatures>(feature: K): NonNullable<CallFeatures[K]> =>
    f[feature] ?? missing(`${op.service.name}.${op.operationId}`, feature);
  const parts = requestFromArguments(op, args);
  const wire = op.requestPlan ? need('encodePlan')({ query: parts.query, body: parts.body }, op.requestPlan) : parts;
  // Only a call that places query fields has any here, and names the feature that writes them.
  const query = op.params ? need('paramStyles').query(op.params, wire.query) : Object.keys(wire.query).length > 0 ? need('query')(wire.query) : '';
  // Characters of the query string as sent, without the `?`; exactly the limit still goes as the GET.
  const asBody = op.bodyForm !== undefined && query.length > op.bodyForm.maxQueryLength;
  const fill = (template: string) => fillPath(template, parts.path, op.params, f.paramStyles?.path);
  // The platform's services choose among its hosts (platform.ts); any other goes to the client's host or its own.
  const platform = op.service.platform;
  const pathUrl = platform ? platform.url(op, config, fill) : `${serviceBaseUrl(op.service, config.host, op.prefix)}${fill(op.path)}`;
  const declaredUrl = query && !asBody ? `${pathUrl}?${query}` : pathUrl;
  const encoded = asBody
    ? need('encodeBody')(need('bodyForm')(wire.query))
    : wire.body === undefined
      ? undefined
      : need('encodeBody')(wire.body, op.contentType);
  const getUrl = op.getForm && encoded !== undefined ? need('getFormUrl')(declaredUrl, op.getForm, encoded.body as string) : undefined;
  const method = asBody ? 'POST' : getUrl ? 'GET' : op.method;
  const url = getUrl ?? declaredUrl;
  const body = getUrl ? undefined : encoded?.body;

  const headers: Record<string, string> = { accept: op.answer === undefined ? 'application/json' : '*/*', ...lowerCaseNames(config.headers) };
  // Only calls that declare header or cookie parameters get values here (arguments.ts places them by declaration).
  if (parts.cookie || Object.keys(parts.header).length > 0) need('headerParams')(op, parts, headers, () => need('paramStyles'));
  if (body !== undefined && encoded?.contentType) headers['content-type'] = encoded.contentType;
  const callHeaders = lowerCaseNames(init?.headers);
  // Made here, once per call, so every attempt sends the same key; a key the caller gives (any case) wins.
  if (op.idempotencyKey) need('idempotencyKey')(op.idempotencyKey, headers, callHeaders);
  return { method, url, headers, body, callHeaders };
}

/**
 * One attempt of a built request: its method, URL and body unchanged, with the client's consistency token and the
 * auth strategy's headers as they are now (a token renewed between attempts is the one sent), the call's own last.
 * Synchronous when the client has neither an auth strategy nor credentials, so a plain call waits on nothing here.
 */
export function attemptRequest(built: BuiltRequest, op: Operation, client: ClientLike): HttpRequest | Promise<HttpRequest> {
  const headers = { ...built.headers };
  const platform = op.service.platform;
  const consistency = platform && client[STATE].consistency;
  if (consistency) headers[platform.consistencyHeader] = consistency;
  const { auth, credentials } = client[CONFIG];
  // Loaded with the first call of a client that signs its requests: a client without auth needs none of it.
  if (auth || (credentials && op.service.loadSecurity)) return import('./signed-request.ts').then((m) => m.signedRequest(built, op, client, headers));
  Object.assign(headers, built.callHeaders);
  return { method: built.method, url: built.url, headers, body: built.body };
}
