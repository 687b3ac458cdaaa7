// More snippet languages through httpsnippet-lite: the HTTP request the client would send, as HAR, in each language
// offered; a path parameter not filled yet is `{name}` in the request before the library quotes it. The library
// does not quote everything it writes, so a request with characters it would not quote is refused, with a reason;
// what it does write is read back: the shell ones word by word, Node (axios) literal by literal, the others by
// substring (each part of the request must appear as it is, and may only hold characters no target interprets).
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { harOf, MORE_LANGUAGES, refusal, snippetIn } from '../../../explorer/src/snippets/more-languages.ts';
import { pathPlaceholders, type WireRequest } from '../../../explorer/src/snippets/snippets.ts';
import { assertOnlyCalls, literalValue, nodesOf, parseTs, shellWords } from './snippet-parsers.ts';

const placeholders = pathPlaceholders(['owner']);
const REQUEST: WireRequest = placeholders.request({
  method: 'POST',
  url: `https://api.example.com/repos/${placeholders.values.owner}/issues?labels=bug`,
  headers: { 'content-type': 'application/json', authorization: '<ACCESS_TOKEN>' },
  body: '{"title":"Crème 🍞"}',
});

describe('more snippet languages', () => {
  it('gives the request as HAR with its headers, query and body', () => {
    expect(harOf(REQUEST)).toMatchObject({
      method: 'POST',
      url: 'https://api.example.com/repos/%7Bowner%7D/issues',
      queryString: [{ name: 'labels', value: 'bug' }],
      headers: [
        { name: 'content-type', value: 'application/json' },
        { name: 'authorization', value: '<ACCESS_TOKEN>' },
      ],
      postData: { mimeType: 'application/json', text: REQUEST.body },
    });
    expect(harOf({ method: 'GET', url: 'https://a.example/x', headers: {} })).not.toHaveProperty('postData');
  });

  const FORM: WireRequest = {
    method: 'POST',
    url: 'https://api.example.com/Messages.json',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    form: {
      multipart: false,
      fields: [
        { name: 'To', value: '+1 555' },
        { name: 'Body', value: 'Hi & bye' },
      ],
    },
  };
  const UPLOAD: WireRequest = {
    method: 'POST',
    url: 'https://api.example.com/photo',
    headers: {},
    form: {
      multipart: true,
      fields: [
        { name: 'caption', value: 'Rex' },
        { name: 'file', file: 'rex.png' },
      ],
    },
  };

  it("gives a form body as HAR's params, the urlencoded text as sent, each file by its name", () => {
    expect(harOf(FORM).postData).toEqual({
      mimeType: 'application/x-www-form-urlencoded',
      text: 'To=%2B1+555&Body=Hi+%26+bye',
      params: [
        { name: 'To', value: '+1 555' },
        { name: 'Body', value: 'Hi & bye' },
      ],
    });
    expect(harOf(UPLOAD).postData).toEqual({
      mimeType: 'multipart/form-data',
      params: [
        { name: 'caption', value: 'Rex' },
        { name: 'file', fileName: 'rex.png' },
      ],
    });
  });

  it.each<[string, WireRequest, string[]]>([
    ['python-requests', FORM, ['"To": "+1 555"', '"Body": "Hi & bye"', 'data=payload']],
    ['python-requests', { ...UPLOAD, form: { multipart: true, fields: [{ name: 'caption', value: 'Rex' }] } }, ['caption', 'Rex']],
    ['http', UPLOAD, ['name="file"; filename="rex.png"', 'name="caption"']],
  ])('writes a form body in %s', async (id, request, parts) => {
    const code = await snippetIn(id, request);
    for (const part of parts) expect(code).toContain(part);
  });

  it('refuses a form field the library would not quote, a file (which it writes as text), and a form where it writes none', () => {
    const language = (id: string) => MORE_LANGUAGES.find((l) => l.id === id)!;
    const hostile = { ...FORM, form: { multipart: false, fields: [{ name: 'To', value: "x'$(id)" }] } };
    expect(refusal(language('python-requests'), hostile)).toContain('The form field To has');
    for (const id of ['python-requests', 'httpie', 'go']) expect(refusal(language(id), UPLOAD)).toContain('The body has a file');
    expect(refusal(language('powershell'), FORM)).toContain('does not write a form body in PowerShell');
  });

  it.each(MORE_LANGUAGES.map((l) => [l.label, l.id]))('writes the request in %s', async (_label, id) => {
    const code = await snippetIn(id, REQUEST);
    expect(code).toContain('api.example.com');
    expect(code).toMatch(/\/repos\/(\{owner\}|%7Bowner%7D)\/issues/);
    expect(code).toContain('<ACCESS_TOKEN>');
    expect(code).toContain('bug');
    expect(code).not.toContain('SITEAPIPATHPARAMETER');
  });

  it('writes Python with the JSON body and the query apart, a repeated query name with all its values', async () => {
    const code = await snippetIn('python-requests', REQUEST);
    expect(code).toContain('import requests');
    expect(code).toContain('url = "https://api.example.com/repos/%7Bowner%7D/issues"');
    expect(code).toContain('querystring = {"labels":"bug"}');
    expect(code).toContain('requests.post(');
    const repeated = await snippetIn('python-requests', { method: 'GET', url: 'https://a.example/x?tag=a&tag=b', headers: {} });
    expect(repeated).toContain('querystring = {"tag":["a","b"]}');
    await expect(snippetIn('cobol', REQUEST)).rejects.toThrow('No snippet language cobol.');
  });

  // Each of these broke out of the library's strings (or its shell words) in at least one language.
  const hostile: [string, WireRequest][] = [
    [
      "a path parameter named b'.system('id').'",
      pathPlaceholders(["b'.system('id').'"]).request({ method: 'GET', url: 'https://a.example/SITEAPIPATHPARAMETER0X', headers: {} }),
    ],
    ['#{} in a body (Ruby)', { method: 'POST', url: 'https://a.example/', headers: {}, body: '#{system("touch X")}' }],
    ['$() in a header (PowerShell, Kotlin)', { method: 'GET', url: 'https://a.example/', headers: { 'x-a': '$(touch X)' } }],
    ['a backtick in a header name (HTTPie)', { method: 'GET', url: 'https://a.example/', headers: { 'x-`touch${IFS}X`': 'v' } }],
    [
      'a quote in a JSON key (Python, Swift)',
      { method: 'POST', url: 'https://a.example/', headers: { 'content-type': 'application/json' }, body: '{"a\\"+x+\\"":1}' },
    ],
    ['a quote in a text body (Swift, PowerShell)', { method: 'POST', url: 'https://a.example/', headers: {}, body: `"'); touch X; ('` }],
    ['a trigraph in a body (C)', { method: 'POST', url: 'https://a.example/', headers: { 'content-type': 'application/json' }, body: '{"a":"??/"}' }],
  ];
  it.each(hostile)('refuses %s in every language that is code, saying why', async (_what, request) => {
    for (const { id, label, target } of MORE_LANGUAGES) {
      if (target === 'http') continue;
      await expect(snippetIn(id, request), label).rejects.toThrow(
        `httpsnippet-lite cannot write this request safely in ${label}. Copy the curl or fetch snippet`,
      );
    }
    await expect(snippetIn('http', request)).resolves.toContain('HTTP/1.1');
  });

  it('quotes a path parameter named c$(touch X) in Wget, where the library left the URL bare', async () => {
    const request = pathPlaceholders(['c$(touch X)']).request({ method: 'GET', url: 'https://a.example/SITEAPIPATHPARAMETER0X', headers: {} });
    const code = await snippetIn('wget', request);
    expect(code).toContain("'https://a.example/%7Bc%24(touch%20X)%7D'");
    expect(shellWords(code)[0]!.at(-1)).toBe('https://a.example/%7Bc%24(touch%20X)%7D');
  });

  it('refuses a query name R would run as code, and one the library keeps in a plain object', async () => {
    const r = { method: 'GET', url: 'https://a.example/?q()=1', headers: {} };
    await expect(snippetIn('r', r)).rejects.toThrow('The query parameter name "q()" has "("');
    await expect(snippetIn('python-requests', r)).resolves.toContain('q()');
    await expect(snippetIn('go', { method: 'GET', url: 'https://a.example/?constructor=1', headers: {} })).rejects.toThrow('"constructor" is taken');
  });
});

