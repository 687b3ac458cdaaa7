// More languages for the request, from httpsnippet-lite (the browser build of Kong's httpsnippet, which Stoplight
// Elements uses): the same HTTP request the curl and fetch snippets print, as a HAR request, in the language chosen.
// The library is its own chunk, loaded the first time a reader picks one of these languages.
//
// httpsnippet-lite 3 does not quote everything it writes: most targets put the URL and header names in string
// literals as they are, Ruby, Kotlin and PowerShell interpolate `#{}` / `$` inside their strings, Swift and
// PowerShell embed a body raw, HTTPie leaves a header name bare in the shell, R writes query names as code, Node
// (axios) drops backslashes. So a request is converted only when every part the library writes is made of
// characters no target gives a meaning to (`refusal`); otherwise the reader is told why and pointed to curl and
// fetch, which quote everything.
import type { WireRequest } from './snippets.ts';

export interface Language {
  id: string;
  label: string;
  target: string;
  client: string;
}

export const MORE_LANGUAGES: readonly Language[] = [
  { id: 'python-requests', label: 'Python (requests)', target: 'python', client: 'requests' },
  { id: 'python-http', label: 'Python (http.client)', target: 'python', client: 'python3' },
  { id: 'node-axios', label: 'Node.js (axios)', target: 'node', client: 'axios' },
  { id: 'go', label: 'Go', target: 'go', client: 'native' },
  { id: 'java-okhttp', label: 'Java (OkHttp)', target: 'java', client: 'okhttp' },
  { id: 'java-http', label: 'Java (HttpClient)', target: 'java', client: 'nethttp' },
  { id: 'kotlin', label: 'Kotlin (OkHttp)', target: 'kotlin', client: 'okhttp' },
  { id: 'csharp', label: 'C# (HttpClient)', target: 'csharp', client: 'httpclient' },
  { id: 'php', label: 'PHP (Guzzle)', target: 'php', client: 'guzzle' },
  { id: 'ruby', label: 'Ruby (net/http)', target: 'ruby', client: 'native' },
  { id: 'swift', label: 'Swift (URLSession)', target: 'swift', client: 'nsurlsession' },
  { id: 'c', label: 'C (libcurl)', target: 'c', client: 'libcurl' },
  { id: 'powershell', label: 'PowerShell', target: 'powershell', client: 'restmethod' },
  { id: 'httpie', label: 'HTTPie', target: 'shell', client: 'httpie' },
  { id: 'wget', label: 'Wget', target: 'shell', client: 'wget' },
  { id: 'r', label: 'R (httr)', target: 'r', client: 'httr' },
  { id: 'http', label: 'HTTP/1.1', target: 'http', client: 'http1.1' },
];

/** Characters every target writes as themselves inside its strings: no quote, escape, interpolation or control. */
const PLAIN = /^[\p{L}\p{M}\p{N}\p{So} !%&()*+,\-./:;<=>?@[\]^_|~]*$/u;
/** A header name every target may write as it is (HTTPie writes it bare in the shell). */
const NAME = /^[A-Za-z0-9_.-]+$/;
/** A query name R (httr) may write as code, in `list(name = "value")`. */
const R_NAME = /^[A-Za-z][A-Za-z0-9._]*$/;
/** The body types the library reads as JSON (and writes as each language's literals). */
const JSON_TYPES = ['text/json', 'text/x-json', 'application/json', 'application/x-json'];

