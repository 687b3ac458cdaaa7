import { deref } from '@siteapi/document';
import type { OpenApiDocument } from '@siteapi/document';
import type { IrService, SecurityScheme } from './types.ts';

// The Security Scheme and Security Requirement Objects.

/** Requirement objects (`[{ api_key: [] }, { oauth: [read] }]`) as the scheme names of each alternative. */
export function requirementsOf(security: unknown): string[][] {
  return (Array.isArray(security) ? security : []).filter((r) => r && typeof r === 'object').map((r) => Object.keys(r as object));
}

/** The schemes the runtime can send (apiKey, http, oauth2, openIdConnect; not mutualTLS) and the default requirement. */
export function securityOf(doc: OpenApiDocument): IrService['security'] {
  const schemes: Record<string, SecurityScheme> = {};
  for (const [name, raw] of Object.entries((doc.components?.securitySchemes ?? {}) as Record<string, unknown>)) {
    const s = deref(doc, raw as { type?: string; in?: string; name?: string; scheme?: string }, '').value;
    if (s?.type === 'apiKey' && (s.in === 'header' || s.in === 'query' || s.in === 'cookie') && typeof s.name === 'string')
      schemes[name] = { type: 'apiKey', in: s.in, name: s.name };
    else if (s?.type === 'http' && typeof s.scheme === 'string') schemes[name] = { type: 'http', scheme: s.scheme };
    else if (s?.type === 'oauth2' || s?.type === 'openIdConnect') schemes[name] = { type: s.type };
  }
  if (Object.keys(schemes).length === 0) return undefined;
  return { schemes, requirements: requirementsOf(doc.security) };
}
