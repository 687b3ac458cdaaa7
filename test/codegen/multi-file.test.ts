import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { formatProblem, SpecProblemsError } from '../../codegen/problems.ts';
import { collectRefs, resolveRef } from '@siteapi/document';
import { generateIncremental } from '../../codegen/incremental/incremental.ts';
import { groupWarnings } from '../../codegen/problems.ts';
import { MODULE_SETTINGS, typeCheck } from './type-check.ts';

// Documents as publishers write them: a root joined to other files by relative `$ref`s, Example Objects in files
// beside the responses, descriptions in files of their own, one file reached by two paths, files that refer back
// to the root. Every `$ref` of the bundled document resolves.
const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'fixtures', 'multi-file');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function bundled(spec: string): Promise<Record<string, any>> {
  return JSON.parse((await generate(spec)).get('openapi.json')!);
}

function dangling(doc: unknown): string[] {
  return collectRefs(doc)
    .filter(({ ref }) => resolveRef(doc, ref) === undefined)
    .map(({ ref, pointer }) => `${pointer} → ${ref}`);
}

const json = (doc: Record<string, any>, route: string, method = 'get') => doc.paths[route][method].responses['200'].content['application/json'];

describe('a multi-file document', () => {
  it('generates, and every $ref of the bundle resolves: example files, a description file, two paths to one file, refs back to the root', async () => {
    const doc = await bundled(path.join(FIXTURES, 'publisher', 'openapi.yaml'));
    expect(dangling(doc)).toEqual([]);
    const one = json(doc, '/notes/{noteId}').examples.first;
    expect(resolveRef(doc, one.$ref)).toEqual({ summary: 'The first note', value: { id: 'n-1', text: 'Buy milk' } });
    expect(json(doc, '/notes').examples.first.value).toEqual({ id: 'n-1', text: 'Buy milk' });
    // One component for schemas/note.yml, whichever path named it.
    expect(Object.keys(doc.components.schemas).filter((k) => /note$/i.test(k) && !/list/i.test(k))).toHaveLength(2);
    expect(resolveRef(doc, doc.components.schemas['publisher-notes.Note'].$ref)).toMatchObject({ required: ['id'] });
  });

  it("a specification laid out as DigitalOcean's (a file per operation, shared parameters, responses and models) generates and compiles", async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'multi-file-ocean-'));
    dirs.push(out);
    const spec = path.join(FIXTURES, 'ocean', 'DigitalOcean-public.v2.yaml');
    const result = await generateIncremental({ spec, out, cwd: path.join(FIXTURES, 'ocean') });
    // Only the extension whose local $ref names nothing is reported; the parameter kept under the key `schema` is a parameter.
    expect(groupWarnings(result.warnings).map(formatProblem)).toEqual([
      "DigitalOcean-public.v2.yaml:34:5 warning: $ref in an extension the generator does not read: '#/components/x-ocean-policy/Read' does not resolve; the extension is left out of the document",
    ]);
    const doc = JSON.parse(await readFile(path.join(out, 'openapi.json'), 'utf8')) as Record<string, any>;
    expect(dangling(doc)).toEqual([]);
    const parameters = doc.paths['/v2/droplets'].get.parameters.map((p: { $ref?: string }) => (p.$ref ? resolveRef(doc, p.$ref) : p));
    expect(parameters.find((p: { name: string }) => p.name === 'schema')).toMatchObject({ in: 'query', example: 'v2', schema: { enum: ['v1', 'v2'] } });
    const size = Object.entries(doc.components.schemas).find(([name]) => /size$/i.test(name))![1] as { properties: Record<string, unknown> };
    expect(Object.keys(size.properties)).toEqual(['slug', 'example', 'items']);
    for (const settings of ['NodeNext', 'Bundler'] as const) expect(await typeCheck(out, MODULE_SETTINGS[settings])).toBe('');
  }, 180_000);

  it('a problem in a part points into the file that holds the text, not at the root', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'multi-file-'));
    dirs.push(dir);
    await cp(path.join(FIXTURES, 'publisher'), dir, { recursive: true });
    const edit = async (file: string, from: string, to: string) => {
      const text = await readFile(path.join(dir, file), 'utf8');
      expect(text).toContain(from);
      await writeFile(path.join(dir, file), text.replace(from, to));
    };
    await edit('paths/notes/note.yml', '    in: path', '    in: nowhere');
    await edit('paths/notes/examples.yml', '  summary: The first note', '  summary: [The first note]');
    const problems = await generate(path.join(dir, 'openapi.yaml')).then(
      () => [],
      (error: unknown) => (error instanceof SpecProblemsError ? error.problems.map(formatProblem) : Promise.reject(error)),
    );
    // The example is read twice (a component, and inlined where notes.yml names its file): one problem.
    expect(problems.map((p) => path.relative(dir, path.resolve(p.slice(0, p.indexOf(':')))) + p.slice(p.indexOf(':'))).sort()).toEqual([
      'paths/notes/examples.yml:2:3 OpenAPI 3.1: must be string',
      'paths/notes/note.yml:3:5 OpenAPI 3.1: must be equal to one of the allowed values: query, header, path, cookie',
    ]);
  });

  it("renames an example component and the references to it alike (the bundle's examples resolve)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'multi-file-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'a.yaml'), EXAMPLE_REF('#/components/examples/One'));
    const doc = await bundled(path.join(dir, 'a.yaml'));
    expect(dangling(doc)).toEqual([]);
    expect(resolveRef(doc, json(doc, '/a').examples.one.$ref)).toEqual({ value: { n: 1 } });
  });

  it('a reference to another place of the document (#/paths/…) still resolves once paths move under their prefix', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'multi-file-'));
    dirs.push(dir);
    const ok = '      responses:\n        "200": { description: ok, content: { application/json: { schema: { type: string } } } }\n';
    await writeFile(
      path.join(dir, 'a.yaml'),
      `openapi: 3.1.0\ninfo: { title: P, version: "1" }\nservers: [{ url: "https://api.example.test/v2" }]\npaths:\n  /a:\n    get:\n      operationId: getA\n      parameters:\n        - { name: q, in: query, schema: { type: string } }\n${ok}  /b:\n    get:\n      operationId: getB\n      parameters:\n        - $ref: '#/paths/~1a/get/parameters/0'\n${ok}`,
    );
    const doc = await bundled(path.join(dir, 'a.yaml'));
    expect(dangling(doc)).toEqual([]);
    expect(doc.paths['/v2/b'].get.parameters).toEqual([{ name: 'q', in: 'query', schema: { type: 'string' } }]);
  });

  it('an example reference that does not resolve is a problem at its place', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'multi-file-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'a.yaml'), EXAMPLE_REF('#/components/examples/Missing'));
    const problems = await generate(path.join(dir, 'a.yaml')).then(
      () => [],
      (error: unknown) => (error instanceof SpecProblemsError ? error.problems.map(formatProblem) : Promise.reject(error)),
    );
    expect(problems.map((p) => p.slice(p.indexOf('a.yaml')))).toEqual(["a.yaml:14:24 $ref '#/components/examples/Missing' does not resolve"]);
  });
});

const EXAMPLE_REF = (ref: string) => `openapi: 3.1.0
info: { title: Ex, version: "1" }
paths:
  /a:
    get:
      operationId: getA
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { type: object, properties: { n: { type: integer } } }
              examples:
                one: { $ref: '${ref}' }
components:
  examples:
    One: { value: { n: 1 } }
`;
