import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpenAPI3, OpenAPITSOptions } from 'openapi-typescript';
import { discriminatorsOf } from '../../../codegen/emit/paths-file.ts';

const require = createRequire(import.meta.url);
const { scanDiscriminators } = require('openapi-typescript') as typeof import('openapi-typescript');
const options: OpenAPITSOptions = { silent: true };

/** What a call gives: its result and the document after it (it patches enums in place), or what it threw. */
function outcome(scan: typeof scanDiscriminators, doc: unknown): unknown {
  const copy = structuredClone(doc) as OpenAPI3;
  try {
    return { result: scan(copy, options), doc: copy };
  } catch (error) {
    return { threw: String(error) };
  }
}

// Schemas with the keys the scan reads (discriminator, propertyName, mapping, oneOf, allOf, $ref) among others.
const schema = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, 1, 'Pet', '#/components/schemas/Cat'),
    fc.record(
      {
        type: fc.constantFrom('object', 'string'),
        $ref: fc.constantFrom('#/components/schemas/Cat', '#/components/schemas/Dog', '#/components/schemas/Pet'),
        discriminator: fc.oneof(
          fc.constant('kind'),
          fc.record(
            {
              propertyName: fc.constantFrom('', 'kind'),
              mapping: fc.dictionary(fc.constantFrom('cat', 'dog'), fc.constantFrom('#/components/schemas/Cat', '#/components/schemas/Dog')),
            },
            { requiredKeys: [] },
          ),
        ),
        oneOf: fc.array(tie('node'), { maxLength: 3 }),
        allOf: fc.array(tie('node'), { maxLength: 3 }),
        properties: fc.dictionary(fc.constantFrom('kind', 'name'), tie('node'), { maxKeys: 2 }),
      },
      { requiredKeys: [] },
    ),
  ),
}));

describe('discriminatorsOf', () => {
  it("gives what openapi-typescript's scanDiscriminators gives, and leaves the document as it does", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('Pet', 'Cat', 'Dog'), schema.node, { maxKeys: 3 }), (schemas) => {
        const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { schemas } };
        expect(outcome(discriminatorsOf, doc)).toEqual(outcome(scanDiscriminators, doc));
      }),
      { numRuns: 500 },
    );
  });

  it('finds nothing in a document without discriminators (the scan is skipped)', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {},
      components: { schemas: { A: { allOf: [{ $ref: '#/components/schemas/B' }] }, B: { type: 'object' } } },
    };
    const result = discriminatorsOf(doc as unknown as OpenAPI3, options);
    expect(result).toEqual({ objects: {}, refsHandled: [] });
  });
});
