// The credentials a snippet carries, from what the auth store applies to the call (`AppliedAuth`, the same a send
// carries), so that a copied command is not refused with 401. The platform's sign-in: its strategy in the client
// snippet and its header as a placeholder (`<ACCESS_TOKEN>`, `<API_KEY>`), never a token. A document's security
// schemes: the reader's own values where they have set them for the target, else placeholders (`<token>`,
// `<user>:<password>`, `<api-key>`); the client puts them where each scheme says (header, `-u`, query, cookie), as it
// does when it sends; what is shown has the reader's secrets masked, what is copied has them as they are.
import type { Credential, Credentials } from '@siteapi/runtime';
import type { SecurityScheme, ServiceSecurity } from '@siteapi/runtime/generated';
import type { AppliedAuth } from '../auth/document-schemes.ts';
import type { SnippetAuth } from './snippets.ts';

export const TOKEN_PLACEHOLDER = '<token>';
export const USER_PLACEHOLDER = '<user>';
export const PASSWORD_PLACEHOLDER = '<password>';
export const API_KEY_PLACEHOLDER_TEXT = '<api-key>';
/** A secret on screen. ASCII: a basic credential goes through `btoa`, and header values must be Latin-1. */
export const MASK = '********';

export interface SnippetCredentials {
  /** What the copied snippets carry: the reader's values, placeholders for the rest. */
  copied: Credentials;
  /** What is shown: the same with the reader's secrets masked (a basic user name stays). */
  shown: Credentials;
  /** Whether any of the reader's own values is in `copied`. */
  own: boolean;
}

/** A snippet's auth: the platform's strategy (a placeholder), or the document's schemes' credentials. */
export interface SnippetAuthOf {
  strategy: SnippetAuth;
  credentials?: SnippetCredentials;
}

/**
 * What the snippets of a call carry, from what the call would carry: where the explorer offers the platform's
 * sign-in, it fills the platform's schemes (its strategy, shown as placeholders); elsewhere the document's schemes.
 */
export function snippetAuth(
  security: ServiceSecurity | undefined,
  requirements: readonly (readonly string[])[] | undefined,
  applied: AppliedAuth,
): SnippetAuthOf {
  if (applied.platform !== undefined) return { strategy: applied.platform };
  const credentials = snippetCredentials(security, requirements, applied.credentials);
  return { strategy: 'none', ...(credentials ? { credentials } : {}) };
}

/**
 * The credentials of the requirement the call would meet: the first alternative the reader's values satisfy, else
 * the first alternative, each scheme of it with the reader's value or a placeholder. Undefined when the call needs
 * none (no schemes, or an empty requirement first: optional auth).
 */
export function snippetCredentials(
  security: ServiceSecurity | undefined,
  requirements: readonly (readonly string[])[] | undefined,
  own: Credentials | undefined,
): SnippetCredentials | undefined {
  if (!security) return undefined;
  const alternatives = requirements ?? security.requirements;
  const known = (names: readonly string[]) => names.every((name) => Object.hasOwn(security.schemes, name));
  const met = own ? alternatives.find((names) => names.length > 0 && known(names) && names.every((name) => own[name] !== undefined)) : undefined;
  const chosen = met ?? alternatives.find(known);
  if (!chosen || chosen.length === 0) return undefined;
  const copied: Record<string, Credential> = {};
  const shown: Record<string, Credential> = {};
  let mine = false;
  for (const name of chosen) {
    const value = own?.[name];
    if (value === undefined) {
      copied[name] = shown[name] = placeholderFor(security.schemes[name]!);
    } else {
      mine = true;
      copied[name] = value;
      shown[name] = masked(value);
    }
  }
  return { copied, shown, own: mine };
}

function placeholderFor(scheme: SecurityScheme): Credential {
  if (scheme.type === 'apiKey') return API_KEY_PLACEHOLDER_TEXT;
  if (scheme.type === 'http' && scheme.scheme.toLowerCase() === 'basic') return { username: USER_PLACEHOLDER, password: PASSWORD_PLACEHOLDER };
  return TOKEN_PLACEHOLDER;
}

function masked(value: Credential): Credential {
  return typeof value === 'object' ? { username: value.username, password: MASK } : MASK;
}

/** Credentials as the client snippet prints them: a value given by a function (a token getter) as its placeholder. */
export function printableCredentials(credentials: Credentials): Record<string, string | { username: string; password: string }> {
  const out: Record<string, string | { username: string; password: string }> = {};
  for (const [name, value] of Object.entries(credentials)) {
    if (value === undefined) continue;
    out[name] = typeof value === 'function' ? TOKEN_PLACEHOLDER : typeof value === 'object' ? { username: value.username, password: value.password } : value;
  }
  return out;
}
