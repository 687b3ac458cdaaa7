import { describe, expect, it } from 'vitest';
import { fieldType, paramStyles } from '../../../codegen/ir/parameters.ts';
import type { IrType, ParamStyle } from '../../../codegen/ir/types.ts';
import type { ParameterObject } from '@siteapi/document';
import type { FieldMatch } from '../../../codegen/parse/request-fields.ts';
import { contextOf, docOf } from './ir-fixture.ts';

// The Parameter Object alone: which wire styles the runtime must be told, and a parameter group's argument type.

const doc = docOf({});
const { write } = contextOf(doc);
const p = (param: Partial<ParameterObject>) => ({ param: { name: 'x', in: 'query', schema: { type: 'string' }, ...param } as ParameterObject });

const styles: [string, { given: ParameterObject[]; want: Record<string, ParamStyle> | undefined }][] = [
  ['a plain query string keeps the platform form', { given: [p({}).param], want: undefined }],
  ['a plain path string too', { given: [p({ in: 'path' }).param], want: undefined }],
  [
    'an unexploded query array',
    { given: [p({ schema: { type: 'array', items: { type: 'string' } }, explode: false }).param], want: { 'query.x': { style: 'form', explode: false } } },
  ],
  [
    'a deepObject query',
    { given: [p({ style: 'deepObject', schema: { type: 'object' } }).param], want: { 'query.x': { style: 'deepObject', explode: false } } },
  ],
  ['a label path', { given: [p({ in: 'path', style: 'label' }).param], want: { 'path.x': { style: 'label', explode: false } } }],
  ['every cookie', { given: [p({ in: 'cookie' }).param], want: { 'cookie.x': { style: 'form', explode: true } } }],
];

describe('paramStyles', () => {
  it.each(styles)('%s', (_, { given, want }) =>
    expect(
      paramStyles(
        doc,
        given.map((param) => ({ param })),
      ),
    ).toEqual(want),
  );
});

const str: IrType = { kind: 'primitive', type: 'string' };
const int: IrType = { kind: 'primitive', type: 'integer' };
const fields: [string, { given: FieldMatch; want: IrType }][] = [
  ['one parameter is its own type', { given: { location: 'query', name: 'q', required: false, params: [p({ name: 'q' }).param] } as FieldMatch, want: str }],
  [
    'a dotted group nests as an object',
    {
      given: {
        location: 'query',
        name: 'paging',
        required: false,
        params: [p({ name: 'paging.limit', schema: { type: 'integer' }, required: true }).param, p({ name: 'paging.cursor.next' }).param],
      } as FieldMatch,
      want: {
        kind: 'object',
        properties: [
          { name: 'limit', type: int, required: true, description: undefined },
          { name: 'cursor', type: { kind: 'object', properties: [{ name: 'next', type: str, required: false, description: undefined }] }, required: false },
        ],
      },
    },
  ],
  ['a body property', { given: { location: 'body', name: 'title', required: true, bodyProperty: { type: 'string' } } as FieldMatch, want: str }],
];

describe('fieldType', () => {
  it.each(fields)('%s', (_, { given, want }) => {
    const body = { schema: { type: 'integer' }, required: true, properties: {}, requiredProps: [], contentType: 'application/json' };
    expect(fieldType({ params: [], body }, given, write)).toEqual(want);
  });

  it('the whole body is the body schema', () => {
    const body = { schema: { type: 'integer' }, required: true, properties: {}, requiredProps: [], contentType: 'application/json' };
    expect(fieldType({ params: [], body }, { location: 'body', name: '', required: true } as FieldMatch, write)).toEqual(int);
  });
});
