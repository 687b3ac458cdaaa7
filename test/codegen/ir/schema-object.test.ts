import { describe, expect, it } from 'vitest';
import { hasInlineObject, refName, schemaToType } from '../../../codegen/ir/schema-object.ts';
import type { IrType } from '../../../codegen/ir/types.ts';
import type { JsonSchema } from '@siteapi/document';
import { contextOf, docOf } from './ir-fixture.ts';

// The Schema Object alone: a JSON Schema read as an SDK-side type, on the read and the write side.

const doc = docOf({
  components: {
    schemas: {
      Post: { type: 'object', properties: { id: { type: 'string', readOnly: true }, title: { type: 'string' } } },
      Tag: { type: 'string' },
    },
  },
});
const { read, write } = contextOf(doc, ['#/components/schemas/Post']);

const cases: [string, { given: { schema: JsonSchema | boolean | undefined; side: 'read' | 'write' }; want: IrType }][] = [
  ['no schema is unknown', { given: { schema: undefined, side: 'read' }, want: { kind: 'unknown' } }],
  ['false accepts nothing', { given: { schema: false, side: 'read' }, want: { kind: 'literal', values: [] } }],
  [
    'a date-time string converts to a Date',
    { given: { schema: { type: 'string', format: 'date-time' }, side: 'read' }, want: { kind: 'converted', converter: 'date' } },
  ],
  [
    'a nullable date-time is a union, its string member converted',
    {
      given: { schema: { type: ['string', 'null'], format: 'date-time' }, side: 'read' },
      want: {
        kind: 'union',
        members: [
          { kind: 'converted', converter: 'date' },
          { kind: 'primitive', type: 'null' },
        ],
      },
    },
  ],
  ['format binary is bytes', { given: { schema: { type: 'string', format: 'binary' }, side: 'read' }, want: { kind: 'binary' } }],
  ['an enum is a literal', { given: { schema: { type: 'string', enum: ['A', 'B'] }, side: 'read' }, want: { kind: 'literal', values: ['A', 'B'] } }],
  [
    'an enum with an array value is the rest of the schema (a query list), not its values printed as names',
    {
      given: { schema: { type: 'array', items: { type: 'string' }, enum: [['abuse'], ['open']] }, side: 'read' },
      want: { kind: 'array', items: { kind: 'primitive', type: 'string' } },
    },
  ],
  [
    'a string enum with a list among its values is a string',
    { given: { schema: { type: 'string', enum: ['all', ['project1', 'project2']] }, side: 'read' }, want: { kind: 'primitive', type: 'string' } },
  ],
  [
    'a number too large for a literal (read as Infinity) is a number',
    { given: { schema: { type: 'number', enum: [1, Number.POSITIVE_INFINITY] }, side: 'read' }, want: { kind: 'primitive', type: 'number' } },
  ],
  [
    'an object const is the rest of the schema',
    { given: { schema: { type: 'object', const: { a: 1 } }, side: 'read' }, want: { kind: 'object', properties: [], additional: { kind: 'unknown' } } },
  ],
  [
    'scalars of every kind and repeats are one literal each',
    { given: { schema: { enum: ['a', 1, true, null, 'a'] }, side: 'read' }, want: { kind: 'literal', values: ['a', 1, true, null] } },
  ],
  [
    'an enum of numbers, booleans and null is a literal',
    { given: { schema: { enum: [1, true, null] }, side: 'read' }, want: { kind: 'literal', values: [1, true, null] } },
  ],
  ['a const number is a literal', { given: { schema: { const: 0 }, side: 'read' }, want: { kind: 'literal', values: [0] } }],
  ['a one-member allOf is its member', { given: { schema: { allOf: [{ type: 'integer' }] }, side: 'read' }, want: { kind: 'primitive', type: 'integer' } }],
  ['a ref reads as the component', { given: { schema: { $ref: '#/components/schemas/Post' }, side: 'read' }, want: { kind: 'ref', name: 'Post' } }],
  [
    'a ref writes as its writable form',
    { given: { schema: { $ref: '#/components/schemas/Post' }, side: 'write' }, want: { kind: 'ref', name: 'PostWritable' } },
  ],
  [
    'a ref without read-only fields writes as itself',
    { given: { schema: { $ref: '#/components/schemas/Tag' }, side: 'write' }, want: { kind: 'ref', name: 'Tag' } },
  ],
  ['a ref to no component is unknown', { given: { schema: { $ref: '#/components/schemas/Missing' }, side: 'read' }, want: { kind: 'unknown' } }],
  [
    'a read-only field is no argument',
    {
      given: { schema: { type: 'object', required: ['b'], properties: { a: { type: 'string', readOnly: true }, b: { type: 'boolean' } } }, side: 'write' },
      want: {
        kind: 'object',
        properties: [{ name: 'b', type: { kind: 'primitive', type: 'boolean' }, required: true, description: undefined, deprecated: undefined }],
        additional: undefined,
      },
    },
  ],
  [
    'a write-only field never comes back',
    {
      given: { schema: { type: 'object', properties: { password: { type: 'string', writeOnly: true } } }, side: 'read' },
      want: { kind: 'object', properties: [], additional: { kind: 'unknown' } },
    },
  ],
  [
    'a map keeps its value type',
    {
      given: { schema: { type: 'object', additionalProperties: { type: 'number' } }, side: 'read' },
      want: { kind: 'object', properties: [], additional: { kind: 'primitive', type: 'number' } },
    },
  ],
];

describe('schemaToType', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    expect(schemaToType(given.schema, given.side === 'read' ? read : write)).toEqual(want);
  });
});

describe('componentNames', () => {
  it('names components in name order and gives those with read-only fields a Writable form', () => {
    expect([...read.names.type]).toEqual([
      ['Post', 'Post'],
      ['Tag', 'Tag'],
    ]);
    expect([...read.names.writable]).toEqual([['Post', 'PostWritable']]);
  });
});

describe('refName', () => {
  it.each([
    ['a component schema', { given: '#/components/schemas/A%20B', want: 'A B' }],
    ['another component kind', { given: '#/components/responses/A', want: undefined }],
    ['a deeper pointer', { given: '#/components/schemas/A/properties/b', want: undefined }],
  ] as const)('%s', (_, { given, want }) => expect(refName(given)).toBe(want));
});

describe('hasInlineObject', () => {
  it.each([
    ['an object with properties', { given: { kind: 'object', properties: [{ name: 'a', type: { kind: 'unknown' }, required: false }] }, want: true }],
    ['an empty object', { given: { kind: 'object', properties: [] }, want: false }],
    [
      'an array of objects',
      { given: { kind: 'array', items: { kind: 'object', properties: [{ name: 'a', type: { kind: 'unknown' }, required: false }] } }, want: true },
    ],
    ['a ref', { given: { kind: 'ref', name: 'Post' }, want: false }],
  ] as [string, { given: IrType; want: boolean }][])('%s', (_, { given, want }) => expect(hasInlineObject(given)).toBe(want));
});
