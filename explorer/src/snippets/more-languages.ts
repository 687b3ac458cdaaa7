// More languages for the request, from httpsnippet-lite (the browser build of Kong's httpsnippet, which Stoplight
// Elements uses): the same HTTP request the curl and fetch snippets print, as a HAR request, in the language chosen.
// The library is its own chunk, loaded the first time a reader picks one of these languages.
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

/** The request as a HAR request (what the library reads); the query stays in the URL, where the library finds it. */
export function harOf(request: WireRequest) {
  const contentType = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    headers: Object.entries(request.headers).map(([name, value]) => ({ name, value })),
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(request.body === undefined ? {} : { postData: { mimeType: contentType ?? 'application/octet-stream', text: request.body } }),
  };
}

/** The request in one of `MORE_LANGUAGES` (loads the library on first use). */
export async function snippetIn(languageId: string, request: WireRequest): Promise<string> {
  const language = MORE_LANGUAGES.find((l) => l.id === languageId);
  if (!language) throw new Error(`No snippet language ${languageId}.`);
  const { HTTPSnippet } = await import('httpsnippet-lite');
  const output = await new HTTPSnippet(harOf(request)).convert(language.target as never, language.client);
  const text = Array.isArray(output) ? output[0] : output;
  if (typeof text !== 'string') throw new Error(`httpsnippet-lite wrote nothing for ${language.label}.`);
  return text;
}
