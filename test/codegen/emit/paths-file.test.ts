import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { copyOf, emitPathsFile } from '../../../codegen/emit/paths-file.ts';
import { generate } from '../../../codegen/generate.ts';
import type { ProgressEvent } from '../../../codegen/progress.ts';
import type { OpenApiDocument } from '@siteapi/document';

// paths.ts through openapi-typescript: the work grows with the document, not with its square.

const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
const original = ts.factory.createNodeArray;
afterEach(() => {
  ts.factory.createNodeArray = original;
});

function documentOf(operations: number): OpenApiDocument {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < operations; i++) {
    paths[`/things/${i}`] = { get: { operationId: `getThing${i}`, responses: { '200': { description: 'ok' } } } };
  }
  return { openapi: '3.1.0', info: { title: 'Many', version: '1' }, paths } as unknown as OpenApiDocument;
}

describe('emitPathsFile', () => {
  it('adds each operation to `operations` once, not by copying those before it', () => {
    let copied = 0;
    ts.factory.createNodeArray = ((elements?: readonly unknown[], trailingComma?: boolean) => {
      copied += elements?.length ?? 0;
      return original(elements as never, trailingComma);
    }) as typeof original;
    const n = 2000;
    const result = emitPathsFile(documentOf(n), '// header', '@siteapi/runtime', true);
    ts.factory.createNodeArray = original;
    expect('text' in result && result.text).toContain('getThing1999: {');
    // A few nodes per operation; copying the members before each one would be n² / 2 (two million).
    expect(copied).toBeLessThan(40 * n);
  });

  it('writes no operations interface for a document without operations', () => {
    const result = emitPathsFile(documentOf(0), '// header', '@siteapi/runtime', true);
    expect('text' in result && result.text).toContain('export type operations = Record<string, never>;');
  });

  it('gives an allOf of a component that may be null (a type list with null) its non-null copy to require keys of', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'Null', version: '1' },
      paths: {},
      components: {
        schemas: {
          Failure: { type: ['object', 'null'], properties: { code: { type: 'string' } } },
          Cause: { allOf: [{ $ref: '#/components/schemas/Failure' }], required: ['code'] },
          Loose: { allOf: [{ $ref: '#/components/schemas/Failure' }] },
        },
      },
    } as unknown as OpenApiDocument;
    const result = emitPathsFile(doc, '// header', '@siteapi/runtime', true);
    const text = 'text' in result ? result.text : '';
    expect(text).toMatch(/Cause: WithRequired<components\["schemas"\]\["Failure\.notNull"\], "code">;/);
    expect(text).toMatch(/"Failure\.notNull": \{\n\s+code\?: string;\n\s+\};/);
    // Without required keys the ref stays as it is: openapi-typescript writes no WithRequired of it.
    expect(text).toMatch(/Loose: components\["schemas"\]\["Failure"\];/);
  });

  it('is a step of the progress a run reports, the last of its service', async () => {
    const events: ProgressEvent[] = [];
    await generate('test/fixtures/names/inner-refs.yaml', { progress: (e) => events.push(e) });
    const emitted = events.filter((e) => e.stage === 'emit').map((e) => `${e.file} ${e.index}/${e.total}`);
    expect(emitted).toEqual(['schema-types.ts 1/4', 'api.ts 2/4', 'call-examples.ts 3/4', 'paths.ts 4/4']);
  });
});

describe('converted values in paths.ts', () => {
  /** A document whose one component is `schema`, printed in plain mode or the platform's. */
  function typeOf(schema: object, plain: boolean): string {
    const doc = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {}, components: { schemas: { Value: schema } } };
    const result = emitPathsFile(doc as unknown as OpenApiDocument, '// header', '@siteapi/runtime', plain);
    const text = 'text' in result ? result.text : '';
    return /Value: ([^;]*);/.exec(text)?.[1] ?? text;
  }

  // The type siteapiMiddleware delivers is the converter table's, for the converter the spec rules pick (an extension
  // before a format, as the conversion plans read it).
  it.each([
    [{ type: 'string', format: 'date-time' }, true, 'Date'],
    [{ type: ['string', 'null'], format: 'date-time' }, false, 'Date | null'],
    [{ type: 'string', format: 'date' }, true, 'Date'],
    [{ type: 'string', format: 'date' }, false, 'string'],
    [{ type: 'string', 'x-media': 'video' }, false, 'VideoRef'],
    [{ type: 'string', 'x-page-url': 'url' }, false, 'string'],
    [{ type: 'object', 'x-address': true, properties: { city: { type: 'string' } } }, false, 'PostalAddress'],
    [{ type: 'string', format: 'date-time', 'x-media': 'image' }, false, 'ImageRef'],
    [{ type: 'string', 'x-media': 'sound' }, false, 'string'],
    [{ type: 'number' }, false, 'number'],
  ])('%j (plain: %s) is %s', (schema, plain, want) => {
    expect(typeOf(schema, plain)).toBe(want);
  });
});

describe('copyOf', () => {
  it('copies as structuredClone does: equal, nothing shared with the original, an object reached twice copied once', () => {
    const shared = { type: 'string', enum: ['a', 'b'] };
    const doc = { paths: { '/a': { get: { x: shared } } }, components: { schemas: { S: shared, L: [1, null, true, 'x', { y: [] }] } } };
    const copy = copyOf(doc);
    expect(copy).toEqual(structuredClone(doc));
    expect(copy.components.schemas.S).not.toBe(shared);
    expect(copy.paths['/a'].get.x).toBe(copy.components.schemas.S);
    expect(copy.components.schemas.L[4]).not.toBe(doc.components.schemas.L[4]);
  });

  it('keeps a `__proto__` key a key of its own, as a parsed document has it', () => {
    const doc = JSON.parse('{"components":{"schemas":{"__proto__":{"type":"object"}}}}') as { components: { schemas: Record<string, unknown> } };
    const copy = copyOf(doc);
    expect(Object.keys(copy.components.schemas)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(copy.components.schemas)).toBe(Object.prototype);
    expect(copy).toEqual(structuredClone(doc));
  });

  it("copies GitHub's description as structuredClone does", () => {
    const file = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    expect(copyOf(doc)).toEqual(structuredClone(doc));
  }, 60_000);
});
