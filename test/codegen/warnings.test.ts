import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { generateIncremental } from '../../codegen/incremental/incremental.ts';
import { formatProblem, groupWarnings, SpecProblemsError } from '../../codegen/problems.ts';

// Plain mode is tolerant where the output does not depend on a broken rule: a warning at the line the user wrote,
// printed once per kind; `--strict` makes every warning an error.
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function specDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'warnings-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

/** The warnings of a generation as printed (file names from the spec's folder), and the files written. */
async function run(files: Record<string, string>, strict = false): Promise<{ warnings: string[]; written: string[] } | { problems: string[] }> {
  const dir = await specDir(files);
  try {
    const result = await generateIncremental({ spec: path.join(dir, Object.keys(files)[0]!), out: path.join(dir, 'out'), cwd: dir, strict });
    return { warnings: groupWarnings(result.warnings).map(formatProblem), written: result.written };
  } catch (error) {
    if (!(error instanceof SpecProblemsError)) throw error;
    expect(await readdir(dir)).not.toContain('out');
    return { problems: error.problems.map(formatProblem) };
  }
}

const SWAGGER = (flows: string) => `swagger: "2.0"
info:
  title: Sw
  version: "1"
host: api.example.test
securityDefinitions:
${flows}paths:
  /a:
    get:
      operationId: getA
      responses:
        "200":
          description: ok
          schema:
            $ref: '#/definitions/A'
definitions:
  A:
    type: object
    properties:
      n: { type: integer }
`;
const IMPLICIT = '  auth:\n    type: oauth2\n    flow: implicit\n    authorizationUrl: https://example.test/auth\n';
const PASSWORD = '  login:\n    type: oauth2\n    flow: password\n    tokenUrl: https://example.test/token\n';
const SCOPES_WARNING = "s.yaml:7:3 warning: oauth2 flow 'implicit' of security scheme 'auth' has no scopes (OpenAPI requires them); read as none";

