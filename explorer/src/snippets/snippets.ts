// The current request as code to paste: the generated TypeScript client, curl and fetch. Built from a request
// snapshot (secrets already placeholders) and the HTTP request the client would send for it; the caller's
// own credentials appear only as placeholders (`<ACCESS_TOKEN>`).
import type { HttpRequest } from '@siteapi/runtime/generated';
import { ACCESS_TOKEN_PLACEHOLDER } from '../share/redact.ts';

/** One HTTP request as the client builds it: the runtime's own request shape. */
/** The request as shown: its body as text (a form or binary body is described, not shown). */
export type WireRequest = Omit<HttpRequest, 'body'> & { body?: string };

export type SnippetAuth = 'none' | 'oauth' | 'apiKey';

export const API_KEY_PLACEHOLDER = '<API_KEY>';

/** The request's headers plus the auth header as a placeholder. */
export function withAuthPlaceholder(request: WireRequest, auth: SnippetAuth): WireRequest {
  if (auth === 'none') return request;
  const headers = { ...request.headers, authorization: auth === 'apiKey' ? API_KEY_PLACEHOLDER : ACCESS_TOKEN_PLACEHOLDER };
  return { ...request, headers };
}

/** POSIX shell single quoting: everything literal, `'` closed, escaped and reopened; Unicode passes through. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function curlSnippet(request: WireRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

export function fetchSnippet(request: WireRequest): string {
  const init: string[] = [`  method: ${tsString(request.method)},`];
  const headers = Object.entries(request.headers);
  if (headers.length > 0) init.push(`  headers: ${tsLiteral(request.headers, '  ')},`);
  if (request.body !== undefined) {
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      body = undefined;
    }
    init.push(body === undefined ? `  body: ${tsString(request.body)},` : `  body: JSON.stringify(${tsLiteral(body, '  ')}),`);
  }
  return [`const response = await fetch(${tsString(request.url)}, {`, ...init, '});', 'const data = await response.json();'].join('\n');
}

/**
 * Where the snippet imports a service's generated calls from: under a package (`@siteapi/clients/blog`, exports
 * map) or under the out folder the user generated, as a relative path NodeNext resolves
 * (`./generated/train-travel-api/index.js`).
 */
export function clientModule(base: string, service: string): string {
  const root = base.trim().replace(/\/+$/, '');
  return root.startsWith('.') || root.startsWith('/') ? `${root}/${service}/index.js` : `${root}/${service}`;
}

/**
 * The host a snippet names: the target the user chose (a Prism mock or a live host), else, with the in-page mock
 * (a URL of this page, meaningless elsewhere), the document's server as the generated client defaults to it.
 */
export function snippetHost(mode: 'browser' | 'mock' | 'live', target: string, documentServer: string): string {
  return mode === 'browser' ? documentServer : target;
}

/** A path parameter not filled yet, as the snippet shows it (`{owner}`): a token the URL keeps as it is, swapped back after. */
export function pathPlaceholders(names: readonly string[]): { values: Record<string, string>; restore(text: string): string } {
  const tokens = names.map((name, i) => [`SITEAPIPATHPARAMETER${i}X`, name] as const);
  return {
    values: Object.fromEntries(tokens.map(([token, name]) => [name, token])),
    restore: (text) => tokens.reduce((out, [token, name]) => out.split(token).join(`{${name}}`), text),
  };
}

export interface ClientCallInput {
  /** The service folder under generated/ (`blog`). */
  service: string;
  /** Where the generated calls are imported from (`clientModule`); default the platform's `@siteapi/clients`. */
  clientImport?: string;
  /** The client's module (`posts`) and the SDK method (`listPosts`). */
  module: string;
  method: string;
  /** Positional arguments as the runtime derives them from the request. */
  args: readonly unknown[];
  /** How many positional arguments the call declares (options come after all of them). */
  arity: number;
  host: string;
  auth: SnippetAuth;
  /** Per-call headers (the mock's `Prefer`). */
  headers?: Record<string, string>;
}

export function clientSnippet(input: ClientCallInput): string {
  const runtimeImports = ['createClient', ...(input.auth === 'oauth' ? ['OAuthStrategy'] : input.auth === 'apiKey' ? ['ApiKeyStrategy'] : [])];
  const lines = [
    `import { ${runtimeImports.join(', ')} } from '@siteapi/runtime';`,
    `import { ${input.module} } from '${clientModule(input.clientImport ?? '@siteapi/clients', input.service)}';`,
    '',
  ];
  const options = [`  modules: { ${input.module} },`, `  host: ${tsString(input.host)},`];
  if (input.auth === 'oauth') options.push(`  auth: OAuthStrategy({ clientId: '<CLIENT_ID>' }),`);
  if (input.auth === 'apiKey') options.push(`  auth: ApiKeyStrategy({ apiKey: process.env.API_KEY ?? '${API_KEY_PLACEHOLDER}' }),`);
  lines.push('const client = createClient({', ...options, '});', '');
  const args = [...input.args];
  const headers = input.headers && Object.keys(input.headers).length > 0 ? input.headers : undefined;
  if (headers) while (args.length < input.arity) args.push(undefined);
  const printed = args.map((arg) => tsLiteral(arg, ''));
  if (headers) printed.push(tsLiteral({ headers }, ''));
  lines.push(`const result = await client.${input.module}.${input.method}(${printed.join(', ')});`);
  return lines.join('\n');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON value as a TypeScript literal: single-quoted strings, bare keys where they are identifiers. */
export function tsLiteral(value: unknown, indent: string): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return tsString(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${tsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const body = entries.map(([key, item]) => `${inner}${IDENTIFIER.test(key) ? key : tsString(key)}: ${tsLiteral(item, inner)},`);
  return `{\n${body.join('\n')}\n${indent}}`;
}

export function tsString(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
