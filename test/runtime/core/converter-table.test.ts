import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as internal from '@siteapi/runtime/generated';
import { type ConverterName, converterTable, DECODERS, ENCODERS, type Plan } from '@siteapi/runtime/generated';
import { checkConverted } from '../../../cli/src/contract/converted-check.ts';
import { converterExport, converterTableText } from '../../../codegen/emit/converter-names.ts';
import { convertersText, decoderRefs } from '../../../codegen/emit/decoder-text.ts';
import { typeText } from '../../../codegen/emit/type-text.ts';
import { CONVERTED_TYPES } from '../../../codegen/imported-names.ts';
import { generate } from '../../../codegen/generate.ts';
import { hashedFiles } from '../../../codegen/incremental/generator-hash.ts';
import { schemaToType, type TypeView } from '../../../codegen/ir/schema-object.ts';
import { EXTENSION_RULES, FORMAT_RULES, converterOf } from '../../../codegen/parse/converter-rules.ts';

// The converter table is the one place a converter is declared: every other layer (the runtime's tables, the names
// and types the generator prints, the contract check, the spec rules) must cover exactly its entries.

const CONVERTERS = converterTable();
const NAMES = Object.keys(CONVERTERS).sort() as ConverterName[];

/** SDK-side values of each converter: what a caller passes and what a converted answer holds. */
const SAMPLES: Record<ConverterName, unknown[]> = {
  date: [new Date('2024-05-01T10:00:00.000Z'), new Date(0), new Date('0050-01-01T00:00:00.001Z')],
  calendarDate: [new Date('2024-02-29T00:00:00.000Z')],
  image: ['wix:image://v1/abc_mv2.jpg/hero.jpg#originWidth=640&originHeight=480', 'https://example.com/a.png'],
  video: ['wix:video://v1/vid1/vid1#posterUri=th.jpg&posterWidth=4&posterHeight=3'],
  audio: ['wix:audio://v1/aud1/song%201.mp3'],
  document: ['wix:document://v1/ugd/doc1'],
  pageUrl: ['https://example.com/post/a?x=1#h'],
  pageUrlV2: ['https://example.com/a'],
  address: [{ formatted: '1 Main St', location: { latitude: 1.5, longitude: Number.NaN }, addressLine1: 'Main St 1', city: 'X' }],
  geocode: [{ latitude: Number.NaN, longitude: Number.NEGATIVE_INFINITY }, { latitude: 1.5 }],
  float: [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.5, 0],
  dataItemDates: [{ due: new Date(0), steps: [{ at: new Date(1) }, 'x'], n: 1 }],
};

