import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, parseSpecs } from '../../codegen/generate.ts';
import { formatProblem } from '../../codegen/problems.ts';
import { MODULE_SETTINGS, typeCheck } from './type-check.ts';

// Documents whose names, recursion, empty parts, refs into schemas and into paths made output that did not parse or compile (test/fixtures/names):
// each generates (with msw handlers), and everything generated type-checks under `strict` in Node's and a bundler's module settings.
const FIXTURES = 'test/fixtures/names';

let out: string;
let files: Map<string, string>;
beforeAll(async () => {
  files = await generate(FIXTURES, { runtimeImport: '@siteapi/runtime', msw: true });
  out = await mkdtemp(path.join(tmpdir(), 'siteapi-names-'));
  for (const [p, text] of files) {
    await mkdir(path.dirname(path.join(out, p)), { recursive: true });
    await writeFile(path.join(out, p), text);
  }
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('generated output of awkward documents', () => {
  it.each(Object.keys(MODULE_SETTINGS) as (keyof typeof MODULE_SETTINGS)[])(
    'type-checks under strict with %s module settings',
    async (settings) => {
      expect(await typeCheck(out, MODULE_SETTINGS[settings])).toBe('');
    },
    120_000,
  );

  it.each<[string, string, RegExp[]]>([
    [
      'a title with numbers: identifiers in index.ts, one apiece',
      'index.ts',
      [/export \* as exampleApi20 from '\.\/example-api-2-0\/index\.js'/, /export \* as exampleApi202 from '\.\/example-api-20\/index\.js'/],
    ],
    [
      'operationIds that start with a digit: a call and its types',
      'example-api-2-0/things.ts',
      [/export const _123abc: Call<\[id: string, init\?: CallInit\], _123abcResponse>/, /export const _0d1e2f:/],
    ],
    [
      'components named like globals and imported types: renamed, the globals kept',
      'example-api-2-0/schema-types.ts',
      [
        /export interface Date_ \{\n {2}at\?: Date;\n {2}day\?: Date;/,
        /export interface Date_2 \{\n {2}on\?: Date_;/,
        /export interface Call_ /,
        /export type CallInit_ = string/,
        /export interface ImageRef_ /,
        /export interface Blob_ \{\n {2}data\?: Blob;/,
        /export type Record_ = Record<string, string>/,
        /export const Promise_ = \{/,
        /export type Array_ = Map_\[\]/,
      ],
    ],
    [
      'a call typed by renamed components',
      'example-api-2-0/things.ts',
      [/import type \{ Call_, Date_, Error_, Record_, Response_ \} from '\.\/schema-types\.js'/, /call\?: Call_;/],
    ],
    [
      'a repeated operationId: the later call named apart',
      'example-api-2-0/others.ts',
      [/export const listThings2:/, /export const others = \{ listThings2 \}/],
    ],
    [
      'recursion through aliases: the map as an index signature',
      'acme-3-service/schema-types.ts',
      [/export type ErrorDetails = \{ \[key: string\]: ErrorDetails \} \| Reason;/, /\{ \[key: string\]: Nested \}/],
    ],
    [
      'calls named like values a module file imports: renamed',
      'example-api-20/api.ts',
      [/export const api = \{ defineGeneratedCall2, encodeBody2, exampleApi20Service2, ping \}/],
    ],
    [
      'plans of types that would share a name: one name apiece',
      'plan-clash/conversion-plans.ts',
      [/export const fooPlan: Plan = \{ at: 'date' \}/, /export const fooPlan2: Plan = \{ on: 'date' \}/, /export const walkPlan_: Plan = \{\}/],
    ],
    [
      'event handlers named apart from a component and a call, which the index exports beside them',
      'event-names/webhook-events.ts',
      [/export const onItemAdded2 = /, /export const onThingChangedEvent = /],
    ],
    [
      "a plan whose decoder a call's name has: the plan named apart",
      'event-names/api.ts',
      [/import \{ thingPlan2Decoder \} from '\.\/response-decoders\.js'/, /export const thingDecoder: Call</],
    ],
    [
      "msw mocks of calls named like a mock's parameters or handlers: the parameters named apart, the call renamed",
      'event-names/mock-handlers.ts',
      [
        /options: \(resolve: MockResolver<typeof options>, options2\?: MockCallOptions\) => mockCall\(options, resolve, options2\)/,
        /resolve: \(resolve2: MockResolver<typeof resolve>, options\?: MockCallOptions\) => mockCall\(resolve, resolve2, options\)/,
        /export function eventNamesHandlers\(/,
        /eventNamesHandlers2: /,
      ],
    ],
    [
      "a tag named like the service's error catalogue, which the index exports beside the modules: the module named apart",
      'event-names/eventNamesErrorsApi.ts',
      [/export const eventNamesErrorsApi = \{ listErrors \}/],
    ],
    [
      'an enum of objects types as unknown; a string type with numbers in its enum is a union of them',
      'awkward-values/schema-types.ts',
      [/export type CurrentGame = unknown;/, /export type Ratio = 969 \| 556;/],
    ],
    [
      'parameters named "" left out of the call; an inline enum of objects types as the rest of its schema',
      'awkward-values/api.ts',
      [/args: \[\{ name: 'options', properties: \{ ratio: 'query\.ratio' \} \}\]/, /ports\?: Record<string, unknown>;/],
    ],
    [
      'a oneOf of two recursive schemas: its merged plan a recursive constant of its own',
      'awkward-values/conversion-plans.ts',
      [/export const folderWithLabelPlan: Plan = \{\};/, /Object\.assign\(folderWithLabelPlan, \{ created: 'date', parent: folderWithLabelPlan \}\);/],
    ],
    [
      "a parameter that is a $ref to another operation's, and a schema naming one: components of paths.ts, not indexes into paths",
      'awkward-values/paths.ts',
      [
        /ratio\?: components\["parameters"\]\["paths\.\/games\.get\.parameters\.1"\];\n\s+also\?: components\["parameters"\]\["paths\.\/games\.get\.parameters\.1"\]\[\];/,
      ],
    ],
    ['no component schemas: schema-types.ts still a module', 'bare-version-0/schema-types.ts', [/^export \{ \};$/m]],
    [
      'refs into a schema that is not a component: each a component of paths.ts, under a name not taken',
      'inner-refs/paths.ts',
      [
        /amounts\?: components\["schemas"\]\["Balance\.definitions\.amounts"\];/,
        /"Account\.definitions\.identifiers": string;/,
        /"Account\.definitions\.identifiers_2": \{\n\s+number\?: string;\n\s+owner\?: components\["schemas"\]\["Account"\];\n\s+next\?: components\["schemas"\]\["Account\.definitions\.identifiers_2"\];/,
        /first\?: components\["schemas"\]\["Accounts\.items"\];/,
        /base\?: components\["schemas"\]\["Account\.allOf\.0"\];/,
        /extra\?: components\["schemas"\]\["Tags\.additionalProperties"\];/,
        /same\?: components\["schemas"\]\["components\.responses\.Plain\.content\.application\/json\.schema\.properties\.code"\];/,
      ],
    ],
    [
      'refs to parameters, request bodies, responses and headers of other operations: components of paths.ts, not indexes into paths',
      'refs-into-paths/paths.ts',
      [
        /withhistory\?: components\["parameters"\]\["paths\.\/requests\.get\.parameters\.0"\];/,
        /tenant\?: components\["parameters"\]\["paths\.\/requests\.parameters\.0"\];/,
        /limit\?: components\["parameters"\]\["paths\.\/requests\.get\.parameters\.1"\];/,
        /requestBody\?: components\["requestBodies"\]\["paths\.\/requests\.post\.requestBody"\];/,
        /default: components\["responses"\]\["paths\.\/requests\.get\.responses\.200"\];/,
        /"rate-limit": components\["headers"\]\["paths\.\/requests\.get\.responses\.200\.headers\.rate-limit"\];/,
      ],
    ],
    [
      'enum values no literal type spells: the rest of the schema; repeated values once',
      'literal-values/schema-types.ts',
      [
        /level\?: 1 \| -2\.5;/,
        /shape\?: Record<string, unknown>;/,
        /export type Kind = string;/,
        /export const Twice = \{\n {2}open: 'open',\n {2}sent: 'sent',\n\} as const;/,
      ],
    ],
    ['query lists with lists as enum values: their array and string types', 'literal-values/api.ts', [/action\?: string\[\];/, /projects\?: string;/]],
    [
      'tags that differ only in case, and one named like paths.ts: one module file apiece, on any file system',
      'file-case/index.ts',
      [/export \* from '\.\/emailTemplates\.js';\nexport \* from '\.\/emailtemplates2\.js';\nexport \* from '\.\/pathsApi\.js';/],
    ],
    [
      'components named like the error catalogue and the service constant: the catalogue renamed, the service kept',
      'catalogue-clash/error-catalogue.ts',
      [/export const catalogueClashErrors2 = \{\} as const;/],
    ],
    ['the component named like the service constant, renamed', 'catalogue-clash/schema-types.ts', [/export interface catalogueClashService_ \{/]],
    [
      'an allOf of a nullable component with required keys: WithRequired of its non-null copy',
      'nullable-all-of/paths.ts',
      [
        /"application\/json": WithRequired<components\["schemas"\]\["Failure\.notNull"\], "code">;/,
        /Cause: \(\(WithRequired<components\["schemas"\]\["Failure\.notNull"\], "code" \| "message">/,
        /"Failure\.notNull": \{/,
      ],
    ],
    [
      'a discriminator property openapi-typescript adds that the schema declares too: once among its members, its own apart',
      'discriminator-own-property/paths.ts',
      [
        /DestinationResult: \{\n\s+class: "DestinationResult";\n\s+destination: string;\n\s+\} & \(Omit<components\["schemas"\]\["Result"\], "class"> & \{\n(\s+\/\*\* @enum \{string\} \*\/\n)?\s+class: "DestinationResult";\n\s+\}\);/,
      ],
    ],
    [
      "a lone type 'null' beside a oneOf, an enum and a $ref: or null, in paths.ts",
      'null-alongside/paths.ts',
      [/Scalar: string \| number \| null;/, /Level: "low" \| "high" \| null;/, /scalar\?: components\["schemas"\]\["Scalar"\] \| null;/],
    ],
    [
      '... and in the schema types',
      'null-alongside/schema-types.ts',
      [/export type Scalar = string \| number \| null;/, /export type Level = 'low' \| 'high' \| null;/, /scalar\?: Scalar \| null;/],
    ],
    [
      'components that reach themselves outside an object type: each typed by an alias of its own',
      'self-union/paths.ts',
      [
        /Value: SchemaValue;/,
        /Tree: SchemaTree;/,
        /Forest: SchemaForest;/,
        /value\?: SchemaValue;/,
        /export type SchemaValue = string \| SchemaValue\[\];/,
        /export type SchemaTree = number \| SchemaForest;/,
        /export type SchemaForest = SchemaTree\[\];/,
      ],
    ],
  ])('%s (%s)', (_, file, patterns) => {
    const text = files.get(file);
    expect(text, file).toBeDefined();
    for (const p of patterns) expect(text).toMatch(p);
  });

  it('names the same on a rerun', async () => {
    expect(await generate(FIXTURES, { runtimeImport: '@siteapi/runtime', msw: true })).toEqual(files);
  });

  it('warns of a repeated operationId at the later one, naming the call it became', async () => {
    const docs = await parseSpecs([path.join(FIXTURES, 'example-api.yaml')]);
    const warnings = docs.flatMap((d) => d.warnings ?? []).map(formatProblem);
    const file = path.join(FIXTURES, 'example-api.yaml');
    expect(warnings).toEqual([`${file}:53:7 duplicate operationId 'listThings' (first defined at ${file}:43:7); this call is named 'listThings2'`]);
  });
});
