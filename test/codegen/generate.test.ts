import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIr, generate, parseSpecs, readTree, specFiles, writeAtomically } from '../../codegen/generate.ts';

const run = promisify(execFile);
const VALID = 'test/fixtures/specs/valid';
const BROKEN = 'test/fixtures/specs/broken';
const dirs: string[] = [];
const tempDir = async () => {
  const d = await mkdtemp(path.join(tmpdir(), 'codegen-test-'));
  dirs.push(d);
  return d;
};
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('IR', () => {
  it('builds arguments, plans, paging and call examples from the spec', async () => {
    const [service] = buildIr(await parseSpecs(await specFiles(VALID)));
    const byId = Object.fromEntries(service!.operations.map((o) => [o.operationId, o]));
    expect(byId.getNote!.args.map((a) => [a.name, a.required])).toEqual([
      ['noteId', true],
      ['options', false],
    ]);
    expect(byId.listNotes!.paging).toBe('offset');
    expect(byId.listNotes!.requestPlan).toEqual({ query: { since: 'date' } });
    expect(byId.getNote!.responsePlan).toEqual({
      note: {
        createdDate: 'date',
        cover: 'image',
        url: 'pageUrl',
        place: 'address',
        extra: 'dataItemDates',
        pin: 'geocode',
        link: 'pageUrlV2',
        bodyCompressed: ['expand', 'body'],
        body: { metadata: { createdTimestamp: 'date' } },
      },
    });
    expect(byId.getNote!.responseAsync).toBe(true);
    expect(byId.getNote!.examples[0]).toMatchObject({ name: 'default', request: { path: { noteId: 'n-1' }, query: {} } });
    expect(byId.createNote!.examples[0]!.request.body).toEqual({ note: { title: 'Hello', createdDate: '2024-05-01T10:00:00.000Z' } });
    // A dotted path parameter is one key of the path; only query names nest.
    expect(byId.updateNote!.examples[0]!.request.path).toEqual({ 'note.id': 'n-1' });
    expect(service!.events.map((e) => [e.operationId, e.type])).toEqual([['onNoteCreated', 'example.notes.v1.note_created']]);
  });
});

