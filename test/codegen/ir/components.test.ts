import { describe, expect, it } from 'vitest';
import { componentTypes, keepUsedWritables } from '../../../codegen/ir/components.ts';
import type { IrNamedType, IrOperation } from '../../../codegen/ir/types.ts';
import { contextOf, docOf } from './ir-fixture.ts';

// The Components Object's schemas alone: named types, their writable forms and enums, and which writables stay.

const schemas = {
  Status: { type: 'string', enum: ['DRAFT', 'PUBLISHED'], description: 'Where a post is.' },
  Post: { type: 'object', properties: { id: { type: 'string', readOnly: true }, status: { $ref: '#/components/schemas/Status' } } },
  Codes: { enum: [1, 2] },
  Lists: { type: 'string', enum: ['all', ['a', 'b']] },
  Twice: { type: 'string', enum: ['A', 'A'] },
  // A string type whose enum holds numbers: the values decide, a union of numbers and no const object.
  Ratio: { type: 'string', enum: [969, 556] },
};

describe('componentTypes', () => {
  it('types every component in name order, a writable form where a read-only field is, enums of strings only', () => {
    const { ctx, read, write } = contextOf(docOf({ components: { schemas } }), ['#/components/schemas/Post']);
    const status = { kind: 'ref', name: 'Status' };
    expect(componentTypes(ctx, read, write)).toEqual([
      { name: 'Codes', description: undefined, type: { kind: 'literal', values: [1, 2] } },
      { name: 'Lists', description: undefined, type: { kind: 'primitive', type: 'string' } },
      {
        name: 'Post',
        description: undefined,
        type: {
          kind: 'object',
          properties: [
            { name: 'id', type: { kind: 'primitive', type: 'string' }, required: false },
            { name: 'status', type: status, required: false },
          ],
        },
        writable: { kind: 'object', properties: [{ name: 'status', type: status, required: false }] },
        writableName: 'PostWritable',
      },
      { name: 'Ratio', description: undefined, type: { kind: 'literal', values: [969, 556] } },
      { name: 'Status', description: 'Where a post is.', type: { kind: 'literal', values: ['DRAFT', 'PUBLISHED'] }, enumValues: ['DRAFT', 'PUBLISHED'] },
      { name: 'Twice', description: undefined, type: { kind: 'literal', values: ['A'] }, enumValues: ['A'] },
    ]);
  });

  it('reports a component whose conversions conflict though no call uses it', () => {
    const conflict = {
      Odd: {
        allOf: [
          { type: 'string', format: 'date-time' },
          { type: 'string', 'x-media': 'image' },
        ],
      },
      Holder: { type: 'object', properties: { odd: { $ref: '#/components/schemas/Odd' } } },
    };
    const { ctx, read, write, problems } = contextOf(docOf({ components: { schemas: conflict } }));
    componentTypes(ctx, read, write);
    expect(problems).toEqual([expect.stringMatching(/^\/components\/schemas\/Odd: conflicting conversions "date" and "image"/)]);
  });
});

const writable = (name: string, ref?: string): IrNamedType => ({
  name,
  type: { kind: 'unknown' },
  writable: ref ? { kind: 'object', properties: [{ name: 'x', type: { kind: 'ref', name: ref }, required: false }] } : { kind: 'unknown' },
  writableName: `${name}Writable`,
});
const argOf = (name: string) => ({ args: [{ name: 'a', required: true, type: { kind: 'array', items: { kind: 'ref', name } } }] }) as unknown as IrOperation;

describe('keepUsedWritables', () => {
  it.each([
    ['no call writes: none kept', { given: { types: [writable('A')], ops: [] as IrOperation[] }, want: [] as string[] }],
    ['a call writes one', { given: { types: [writable('A'), writable('B')], ops: [argOf('BWritable')] }, want: ['BWritable'] }],
    [
      'and the writables it reaches',
      { given: { types: [writable('A', 'BWritable'), writable('B')], ops: [argOf('AWritable')] }, want: ['AWritable', 'BWritable'] },
    ],
  ])('%s', (_, { given, want }) => {
    keepUsedWritables(given.types, given.ops);
    expect(given.types.flatMap((t) => (t.writableName ? [t.writableName] : []))).toEqual(want);
    expect(given.types.filter((t) => t.writable).length).toBe(want.length);
  });
});
