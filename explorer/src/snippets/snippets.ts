// The current request as code to paste: the generated TypeScript client, curl and fetch. Built from a request
// snapshot (secrets already placeholders) and the HTTP request the client would send for it; the caller's
// own credentials appear only as placeholders (`<ACCESS_TOKEN>`).
import type { HttpRequest } from '@siteapi/runtime/generated';
import type { PlatformSignInKind } from '../auth/document-schemes.ts';
import { ACCESS_TOKEN_PLACEHOLDER } from '../share/redact.ts';

/** A form field as sent: text, or a file by its name. */
export type FormField = { name: string; value: string } | { name: string; file: string };

/** A form body as sent: `application/x-www-form-urlencoded` fields, or `multipart/form-data` fields and files. */
export interface FormBody {
  multipart: boolean;
  fields: FormField[];
}

/** The request as shown: its body as text, or a form body's fields (a binary body is described, not shown). */
export type WireRequest = Omit<HttpRequest, 'body'> & { body?: string; form?: FormBody };

/** The platform's sign-in a snippet shows (as placeholders): none, OAuth tokens, an API key. */
export type SnippetAuth = PlatformSignInKind;

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

/** A shell word: bare when it is only letters (an HTTP method), else quoted. */
function shellWord(text: string): string {
  return /^[A-Za-z]+$/.test(text) ? text : shellQuote(text);
}

