// One attempt's signing: the auth strategy's headers and the credentials' security parts, loaded with the first call
// of a client that has either.
import type { BuiltRequest, HttpRequest } from './build-request.ts';
import { CONFIG, type ClientLike } from './client-config.ts';
import { lowerCaseNames } from './header-names.ts';
import type { Operation } from './types.ts';

export async function signedRequest(built: BuiltRequest, op: Operation, client: ClientLike, headers: Record<string, string>): Promise<HttpRequest> {
  const { method, body } = built;
  let url = built.url;
  const { auth, credentials } = client[CONFIG];
  if (auth) Object.assign(headers, lowerCaseNames(await auth.getAuthHeaders({ method, url, service: op.service.name, operationId: op.operationId })));
  const security = credentials && (await op.service.loadSecurity?.());
  let credentialQuery: [string, string][] | undefined;
  if (credentials && security) {
    // Loaded with the first call that sends credentials: servers use them (browsers sign in with an auth strategy),
    // where the module is a local file. Asked per attempt, so a token function's renewed token is the one a retry sends.
    const { securityParts } = await import('./security.ts');
    const parts = await securityParts(security, op.security ?? security.requirements, credentials);
    Object.assign(headers, parts.headers);
    if (parts.query.length > 0) {
      url += `${url.includes('?') ? '&' : '?'}${parts.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
      credentialQuery = parts.query;
    }
    const cookies = parts.cookies.map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
    if (cookies.length > 0) headers.cookie = [headers.cookie, ...cookies].filter(Boolean).join('; ');
  }
  Object.assign(headers, built.callHeaders);
  const request: HttpRequest = body === undefined ? { method, url, headers } : { method, url, headers, body };
  if (credentialQuery) request.credentialQuery = credentialQuery;
  return request;
}
