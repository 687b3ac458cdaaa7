import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpenAPI3 } from 'openapi-typescript';
import { readSpecSources } from '@siteapi/document/load';
import { discriminatorsOf } from '../../../codegen/emit/paths-discriminators.ts';
import { parseSources } from '../../../codegen/generate.ts';

// discriminatorsOf is ours, written step for step as openapi-typescript's scanDiscriminators (which paths.ts used to
// call): the same result, the same patches to the document, the same errors.
const require = createRequire(import.meta.url);
const { scanDiscriminators } = require('openapi-typescript') as typeof import('openapi-typescript');

/** What a scan gives: its result and the document after it (it patches enums in place), or what it threw. */
function outcome(scan: (doc: OpenAPI3) => unknown, doc: unknown): unknown {
  const copy = structuredClone(doc) as OpenAPI3;
  try {
    return { result: scan(copy), doc: copy };
  } catch (error) {
    return { threw: String(error) };
  }
}

const theirs = (doc: OpenAPI3) => scanDiscriminators(doc, { silent: true });

// Names where the pointer rules meet: empty, `~`, `/`, `#/` (read as a pointer of its own), `%` (decoded there), and
// names an object inherits (`constructor`).
const name = fc.constantFrom('Pet', 'Cat', 'Dog', '', 'a~b', 'a/b', 'x#/Cat', 'x#/%41', 'x#/%zz', 'constructor', '0');
const ref = fc.oneof(
  fc.constantFrom('#/components/schemas/Cat', '#/components/schemas/Dog', '#/components/schemas/Pet', '#/components/schemas/Loop'),
  name.map((n) => `#/components/schemas/${n.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  fc.constantFrom('#/', 'constructor', '#/components/schemas/Pet/allOf/0', '#/paths/~1pets/get'),
);

// Schemas with the keys the scan reads (discriminator, propertyName, mapping, oneOf, allOf, $ref, type, properties,
// required) among others.
const schema = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, 1, 'Pet', '#/components/schemas/Cat'),
    fc.record(
      {
        type: fc.constantFrom('object', 'string'),
        $ref: ref,
        discriminator: fc.oneof(
          fc.constant('kind'),
          fc.record(
            {
              propertyName: fc.constantFrom('', 'kind', 'type'),
              mapping: fc.dictionary(fc.constantFrom('cat', 'dog', 'constructor'), fc.oneof(ref, fc.constant(''))),
            },
            { requiredKeys: [] },
          ),
        ),
        oneOf: fc.array(tie('node'), { maxLength: 3 }),
        allOf: fc.oneof(fc.array(tie('node'), { maxLength: 3 }), fc.constant('x')),
        properties: fc.oneof(fc.dictionary(fc.constantFrom('kind', 'name'), tie('node'), { maxKeys: 2 }), fc.constant('')),
        required: fc.oneof(fc.constant(['name']), fc.constant(['kind']), fc.constant('kind')),
        description: fc.constantFrom('A pet', ''),
      },
      { requiredKeys: [] },
    ),
  ),
}));

describe('discriminatorsOf', () => {
  it("gives what openapi-typescript's scanDiscriminators gives, and leaves the document as it does", () => {
    fc.assert(
      fc.property(
        fc.dictionary(name, schema.node, { maxKeys: 4 }),
        fc.dictionary(name, schema.node, { maxKeys: 1 }),
        fc.constantFrom(undefined, { $ref: '#/components/schemas/Loop' }),
        (schemas, paths, loop) => {
          const doc = {
            openapi: '3.1.0',
            info: { title: 't', version: '1' },
            paths: { '/pets': { get: { responses: { '200': { content: { 'application/json': { schema: paths } } } } } } },
            components: { schemas: loop ? { ...schemas, Loop: loop } : schemas },
          };
          expect(outcome(discriminatorsOf, doc)).toEqual(outcome(theirs, doc));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("gives what scanDiscriminators gives on GitHub's description (a oneOf of refs with a mapping, allOf children)", async () => {
    const file = require.resolve('@octokit/openapi/generated/api.github.com.json');
    const { sources } = await readSpecSources([file], process.cwd());
    const doc = parseSources(sources)[0]!.data;
    const ours = outcome(discriminatorsOf, doc) as { result: { objects: object } };
    expect(Object.keys(ours.result.objects).length).toBeGreaterThan(0);
    expect(ours).toEqual(outcome(theirs, doc));
  }, 120_000);

  // The shapes the generated documents reach rarely: a mapped schema whose properties, required or allOf is no list.
  const pet = (cat: object) => ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: {
      schemas: {
        Pet: { oneOf: [{ $ref: '#/components/schemas/Cat' }], discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } } },
        Cat: cat,
      },
    },
  });
  it.each([
    ['properties empty text', { type: 'object', properties: '' }],
    ['properties absent, required a text', { type: 'object', required: 'kind' }],
    ['required without the property', { type: 'object', required: ['name'], properties: { kind: { description: 'Kind' } } }],
    ['allOf a text', { allOf: 'x' }],
    ['a ref to a ref', { $ref: '#/components/schemas/Pet/oneOf/0' }],
  ])('gives what scanDiscriminators gives for a mapped schema with %s', (_name, cat) => {
    expect(outcome(discriminatorsOf, pet(cat))).toEqual(outcome(theirs, pet(cat)));
  });

  it('finds nothing in a document without discriminators', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {},
      components: { schemas: { A: { allOf: [{ $ref: '#/components/schemas/B' }] }, B: { type: 'object' } } },
    };
    expect(outcome(discriminatorsOf, doc)).toEqual({ result: { objects: {}, refsHandled: [] }, doc });
  });
});
