import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeResponse } from '../../runtime/conversions/walk-plan.ts';
import { buildIr, emitAll, generate, parseSources, parseSpecs } from '../../codegen/generate.ts';
import { SpecInputError, SpecProblemsError } from '../../codegen/problems.ts';
import { specFiles } from '../../codegen/spec-files.ts';
import { locateJsonPointer } from '@siteapi/document/load';
import { loadYaml } from '@siteapi/document/load';
import type { OpenApiDocument } from '@siteapi/document';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'siteapi-plain-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const PLAIN = {
  openapi: '3.0.3',
  info: { title: 'Pet Store', version: '1' },
  servers: [{ url: '{scheme}://pets.example.com/v{major}/', variables: { scheme: { default: 'https' }, major: { default: '2' } } }],
  paths: {
    '/owners/{ownerId}/pets/{pet-id}': {
      parameters: [{ name: 'pet-id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: {
        operationId: 'get-pet',
        tags: ['Pet Care'],
        parameters: [
          { name: 'ownerId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
          { name: 'fields', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
      },
      delete: { operationId: 'delete', tags: ['Pet Care'], responses: { '204': { description: 'gone' } } },
      put: {
        operationId: 'get_pet',
        tags: ['Pet Care'],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } } },
        responses: { default: { description: 'any' } },
      },
    },
    '/health': { get: { responses: { '200': { description: 'ok', content: { 'text/plain': { schema: { type: 'string' } } } } } } },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'integer' },
          born: { type: 'string', format: 'date-time', nullable: true },
          litter: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
        },
      },
    },
  },
};

function plain(doc: object = PLAIN, file = 'pets.json'): OpenApiDocument {
  return parseSources([{ file, text: JSON.stringify(doc, null, 2) }])[0]!.data as OpenApiDocument;
}

