import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapePointer } from '@siteapi/document';
import { loadYaml } from '@siteapi/document/load';
import { createAjv } from '@siteapi/document/ajv';
import { type AjvFormat, exampleJudge } from '../../codegen/parse/surely-valid.ts';

// Examples judged valid without compiling their schemas: the judge may leave any example to ajv, but must never call
// valid what ajv (as validate-document.ts sets it up) would refuse.
const ajv = createAjv({ optimize: false });

function setUp(doc: unknown) {
  ajv.removeSchema();
  ajv.addSchema(doc as object, 'spec');
  const judge = exampleJudge(doc, ajv.formats as Record<string, AjvFormat | undefined>);
  const ajvValid = (schema: { $ref?: string }, pointer: string, value: unknown): boolean => {
    const v = schema.$ref?.startsWith('#/') ? ajv.getSchema(`spec${schema.$ref}`) : ajv.getSchema(`spec#${pointer}`);
    if (v === undefined || (v(value) as boolean)) return true;
    // A value ajv cannot compare (its deep equality calls an own `valueOf` key) is not one ajv refuses.
    return v.errors?.some((e) => e.keyword === 'unreadable') === true;
  };
  return { judge, ajvValid };
}

/** Every (schema, pointer, example value) of a document: parameters' and media types' named examples. */
function examplesOf(doc: unknown): { schema: { $ref?: string }; pointer: string; value: unknown }[] {
  const out: { schema: { $ref?: string }; pointer: string; value: unknown }[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (!node || typeof node !== 'object') return;
    const { schema, examples } = node as { schema?: { $ref?: string }; examples?: Record<string, { value?: unknown }> };
    if (schema && examples && typeof examples === 'object') {
      for (const ex of Object.values(examples))
        if (ex && typeof ex === 'object' && 'value' in ex) out.push({ schema, pointer: `${pointer}/schema`, value: ex.value });
    }
    for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${escapePointer(k)}`);
  };
  visit(doc, '');
  return out;
}

const SPECS = readdirSync('spec')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => path.join('spec', f));

describe('examples judged without compiling their schemas', () => {
  it.each(SPECS)('%s: every example judged valid, as ajv judges it, and edited ones never valid where ajv refuses', (file) => {
    const doc = loadYaml(file, readFileSync(file, 'utf8')).doc!.data;
    const { judge, ajvValid } = setUp(doc);
    const examples = examplesOf(doc);
    expect(examples.length).toBeGreaterThan(10);
    for (const { schema, pointer, value } of examples) {
      expect(judge(schema, pointer, value), pointer).toBe(true);
      expect(ajvValid(schema, pointer, value), pointer).toBe(true);
    }
    // Each example with one place replaced (a field dropped, or given another value), or a field added.
    const json = fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string(),
      fc.constant([]),
      fc.constant({}),
    );
    fc.assert(
      fc.property(fc.nat(examples.length - 1), fc.nat(), fc.option(json, { nil: undefined }), (which, where, replacement) => {
        const { schema, pointer, value } = examples[which]!;
        const edited = structuredClone(value);
        const places: [Record<string, unknown> | unknown[], string][] = [];
        const collect = (v: unknown): void => {
          if (!v || typeof v !== 'object') return;
          for (const k of Object.keys(v)) {
            places.push([v as Record<string, unknown>, k]);
            collect((v as Record<string, unknown>)[k]);
          }
        };
        collect(edited);
        if (places.length === 0) return;
        const [holder, key] = places[where % places.length]!;
        if (replacement === undefined && !Array.isArray(holder)) delete holder[key];
        else (holder as Record<string, unknown>)[key] = replacement ?? 'added';
        if (judge(schema, pointer, edited)) expect(ajvValid(schema, pointer, edited)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('never calls valid what ajv refuses, on generated schemas and values', () => {
    const leaf = fc.oneof(
      fc.record({ type: fc.constantFrom('string', 'number', 'integer', 'boolean', 'null', 'array', 'object') }),
      fc.record({ type: fc.constant(['string', 'null']) }),
      fc.record({
        enum: fc.array(fc.oneof(fc.string({ maxLength: 2 }), fc.integer({ min: -2, max: 2 }), fc.constant(null), fc.constant({ a: 1 }), fc.constant([1])), {
          minLength: 1,
          maxLength: 3,
        }),
      }),
      fc.record({ const: fc.oneof(fc.integer({ min: -1, max: 1 }), fc.constant('a'), fc.constant({ a: [1] })) }),
      fc.record({ minLength: fc.nat(3), maxLength: fc.nat(3) }, { requiredKeys: [] }),
      fc.record(
        { minimum: fc.integer({ min: -2, max: 2 }), exclusiveMaximum: fc.integer({ min: -2, max: 2 }), maximum: fc.double({ min: -2, max: 2, noNaN: true }) },
        { requiredKeys: [] },
      ),
      fc.record({ pattern: fc.constantFrom('^a', 'b$', '\\d', '^\\p{L}+$', '^.$') }),
      fc.record({ format: fc.constantFrom('date-time', 'date', 'uuid', 'email', 'uri', 'int32', 'media-range') }),
      fc.record({ $ref: fc.constantFrom('#/components/schemas/Name', '#/components/schemas/Pair') }),
      fc.record({ description: fc.string(), readOnly: fc.boolean(), 'x-media': fc.constant(true) }, { requiredKeys: [] }),
    );
    const { schema: schemaArb } = fc.letrec((tie) => ({
      schema: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, leaf, tie('object'), tie('array'), tie('list'), fc.boolean()),
      object: fc.record(
        {
          type: fc.constant('object'),
          properties: fc.dictionary(fc.constantFrom('a', 'b', 'constructor', 'c'), tie('schema'), { maxKeys: 3 }),
          required: fc.array(fc.constantFrom('a', 'b', 'toString'), { maxLength: 2 }),
          additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
        },
        { requiredKeys: ['type'] },
      ),
      array: fc.record({ type: fc.constant('array'), items: tie('schema'), minItems: fc.nat(2), maxItems: fc.nat(3) }, { requiredKeys: ['type'] }),
      list: fc
        .tuple(fc.constantFrom('allOf', 'anyOf', 'oneOf'), fc.array(tie('schema'), { minLength: 1, maxLength: 3 }))
        .map(([keyword, of]) => ({ [keyword]: of })),
    }));
    const value = fc.jsonValue({ maxDepth: 3 }).map((v) => v as unknown);
    const values = fc.oneof(
      value,
      fc.constantFrom(
        'a',
        'ab',
        '2024-05-01T10:00:00Z',
        '2024-05-01',
        '1c9e4f7a-3b2d-4a6e-8f10-5d7c9b2a4e61',
        'x@y.z',
        '😀a',
        1,
        1.5,
        -1,
        2147483648,
        { a: 'a' },
        { a: 1, b: 'b' },
        ['a', 1],
      ),
    );
    fc.assert(
      fc.property(schemaArb, values, (schema, v) => {
        const doc = {
          components: {
            schemas: {
              Name: { type: 'string', minLength: 1 },
              Pair: { type: 'array', items: { $ref: '#/components/schemas/Name' }, maxItems: 2 },
              Tested: schema,
            },
          },
        };
        const { judge, ajvValid } = setUp(doc);
        const pointer = '/components/schemas/Tested';
        if (judge(schema, pointer, v)) expect(ajvValid(schema as { $ref?: string }, pointer, v)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['a keyword it does not read', { type: 'array', uniqueItems: true }, [1]],
    ['a format ajv does not know (ajv warns)', { type: 'string', format: 'color' }, 'red'],
    ['an invalid pattern, in a branch the value never reaches', { type: 'object', properties: { p: { type: 'string', pattern: '(' } } }, {}],
    [
      'a reference that does not resolve, in a branch the value never reaches',
      { type: 'object', properties: { p: { $ref: '#/components/schemas/Nope' } } },
      {},
    ],
    ['a percent-encoded reference', { $ref: '#/components/schemas/A%20B' }, 'x'],
    ['a reference through an inherited name', { $ref: '#/components/schemas/constructor' }, 'x'],
    ['nullable', { type: 'string', nullable: true }, 'x'],
    ['a schema with its own $id', { $id: 'https://example.com/s', type: 'string' }, 'x'],
  ])('leaves to ajv %s', (_, schema, value) => {
    const doc = { components: { schemas: { Tested: schema, 'A B': { type: 'string' } } } };
    const { judge } = setUp(doc);
    expect(judge(schema, '/components/schemas/Tested', value)).toBe(false);
  });

  it('leaves to ajv an invalid value, and a schema looked up through a percent-encoded pointer', () => {
    const doc = { components: { schemas: { Tested: { type: 'string' }, 'a%20b': { type: 'string' } } } };
    const { judge } = setUp(doc);
    expect(judge(doc.components.schemas.Tested, '/components/schemas/Tested', 1)).toBe(false);
    expect(judge(doc.components.schemas.Tested, '/components/schemas/Tested', 'x')).toBe(true);
    expect(judge(doc.components.schemas['a%20b'], '/components/schemas/a%20b', 'x')).toBe(false);
  });
});