/** A curl command for the request; undefined when curl cannot send it as it is (a multipart field name with `=`). */
export function curlSnippet(request: WireRequest): string | undefined {
  const lines = [`curl -X ${shellWord(request.method)} ${shellQuote(request.url)}`];
  const headers = { ...request.headers };
  // Basic auth as `-u user:password` (curl writes the same header), readable where the header is base64.
  const basic = basicCredentials(headers.authorization);
  if (basic !== undefined) {
    delete headers.authorization;
    lines.push(`  -u ${shellQuote(basic)}`);
  }
  // curl drops a header given as `name:`; `name;` is how it sends one with an empty value.
  for (const [name, value] of Object.entries(headers)) lines.push(`  -H ${shellQuote(value === '' ? `${name};` : `${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data-raw ${shellQuote(request.body)}`);
  const form = request.form;
  const pairs = form && !form.multipart ? form.fields.map((f): [string, string] => [f.name, 'value' in f ? f.value : f.file]) : [];
  if (form && !form.multipart && (pairs.length === 0 || pairs.some(([name]) => name === ''))) {
    // curl reads `=value` as the value alone, and sends no body for no fields: the form goes encoded, as sent.
    lines.push(`  --data-raw ${shellQuote(new URLSearchParams(pairs).toString())}`);
  } else if (form && !form.multipart) {
    // curl encodes each value; the name is given encoded, as a form writes it.
    for (const [name, value] of pairs) lines.push(`  --data-urlencode ${shellQuote(`${formEncode(name)}=${value}`)}`);
  }
  for (const field of form?.multipart ? form.fields : []) {
    const line = multipartOption(field);
    if (line === undefined) return undefined;
    lines.push(`  ${line}`);
  }
  return lines.join(' \\\n');
}

/**
 * A multipart field: text as `--form-string name=value` (taken literally: `-F` would read a leading `@` or `<` as a
 * file and `;type=` as options), a file as `-F name=@"file"`. curl ends a name at its first `=`: such a name cannot be sent.
 */
function multipartOption(field: FormField): string | undefined {
  if (field.name.includes('=')) return undefined;
  if ('value' in field) return `--form-string ${shellQuote(`${field.name}=${field.value}`)}`;
  return `-F ${shellQuote(`${field.name}=@"${field.file.replace(/["\\]/g, '\\$&')}"`)}`;
}

/** A name as `application/x-www-form-urlencoded` writes it (what `URLSearchParams` sends). */
function formEncode(name: string): string {
  return new URLSearchParams([[name, '']]).toString().slice(0, -1);
}

/** `user:password` of a Basic authorization header, when it decodes to text with a colon. */
function basicCredentials(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Basic ([A-Za-z0-9+/]+={0,2})$/.exec(header);
  if (!match) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0)));
    // Sent back as curl would send it: UTF-8, the same bytes; control characters stay in the header.
    return text.includes(':') && !/\p{Cc}/u.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

export function fetchSnippet(request: WireRequest): string {
  const before: string[] = [];
  const init: string[] = [`  method: ${tsString(request.method)},`];
  const headers = Object.entries(request.headers);
  if (headers.length > 0) init.push(`  headers: ${tsLiteral(request.headers, '  ')},`);
  if (request.body !== undefined) {
    const body = jsonValue(request.body);
    init.push(body === undefined ? `  body: ${tsString(request.body)},` : `  body: JSON.stringify(${tsLiteral(body.value, '  ')}),`);
  }
  if (request.form && !request.form.multipart) {
    const pairs = request.form.fields.map((f) => `    [${tsString(f.name)}, ${tsString('value' in f ? f.value : f.file)}],`);
    init.push(pairs.length === 0 ? '  body: new URLSearchParams(),' : `  body: new URLSearchParams([\n${pairs.join('\n')}\n  ]),`);
  }
  if (request.form?.multipart) {
    const files = request.form.fields.some((f) => 'file' in f);
    if (files) before.push("import { openAsBlob } from 'node:fs';", '');
    before.push('const form = new FormData();');
    for (const f of request.form.fields) {
      before.push(
        'value' in f
          ? `form.append(${tsString(f.name)}, ${tsString(f.value)});`
          : `form.append(${tsString(f.name)}, await openAsBlob(${tsString(f.file)}), ${tsString(f.file)});`,
      );
    }
    before.push('');
    init.push('  body: form,');
  }
  return [...before, `const response = await fetch(${tsString(request.url)}, {`, ...init, '});', 'const data = await response.json();'].join('\n');
}

/** The body's JSON value when `JSON.stringify` of it gives back the very text (so the snippet sends the same bytes). */
function jsonValue(text: string): { value: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return JSON.stringify(value) === text ? { value } : undefined;
  } catch {
    return undefined;
  }
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

/** A name encoded as a path value is; a lone surrogate (which `encodeURIComponent` throws on) as U+FFFD. */
const pathValue = (name: string) => encodeURIComponent(name.replace(/\p{Cs}/gu, '\uFFFD'));

export interface PathPlaceholders {
  /** The token each path parameter takes while the request is built (letters and digits, kept as is by the URL). */
  values: Record<string, string>;
  /** The request as sent, each token replaced by `{name}` (encoded as a path value is), before any snippet quotes it. */
  request(request: WireRequest): WireRequest;
  /** The call's arguments, each token replaced by `{name}`. */
  args(args: readonly unknown[]): unknown[];
}

/**
 * A path parameter not filled yet, as the snippet shows it (`{owner}`): a token while the client builds the request,
 * put back into the request's values before the snippets quote them, so a name is quoted like any other value.
 */
export function pathPlaceholders(names: readonly string[]): PathPlaceholders {
  const tokens = names.map((name, i) => [`SITEAPIPATHPARAMETER${i}X`, name] as const);
  const fill = (text: string, encode: (name: string) => string) => tokens.reduce((out, [token, name]) => out.split(token).join(`{${encode(name)}}`), text);
  const asIs = (name: string) => name;
  const deep = (value: unknown): unknown => {
    if (typeof value === 'string') return fill(value, asIs);
    if (Array.isArray(value)) return value.map(deep);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deep(item)]));
    return value;
  };
  return {
    values: Object.fromEntries(tokens.map(([token, name]) => [name, token])),
    request: (request) => ({
      ...request,
      url: fill(request.url, pathValue),
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, fill(value, asIs)])),
      ...(request.body === undefined ? {} : { body: fill(request.body, asIs) }),
      ...(request.form
        ? {
            form: {
              multipart: request.form.multipart,
              fields: request.form.fields.map((f) => ('value' in f ? { name: f.name, value: fill(f.value, asIs) } : f)),
            },
          }
        : {}),
    }),
    args: (args) => args.map(deep),
  };
}

/** The snippets of one request, as the panel shows them. */
export interface RequestSnippets {
  client: string;
  curl?: string;
  /** Why there is no curl for a request the client would send. */
  curlProblem?: string;
  fetch?: string;
  /** The request as sent, placeholders in, for the other languages. */
  wire?: WireRequest;
}

/**
 * The call (its arguments as the runtime derives them) and the request the client would send for it (undefined
 * when it stopped before sending), both with the tokens of `placeholders` in them, as snippets.
 */
export function requestSnippets(placeholders: PathPlaceholders, call: ClientCallInput, sent: WireRequest | undefined): RequestSnippets {
  const client = clientSnippet({ ...call, args: placeholders.args(call.args) });
  if (!sent) return { client };
  const wire = placeholders.request(sent);
  const curl = curlSnippet(wire);
  return {
    client,
    ...(curl === undefined ? { curlProblem: 'curl cannot send a form field whose name has "=" (it ends the name there); copy the fetch snippet.' } : { curl }),
    fetch: fetchSnippet(wire),
    wire,
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
  /** The document's scheme credentials by scheme name (placeholders, or the reader's), for `createClient({ credentials })`. */
  credentials?: Record<string, string | { username: string; password: string }>;
}

export function clientSnippet(input: ClientCallInput): string {
  const runtimeImports = ['createClient', ...(input.auth === 'oauth' ? ['OAuthStrategy'] : input.auth === 'apiKey' ? ['ApiKeyStrategy'] : [])];
  // The module's name comes from the document: imported by its export name, bound to itself only where that is a
  // safe binding here, and named as a property (quoted where it is not an identifier) everywhere else.
  const binding = isFreeBinding(input.module) ? input.module : 'calls';
  const imported = IDENTIFIER.test(input.module) ? input.module : tsString(input.module);
  const key = tsKey(input.module);
  const lines = [
    `import { ${runtimeImports.join(', ')} } from '@siteapi/runtime';`,
    `import { ${imported === binding ? binding : `${imported} as ${binding}`} } from ${tsString(clientModule(input.clientImport ?? '@siteapi/clients', input.service))};`,
    '',
  ];
  const options = [`  modules: { ${key === binding ? binding : `${key}: ${binding}`} },`, `  host: ${tsString(input.host)},`];
  if (input.auth === 'oauth') options.push(`  auth: OAuthStrategy({ clientId: '<CLIENT_ID>' }),`);
  if (input.auth === 'apiKey') options.push(`  auth: ApiKeyStrategy({ apiKey: process.env.API_KEY ?? '${API_KEY_PLACEHOLDER}' }),`);
  if (input.credentials && Object.keys(input.credentials).length > 0) options.push(`  credentials: ${tsLiteral(input.credentials, '  ')},`);
  lines.push('const client = createClient({', ...options, '});', '');
  const args = [...input.args];
  const headers = input.headers && Object.keys(input.headers).length > 0 ? input.headers : undefined;
  if (headers) while (args.length < input.arity) args.push(undefined);
  const printed = args.map((arg) => tsLiteral(arg, ''));
  if (headers) printed.push(tsLiteral({ headers }, ''));
  lines.push(`const result = await client${tsMember(input.module)}${tsMember(input.method)}(${printed.join(', ')});`);
  return lines.join('\n');
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Words a module may not bind in the snippet: reserved words, and the names the snippet itself uses. */
const TAKEN = new Set(
  [
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if',
    'import in instanceof new null return super switch this throw true try typeof var void while with yield let static',
    'implements interface package private protected public await arguments eval undefined NaN Infinity',
    'createClient OAuthStrategy ApiKeyStrategy client result process calls',
  ]
    .join(' ')
    .split(' '),
);

function isFreeBinding(name: string): boolean {
  return IDENTIFIER.test(name) && !TAKEN.has(name);
}

/** An object literal's key: bare where it is an identifier, quoted otherwise; `__proto__` computed, as a plain key would set the prototype. */
function tsKey(key: string): string {
  if (key === '__proto__') return `[${tsString(key)}]`;
  return IDENTIFIER.test(key) ? key : tsString(key);
}

/** A property access: `.name`, or `['a-b']` where the name is not an identifier. */
function tsMember(name: string): string {
  return IDENTIFIER.test(name) ? `.${name}` : `[${tsString(name)}]`;
}

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
  const body = entries.map(([key, item]) => `${inner}${tsKey(key)}: ${tsLiteral(item, inner)},`);
  return `{\n${body.join('\n')}\n${indent}}`;
}

/** A single-quoted string literal: JSON's escapes (every control character, `\\`), with `'` escaped instead of `"`. */
export function tsString(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
