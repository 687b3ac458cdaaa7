import { describe, expect, it } from 'vitest';
import { collectRefs, deref, refFromSelf, refKeys, resolveRef } from '@siteapi/document';

// The one `$ref` rule: the generator, the command line, the mock and the explorer all follow references with it.
const root = {
  components: {
    schemas: {
      Post: { type: 'object', description: 'A post.' },
      Alias: { $ref: '#/components/schemas/Post' },
      Loop: { $ref: '#/components/schemas/Loop2' },
      Loop2: { $ref: '#/components/schemas/Loop' },
      Self: { $ref: '#/components/schemas/Self' },
      'A/B~C': { type: 'string' },
      'A B': { type: 'integer' },
      '100%': { type: 'boolean' },
    },
    parameters: { Limit: { name: 'limit', in: 'query' } },
  },
};

const cases: [string, { given: unknown; want: unknown; pointer?: string }][] = [
  ['a value without $ref stays', { given: { type: 'string' }, want: { type: 'string' }, pointer: '/here' }],
  [
    'a chain is followed to its end',
    { given: { $ref: '#/components/schemas/Alias' }, want: { type: 'object', description: 'A post.' }, pointer: '/components/schemas/Post' },
  ],
  [
    'siblings override the target',
    {
      given: { $ref: '#/components/schemas/Post', description: 'Here: the author’s post.' },
      want: { type: 'object', description: 'Here: the author’s post.' },
    },
  ],
  ['a loop stops where it repeats', { given: { $ref: '#/components/schemas/Loop' }, want: { $ref: '#/components/schemas/Loop' } }],
  ['a reference to itself stops at once', { given: { $ref: '#/components/schemas/Self' }, want: { $ref: '#/components/schemas/Self' } }],
  [
    'a reference that does not resolve stays',
    { given: { $ref: '#/components/schemas/Missing' }, want: { $ref: '#/components/schemas/Missing' }, pointer: '/here' },
  ],
  ['escaped pointer segments', { given: { $ref: '#/components/schemas/A~1B~0C' }, want: { type: 'string' }, pointer: '/components/schemas/A~1B~0C' }],
  [
    'a percent-encoded fragment, its pointer decoded',
    { given: { $ref: '#/components/schemas/A%20B' }, want: { type: 'integer' }, pointer: '/components/schemas/A B' },
  ],
  ['a malformed percent escape is kept as written', { given: { $ref: '#/components/schemas/100%' }, want: { type: 'boolean' } }],
  ['a parameter reference', { given: { $ref: '#/components/parameters/Limit' }, want: { name: 'limit', in: 'query' } }],
  ['another file is not followed', { given: { $ref: 'other.yaml#/Post' }, want: { $ref: 'other.yaml#/Post' } }],
];

describe('deref', () => {
  it.each(cases)('%s', (_, { given, want, pointer }) => {
    const followed = deref(root, given, '/here');
    expect(followed.value).toEqual(want);
    if (pointer !== undefined) expect(followed.pointer).toBe(pointer);
  });

  it('stops at a reference the caller declines', () => {
    expect(deref(root, { $ref: '#/components/schemas/Alias' }, '', (ref) => ref.endsWith('/Alias')).value).toEqual({ $ref: '#/components/schemas/Alias' });
  });
});

describe('resolveRef', () => {
  it.each([
    ['#/components/schemas/Post', root.components.schemas.Post],
    ['#', root],
    ['#/components/schemas/constructor', undefined],
    ['#/components/schemas/Post/type/length', undefined],
    ['#components', undefined],
    ['other.yaml#/a', undefined],
  ])('%s', (ref, want) => {
    expect(resolveRef(root, ref)).toBe(want);
  });
});

describe('refKeys', () => {
  it.each([
    ['#/a~1b/c~0d', ['a/b', 'c~d']],
    ['#/a%2Fb', ['a/b']],
    ['#/%E0%A4%A', ['%E0%A4%A']],
    ['#', []],
    ['#anchor', undefined],
    ['file.yaml#/a', undefined],
  ])('%s', (ref, want) => {
    expect(refKeys(ref)).toEqual(want);
  });
});

describe('collectRefs by place', () => {
  it('finds the references of properties named default, enum and example, and none in example data', () => {
    const doc = {
      components: {
        schemas: {
          S: {
            type: 'object',
            properties: { default: { $ref: '#/components/schemas/A' }, enum: { $ref: 'other.yaml#/B' }, example: { $ref: '#/components/schemas/C' } },
            default: { $ref: 'not-a-reference' },
            example: { $ref: 'nor-this' },
          },
        },
        examples: { E: { value: { $ref: 'data' } }, F: { $ref: '#/components/examples/E' } },
      },
      'x-policy': { $ref: '#/components/x-policy-defs/Read' },
    };
    expect(collectRefs(doc).map((r) => `${r.pointer} ${r.ref}`)).toEqual([
      '/components/schemas/S/properties/default/$ref #/components/schemas/A',
      '/components/schemas/S/properties/enum/$ref other.yaml#/B',
      '/components/schemas/S/properties/example/$ref #/components/schemas/C',
      '/components/examples/F/$ref #/components/examples/E',
      '/x-policy/$ref #/components/x-policy-defs/Read',
    ]);
  });
});

describe('refFromSelf: OpenAPI 3.2 resolves relative references against $self', () => {
  const SELF = 'https://api.example.test/specs/openapi.yaml';
  const FILE = 'file:///work/spec/openapi.yaml';
  const table: [string, { ref: string; self?: string; want: string }][] = [
    ['a fragment stays local', { ref: '#/components/schemas/A', want: '#/components/schemas/A' }],
    ['$self itself is this document', { ref: `${SELF}#/components/schemas/A`, want: '#/components/schemas/A' }],
    ['a relative file is beside this one', { ref: 'schemas/events.yaml#/Chunk', want: 'schemas/events.yaml#/Chunk' }],
    [
      'an absolute URI under $self is the file at that place beside this one',
      { ref: 'https://api.example.test/specs/schemas/events.yaml#/Note', want: 'schemas/events.yaml#/Note' },
    ],
    ['an absolute path on $self’s host climbs as it would there', { ref: '/shared/common.yaml#/Error', want: '../shared/common.yaml#/Error' }],
    ['another host stays a URL (which the loader refuses)', { ref: 'https://elsewhere.test/x.yaml#/A', want: 'https://elsewhere.test/x.yaml#/A' }],
    ['a relative $self is a place relative to the file', { self: 'v2/openapi.yaml', ref: 'schemas.yaml#/A', want: 'v2/schemas.yaml#/A' }],
    ['a relative $self names the file itself', { self: 'openapi.yaml', ref: 'openapi.yaml#/components/schemas/A', want: '#/components/schemas/A' }],
  ];
  it.each(table)('%s', (_, { ref, self = SELF, want }) => {
    expect(refFromSelf(ref, self, FILE)).toBe(want);
  });

  it('resolveRef reads a reference to its own $self URI in a 3.2 document, and only there', () => {
    const doc = { openapi: '3.2.0', $self: SELF, components: { schemas: { A: { type: 'string' } } } };
    expect(resolveRef(doc, `${SELF}#/components/schemas/A`)).toEqual({ type: 'string' });
    expect(resolveRef({ ...doc, openapi: '3.1.0' }, `${SELF}#/components/schemas/A`)).toBeUndefined();
  });
});
