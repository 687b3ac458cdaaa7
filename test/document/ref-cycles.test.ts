import { describe, expect, it } from 'vitest';
import { describeCycle, refCycles } from '@siteapi/document/load';

// `$ref` chains that come back without reaching a value, within a document and across files.
const schemas = (entries: Record<string, unknown>) => ({ components: { schemas: entries } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('refCycles', () => {
  const cases: [string, { given: Record<string, unknown>; want: string[] }][] = [
    ['a reference to itself', { given: { '/a.yaml': schemas({ A: ref('A') }) }, want: ['#/components/schemas/A → #/components/schemas/A'] }],
    [
      'two references to each other, named from the first in pointer order',
      { given: { '/a.yaml': schemas({ B: ref('A'), A: ref('B') }) }, want: ['#/components/schemas/A → #/components/schemas/B → #/components/schemas/A'] },
    ],
    ['a chain that reaches a schema', { given: { '/a.yaml': schemas({ A: ref('B'), B: ref('C'), C: { type: 'string' } }) }, want: [] }],
    ['recursion through a schema', { given: { '/a.yaml': schemas({ A: { type: 'object', properties: { a: ref('A') } } }) }, want: [] }],
    ['a reference that does not resolve', { given: { '/a.yaml': schemas({ A: ref('Missing') }) }, want: [] }],
    ['a file name that is no URI', { given: { '/a.yaml': schemas({ A: { $ref: '%E0%A4%A.yaml#/x' } }) }, want: [] }],
    [
      // The holder's pointer is a JSON pointer, not a URI fragment: `%20` in a key is three characters, not a space.
      'a reference held under a key with a percent sign',
      { given: { '/a.yaml': { paths: { '/a%20b': { $ref: '#/components/pathItems/X' } }, components: { pathItems: { X: { get: {} } } } } }, want: [] },
    ],
    [
      'a cycle through a key with a percent sign, named as its references spell it',
      {
        given: { '/a.yaml': { paths: { '/a%20b': { $ref: '#/paths/~1c' }, '/c': { $ref: '#/paths/~1a%2520b' } } } },
        want: ['#/paths/~1a%2520b → #/paths/~1c → #/paths/~1a%2520b'],
      },
    ],
    [
      'a cycle across two files',
      {
        given: {
          '/a.yaml': schemas({ A: { $ref: 'parts/b.yaml#/B' } }),
          '/parts/b.yaml': { B: { $ref: 'c.yaml#/C' } },
          '/parts/c.yaml': { C: { $ref: 'b.yaml#/B' } },
        },
        want: ['/parts/b.yaml#/B → /parts/c.yaml#/C → /parts/b.yaml#/B'],
      },
    ],
  ];
  it.each(cases)('%s', (_, { given, want }) => {
    const cycles = refCycles('/a.yaml', (file) => given[file]);
    expect(cycles.map((c) => describeCycle(c, String))).toEqual(want);
  });
});
