import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OperationObject } from '@siteapi/document';
import { requestFields } from '../../../codegen/parse/request-fields.ts';
import { checkArguments } from '../../../codegen/parse/validate-arguments.ts';

// A call's x-arguments against its request fields: each named field exists, each field is carried once.

const base = {
  parameters: [
    { name: 'noteId', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'fields', in: 'query', schema: { type: 'string' } },
  ],
  requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string' } } } } } },
};

describe('checkArguments', () => {
  it.each([
    [
      'every field carried once',
      {
        given: [
          { name: 'noteId', value: 'path.noteId' },
          { name: 'options', properties: { fields: 'query.fields', title: 'body.title' } },
        ],
        want: [],
      },
    ],
    [
      'a field carried by no argument',
      {
        given: [
          { name: 'noteId', value: 'path.noteId' },
          { name: 'note', value: 'body' },
        ],
        want: ['/p/x-arguments PATCH /n: request field query fields is carried by no argument'],
      },
    ],
    [
      'a field carried twice, and a duplicate name',
      {
        given: [
          { name: 'noteId', value: 'path.noteId' },
          { name: 'options', properties: { fields: 'query.fields', title: 'body.title' } },
          { name: 'options', value: 'body.title' },
        ],
        want: [
          "/p/x-arguments/2 PATCH /n: duplicate argument 'options'",
          '/p/x-arguments/2/value PATCH /n: request field body title is carried by both options.title and options',
        ],
      },
    ],
    [
      'an argument naming no field',
      {
        given: [
          { name: 'noteId', value: 'path.noteId' },
          { name: 'options', properties: { fields: 'query.fields', title: 'body.title', x: 'query.nope' } },
        ],
        want: [expect.stringMatching(/^\/p\/x-arguments\/1\/properties\/x PATCH \/n: argument options\.x carries /)],
      },
    ],
  ] as [string, { given: unknown[]; want: unknown[] }][])('%s', (_, { given, want }) => {
    const op = { ...base, 'x-arguments': given } as unknown as OperationObject;
    const doc = { openapi: '3.1.0', paths: { '/n/{noteId}': { patch: op } } } as unknown as OpenApiDocument;
    const out: string[] = [];
    checkArguments(op, requestFields(doc, {}, op, '/p'), '/p', 'PATCH /n', (pointer, message) => out.push(`${pointer} ${message}`));
    expect(out).toEqual(want);
  });

  it('leaves a call without x-arguments to the operation check', () => {
    const out: string[] = [];
    checkArguments(base as unknown as OperationObject, { params: [] }, '/p', 'PATCH /n', (p, m) => out.push(`${p} ${m}`));
    expect(out).toEqual([]);
  });
});
