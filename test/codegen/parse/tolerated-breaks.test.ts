import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateIncremental } from '../../../codegen/incremental/incremental.ts';
import { validateDocument } from '../../../codegen/parse/validate-document.ts';
import { formatProblem, groupWarnings, type Problem, SpecProblemsError } from '../../../codegen/problems.ts';
import { loadDocument } from '@siteapi/document/load';

// OpenAPI rules broken where the output does not read them (or reads them one plain way) are warnings in plain
// mode, once per kind with a count, at the line written; --strict and the platform dialect make them errors.

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** Generates `s.yaml`: the warnings as printed and the files written, or the problems (and then nothing written). */
async function run(text: string, strict = false): Promise<{ warnings: string[]; written: string[]; out: string } | { problems: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tolerated-'));
  dirs.push(dir);
  await writeFile(path.join(dir, 's.yaml'), text);
  const out = path.join(dir, 'out');
  try {
    const result = await generateIncremental({ spec: path.join(dir, 's.yaml'), out, cwd: dir, strict });
    return { warnings: groupWarnings(result.warnings).map(formatProblem), written: result.written, out };
  } catch (error) {
    if (!(error instanceof SpecProblemsError)) throw error;
    expect(await readdir(dir)).not.toContain('out');
    return { problems: error.problems.map(formatProblem).sort() };
  }
}

const HEAD = `openapi: 3.0.3
info: { title: T, version: "1" }
paths:
  /a:
    get:
      operationId: getA
      responses:
        "200": { description: ok }
`;

// An event, and two x- keys of the kind publishers put beside them: a flag, and a map of their own.
const WEBHOOKS = `${HEAD}x-webhooks:
  itemCreated:
    post:
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { id: { type: string } } }
      responses:
        "200": { description: ok }
  x-sdk-exclude: true
  x-resources:
    item: ticket
`;
const WEBHOOKS_WARNING = (key: string, line: number) =>
  `s.yaml:${line}:3 warning: '${key}' is not an extension this generator reads (once); it is kept in the bundled document`;

// A parameter and a response given by a $ref with keys beside it (OpenAPI 3.0 ignores them; 3.1 allows only
// summary and description).
const REF_SIBLINGS = `openapi: 3.0.3
info: { title: R, version: "1" }
paths:
  /files/{id}:
    parameters:
      - $ref: '#/components/parameters/Id'
        type: string
    get:
      operationId: getFile
      responses:
        "200":
          $ref: '#/components/responses/File'
          headers:
            Content-Disposition:
              schema: { type: string }
components:
  parameters:
    Id: { name: id, in: path, required: true, schema: { type: string } }
  responses:
    File:
      description: a file
      content:
        application/json:
          schema: { type: object, properties: { name: { type: string } } }
`;
const REF_WARNING = "s.yaml:7:9 warning: 'type' beside a $ref (OpenAPI allows only summary and description there); laid over the referenced object";

// Two webhooks written as Callback Objects (a runtime expression over the Path Item), as 3.0 documents' x-webhooks
// often are.
const CALLBACK_WEBHOOKS = `${HEAD}x-webhooks:
  smsIn:
    '{$request.body#/callback}':
      post:
        requestBody:
          content:
            application/json:
              schema: { type: object, properties: { text: { type: string } } }
        responses:
          "200": { description: ok }
  smsOut:
    '{$request.query.callback}':
      post:
        responses:
          "200": { description: ok }
`;
/** A webhook's POST with a payload, as a Path Item's field (six spaces in). */
const SMS_POST = `      post:
        requestBody:
          content:
            application/json:
              schema: { type: object, properties: { text: { type: string } } }
        responses:
          "200": { description: ok }
`;
const CALLBACK_WARNING =
  "s.yaml:11:5 warning: webhook 'smsIn' is written as a Callback Object (its Path Item under '{$request.body#/callback}'); a webhook is the Path Item itself, and this one is read as it";

// A Link Object whose parameters are a number and a map (the Link spec allows any value or expression).
const LINK_PARAMETERS = HEAD.replace(
  '"200": { description: ok }',
  `"200":
          description: ok
          links:
            next: { operationId: getA, parameters: { page: 0, filter: { a: 1 } } }`,
);
const LINK_WARNING =
  "s.yaml:11:54 warning: link parameter 'page' is not a string (OpenAPI's schema wants a runtime expression or text; the generator does not read links); kept as written";

// Keys of the root that are neither OpenAPI fields nor extensions.
const ROOT_FIELDS = `${HEAD}source: { url: {} }
owner: me
`;
const ROOT_WARNING = "s.yaml:9:1 warning: 'source' is no OpenAPI field (an extension's name starts with x-); the generator does not read it";

