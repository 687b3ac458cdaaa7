import { describe, expect, it } from 'vitest';
import { answerKind, errorAnswersOf, successResponse } from '../../../codegen/ir/response-object.ts';
import type { IrOperation, IrType, Plan } from '../../../codegen/ir/types.ts';
import type { JsonSchema, OperationObject } from '@siteapi/document';
import { contextOf, docOf } from './ir-fixture.ts';

// The Responses and Response Objects alone: a call's success answer and its typed error answers.

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const components = {
  components: {
    schemas: { Post: { type: 'object', properties: { createdDate: { type: 'string', format: 'date-time' } } } },
    responses: { NotFound: json({ type: 'object', properties: { code: { type: 'string' } } }) },
  },
};
const doc = docOf(components);

const success: [string, { given: OperationObject['responses']; want: { type: IrType; typeName: string; plan: unknown; answer: string | undefined } }][] = [
  [
    'a component answer keeps the component name and its plan',
    {
      given: { '200': json({ $ref: '#/components/schemas/Post' }) },
      want: { type: { kind: 'ref', name: 'Post' }, typeName: 'Post', plan: { createdDate: 'date' }, answer: undefined },
    },
  ],
  [
    'the first 2xx status answers',
    {
      given: { '201': json({ type: 'integer' }), '204': { description: 'none' }, '400': json({ type: 'string' }) },
      want: { type: { kind: 'primitive', type: 'integer' }, typeName: 'GetPostResponse', plan: undefined, answer: undefined },
    },
  ],
  [
    'no body is void',
    { given: { '204': { description: 'none' } }, want: { type: { kind: 'void' }, typeName: 'GetPostResponse', plan: undefined, answer: undefined } },
  ],
  [
    'text is a string',
    {
      given: { '200': { content: { 'text/csv': {} } } },
      want: { type: { kind: 'primitive', type: 'string' }, typeName: 'GetPostResponse', plan: undefined, answer: 'text' },
    },
  ],
  [
    'other media are bytes',
    { given: { '200': { content: { 'image/png': {} } } }, want: { type: { kind: 'binary' }, typeName: 'GetPostResponse', plan: undefined, answer: 'binary' } },
  ],
];

describe('successResponse', () => {
  it.each(success)('%s', (_, { given, want }) => {
    // The operation is in the document: the plans follow the references a document makes.
    const op = { responses: given } as OperationObject;
    const { ctx, read } = contextOf(docOf({ ...components, paths: { '/p': { get: op } } }));
    let named = 0;
    const out = successResponse(
      ctx,
      op,
      '/paths/~1p/get',
      read,
      () => {
        named++;
        return 'GetPostResponse';
      },
      () => 'GetPostStreamItem',
    );
    expect({ ...out, plan: out.plan && JSON.parse(JSON.stringify(out.plan as Plan)) }).toEqual(want);
    // The name is handed out only when the answer is no component.
    expect(named).toBe(want.typeName === 'GetPostResponse' ? 1 : 0);
  });
});

describe('errorAnswersOf', () => {
  const { read } = contextOf(doc);
  it.each([
    ['no error bodies', { given: { '200': json({ type: 'string' }), '500': { description: 'x' } }, want: undefined }],
    [
      '4xx, ranges and default, by reference too',
      {
        given: { '404': { $ref: '#/components/responses/NotFound' }, '5XX': json({ type: 'string' }), default: json({ type: 'integer' }), '302': json({}) },
        want: {
          typeName: 'GetPostErrors',
          answers: [
            {
              status: '404',
              type: { kind: 'object', properties: [{ name: 'code', type: { kind: 'primitive', type: 'string' }, required: false }], additional: undefined },
            },
            { status: '5XX', type: { kind: 'primitive', type: 'string' } },
            { status: 'default', type: { kind: 'primitive', type: 'integer' } },
          ],
        },
      },
    ],
  ] as [string, { given: OperationObject['responses']; want: IrOperation['errorAnswers'] }][])('%s', (_, { given, want }) => {
    expect(errorAnswersOf(doc, { responses: given } as OperationObject, '/paths/~1p/get', 'GetPostErrors', read)).toEqual(want);
  });
});

describe('answerKind', () => {
  it.each([
    ['JSON', { given: { 'application/json': {} }, want: undefined }],
    ['a JSON suffix', { given: { 'application/problem+json': {} }, want: undefined }],
    ['text', { given: { 'text/plain': {} }, want: 'text' }],
    ['bytes', { given: { 'application/pdf': {} }, want: 'binary' }],
    ['nothing', { given: undefined, want: undefined }],
  ] as [string, { given: Record<string, unknown> | undefined; want: string | undefined }][])('%s', (_, { given, want }) =>
    expect(answerKind(given)).toBe(want),
  );
});
