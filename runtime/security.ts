// OpenAPI security schemes: what a call needs (its `security`, else its service's) and the credentials the client
// was given (`createClient({ credentials })`), as the header, query parameter or cookie each scheme names.

/** A security scheme as a generated service declares it. */
export type SecurityScheme =
  | { readonly type: 'apiKey'; readonly in: 'header' | 'query' | 'cookie'; readonly name: string }
  | { readonly type: 'http'; readonly scheme: string }
  | { readonly type: 'oauth2' | 'openIdConnect' };

/** A service's schemes and its default requirement: alternatives, each a set of schemes sent together. */
export interface ServiceSecurity {
  readonly schemes: Readonly<Record<string, SecurityScheme>>;
  readonly requirements: readonly (readonly string[])[];
}

/** A credential: the key or token (or a function that gives it when a call is sent), or a user and password for basic. */
export type Credential = string | (() => string | Promise<string>) | { readonly username: string; readonly password: string };

/** Credentials by scheme name (`{ api_key: '…', petstore_auth: () => getToken() }`). */
export type Credentials = Readonly<Record<string, Credential | undefined>>;

export interface SecurityParts {
  headers: Record<string, string>;
  query: [string, string][];
  cookies: [string, string][];
}

async function credentialText(credential: Credential): Promise<string> {
  if (typeof credential === 'function') return credential();
  if (typeof credential === 'string') return credential;
  return btoa(`${credential.username}:${credential.password}`);
}

/**
 * What a call sends for its security: the first alternative whose schemes all have credentials (an empty one, an
 * optional requirement, sends nothing). Nothing when no alternative can be met: the server says what is missing.
 */
export async function securityParts(security: ServiceSecurity, requirements: readonly (readonly string[])[], credentials: Credentials): Promise<SecurityParts> {
  const parts: SecurityParts = { headers: {}, query: [], cookies: [] };
  const chosen = requirements.find((names) => names.every((n) => credentials[n] !== undefined && security.schemes[n] !== undefined));
  for (const name of chosen ?? []) {
    const scheme = security.schemes[name]!;
    const credential = credentials[name]!;
    const value = await credentialText(credential);
    if (scheme.type === 'apiKey') {
      if (scheme.in === 'header') parts.headers[scheme.name.toLowerCase()] = value;
      else if (scheme.in === 'query') parts.query.push([scheme.name, value]);
      else parts.cookies.push([scheme.name, value]);
    } else if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') {
      parts.headers.authorization = `Basic ${value}`;
    } else if (scheme.type === 'http' && scheme.scheme.toLowerCase() !== 'bearer') {
      parts.headers.authorization = `${scheme.scheme} ${value}`;
    } else {
      // http bearer, oauth2 and openIdConnect: an access token.
      parts.headers.authorization = `Bearer ${value}`;
    }
  }
  return parts;
}
