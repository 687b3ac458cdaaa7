import { describe, expect, it } from 'vitest';
import { deref } from '../../codegen/parse/refs.ts';
import { followRef } from '../../explorer/src/schema/json-pointer.ts';

// The generator (and the command line) and the explorer each follow `$ref`s with their own copy of one rule, on
// either side of the package boundary; the same table holds for both.
const root = {
  components: {
    schemas: {
      Post: { type: 'object', description: 'A post.' },
      Alias: { $ref: '#/components/schemas/Post' },
      Loop: { $ref: '#/components/schemas/Loop2' },
      Loop2: { $ref: '#/components/schemas/Loop' },
      'A/B~C': { type: 'string' },
    },
    parameters: { Limit: { name: 'limit', in: 'query' } },
  },
};

const cases: [string, { given: unknown; want: unknown }][] = [
  ['a value without $ref stays', { given: { type: 'string' }, want: { type: 'string' } }],
  ['a chain is followed to its end', { given: { $ref: '#/components/schemas/Alias' }, want: { type: 'object', description: 'A post.' } }],
  [
    'siblings override the target',
    {
      given: { $ref: '#/components/schemas/Post', description: 'Here: the author’s post.' },
      want: { type: 'object', description: 'Here: the author’s post.' },
    },
  ],
  ['a loop stops where it repeats', { given: { $ref: '#/components/schemas/Loop' }, want: { $ref: '#/components/schemas/Loop' } }],
  ['a reference that does not resolve stays', { given: { $ref: '#/components/schemas/Missing' }, want: { $ref: '#/components/schemas/Missing' } }],
  ['escaped pointer segments', { given: { $ref: '#/components/schemas/A~1B~0C' }, want: { type: 'string' } }],
  ['a parameter reference', { given: { $ref: '#/components/parameters/Limit' }, want: { name: 'limit', in: 'query' } }],
];

describe('following $ref', () => {
  it.each(cases)('generator: %s', (_, { given, want }) => {
    expect(deref(root, given, '').value).toEqual(want);
  });
  it.each(cases)('explorer: %s', (_, { given, want }) => {
    expect(followRef(root, given)).toEqual(want);
  });
});