// Arbitrary requests: names, values and bodies with every kind of quote, escape and interpolation.
const SPECIAL = [...'\'"$()`\\\n+#{}?;|&<>*~! %[]=,:/.@^-_é東🍞'].concat(['\u2019', '\u201c', '??/', '#{', '${', '\\(']);
const char = fc.oneof(fc.constantFrom(...SPECIAL), fc.constantFrom('a', 'b', 'Z', '0', ' '));
const text = fc.array(char, { maxLength: 8 }).map((chars) => chars.join(''));
const headerName = fc.array(fc.constantFrom(..."!#$%&'*+-.^_`|~abcxyz019"), { minLength: 1, maxLength: 6 }).map((chars) => `x-${chars.join('')}`);
const headerValue = text.map((t) => t.replace(/\n/g, ' ').trim());
const requests = fc
  .record({
    name: text,
    query: fc.array(fc.tuple(text, text), { maxLength: 3 }),
    headers: fc.dictionary(headerName, headerValue, { maxKeys: 3 }),
    body: fc.option(
      fc.oneof(
        text,
        fc.dictionary(text, fc.oneof(text, fc.integer(), fc.constant(null))).map((v) => JSON.stringify(v)),
      ),
      { nil: undefined },
    ),
    json: fc.boolean(),
  })
  .map(({ name, query, headers, body, json }): WireRequest => {
    const placeholders = pathPlaceholders([name]);
    const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
    const withType = body !== undefined && json ? { ...headers, 'content-type': 'application/json' } : headers;
    return placeholders.request({
      method: body === undefined ? 'GET' : 'POST',
      url: `https://api.example.com/v1/${placeholders.values[name]}${search ? `?${search}` : ''}`,
      headers: withType,
      ...(body === undefined ? {} : { body }),
    });
  });

