// The snippets run nothing but the request, for any document: arbitrary path parameter names (shown as `{name}`
// placeholders), header names and values, query values, bodies, modules and calls, each snippet read back (shell
// words, TypeScript literals) to exactly the request the client would send.
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { pathPlaceholders, requestSnippets, type ClientCallInput, type WireRequest } from '../../../explorer/src/snippets/snippets.ts';
import { assertOnlyCalls, asString, callsTo, curlRequest, fetchRequest, literalValue, nodesOf, parseTs, propertiesOf, shellWords } from './snippet-parsers.ts';

/** Characters with a meaning somewhere: shell, JS/TS strings and templates, URLs, other languages' interpolation. */
const SPECIAL = [...'\'"$()`\\\n\r\t+#{}?;|&<>*~! %[]=,:/.@^-_'].concat(['\u2028', '\u2029', '\u2019', '\u201c', '\0', '\ud800', 'é', '東', '🍞', '\u202e']);
const HOSTILE = ["a'$(touch X)'", 'c$(touch X)', "b'+(globalThis.x=1)+'", '$' + '{x}', '`id`', '\\', "'", '"', '\n', '#{x}', '__proto__', 'constructor'];
const char = fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.constantFrom('a', 'b', 'Z', '0'));
const text = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.array(char, { maxLength: 12 }).map((chars) => chars.join('')),
);
/** A header name the Headers API takes (an HTTP token), and a value it takes (Latin-1, no CR/LF/NUL, trimmed). */
const TCHAR = [..."!#$%&'*+-.^_`|~abcxyz019"];
const headerName = fc.array(fc.constantFrom(...TCHAR), { minLength: 1, maxLength: 8 }).map((chars) => `x-${chars.join('')}`);
const headerValue = fc
  .array(
    fc.oneof(
      fc.constantFrom(...'\'"$()`\\#{}; |&<>é'),
      fc
        .integer({ min: 0x20, max: 0xff })
        .filter((c) => c !== 0x7f)
        .map((c) => String.fromCharCode(c)),
    ),
    { maxLength: 12 },
  )
  .map((chars) => chars.join('').trim());
const body = fc.option(
  fc.oneof(
    text,
    fc.jsonValue().map((value) => JSON.stringify(value)),
  ),
  { nil: undefined },
);

const wellFormed = (t: string) => t.replace(/\p{Cs}/gu, '\uFFFD');

/** A request as the client would send it for an operation whose path parameters are not filled yet. */
const requests = fc.record({
  names: fc.uniqueArray(text, { minLength: 1, maxLength: 3 }),
  base: text.map(wellFormed),
  // The runtime encodes query values with encodeURIComponent, which takes only well-formed text.
  query: fc.array(fc.tuple(text.map(wellFormed), text.map(wellFormed)), { maxLength: 3 }),
  headers: fc.dictionary(headerName, headerValue, { maxKeys: 3 }),
  body,
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'QUERY'),
  module: fc.oneof(fc.constantFrom('posts', 'client', 'class', 'createClient', '__proto__', 'a-b', "x'y"), text),
  call: fc.oneof(fc.constantFrom('getPost', 'delete', '__proto__', 'a b'), text),
  host: text.map((t) => `https://api.example.com/${t}`),
});

type Case = typeof requests extends fc.Arbitrary<infer T> ? T : never;

/** A request with a form body: urlencoded or multipart fields (files by name), and maybe basic auth (ASCII). */
const forms = requests.chain((c) =>
  fc
    .record({
      multipart: fc.boolean(),
      fields: fc.array(
        fc.oneof(fc.record({ name: text.map(wellFormed), value: text.map(wellFormed) }), fc.record({ name: text.map(wellFormed), file: text.map(wellFormed) })),
        { maxLength: 4 },
      ),
      basic: fc.option(
        fc
          .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
          .map(([user, password]) => btoa(`${user.replace(/[:\p{Cc}]/gu, '')}:${password.replace(/\p{Cc}/gu, '')}`)),
        { nil: undefined },
      ),
    })
    .map((form) => ({
      ...c,
      ...form,
      fields: form.multipart ? form.fields : form.fields.map((f) => ({ name: f.name, value: 'value' in f ? f.value : f.file })),
    })),
);

function sentFor(c: Case) {
  const placeholders = pathPlaceholders(c.names);
  const tokens = c.names.map((name) => placeholders.values[name]!);
  const query = c.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const path = `/${encodeURIComponent(c.base)}/${tokens.join('/')}`;
  const sent: WireRequest = {
    method: c.method,
    url: `${c.host}${path}${query ? `?${query}` : ''}`,
    headers: c.headers,
    ...(c.body === undefined ? {} : { body: c.body }),
  };
  // What the reader must see: each token as `{name}`, encoded in the URL as a path value is.
  const placeheld = `/${encodeURIComponent(c.base)}/${c.names.map((name) => `{${encodeURIComponent(wellFormed(name))}}`).join('/')}`;
  const expected: WireRequest = { ...sent, url: `${c.host}${placeheld}${query ? `?${query}` : ''}` };
  const call: ClientCallInput = {
    service: 'svc',
    module: c.module,
    method: c.call,
    args: [tokens[0], { query: Object.fromEntries(c.query), note: c.body }],
    arity: 2,
    host: c.host,
    auth: 'none',
    headers: c.headers,
  };
  return { placeholders, sent, expected, call, args: [`{${c.names[0]}}`, { query: Object.fromEntries(c.query), note: c.body }] };
}