/** Through JSON, as a value crosses the wire. */
const overWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('converter table', () => {
  it('has samples for exactly its entries', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(NAMES);
  });

  it.each(NAMES)('%s: decode(encode(x)) over the wire gives x back, and encode leaves x as it was', (name) => {
    const { decode, encode } = CONVERTERS[name];
    for (const x of SAMPLES[name]) {
      const before = structuredClone(x);
      expect(decode(overWire(encode(x)))).toEqual(x);
      expect(x).toEqual(before);
    }
  });

  it('round-trips any date and float', () => {
    const date = fc.date({ min: new Date('0100-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true });
    fc.assert(
      fc.property(date, (d) => {
        expect(CONVERTERS.date.decode(overWire(CONVERTERS.date.encode(d)))).toEqual(d);
      }),
    );
    fc.assert(
      // JSON has no negative zero: -0 arrives as 0 whatever converts it.
      fc.property(
        fc.double().filter((n) => !Object.is(n, -0)),
        (n) => {
          expect(CONVERTERS.float.decode(overWire(CONVERTERS.float.encode(n)))).toEqual(n);
        },
      ),
    );
  });

  it("has a row per converter, made of the runtime's decode and encode columns", () => {
    for (const [direction, column] of [
      ['decode', DECODERS],
      ['encode', ENCODERS],
    ] as const) {
      expect(Object.keys(column).sort()).toEqual(NAMES);
      for (const name of NAMES) expect(CONVERTERS[name][direction]).toBe(column[name]);
    }
    for (const name of NAMES) expect(CONVERTERS[name].name).toBe(name);
  });
});

describe('the generator over the converter table', () => {
  it('names every converter function by the export generated code imports it from', () => {
    for (const name of NAMES) {
      for (const direction of ['decode', 'encode'] as const) {
        const exported = converterExport(name, direction);
        expect((internal as Record<string, unknown>)[exported]).toBe(CONVERTERS[name][direction]);
      }
    }
    // A plan naming every converter: the decoders and the request encoders it is applied with.
    const plan: Plan = Object.fromEntries(NAMES.map((name) => [`f${name}`, name]));
    for (const [direction, encode] of [
      ['decode', false],
      ['encode', true],
    ] as const) {
      const refs = decoderRefs(new Map());
      expect(convertersText(plan, refs, encode)).toBe(`{ ${NAMES.map((n) => `${n}: ${converterExport(n, direction)}`).join(', ')} }`);
      expect([...refs.converters].sort()).toEqual([...new Set(NAMES.map((n) => converterExport(n, direction)))].sort());
    }
  });

  it("prints each converter's SDK-side type, and imports those the runtime exports", async () => {
    for (const name of NAMES) {
      const { sdkType } = CONVERTERS[name];
      if (sdkType === undefined) expect(() => typeText({ kind: 'converted', converter: name })).toThrow(/keeps its schema's type/);
      else expect(typeText({ kind: 'converted', converter: name })).toBe(sdkType);
    }
    const runtimeTypes = NAMES.flatMap((n) => (CONVERTERS[n].runtimeType ? [CONVERTERS[n].sdkType!] : []));
    expect([...CONVERTED_TYPES].sort()).toEqual([...new Set(runtimeTypes)].sort());
    // Generated files import them from the internal entry as types.
    const entry = await readFile(path.join(import.meta.dirname, '../../../runtime/generated.ts'), 'utf8');
    const typeExports = [...entry.matchAll(/export type \{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
    expect(typeExports).toEqual(expect.arrayContaining([...CONVERTED_TYPES]));
  });

  it("imports no runtime type for a converter that keeps its schema's type: a document's own Geocode stays its own", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'converter-table-'));
    try {
      const spec = {
        openapi: '3.1.0',
        info: { title: 'Geo', version: '1' },
        paths: {
          '/places/{id}': {
            get: {
              operationId: 'getPlace',
              parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
              responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Geocode' } } } } },
            },
          },
        },
        components: { schemas: { Geocode: { type: 'object', properties: { lat: { type: 'number' }, at: { type: 'string', format: 'date-time' } } } } },
      };
      await writeFile(path.join(dir, 'geo.json'), JSON.stringify(spec));
      const api = (await generate(dir)).get('geo/api.ts')!;
      expect(api).toContain("import type { Geocode } from './schema-types.js';");
      expect(api).not.toMatch(/import type \{[^}]*\bGeocode\b[^}]*\} from '@siteapi\/runtime/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // A read-side view of a document without components.
  const READ: TypeView = { side: 'read', writable: new Set(), names: { type: new Map(), writable: new Map() } };

  it('has one spec rule per converter, and the SDK-side types follow the same rules', () => {
    const asked = new Map<ConverterName, string>();
    for (const rule of EXTENSION_RULES) {
      const value = rule.value as { enum?: unknown[]; const?: unknown };
      for (const v of value.enum ?? [value.const]) {
        const schema = { type: 'object', [rule.extension]: v };
        asked.set(rule.converter(v), rule.extension);
        expect(converterOf(schema, {})).toBe(rule.converter(v));
        // A converter without an SDK-side type of its own leaves the schema's type.
        const type = schemaToType(schema, READ);
        if (CONVERTERS[rule.converter(v)].sdkType) expect(type).toEqual({ kind: 'converted', converter: rule.converter(v) });
        else expect(type.kind).not.toBe('converted');
      }
    }
    for (const rule of FORMAT_RULES) {
      const schema = { type: rule.type, format: rule.format };
      asked.set(rule.converter, `${rule.type} ${rule.format ?? ''}`);
      expect(converterOf(schema, {})).toBe(rule.mode ? undefined : rule.converter);
      expect(converterOf(schema, { [rule.mode ?? 'floats']: true })).toBe(rule.converter);
    }
    expect([...asked.keys()].sort()).toEqual(NAMES);
    expect(schemaToType({ type: 'string', format: 'date-time' }, READ)).toEqual({ kind: 'converted', converter: 'date' });
    expect(schemaToType({ type: 'string', format: 'date' }, { ...READ, calendarDates: true })).toEqual({
      kind: 'converted',
      converter: 'calendarDate',
    });
  });

  it('hashes what generated code takes from the table, so a change to it regenerates', async () => {
    const files = await hashedFiles();
    expect(files.find(([label]) => label === '@siteapi/runtime converter table')?.[1]).toBe(converterTableText());
    const entry = CONVERTERS.date as { sdkType?: string };
    const before = converterTableText();
    const sdkType = entry.sdkType;
    try {
      entry.sdkType = 'Temporal.Instant';
      expect(converterTableText()).not.toBe(before);
    } finally {
      entry.sdkType = sdkType;
    }
    expect(converterTableText()).toBe(before);
  });
});

describe('the contract check over the converter table', () => {
  it.each(NAMES)('%s: accepts its SDK-side values and rejects what the wire sends in their place', (name) => {
    const plan: Plan = { field: name };
    let rejected = 0;
    for (const x of SAMPLES[name]) {
      expect(checkConverted(plan, { field: x })).toBeNull();
      const wire = overWire(CONVERTERS[name].encode(x));
      // A value whose wire form is its SDK form (a finite float) is no conversion the check could miss.
      if (isDeepStrictEqual(wire, x)) continue;
      expect(checkConverted(plan, { field: wire })).toMatch(/^field[ .[]/);
      rejected++;
    }
    expect(rejected).toBeGreaterThan(0);
  });
});
