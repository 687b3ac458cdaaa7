import { describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument } from '@siteapi/document';
import { refGraph, refsReaching } from '../../../codegen/ir/ref-graph.ts';

// Which `$ref`s reach a schema with some property: the graph is walked once, each question answered over it.
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const doc = (schemas: Record<string, unknown>, paths: Record<string, unknown> = {}) =>
  ({ openapi: '3.1.0', paths, components: { schemas } }) as unknown as OpenApiDocument;
const readOnly = (s: JsonSchema) => s.readOnly === true;
const names = (refs: Set<string>) => [...refs].map((r) => r.replace('#/components/schemas/', '')).sort();

describe('refsReaching', () => {
  const cases: [string, { given: OpenApiDocument; want: string[] }][] = [
    [
      'a schema with it, and the refs that lead there',
      {
        given: doc(
          { A: { properties: { b: ref('B') } }, B: { readOnly: true }, C: { type: 'string' } },
          { '/a': { get: { responses: { 200: { content: { x: { schema: ref('A') } } } } } } },
        ),
        want: ['A', 'B'],
      },
    ],
    [
      'through allOf, oneOf, anyOf, items and additionalProperties',
      {
        given: doc(
          { A: { allOf: [{ oneOf: [{ items: { additionalProperties: ref('B') } }] }] }, B: { anyOf: [{ properties: { x: { readOnly: true } } }] } },
          { '/a': { get: { x: ref('A') } } },
        ),
        want: ['A', 'B'],
      },
    ],
    [
      'a cycle with it below',
      {
        given: doc({ A: { properties: { b: ref('B') } }, B: { properties: { a: ref('A'), c: ref('C') } }, C: { readOnly: true } }, { '/a': { x: ref('A') } }),
        want: ['A', 'B', 'C'],
      },
    ],
    ['a cycle without it', { given: doc({ A: { properties: { b: ref('B') } }, B: { properties: { a: ref('A') } } }, { '/a': { x: ref('A') } }), want: [] }],
    ['a ref that does not resolve', { given: doc({ A: ref('Missing') }, { '/a': { x: ref('A') } }), want: [] }],
    ['refs in examples do not count', { given: doc({ B: { readOnly: true } }, { '/a': { example: ref('B') } }), want: [] }],
  ];
  it.each(cases)('%s', (_, { given, want }) => {
    expect(names(refsReaching(refGraph(given), readOnly))).toEqual(want);
  });

  it('finds exactly the refs from which a schema with it can be reached, on generated graphs', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 50; round++) {
      const count = 1 + random(12);
      const schemas: Record<string, unknown> = {};
      const edges = new Map<string, string[]>();
      const marked = new Set<string>();
      for (let i = 0; i < count; i++) {
        const targets = Array.from({ length: random(3) }, () => `S${random(count)}`);
        edges.set(`S${i}`, targets);
        if (random(4) === 0) marked.add(`S${i}`);
        schemas[`S${i}`] = { readOnly: marked.has(`S${i}`) || undefined, properties: Object.fromEntries(targets.map((t, k) => [`p${k}`, ref(t)])) };
      }
      // By definition: a ref reaches a marked schema when some path of refs from it ends at one.
      const reaches = (from: string, seen = new Set<string>()): boolean => {
        if (marked.has(from)) return true;
        if (seen.has(from)) return false;
        seen.add(from);
        return edges.get(from)!.some((t) => reaches(t, seen));
      };
      const given = doc(schemas, { '/all': { x: Object.keys(schemas).map(ref) } });
      expect(names(refsReaching(refGraph(given), readOnly))).toEqual(
        Object.keys(schemas)
          .filter((s) => reaches(s))
          .sort(),
      );
    }
  });
});