/**
 * The request's URL as the library writes it: parsed by WHATWG, the query written by URLSearchParams and (kept in a
 * plain object) grouped by name, so only each name's values keep their order.
 */
function libraryUrl(request: WireRequest): string {
  const har = harOf(request);
  const url = new URL(har.url);
  url.search = new URLSearchParams(har.queryString.map(({ name, value }) => [name, value])).toString();
  return sortedQuery(url.href);
}

function sortedQuery(href: string): string {
  const url = new URL(href);
  url.searchParams.sort();
  return url.href;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The request a Wget snippet sends, word by word. */
function wgetRequest(code: string) {
  const [command, ...more] = shellWords(code);
  expect(more).toHaveLength(0);
  const words = command!;
  expect(words.slice(0, 4)).toEqual(['wget', '--quiet', '--method', words[3]]);
  const headers: Record<string, string> = {};
  let body: string | undefined;
  let i = 4;
  for (; words[i] !== '--output-document'; i += 2) {
    if (words[i] === '--header') {
      const [name, ...value] = words[i + 1]!.split(': ');
      headers[name!] = value.join(': ');
    } else if (words[i] === '--body-data') body = words[i + 1];
    else throw new Error(`An unexpected wget word ${words[i]}`);
  }
  expect(words.slice(i)).toEqual(['--output-document', '-', words.at(-1)]);
  return { method: words[3], url: sortedQuery(words.at(-1)!), headers, ...(body === undefined ? {} : { body }) };
}

/** The request an HTTPie snippet sends: `echo body |` then `http METHOD URL name:value …`. */
function httpieRequest(code: string) {
  const commands = shellWords(code, { pipeline: true });
  const body = commands.length === 2 ? commands.shift() : undefined;
  if (body) expect(body[0]).toBe('echo');
  const [http, method, url, ...fields] = commands[0]!;
  expect(http).toBe('http');
  const headers = Object.fromEntries(fields.map((field) => [field.slice(0, field.indexOf(':')), field.slice(field.indexOf(':') + 1)]));
  return { method, url: sortedQuery(url!), headers, ...(body ? { body: body[1] } : {}) };
}

/** The request a Node (axios) snippet sends: its options object, literal by literal. */
function axiosRequest(code: string) {
  const source = parseTs(code);
  assertOnlyCalls(source, ['require', 'axios.request', 'console.log', 'console.error']);
  const declaration = nodesOf(source).find((node): node is ts.VariableDeclaration => ts.isVariableDeclaration(node) && node.name.getText() === 'options');
  return literalValue(declaration!.initializer!) as Record<string, unknown>;
}

describe('more snippet languages, for any request', () => {
  it('writes only what every language takes as it is, and refuses the rest', async () => {
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const har = harOf(request);
        const json = request.body !== undefined && request.headers['content-type'] === 'application/json';
        for (const lang of MORE_LANGUAGES) {
          const refused = refusal(lang, request);
          if (refused) {
            await expect(snippetIn(lang.id, request)).rejects.toThrow(refused);
            continue;
          }
          const code = await snippetIn(lang.id, request);
          // Substring rules: each header as it is, and nothing that quotes, escapes or interpolates in it.
          // (HTTP/1.1 writes header names capitalised; some targets set the content type their own way.)
          const written = lang.target === 'http' ? code.toLowerCase() : code;
          for (const [name, value] of Object.entries(request.headers)) {
            if (name !== 'content-type') {
              expect(written).toContain(name);
              expect(written).toContain(lang.target === 'http' ? value.toLowerCase() : value);
            }
            if (lang.target !== 'http') expect(`${name}${value}`).not.toMatch(/['"\\$`#{}\n]|\?\?|[\u2018-\u201f]/);
          }
          if (lang.target !== 'http' && request.body !== undefined) expect(request.body).not.toMatch(/['\\$`#\n]|\?\?|[\u2018-\u201f]/);
          if (lang.id === 'wget') {
            expect(wgetRequest(code)).toEqual({
              method: request.method,
              url: libraryUrl(request),
              headers: request.headers,
              ...(request.body ? { body: request.body } : {}),
            });
          }
          if (lang.id === 'httpie') {
            expect(httpieRequest(code)).toEqual({
              method: request.method,
              url: libraryUrl(request),
              headers: request.headers,
              ...(request.body ? { body: request.body } : {}),
            });
          }
          if (lang.id === 'node-axios') {
            const options = axiosRequest(code);
            expect(options.method).toBe(request.method);
            expect(options.url).toBe(har.url);
            expect(options.headers ?? {}).toEqual(request.headers);
            // Text that is not JSON goes as text, as the library falls back to it.
            if (request.body) expect(options.data).toEqual(json && isJson(request.body) ? JSON.parse(request.body) : request.body);
            for (const { name, value } of har.queryString) expect([(options.params as Record<string, unknown>)[name]].flat()).toContain(value);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