/** Why the library cannot write `request` safely in `language`, or undefined when it can. */
export function refusal(language: Language, request: WireRequest): string | undefined {
  if (language.target === 'http') return undefined; // An HTTP message, not code: nothing runs it.
  const har = harOf(request);
  const problems: string[] = [];
  const check = (what: string, text: string, pattern = PLAIN) => {
    if (problems.length > 0) return;
    const bad = pattern === PLAIN && text.includes('??') ? '??' : [...text].find((c) => !pattern.test(c));
    // C reads `??/` as a backslash (a trigraph), so two question marks in a row are refused too.
    if (bad !== undefined) problems.push(`${what} has ${JSON.stringify(bad)}`);
  };
  check('The URL', har.url);
  for (const { name, value } of har.headers) {
    check(`The header name ${JSON.stringify(name)}`, name, NAME);
    check(`The header ${name}`, value);
  }
  for (const { name, value } of har.queryString) {
    // The library gathers query parameters in a plain object, where these names are Object.prototype's.
    if (name in Object.prototype) problems.push(`The query parameter name ${JSON.stringify(name)} is taken by the library's plain object`);
    // Most targets write the query in the URL, encoded; these two write each name and value in code of their own.
    if (language.target === 'r' || language.target === 'node') {
      check(`The query parameter name ${JSON.stringify(name)}`, name, language.target === 'r' ? R_NAME : PLAIN);
      check(`The query parameter ${name}`, value);
    }
    if (language.target === 'r' && name === 'key') problems.push('A query parameter named key is left out by the library in R');
  }
  for (const param of har.postData?.params ?? []) {
    check(`The form field name ${JSON.stringify(param.name)}`, param.name);
    if (param.value !== undefined) check(`The form field ${param.name}`, param.value);
    if (param.fileName !== undefined) check(`The file name of ${param.name}`, param.fileName);
  }
  if (har.postData?.params) {
    // httpsnippet-lite 3 writes a file as text (Python's `"open('rex.png', 'rb')"`) or as an empty part (HTTPie).
    if (har.postData.params.some((p) => p.fileName !== undefined)) problems.push('The body has a file, which the library writes as text or leaves empty');
    if (language.target === 'powershell' || language.target === 'r') problems.push(`The library does not write a form body in ${language.label}`);
  } else if (har.postData) {
    if (language.target === 'powershell' && !har.headers.some(({ name }) => name.toLowerCase() === 'content-type')) {
      problems.push('The body has no content-type header, which PowerShell needs');
    }
    const body = har.postData.text ?? '';
    const json = JSON_TYPES.includes(har.postData.mimeType) ? parsed(body) : undefined;
    if (json) for (const text of stringsOf(json.value)) check('The body', text);
    else check('The body', body);
    // These two write the parsed body only when it is truthy, and nothing otherwise.
    if (json && !json.value && (language.id === 'python-requests' || language.id === 'node-axios')) {
      problems.push(`The JSON body ${body} would be left out`);
    }
  }
  if (problems.length === 0) return undefined;
  return `${problems[0]}: httpsnippet-lite cannot write this request safely in ${language.label}. Copy the curl or fetch snippet, which quote everything.`;
}

function parsed(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** Every key and string in a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  return [];
}

/**
 * The request as a HAR request (what the library reads). The query goes in `queryString`: from the URL the library
 * would keep one value of a repeated name.
 */
export function harOf(request: WireRequest) {
  const contentType = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const url = new URL(request.url);
  const queryString = [...url.searchParams].map(([name, value]) => ({ name, value }));
  url.search = '';
  return {
    method: request.method,
    url: url.href,
    httpVersion: 'HTTP/1.1',
    headers: Object.entries(request.headers).map(([name, value]) => ({ name, value })),
    queryString,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(request.body === undefined ? {} : { postData: { mimeType: contentType ?? 'application/octet-stream', text: request.body } as PostData }),
    ...(request.form ? { postData: formPostData(request.form) } : {}),
  };
}

interface PostData {
  mimeType: string;
  text?: string;
  params?: { name: string; value?: string; fileName?: string }[];
}

/** A form body as HAR's `params`: urlencoded with its text as sent, multipart with each file by its name. */
function formPostData(form: NonNullable<WireRequest['form']>): PostData {
  const params = form.fields.map((f) => ('value' in f ? { name: f.name, value: f.value } : { name: f.name, fileName: f.file }));
  if (form.multipart) return { mimeType: 'multipart/form-data', params };
  const text = new URLSearchParams(params.map((p): [string, string] => [p.name, p.value ?? p.fileName ?? ''])).toString();
  return { mimeType: 'application/x-www-form-urlencoded', text, params };
}

/** The request in one of `MORE_LANGUAGES` (loads the library on first use). */
export async function snippetIn(languageId: string, request: WireRequest): Promise<string> {
  const language = MORE_LANGUAGES.find((l) => l.id === languageId);
  if (!language) throw new Error(`No snippet language ${languageId}.`);
  const refused = refusal(language, request);
  if (refused) throw new Error(refused);
  const { HTTPSnippet } = await import('httpsnippet-lite');
  let output: unknown;
  try {
    output = await new HTTPSnippet(harOf(request)).convert(language.target as never, language.client);
  } catch (error) {
    throw new Error(`httpsnippet-lite could not write the request in ${language.label}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = Array.isArray(output) ? output[0] : output;
  if (typeof text !== 'string') throw new Error(`httpsnippet-lite wrote nothing for ${language.label}.`);
  return text;
}