/** The generated client's call, read back: what it imports, the host, the member called and its arguments. */
function clientCall(snippet: string, module: string, method: string) {
  const source = parseTs(snippet);
  assertOnlyCalls(source, ['createClient', `client.${module}.${method}`]);
  const imports = source.statements.filter(ts.isImportDeclaration);
  expect(imports.map((i) => literalValue(i.moduleSpecifier as ts.StringLiteral))).toEqual(['@siteapi/runtime', '@siteapi/clients/svc']);
  const named = imports[1]!.importClause!.namedBindings as ts.NamedImports;
  expect(named.elements).toHaveLength(1);
  const element = named.elements[0]!;
  const exported = element.propertyName ?? element.name;
  expect(ts.isStringLiteral(exported) ? exported.text : exported.text).toBe(module);
  const [create] = callsTo(source, 'createClient');
  const options = propertiesOf(create!.arguments[0]!);
  expect(asString(literalValue(options.get('host')!))).toBeTypeOf('string');
  const modules = propertiesOf(options.get('modules')!);
  expect([...modules.keys()]).toEqual([module]);
  expect((modules.get(module) as ts.Identifier).text).toBe(element.name.text);
  const [call, ...others] = callsTo(source, `client.${module}.${method}`);
  expect(others).toHaveLength(0);
  // No identifier in the snippet but the ones it declares, the runtime's, and the import's binding.
  const declared = new Set(['createClient', 'client', 'result', 'undefined', element.name.text]);
  for (const node of nodesOf(source)) {
    if (!ts.isIdentifier(node)) continue;
    const parent = node.parent;
    const isName =
      (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
      (ts.isPropertyAssignment(parent) && parent.name === node) ||
      ts.isImportSpecifier(parent);
    if (!isName) expect(declared, node.text).toContain(node.text);
  }
  return { host: literalValue(options.get('host')!), args: call!.arguments.map((arg) => literalValue(arg)) };
}

describe('snippets run nothing but the request', () => {
  it('reads curl back, word by word, to exactly the request', () => {
    fc.assert(
      fc.property(requests, (c) => {
        const { placeholders, sent, expected, call } = sentFor(c);
        const shown = requestSnippets(placeholders, call, sent);
        expect(curlRequest(shown.curl!)).toEqual({ ...expected, headers: expected.headers });
      }),
      { numRuns: 300 },
    );
  });

  it('reads fetch back, literal by literal, to exactly the request', () => {
    fc.assert(
      fc.property(requests, (c) => {
        const { placeholders, sent, expected, call } = sentFor(c);
        const shown = requestSnippets(placeholders, call, sent);
        expect(fetchRequest(shown.fetch!)).toEqual({
          method: expected.method,
          url: expected.url,
          headers: expected.headers,
          ...(expected.body === undefined ? {} : { body: expected.body }),
        });
      }),
      { numRuns: 300 },
    );
  });

  it("reads the generated client's call back: the module and call named, never code, and its arguments", () => {
    fc.assert(
      fc.property(requests, (c) => {
        const { placeholders, sent, call, args } = sentFor(c);
        const shown = requestSnippets(placeholders, call, sent);
        const read = clientCall(shown.client, c.module, c.call);
        expect(read.host).toBe(c.host);
        expect(read.args).toEqual(Object.keys(c.headers).length > 0 ? [...args, { headers: c.headers }] : args);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a form body back from curl and fetch: urlencoded fields, multipart fields and files, basic auth as -u', () => {
    fc.assert(
      fc.property(forms, (c) => {
        const { placeholders, sent, call } = sentFor(c);
        const form = { multipart: c.multipart, fields: c.fields };
        const request: WireRequest = {
          ...sent,
          body: undefined,
          form,
          headers: { ...sent.headers, ...(c.basic ? { authorization: `Basic ${c.basic}` } : {}) },
        };
        delete request.body;
        const shown = requestSnippets(placeholders, call, request);
        const { expected } = sentFor(c);
        const want = { method: expected.method, url: expected.url, headers: request.headers, form };
        const fetched = fetchRequest(shown.fetch!);
        expect(fetched).toEqual(want);
        // curl ends a multipart name at its first `=`: no curl then, and the panel says why.
        if (c.multipart && c.fields.some((f) => f.name.includes('='))) {
          expect(shown.curl).toBeUndefined();
          expect(shown.curlProblem).toContain('=');
        } else {
          // An empty multipart form sends no body in curl; an empty form, or one with an empty name, goes encoded.
          const { form: _form, ...bare } = want;
          const pairs = form.fields.map((f): [string, string] => [f.name, 'value' in f ? f.value : f.file]);
          const whole = !form.multipart && (pairs.length === 0 || pairs.some(([name]) => name === ''));
          const curlWant = whole ? { ...bare, body: new URLSearchParams(pairs).toString() } : form.multipart && pairs.length === 0 ? bare : want;
          expect(curlRequest(shown.curl!)).toEqual(curlWant);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('writes a form body as a reader would: --data-urlencode, --form-string, -F name=@"file", -u user:password', () => {
    const request: WireRequest = {
      method: 'POST',
      url: 'https://api.example.com/upload',
      headers: { authorization: `Basic ${btoa('AC123:t0k')}` },
      form: {
        multipart: true,
        fields: [
          { name: 'caption', value: '@/etc/passwd;type=x' },
          { name: 'file', file: 'my "rex".png' },
        ],
      },
    };
    const call = { service: 's', module: 'm', method: 'f', args: [], arity: 0, host: 'h', auth: 'none' as const };
    expect(requestSnippets(pathPlaceholders([]), call, request).curl).toBe(
      [
        "curl -X POST 'https://api.example.com/upload'",
        "  -u 'AC123:t0k'",
        "  --form-string 'caption=@/etc/passwd;type=x'",
        `  -F 'file=@"my \\"rex\\".png"'`,
      ].join(' \\\n'),
    );
    const form = {
      ...request,
      headers: {},
      form: {
        multipart: false,
        fields: [
          { name: 'To', value: '+1 555' },
          { name: 'a&b', value: 'c=d' },
        ],
      },
    };
    expect(requestSnippets(pathPlaceholders([]), call, form).curl).toBe(
      ["curl -X POST 'https://api.example.com/upload'", "  --data-urlencode 'To=+1 555'", "  --data-urlencode 'a%26b=c=d'"].join(' \\\n'),
    );
  });

  it.each([
    ["a'$(touch X)'", "'https://api.example.com/v1/{a'\\''%24(touch%20X)'\\''}'"],
    ['c$(touch X)', "'https://api.example.com/v1/{c%24(touch%20X)}'"],
  ])('quotes the path parameter %s in curl', (name, url) => {
    const placeholders = pathPlaceholders([name]);
    const sent = { method: 'GET', url: `https://api.example.com/v1/${placeholders.values[name]}`, headers: {} };
    const shown = requestSnippets(placeholders, { service: 's', module: 'm', method: 'f', args: [], arity: 0, host: 'h', auth: 'none' }, sent);
    expect(shown.curl).toBe(`curl -X GET ${url}`);
    expect(shellWords(shown.curl!)).toEqual([['curl', '-X', 'GET', `https://api.example.com/v1/{${encodeURIComponent(name)}}`]]);
  });

  it("keeps `b'+(…)+'` a string in fetch and the client's call", () => {
    const name = "b'+(globalThis.x=1)+'";
    const placeholders = pathPlaceholders([name]);
    const sent = { method: 'GET', url: `https://api.example.com/v1/${placeholders.values[name]}`, headers: {} };
    const shown = requestSnippets(
      placeholders,
      { service: 's', module: 'm', method: 'f', args: [placeholders.values[name]], arity: 1, host: 'h', auth: 'none' },
      sent,
    );
    expect(fetchRequest(shown.fetch!).url).toBe(`https://api.example.com/v1/{${encodeURIComponent(name)}}`);
    expect(shown.client).toContain(`client.m.f('{b\\'+(globalThis.x=1)+\\'}')`);
  });

  it('sends a header with an empty value in curl as `name;`, which curl sends, not `name:`, which it drops', () => {
    const shown = requestSnippets(
      pathPlaceholders([]),
      { service: 's', module: 'm', method: 'f', args: [], arity: 0, host: 'h', auth: 'none' },
      {
        method: 'GET',
        url: 'https://a.example/',
        headers: { 'x-empty': '' },
      },
    );
    expect(shown.curl).toContain("-H 'x-empty;'");
  });

  it('the shell reader refuses whatever the shell would expand or run', () => {
    for (const script of [
      'curl $(id)',
      'curl `id`',
      'curl a;b',
      'curl a|b',
      'curl a&',
      'curl >x',
      'curl <x',
      'curl (a)',
      'curl a\nb',
      'curl "$x"',
      'curl *',
      'curl ~/x',
      'curl {a,b}',
    ]) {
      expect(() => shellWords(script), script).toThrow();
    }
    expect(shellWords("curl 'a'\\''b' \"c\\\"d\" e\\ f \\\n  g")).toEqual([['curl', "a'b", 'c"d', 'e f', 'g']]);
  });
});