describe('generate', () => {
  it('is deterministic: two runs give byte-identical files', async () => {
    const a = await generate(VALID);
    const b = await generate(VALID);
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [p, text] of a) expect(b.get(p), p).toBe(text);
  });

  it("leaves out each service's paths.ts with paths: false, and only that file", async () => {
    const all = await generate(VALID);
    const without = await generate(VALID, { paths: false });
    expect([...all.keys()].filter((file) => !without.has(file))).toEqual(['notes/paths.ts']);
    expect([...without.keys()].every((file) => all.get(file) === without.get(file))).toBe(true);
    expect(await generate(VALID, { plugins: [] })).toEqual(without);
  });

  it("writes each service's mock-handlers.ts with the msw plugin, alone or with msw: true, and only that file", async () => {
    const all = await generate(VALID);
    const msw = await generate(VALID, { plugins: ['paths', 'msw'] });
    expect([...msw.keys()].filter((file) => !all.has(file))).toEqual(['notes/mock-handlers.ts']);
    expect(await generate(VALID, { msw: true })).toEqual(msw);
    const alone = await generate(VALID, { plugins: ['msw'] });
    expect([...msw.keys()].filter((file) => !alone.has(file))).toEqual(['notes/paths.ts']);
  });

  it('starts every TypeScript file with the do-not-edit header', async () => {
    for (const [p, text] of await generate(VALID)) {
      if (p.endsWith('.ts')) expect(text.split('\n')[0], p).toMatch(/^\/\/ Generated from .+ by codegen\. Do not edit\.$/);
    }
  });

  it('bundles paths under the service prefix with prefixed operationIds and components', async () => {
    const bundle = JSON.parse((await generate(VALID)).get('openapi.json')!);
    expect(Object.keys(bundle.paths)).toEqual([
      '/notes/v1/notes/{noteId}',
      '/notes/v1/notes/{note.id}',
      '/notes-archive/v1/archive/{noteId}',
      '/notes/v1/notes',
      '/notes/v1/notebooks/{notebookId}/notes',
      '/notes/v1/notes/query',
    ]);
    expect(bundle.paths['/notes/v1/notes/{noteId}'].get.operationId).toBe('notes.getNote');
    expect(bundle.paths['/notes/v1/notes/{noteId}'].get['x-service']).toBe('notes');
    expect(bundle.components.schemas['notes.Note'].properties.cover.$ref).toBe('#/components/schemas/notes.Image');
    expect(bundle.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('declares a GET form on its call and bundles the form for the mock, without generating it as a call', async () => {
    const [service] = buildIr(await parseSpecs(await specFiles(VALID)));
    expect(service!.operations.find((o) => o.operationId === 'queryNotes')!.getForm).toEqual({ parameter: '.r', maxUrlLength: 2048 });
    expect(service!.operations.filter((o) => o.path === '/v1/notes/query').map((o) => o.method)).toEqual(['POST']);
    const files = await generate(VALID);
    const calls = files.get('notes/notes.ts')!;
    expect(calls).toContain("getForm: { parameter: '.r', maxUrlLength: 2048 },");
    expect(calls).toContain('export const notes = { createNote, getNote, listNotes, queryNotes, updateNote };');
    const get = JSON.parse(files.get('openapi.json')!).paths['/notes/v1/notes/query'].get;
    expect(get).toMatchObject({ 'x-form-of': 'notes.queryNotes', 'x-service': 'notes' });
    expect(get.operationId).toBeUndefined();
    expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(['fieldsets', '.r']);
  });

  it('declares a body form on its GET and bundles the POST form for the mock, without generating it as a call', async () => {
    const [service] = buildIr(await parseSpecs(await specFiles(VALID)));
    expect(service!.operations.find((o) => o.operationId === 'listNotebookNotes')!.bodyForm).toEqual({ maxQueryLength: 4000 });
    expect(service!.operations.filter((o) => o.path === '/v1/notebooks/{notebookId}/notes').map((o) => o.method)).toEqual(['GET']);
    const files = await generate(VALID);
    const calls = files.get('notes/notebooks.ts')!;
    expect(calls).toContain('bodyForm: { maxQueryLength: 4000 },');
    expect(calls).toContain(
      'or `POST /notes/v1/notebooks/{notebookId}/notes` with the query as its JSON body once the query string is longer than 4000 characters',
    );
    expect(calls).toContain('export const notebooks = { listNotebookNotes };');
    const post = JSON.parse(files.get('openapi.json')!).paths['/notes/v1/notebooks/{notebookId}/notes'].post;
    expect(post).toMatchObject({ 'x-form-of': 'notes.listNotebookNotes', 'x-service': 'notes' });
    expect(post.operationId).toBeUndefined();
    expect(post.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['path:notebookId', 'header:x-notes-tenant']);
  });

  it('names the events a call emits (x-emits) in its docs, and namespaces them in the bundle', async () => {
    const [service] = buildIr(await parseSpecs(await specFiles(VALID)));
    const byId = Object.fromEntries(service!.operations.map((o) => [o.operationId, o]));
    expect(byId.createNote!.emits).toEqual([{ handler: 'notes.onNoteCreated', type: 'example.notes.v1.note_created' }]);
    expect(byId.getNote!.emits).toEqual([]);
    const files = await generate(VALID);
    expect(files.get('notes/notes.ts')).toContain('Emits `notes.onNoteCreated` (`example.notes.v1.note_created`).');
    expect(JSON.parse(files.get('openapi.json')!).paths['/notes/v1/notes'].post['x-emits']).toEqual(['notes.noteCreated']);
  });

  it('declares x-idempotent calls idempotent, and no others', async () => {
    const [service] = buildIr(await parseSpecs(await specFiles(VALID)));
    expect(service!.operations.filter((o) => o.idempotent).map((o) => o.operationId)).toEqual(['queryNotes']);
    const calls = (await generate(VALID)).get('notes/notes.ts')!;
    expect(calls.match(/idempotent: true,/g)).toHaveLength(1);
    expect(calls).toMatch(/operationId: 'queryNotes',[\s\S]*?idempotent: true,/);
    expect(calls).toContain('while the final URL stays within 2048 characters; idempotent (retried like a GET)');
  });

  it('prints the plan of each component once, in conversion-plans.ts, and refers to it by name', async () => {
    const files = await generate(VALID);
    const plans = files.get('notes/conversion-plans.ts')!;
    expect(plans).toMatch(/export const notePlan: Plan = \{\n {2}bodyCompressed: \['expand', 'body'\],\n {2}body: docPlan,/);
    const calls = files.get('notes/notes.ts')!;
    // The request plan names docPlan: the module imports it, with the plans it reaches, from request-plans.ts (a
    // request converts before it is sent); conversion-plans.ts imports it from there and re-exports it.
    expect(calls).toContain("import { docPlan } from './request-plans.js';");
    expect(files.get('notes/request-plans.ts')).toMatch(/export const docPlan: Plan = /);
    expect(plans).not.toMatch(/export const docPlan: Plan = /);
    expect(plans).toContain("export * from './request-plans.js';");
    expect(calls).toContain("import { noteDecoder } from './response-decoders.js';");
    // Each call's response plan as data by operationId, loaded on demand with the service's; the call carries only its decoder.
    expect(plans).toContain("listNotes: { notes: { '*': notePlan } }");
    expect(plans).toContain('getNote: { note: notePlan }');
    expect(calls).not.toContain('responsePlan:');
    expect(calls).not.toContain('loadResponsePlan');
    expect(files.get('notes/service-info.ts')).toContain("loadResponsePlans: () => import('./conversion-plans.js').then((m) => m.responsePlans),");
    // Each response plan also compiled into a decoder: a named plan's by name, a call's own inline, calling the named ones.
    const decoders = files.get('notes/response-decoders.ts')!;
    expect(decoders).toMatch(/export function noteDecoder\(v: any, x: Expansion\[\]\): void \{/);
    expect(decoders).toContain("if (typeof v.bodyCompressed === 'string') x.push({ target: v, from: 'bodyCompressed', to: 'body', decode: docDecoder });");
    expect(decoders).toContain('if ((c0 = v.createdDate) != null) v.createdDate = decodeDate(c0);');
    expect(decoders).not.toMatch(/^import .*conversion-plans/m);
    expect(calls).toMatch(/decode: \(v: any, x: Expansion\[\]\): void => \{[\s\S]*?noteDecoder\(c0, x\);/);
    // Requests never expand compressed content, so a request plan drops that leaf and cannot share notePlan.
    expect(calls).toMatch(
      /requestPlan: \{\n {4}body: \{\n {6}note: \{\n {8}body: docPlan,\n {8}cover: 'image',\n {8}createdDate: 'date',\n {8}extra: 'dataItemDates',\n {8}link: 'pageUrlV2',\n {8}pin: 'geocode',\n {8}place: 'address',\n {8}url: 'pageUrl',/,
    );
    expect(files.get('notes/schema-types.ts')).toContain('export type Address = PostalAddress;');
    expect(files.get('notes/schema-types.ts')).toContain('export type Link = string;');
    expect(files.get('notes/webhook-events.ts')).toContain('plan: { entity: notePlan }');
  });

  it('keys a module by the SDK method name (x-method) and exports the call by its operationId', async () => {
    const archive = (await generate(VALID)).get('notes/archive.ts')!;
    expect(archive).toContain('export const getArchivedNote: Call<[noteId: string, init?: CallInit], GetArchivedNoteResponse>');
    expect(archive).toContain('export const archive = { getNote: getArchivedNote };');
    expect(archive).toContain("prefix: '/notes-archive',");
  });

  it('keeps a module whose name matches a support file (pricing plans have `plans`)', async () => {
    const text = (await import('node:fs')).readFileSync('test/fixtures/specs/valid/notes.yaml', 'utf8').replace('x-module: archive', 'x-module: plans');
    const dir = await tempDir();
    await writeFile(path.join(dir, 'notes.yaml'), text);
    const files = await generate(dir);
    expect(files.get('notes/plans.ts')).toContain('export const plans = { getNote: getArchivedNote };');
    expect(files.get('notes/conversion-plans.ts')).toContain('export const notePlan: Plan');
  });

  it('replaces the output folder whole, removing stale files', async () => {
    const out = path.join(await tempDir(), 'generated');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'stale.ts'), 'old');
    const files = await generate(VALID);
    await writeAtomically(out, files);
    const tree = await readTree(out);
    expect([...tree.keys()].sort()).toEqual([...files.keys()].sort());
  });

  it('a broken spec exits non-zero, names all three problems and leaves the output untouched', async () => {
    const out = path.join(await tempDir(), 'generated');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'keep.ts'), 'previous output');
    const result = await run(process.execPath, [
      '--conditions=@siteapi/source',
      '--import',
      'tsx',
      'cli/src/main.ts',
      'generate',
      '--spec',
      BROKEN,
      '--out',
      out,
    ]).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/broken\.yaml:28:25 \$ref '#\/components\/schemas\/Thingy' does not resolve/);
    expect(result.stderr).toMatch(/broken\.yaml:34:7 duplicate operationId 'getThing' \(first defined at .*broken\.yaml:12:7\)/);
    expect(result.stderr).toMatch(/broken\.yaml:36:7 unknown extension 'x-cache'/);
    expect(await readFile(path.join(out, 'keep.ts'), 'utf8')).toBe('previous output');
    expect([...(await readTree(out)).keys()]).toEqual(['keep.ts']);
  });
});