describe('tolerated OpenAPI schema errors', () => {
  it('a webhook written as a Callback Object is read as its Path Item: one warning kind at the expression, the events generate', async () => {
    const result = await run(CALLBACK_WEBHOOKS);
    expect(result).toMatchObject({ warnings: [`${CALLBACK_WARNING} (and 1 more like it)`] });
    const events = await readFile(path.join((result as { out: string }).out, 't/webhook-events.ts'), 'utf8');
    expect(events).toContain("'smsIn'");
    expect(events).toContain("'smsOut'");
    expect(events).toMatch(/text\?: string/);
  });

  // The Path Item under the expression as the operations view reads any: a `$ref` to one, OpenAPI 3.2's `query` and
  // `additionalOperations`.
  it.each([
    ['a $ref to a Path Item', "      $ref: '#/components/pathItems/Sms'\n", ''],
    ['a query method', SMS_POST.replace('post:', 'query:'), ''],
    ['an additional method', `      additionalOperations:\n${SMS_POST.trimEnd().replace(/^/gm, '  ').replace('post:', 'NOTIFY:')}\n`, ''],
  ])('a webhook written as a Callback Object over %s is read as that Path Item', async (_, item) => {
    const text = `openapi: 3.2.0
info: { title: T, version: "1" }
paths: {}
webhooks:
  smsIn:
    '{$request.body#/callback}':
${item}components:
  pathItems:
    Sms:
${SMS_POST}`;
    const result = await run(text);
    expect(result).toMatchObject({
      warnings: [
        "s.yaml:6:5 warning: webhook 'smsIn' is written as a Callback Object (its Path Item under '{$request.body#/callback}'); a webhook is the Path Item itself, and this one is read as it",
      ],
    });
    const events = await readFile(path.join((result as { out: string }).out, 't/webhook-events.ts'), 'utf8');
    expect(events).toContain("'smsIn'");
    expect(events).toMatch(/text\?: string/);
  });

  it('a problem inside a webhook read from a Callback Object is at the line written', async () => {
    const text = CALLBACK_WEBHOOKS.replace('"200": { description: ok }\n  smsOut', '"200": { description: 1 }\n  smsOut');
    expect(await run(text)).toEqual({ problems: ['s.yaml:18:20 OpenAPI 3.1: must be string'] });
  });

  it("a Link Object's parameters that are no strings are one warning kind, and the call generates", async () => {
    const result = await run(LINK_PARAMETERS);
    expect(result).toMatchObject({ warnings: [`${LINK_WARNING} (and 1 more like it)`], written: expect.arrayContaining(['t/api.ts']) });
  });

  it('a key of the root that is no OpenAPI field is a warning at its line, and the document generates', async () => {
    const result = await run(ROOT_FIELDS);
    expect(result).toMatchObject({ warnings: [ROOT_WARNING], written: expect.arrayContaining(['t/api.ts']) });
  });

  it('a root key that looks like a field mistyped is an error naming the field meant, since the output misses it', async () => {
    expect(await run(`${HEAD}securty: [{ key: [] }]\n`)).toEqual({
      problems: ["s.yaml:9:1 OpenAPI 3.1: unexpected property 'securty'; did you mean 'security'?"],
    });
    expect(await run(`${HEAD}Components: {}\n`)).toEqual({
      problems: ["s.yaml:9:1 OpenAPI 3.1: unexpected property 'Components'; did you mean 'components'?"],
    });
  });

  it('x- keys in webhooks (3.0 x-webhooks) are extensions: a warning each at its line, no event; the events generate', async () => {
    const result = await run(WEBHOOKS);
    expect(result).toMatchObject({ warnings: [WEBHOOKS_WARNING('x-sdk-exclude', 18), WEBHOOKS_WARNING('x-resources', 19)] });
    const { out } = result as { out: string };
    const events = await readFile(path.join(out, 't/webhook-events.ts'), 'utf8');
    expect(events).toContain("'itemCreated'");
    expect(events).not.toMatch(/sdk-exclude|x-resources|ticket/);
  });

  it('keys beside a $ref are one warning kind at the first key, and the reference generates', async () => {
    const result = await run(REF_SIBLINGS);
    expect(result).toMatchObject({ warnings: [`${REF_WARNING} (and 1 more like it)`], written: expect.arrayContaining(['r/api.ts']) });
  });

  it('a format no output reads does not fail the Path Item around it (an empty URL in a webhook)', async () => {
    const text = WEBHOOKS.replace('    post:\n', '    post:\n      externalDocs: { url: "" }\n').replace(/ {2}x-sdk-exclude[\s\S]*$/, '');
    expect(await run(text)).toMatchObject({ warnings: [], written: expect.arrayContaining(['t/webhook-events.ts']) });
  });

  it('--strict makes each of them an error at its place, and nothing is written', async () => {
    expect(await run(WEBHOOKS, true)).toEqual({
      problems: [WEBHOOKS_WARNING('x-sdk-exclude', 18).replace('warning: ', ''), WEBHOOKS_WARNING('x-resources', 19).replace('warning: ', '')],
    });
    expect(await run(CALLBACK_WEBHOOKS, true)).toEqual({
      problems: [
        CALLBACK_WARNING.replace('warning: ', ''),
        "s.yaml:20:5 webhook 'smsOut' is written as a Callback Object (its Path Item under '{$request.query.callback}'); a webhook is the Path Item itself, and this one is read as it",
      ],
    });
    expect(await run(LINK_PARAMETERS, true)).toEqual({
      problems: [LINK_WARNING.replace('warning: ', ''), LINK_WARNING.replace('warning: ', '').replace("'page'", "'filter'").replace(':11:54', ':11:63')].sort(),
    });
    expect(await run(ROOT_FIELDS, true)).toEqual({
      problems: [ROOT_WARNING.replace('warning: ', '')],
    });
    expect(await run(REF_SIBLINGS, true)).toEqual({
      problems: [
        "s.yaml:13:11 'headers' beside a $ref (OpenAPI allows only summary and description there); laid over the referenced object",
        REF_WARNING.replace('warning: ', ''),
      ],
    });
  });

  it('the platform dialect reads them as errors', () => {
    const { doc } = loadDocument('p.yaml', REF_SIBLINGS.replace('3.0.3', '3.1.0'));
    const warnings: Problem[] = [];
    const problems = validateDocument(doc!, 'platform', warnings).map(formatProblem);
    expect(problems).toEqual(
      expect.arrayContaining(["p.yaml:7:9 OpenAPI 3.1: unexpected property 'type'", "p.yaml:13:11 OpenAPI 3.1: unexpected property 'headers'"]),
    );
    expect(warnings).toEqual([]);
  });
});