describe('warnings', () => {
  it('an oauth2 flow without scopes in Swagger 2.0 is a warning at its line in the 2.0 document, and generates', async () => {
    const result = await run({ 's.yaml': SWAGGER(IMPLICIT) });
    expect(result).toEqual({ warnings: [SCOPES_WARNING], written: expect.arrayContaining(['sw/paths.ts']) });
  });

  it('warnings of one kind print once, at the first place, with how many more', async () => {
    const result = await run({ 's.yaml': SWAGGER(IMPLICIT + PASSWORD) });
    expect(result).toMatchObject({ warnings: [`${SCOPES_WARNING} (and 1 more like it)`] });
  });

  it('--strict makes a warning an error at the same place, and nothing is written', async () => {
    expect(await run({ 's.yaml': SWAGGER(IMPLICIT) }, true)).toEqual({ problems: [SCOPES_WARNING.replace('warning: ', '')] });
  });

  it('a $ref to a missing file inside an extension the generator does not read is a warning; the extension is left out', async () => {
    const files = {
      'a.yaml': `openapi: 3.1.0
info: { title: X, version: "1" }
paths:
  /a:
    get:
      operationId: getA
      x-acme-policy:
        $ref: 'policies/missing.yml'
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: { $ref: 'schemas.yml#/A' }
`,
      'schemas.yml': 'A: { type: object, properties: { n: { type: integer } } }\n',
    };
    const result = await run(files);
    expect(result).toEqual({
      warnings: [
        "a.yaml:8:9 warning: $ref in an extension the generator does not read: Can't resolve $ref: cannot read 'policies/missing.yml': no such file; the extension is left out of the document",
      ],
      written: expect.arrayContaining(['openapi.json']),
    });
    const dir = await specDir(files);
    expect((await generate(path.join(dir, 'a.yaml'))).get('openapi.json')).not.toContain('x-acme-policy');
  });

  it("a local $ref that does not resolve inside an extension is a warning too (Spotify's x-spotify-policy-list); --strict makes it an error", async () => {
    const files = {
      'a.yaml': `openapi: 3.0.3
info: { title: X, version: "1" }
paths:
  /a:
    get:
      operationId: getA
      x-policy-list:
        - $ref: '#/components/x-policy/Read'
      responses:
        "200": { description: ok }
components:
  schemas:
    x-thing: { type: object, properties: { a: { $ref: '#/components/schemas/Missing' } } }
`,
    };
    const warning =
      "a.yaml:8:11 warning: $ref in an extension the generator does not read: '#/components/x-policy/Read' does not resolve; the extension is left out of the document";
    // A schema named x-thing is no extension: its $ref that does not resolve stays an error.
    expect(await run(files)).toEqual({ problems: ["a.yaml:13:49 $ref '#/components/schemas/Missing' does not resolve"] });
    const tolerated = { 'a.yaml': files['a.yaml'].replace("{ $ref: '#/components/schemas/Missing' }", '{ type: string }') };
    expect(await run(tolerated)).toEqual({ warnings: [warning], written: expect.arrayContaining(['openapi.json']) });
    expect(await run(tolerated, true)).toEqual({ problems: [warning.replace('warning: ', '')] });
    const dir = await specDir(tolerated);
    expect((await generate(path.join(dir, 'a.yaml'))).get('openapi.json')).not.toContain('x-policy-list');
  });

  it('a schema openapi-typescript cannot read: paths.ts is skipped with a warning that names the place, not a stack trace', async () => {
    const doc = {
      openapi: '3.0.3',
      info: { title: 'H', version: '1' },
      paths: {
        '/a': {
          get: {
            operationId: 'getA',
            responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } },
          },
        },
      },
      components: {
        schemas: { A: { type: 'object', properties: { n: { type: 'integer', examples: [1, 2] }, m: { type: 'object', properties: { examples: [1] } } } } },
      },
    };
    const result = await run({ 'h.json': JSON.stringify(doc, null, 2) });
    expect(result).toMatchObject({
      warnings: [
        expect.stringMatching(
          /^h\.json:\d+:\d+ warning: paths\.ts not written for this document: openapi-typescript could not read #\/components\/schemas\/A\/m \(invalid property examples/,
        ),
      ],
    });
    expect((result as { written: string[] }).written).not.toContain('h/paths.ts');
    expect((result as { written: string[] }).written).toContain('h/api.ts');
    expect(await run({ 'h.json': JSON.stringify(doc) }, true)).toEqual({ problems: [expect.stringMatching(/^h\.json:1:\d+ paths\.ts not written/)] });
  });
  it('a parameter named "" is left out of the call with a warning at its line, and the document generates', async () => {
    const doc = `openapi: 3.0.3
info: { title: Nameless, version: "1" }
paths:
  /a:
    parameters:
      - { name: "", in: header, schema: { type: string } }
    get:
      operationId: getA
      parameters:
        - { name: "", in: query, schema: { type: string } }
        - { name: limit, in: query, schema: { type: integer } }
      responses:
        "200": { description: ok }
`;
    const result = await run({ 'n.yaml': doc });
    expect(result).toEqual({
      warnings: ['n.yaml:6:9 warning: this header parameter has no name, so no request can carry it; left out (and 1 more like it)'],
      written: expect.arrayContaining(['nameless/api.ts']),
    });
    const dir = await specDir({ 'n.yaml': doc });
    const api = (await generate(path.join(dir, 'n.yaml'))).get('nameless/api.ts')!;
    expect(api).toContain('limit');
    expect(api).not.toMatch(/['"]{2}\??:/);
  });
  it('a repeated operationId is warned about at the call named apart, in the order the calls are read; an extension holding one is no call', async () => {
    const doc = `openapi: 3.1.0
info: { title: Twice, version: "1" }
paths:
  /a:
    post: { operationId: saveA, responses: { "200": { description: ok } } }
    get: { operationId: saveA, responses: { "200": { description: ok } } }
    x-amazon-apigateway-any-method: { operationId: saveA }
`;
    expect(await run({ 't.yaml': doc })).toEqual({
      warnings: [
        "t.yaml:5:13 duplicate operationId 'saveA' (first defined at t.yaml:6:12); this call is named 'saveA2'",
        "t.yaml:7:5 warning: 'x-amazon-apigateway-any-method' is not an extension this generator reads (once); it is kept in the bundled document",
      ],
      written: expect.arrayContaining(['twice/api.ts']),
    });
  });
  it('a GET or HEAD request body is left out of the call with a warning at its line; a QUERY one is sent', async () => {
    const body = '{ content: { application/json: { schema: { type: object } } } }';
    const doc = `openapi: 3.2.0
info: { title: Bodies, version: "1" }
paths:
  /a:
    get: { operationId: getA, requestBody: ${body}, responses: { "200": { description: ok } } }
    head: { operationId: headA, requestBody: ${body}, responses: { "200": { description: ok } } }
    query: { operationId: queryA, requestBody: ${body}, responses: { "200": { description: ok } } }
`;
    const result = await run({ 'b.yaml': doc });
    expect(result).toEqual({
      warnings: [
        expect.stringMatching(
          /^b\.yaml:5:\d+ warning: GET \/a declares a request body, which fetch cannot send with GET; the generated call leaves it out \(and 1 more like it\)$/,
        ),
      ],
      written: expect.arrayContaining(['bodies/api.ts']),
    });
  });
  it('a nameless parameter of a Path Item two paths share is warned about once, where it is written', async () => {
    const doc = `openapi: 3.1.0
info: { title: Shared, version: "1" }
paths:
  /a: { $ref: "#/components/pathItems/Item" }
  /b: { $ref: "#/components/pathItems/Item" }
components:
  pathItems:
    Item:
      get:
        parameters:
          - { name: "", in: query, schema: { type: string } }
        responses:
          "200": { description: ok }
`;
    expect(await run({ 's.yaml': doc })).toEqual({
      warnings: ['s.yaml:11:13 warning: this query parameter has no name, so no request can carry it; left out'],
      written: expect.arrayContaining(['shared/api.ts']),
    });
  });
});
