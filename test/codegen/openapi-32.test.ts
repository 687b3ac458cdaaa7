import { createServer, type IncomingMessage } from 'node:http';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@siteapi/runtime';
import { collectRefs, resolveRef } from '@siteapi/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileBatches, prepareCompileRoot } from '../../bench/corpus/compile.ts';
import { CONFIGURATIONS } from '../../bench/corpus/configurations.ts';
import { generate } from '../../codegen/generate.ts';
import { generateIncremental } from '../../codegen/incremental/incremental.ts';
import { formatProblem, groupWarnings, SpecProblemsError } from '../../codegen/problems.ts';

// An OpenAPI 3.2 document with every feature 3.2 adds (test/fixtures/openapi-32: SSE and JSONL items, the `query`
// method, a PURGE in additionalOperations, a querystring parameter, nested tags, `$self` with references to a second
// file, response summaries, a server name, the device flow, a deprecated scheme, dataValue examples), generated as a
// user generates it, compiled in every corpus configuration and called on a loopback server.
const FIXTURE = path.resolve('test/fixtures/openapi-32/openapi.yaml');

// Inside the checkout, so the generated files' `@siteapi/runtime` imports resolve when the test imports them.
const out = path.resolve('node_modules/.cache/siteapi-openapi-32');
let files: Map<string, string>;
const dirs: string[] = [];
beforeAll(async () => {
  await rm(out, { recursive: true, force: true });
  files = await generate(FIXTURE, { runtimeImport: '@siteapi/runtime' });
  for (const [p, text] of files) {
    await mkdir(path.dirname(path.join(out, p)), { recursive: true });
    await writeFile(path.join(out, p), text);
  }
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** The problems (or warnings, when it generates) of generating one document, as printed, file names from its folder. */
async function problemsOf(text: string, strict = false): Promise<{ problems: string[] } | { warnings: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'siteapi-32-'));
  dirs.push(dir);
  await writeFile(path.join(dir, 'api.yaml'), text);
  try {
    const result = await generateIncremental({ spec: path.join(dir, 'api.yaml'), out: path.join(dir, 'out'), cwd: dir, strict });
    return { warnings: groupWarnings(result.warnings).map(formatProblem) };
  } catch (error) {
    if (!(error instanceof SpecProblemsError)) throw error;
    return { problems: error.problems.map(formatProblem) };
  }
}

const SMALL = `openapi: 3.2.0
info:
  title: Small
  version: '1'
paths:
  /a:
    query:
      operationId: findA
      responses:
        '200':
          description: ok
`;