describe('plain mode: a document without the platform extensions', () => {
  it('names the service after the title, and takes host and prefix from the first server with its variables', () => {
    expect(plain()['x-service']).toEqual({ name: 'pet-store', host: 'https://pets.example.com', prefix: '/v2' });
    const relative = plain({ ...PLAIN, servers: [{ url: '/api/v3' }], info: { title: '', version: '1' } }, 'specs/My Shop.yaml');
    expect(relative['x-service']).toEqual({ name: 'my-shop', host: 'http://localhost', prefix: '/api/v3' });
  });

  it('puts operations in the module of their first tag, untagged ones in `api`, with safe unique camelCase names', () => {
    const doc = plain();
    const item = doc.paths!['/owners/{ownerId}/pets/{pet-id}']!;
    expect([item.get!['x-module'], item.get!.operationId]).toEqual(['petCare', 'getPet']);
    // `delete` is a reserved word; `get_pet` makes the same name as `get-pet`, so the later one is suffixed.
    expect(item.delete!.operationId).toBe('delete_');
    expect(item.put!.operationId).toBe('getPet2');
    expect([doc.paths!['/health']!.get!['x-module'], doc.paths!['/health']!.get!.operationId]).toEqual(['api', 'getHealth']);
  });

  it('passes path parameters in path order, then a required body, then one options object', () => {
    const item = plain().paths!['/owners/{ownerId}/pets/{pet-id}']!;
    expect(item.get!['x-arguments']).toEqual([
      { name: 'ownerId', value: 'path.ownerId' },
      { name: 'petId', value: 'path.pet-id' },
      { name: 'options', properties: { 'X-Trace': 'header.X-Trace', fields: 'query.fields' } },
    ]);
    // A template name the document forgot to declare is still an argument: a string.
    expect(item.put!['x-arguments']).toEqual([
      { name: 'ownerId', value: 'path.ownerId' },
      { name: 'petId', value: 'path.pet-id' },
      { name: 'body', value: 'body' },
    ]);
  });

  it('emits calls whose dates convert, recursion included (a plan that refers to itself)', () => {
    const docs = parseSources([{ file: 'pets.json', text: JSON.stringify(PLAIN) }]);
    const [service] = buildIr(docs);
    const getPet = service!.operations.find((o) => o.operationId === 'getPet')!;
    const plan = getPet.responsePlan!;
    expect(plan.born).toBe('date');
    expect((plan.litter as Record<string, unknown>)['*']).toBe(plan);
    const answer = { id: 1, born: '2024-01-02T03:04:05Z', litter: [{ id: 2, born: '2025-01-01T00:00:00Z', litter: [{ id: 3, born: null }] }] };
    const decoded = decodeResponse(answer, plan) as typeof answer;
    expect(decoded.litter[0]!.born).toEqual(new Date('2025-01-01T00:00:00Z'));
    expect(decoded.litter[0]!.litter[0]!.born).toBeNull();
    const files = emitAll([service!], docs);
    const plans = files.get('pet-store/conversion-plans.ts')!;
    expect(plans).toContain('export const petPlan: Plan = {};');
    expect(plans).toContain("Object.assign(petPlan, { born: 'date', litter: { '*': petPlan } });");
    expect(files.get('pet-store/petCare.ts')).toContain('export const getPet: Call<[ownerId: string, petId: number, options?: GetPetOptions');
  });

  it('types requests without readOnly fields (<Name>Writable) and answers without writeOnly ones', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'Users', version: '1' },
      paths: {
        '/users': {
          post: {
            operationId: 'createUser',
            requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } },
            responses: { '201': { description: 'made', content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } } },
          },
        },
      },
      components: {
        schemas: {
          User: {
            type: 'object',
            required: ['id', 'name'],
            properties: { id: { type: 'string', readOnly: true }, name: { type: 'string' }, password: { type: 'string', writeOnly: true } },
          },
        },
      },
    };
    const docs = parseSources([{ file: 'users.json', text: JSON.stringify(doc) }]);
    const files = emitAll(buildIr(docs), docs);
    const types = files.get('users/schema-types.ts')!;
    expect(types).toMatch(/export interface User \{\n {2}id: string;\n {2}name: string;\n\}/);
    expect(types).toMatch(/export interface UserWritable \{\n {2}name: string;\n {2}password\?: string;\n\}/);
    expect(files.get('users/api.ts')).toContain('createUser: Call<[body: UserWritable, init?: CallInit], User>');
  });

  it("types a callback's payload and converts it with read<Type>", async () => {
    const files = await generate('node_modules/@readme/oas-examples/3.0/yaml/callbacks.yaml');
    const api = files.get('callback-example/api.ts')!;
    expect(api).toContain('export type PostStreamsOnDataCallback = {\n  timestamp?: Date;\n  userData?: string;\n};');
    expect(api).toContain(
      "export const readPostStreamsOnDataCallback = (body: unknown): PostStreamsOnDataCallback => decodeResponse(body, { timestamp: 'date' }) as PostStreamsOnDataCallback;",
    );
  });

  it('reads Swagger 2.0 through the upgrader, and says which versions it reads', () => {
    const swagger = {
      swagger: '2.0',
      info: { title: 'Old', version: '1' },
      host: 'old.example.com',
      basePath: '/api',
      schemes: ['https'],
      paths: {
        '/things': {
          get: {
            operationId: 'listThings',
            produces: ['application/json'],
            responses: { '200': { description: 'ok', schema: { type: 'array', items: { type: 'string' } } } },
          },
        },
      },
    };
    const doc = plain(swagger);
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc['x-service']).toEqual({ name: 'old', host: 'https://old.example.com', prefix: '/api' });
    expect(() => parseSources([{ file: 'new.yaml', text: 'openapi: 4.0.0\ninfo: { title: x, version: "1" }\n' }])).toThrow(
      /new\.yaml:1:1 openapi '4\.0\.0' is not supported; use 3\.0\.x, 3\.1\.x or 3\.2\.x \(or Swagger 2\.0\)/,
    );
  });

  it('reports structural problems of a plain document at their file:line:col (JSON positions found on demand)', () => {
    const text = JSON.stringify({ ...PLAIN, paths: { '/x': { get: { responses: { '200': { descriptio: 'typo' } } } } } }, null, 2);
    try {
      parseSources([{ file: 'bad.json', text }]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SpecProblemsError);
      const problem = (error as SpecProblemsError).problems[0]!;
      const line = text.split('\n').findIndex((l) => l.includes('"200"'));
      expect(`${problem.file}:${problem.line}:${problem.col}`).toBe(`bad.json:${line + 1}:${text.split('\n')[line]!.indexOf('"200"') + 1}`);
      expect(problem.message).toBe("OpenAPI 3.1: must have required property 'description'");
    }
  });
});