describe('an OpenAPI 3.2 document', () => {
  it('bundles as 3.2, its $refs (through $self, inside itemSchema and contentSchema) drawn in from the second file', () => {
    const bundle = JSON.parse(files.get('openapi.json')!) as Record<string, any>;
    expect(bundle.openapi).toBe('3.2.0');
    expect(collectRefs(bundle).filter(({ ref }) => resolveRef(bundle, ref) === undefined)).toEqual([]);
    const sse = bundle.paths['/v1/chat/completions'].post.responses['200'].content['text/event-stream'];
    expect(resolveRef(bundle, sse.itemSchema.properties.data.contentSchema.$ref)).toMatchObject({ required: ['id', 'delta', 'created'] });
    const jsonl = bundle.paths['/v1/logs'].get.responses['200'].content['application/jsonl'];
    expect(resolveRef(bundle, jsonl.itemSchema.$ref)).toMatchObject({ required: ['level', 'message', 'at'] });
    expect(bundle.paths['/v1/cache/{key}'].additionalOperations.PURGE.operationId).toBe('streams-3-2.purgeCache');
    expect(bundle.paths['/v1/notes/search'].query.operationId).toBe('streams-3-2.searchNotes');
    expect(bundle.$self).toBeUndefined();
  });

  it('generates calls that send QUERY and PURGE, and the querystring parameter as an exploded form object', () => {
    const notes = files.get('streams-3-2/notes.ts')!;
    expect(notes).toMatch(/operationId: 'searchNotes',\n\s+method: 'QUERY',/);
    expect(notes).toContain("params: { 'query.filter': { style: 'form', explode: true } }");
    expect(files.get('streams-3-2/admin.ts')).toMatch(/operationId: 'purgeCache',\n\s+method: 'PURGE',/);
  });

  it('writes a client that compiles under strict in all six corpus configurations, the runtime installed as users get it', async () => {
    // The corpus's own compile root: an ESM project with the runtime's published declarations in node_modules.
    const root = await prepareCompileRoot(await mkdtemp(path.join(tmpdir(), 'siteapi-32-compile-')));
    dirs.push(root.dir);
    for (const [p, text] of files) {
      await mkdir(path.dirname(path.join(root.outDir, 'streams', p)), { recursive: true });
      await writeFile(path.join(root.outDir, 'streams', p), text);
    }
    const reports = await compileBatches(root, Object.keys(CONFIGURATIONS), 'openapi-32', ['streams']);
    expect(Object.keys(reports)).toHaveLength(6);
    for (const [configuration, report] of Object.entries(reports)) {
      const found = [...(report.diagnostics.get('streams') ?? []), ...report.unattributed].map((d) => `${d.file}:${d.line}:${d.col} TS${d.code} ${d.message}`);
      expect(found, configuration).toEqual([]);
    }
  }, 300_000);

  it('calls reach a loopback server with the methods, query string and body the document declares', async () => {
    const seen: { method?: string; url?: string; body: string }[] = [];
    const read = (req: IncomingMessage) =>
      new Promise<string>((resolve) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c));
        req.on('end', () => resolve(body));
      });
    const server = createServer(async (req, res) => {
      seen.push({ method: req.method, url: req.url, body: await read(req) });
      res.writeHead(200, { 'content-type': 'application/json' });
      const note = { id: 'n-1', text: 'Buy milk', created: '2026-11-29T09:00:00Z' };
      res.end(JSON.stringify(req.method === 'PURGE' ? { key: 'notes', purgedAt: '2026-11-29T10:00:00Z' } : [note]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const mod = (file: string) => import(path.join(out, 'streams-3-2', file));
      const { notes } = (await mod('notes.ts')) as { notes: Record<string, unknown> };
      const { admin } = (await mod('admin.ts')) as { admin: Record<string, unknown> };
      const client = createClient({
        modules: { notes, admin },
        host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        retry: false,
      }) as unknown as {
        notes: {
          listNotes(options: object): Promise<{ created: unknown }[]>;
          searchNotes(body: object): Promise<{ created: unknown }[]>;
        };
        admin: { purgeCache(key: string): Promise<{ purgedAt: unknown }> };
      };
      const listed = await client.notes.listNotes({ filter: { text: 'milk & honey', limit: 2 } });
      expect(listed[0]!.created).toBeInstanceOf(Date);
      const found = await client.notes.searchNotes({ text: 'milk', tags: ['home'] });
      expect(found[0]!.created).toBeInstanceOf(Date);
      const purged = await client.admin.purgeCache('notes');
      expect(purged.purgedAt).toBeInstanceOf(Date);
      expect(seen).toEqual([
        { method: 'GET', url: '/v1/notes?text=milk%20%26%20honey&limit=2', body: '' },
        { method: 'QUERY', url: '/v1/notes/search', body: JSON.stringify({ text: 'milk', tags: ['home'] }) },
        { method: 'PURGE', url: '/v1/cache/notes', body: '' },
      ]);
    } finally {
      server.close();
    }
  });

  it('an unknown root field is a warning at its line, an error with --strict; an unknown field elsewhere is an error', async () => {
    const extra = SMALL.replace('info:\n', 'surprise: 1\ninfo:\n');
    expect(await problemsOf(extra)).toEqual({
      warnings: ["api.yaml:2:1 warning: 'surprise' is no OpenAPI field (an extension's name starts with x-); the generator does not read it"],
    });
    expect(await problemsOf(extra, true)).toEqual({
      problems: ["api.yaml:2:1 'surprise' is no OpenAPI field (an extension's name starts with x-); the generator does not read it"],
    });
    expect(await problemsOf(SMALL.replace('      operationId: findA\n', '      operationId: findA\n      itemSchema: {}\n'))).toEqual({
      problems: ["api.yaml:9:7 OpenAPI 3.2: unexpected property 'itemSchema'"],
    });
  });

  it('a malformed 3.2 document gets each problem at its place, by the 3.2 schema', async () => {
    const text = `openapi: 3.2.0
$self: https://api.example.test/a.yaml#here
info:
  title: Bad
  version: '1'
tags:
  - name: a
    kind: [nav]
paths:
  /a:
    additionalOperations:
      POST:
        responses:
          '200':
            description: ok
      purge me:
        responses: {}
    get:
      parameters:
        - name: q
          in: querystring
          schema: { type: object }
      responses:
        '200':
          description: ok
          content:
            application/jsonl:
              itemSchema: 7
`;
    const result = await problemsOf(text);
    expect(result).toMatchObject({ problems: expect.any(Array) });
    const problems = (result as { problems: string[] }).problems;
    expect(problems.sort((a, b) => Number(a.split(':')[1]) - Number(b.split(':')[1]))).toEqual([
      'api.yaml:2:1 OpenAPI 3.2: must match pattern "^[^#]*$"',
      'api.yaml:8:5 OpenAPI 3.2: must be string',
      "api.yaml:12:7 additionalOperations: 'POST' is the Path Item's own 'post' field (OpenAPI 3.2); write the operation there",
      "api.yaml:16:7 OpenAPI 3.2: 'purge me' is not a key allowed here (must match pattern \"^[0-9A-Za-z!#$%&'*+.^_`|~-]+$\")",
      "api.yaml:17:9 OpenAPI 3.2: must have required property 'default'",
      "api.yaml:20:11 OpenAPI 3.2: must have required property 'content'",
      'api.yaml:28:15 OpenAPI 3.2: must be object,boolean',
    ]);
  });

  it("a fixed method's name in additionalOperations in any case is a problem at its key", async () => {
    const text = SMALL.replace('    query:\n', "    additionalOperations:\n      Get:\n        responses: { '200': { description: ok } }\n    query:\n");
    expect(await problemsOf(text)).toEqual({
      problems: ["api.yaml:8:7 additionalOperations: 'Get' is the Path Item's own 'get' field (OpenAPI 3.2); write the operation there"],
    });
  });

  it('a querystring parameter in a media type other than a form is a warning, and the call is generated without it', async () => {
    const text = SMALL.replace(
      '      operationId: findA\n',
      '      operationId: findA\n      parameters:\n        - name: q\n          in: querystring\n          content:\n            application/json:\n              schema: { type: object }\n',
    );
    expect(await problemsOf(text)).toEqual({
      warnings: [
        "api.yaml:10:11 warning: querystring parameter 'q' is application/json; generated calls send a whole query string only as application/x-www-form-urlencoded (an object's fields), so it is left out",
      ],
    });
  });

  it('relative $refs of a copy of the fixture elsewhere resolve against $self to the files beside it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'siteapi-32-self-'));
    dirs.push(dir);
    await cp(path.dirname(FIXTURE), dir, { recursive: true });
    await writeFile(
      path.join(dir, 'openapi.yaml'),
      (await readFile(path.join(dir, 'openapi.yaml'), 'utf8')).replace(
        '$ref: schemas/events.yaml#/ChatRequest',
        '$ref: https://elsewhere.test/events.yaml#/ChatRequest',
      ),
    );
    const problems = await generate(path.join(dir, 'openapi.yaml')).then(
      () => [],
      (error: unknown) => (error instanceof SpecProblemsError ? error.problems.map((p) => p.message) : Promise.reject(error)),
    );
    expect(problems).toEqual([
      "$ref: Can't resolve $ref: 'https://elsewhere.test/events.yaml' is a URL; only $refs to local files are followed (save the document beside the spec)",
    ]);
  });
});