describe('warnings and positions of outside documents', () => {
  it('lets x- keys the generator does not read pass, with one warning per key at its first place', () => {
    const text = JSON.stringify({ ...PLAIN, 'x-logo': { url: 'l.png' }, info: { ...PLAIN.info, 'x-logo': 'again' }, 'x-media': 'image' }, null, 2);
    const [doc] = parseSources([{ file: 'pets.json', text }]);
    const lines = text.split('\n');
    const first = lines.findIndex((l) => l.includes('"x-logo"'));
    expect(doc!.warnings!.map((w) => `${w.file}:${w.line}:${w.col} ${w.message}`)).toEqual([
      `pets.json:${first + 1}:${lines[first]!.indexOf('"x-logo"') + 1} warning: 'x-logo' is not an extension this generator reads (2 times); it is kept in the bundled document`,
    ]);
  });

  it('places each unknown key at its first place, in 3.0 and Swagger 2.0 documents (their pointers mapped back)', () => {
    const swagger = { swagger: '2.0', info: PLAIN.info, paths: { '/a': { get: { 'x-b': 1, responses: { 200: { description: 'ok' } } } } } };
    for (const given of [
      { ...PLAIN, 'x-a': 1, info: { ...PLAIN.info, 'x-b': 2 }, paths: { ...PLAIN.paths, '/c': { 'x-c': 3 } } },
      { ...swagger, 'x-a': 1, 'x-webhooks': {} },
    ]) {
      const text = JSON.stringify(given, null, 2);
      const [doc] = parseSources([{ file: 'pets.json', text }]);
      const lines = text.split('\n');
      const place = (key: string) => {
        const line = lines.findIndex((l) => l.includes(`"${key}"`));
        return `${line + 1}:${lines[line]!.indexOf(`"${key}"`) + 1}`;
      };
      const unknown = doc!.warnings!.filter((w) => w.message.includes('is not an extension'));
      expect(unknown.map((w) => `${w.line}:${w.col} ${/'(x-[a-z]+)'/.exec(w.message)![1]}`).sort()).toEqual(
        Object.keys({ 'x-a': 1, 'x-b': 1, ...('openapi' in given ? { 'x-c': 1 } : {}) })
          .map((k) => `${place(k)} ${k}`)
          .sort(),
      );
    }
  });

  it('reads a schema with a key named like an Object method (`constructor`) as data it keeps', () => {
    const doc = plain({ ...PLAIN, components: { schemas: { ...PLAIN.components.schemas, Odd: { type: 'object', constructor: { note: 'x' } } } } });
    expect(doc.components!.schemas!.Odd).toMatchObject({ constructor: { note: 'x' } });
  });

  it('reads a Path Item reference held under a path with a percent sign', () => {
    const doc = plain({
      ...PLAIN,
      paths: { '/a%20b': { $ref: '#/components/pathItems/X' } },
      components: { pathItems: { X: { get: { operationId: 'getX', responses: { 200: { description: 'ok' } } } } } },
    });
    expect((doc.paths!['/a%20b'] as { get: { operationId: string } }).get.operationId).toBe('getX');
  });

  it('places a JSON pointer in JSON text as the YAML parser does, skipping what is off its path', () => {
    const text = JSON.stringify({ a: [1, { 'b~/c': 'x"y}', d: [true, null, { e: {} }] }], f: {}, '': [[]] }, null, 2);
    const yaml = loadYaml('t.json', text).doc!.positions;
    for (const pointer of ['', '/a', '/a/0', '/a/1', '/a/1/b~0~1c', '/a/1/d/2/e', '/f', '/', '//0', '/a/9', '/nope', '/a/1/d/x']) {
      expect(locateJsonPointer(text, pointer), pointer).toEqual(yaml.get(pointer));
    }
  });
});

describe('spec input', () => {
  it('bundles $refs to other files; a ref outside the spec folder or to a URL is refused where it is', async () => {
    const dir = await folder({
      'openapi.yaml': [
        'openapi: 3.1.0',
        'info: { title: Split, version: "1" }',
        'paths:',
        '  /pets:',
        '    get:',
        '      operationId: listPets',
        '      responses:',
        "        '200': { description: ok, content: { application/json: { schema: { $ref: './schemas/pet.yaml' } } } }",
        '',
      ].join('\n'),
      'schemas/pet.yaml': 'type: object\nproperties:\n  born: { type: string, format: date-time }\n',
    });
    const [service] = buildIr(await parseSpecs(await specFiles(dir), dir));
    expect(service!.operations[0]!.responsePlan).toEqual({ born: 'date' });

    await writeFile(
      path.join(dir, 'schemas/pet.yaml'),
      "type: object\nproperties:\n  secret: { $ref: '../../outside.yaml' }\n  remote: { $ref: 'http://127.0.0.1:9/x.yaml' }\n",
    );
    const error = await parseSpecs(await specFiles(dir), dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecProblemsError);
    const lines = (error as SpecProblemsError).problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`);
    expect(lines.some((l) => /^schemas\/pet\.yaml:3:11 .*outside.* a \$ref may only read files there/.test(l))).toBe(true);
    expect(lines.some((l) => /^schemas\/pet\.yaml:4:11 .*is a URL; only \$refs to local files are followed/.test(l))).toBe(true);
  });

  it('refuses a symbolic link under the spec folder that leads outside it: a document, a $ref file or a $ref folder', async () => {
    const secret = 'type: object\nproperties:\n  token: { type: string, example: outside-secret }\n';
    const outside = await folder({
      'secret.yaml': secret,
      'doc.yaml': 'openapi: 3.1.0\ninfo: { title: Outside, version: "1" }\npaths: {}\n',
      'parts/pet.yaml': secret,
    });
    const openapi = (ref: string) =>
      [
        'openapi: 3.1.0',
        'info: { title: Split, version: "1" }',
        'paths:',
        '  /pets:',
        '    get:',
        '      operationId: listPets',
        '      responses:',
        `        '200': { description: ok, content: { application/json: { schema: { $ref: '${ref}' } } } }`,
        '',
      ].join('\n');

    const linkedDocument = await folder({ 'openapi.yaml': openapi('#/components/schemas/None') });
    await symlink(path.join(outside, 'doc.yaml'), path.join(linkedDocument, 'other.yaml'));
    await expect(specFiles(linkedDocument)).rejects.toThrow(SpecInputError);
    await expect(specFiles(linkedDocument)).rejects.toThrow(
      /other\.yaml: a symbolic link to .*doc\.yaml, outside .*; a spec folder's documents must be inside it/,
    );

    for (const [ref, link, target] of [
      ['./pet.yaml', 'pet.yaml', 'secret.yaml'],
      ['./schemas/pet.yaml', 'schemas', 'parts'],
    ] as const) {
      const dir = await folder({ 'openapi.yaml': openapi(ref) });
      await symlink(path.join(outside, target), path.join(dir, link));
      const error = await parseSpecs(await specFiles(dir), dir).catch((e: unknown) => e);
      expect(error, link).toBeInstanceOf(SpecProblemsError);
      const lines = (error as SpecProblemsError).problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`);
      expect(lines, link).toEqual([
        expect.stringMatching(/^openapi\.yaml:8:\d+ .*leads to '.*' through a symbolic link, outside .*; a \$ref may only read files there/),
      ]);
      expect(JSON.stringify(error)).not.toContain('outside-secret');
    }
  });

  it('takes .json, .yml and .yaml documents from a folder, skips parts that are no document, and refuses a folder without one', async () => {
    const dir = await folder({ 'a.json': '{"openapi": "3.1.0"}', 'b.yml': 'swagger: "2.0"', 'part.yaml': 'type: object', 'notes.txt': 'x' });
    expect((await specFiles(dir)).map((f) => path.basename(f))).toEqual(['a.json', 'b.yml']);
    const empty = await folder({ 'part.yaml': 'type: object' });
    await expect(specFiles(empty)).rejects.toThrow(SpecInputError);
    await expect(specFiles(empty)).rejects.toThrow(/none of its 1 \.yaml\/\.yml\/\.json files is an OpenAPI document/);
    await expect(specFiles(path.join(empty, 'missing'))).rejects.toThrow(/missing: no such file or folder/);
  });
});
