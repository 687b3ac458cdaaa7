import { describe, expect, it } from 'vitest';
import { callbacksOf } from '../../../codegen/ir/callback-object.ts';
import type { IrOperation } from '../../../codegen/ir/types.ts';
import type { OperationObject } from '@siteapi/document';
import { contextOf, docOf } from './ir-fixture.ts';

// The Callback Object alone: what an operation's server sends the caller's server, typed and planned.

const body = (schema: unknown) => ({ requestBody: { content: { 'application/json': { schema } } } });
const stamped = { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } };

const cases: [string, { given: OperationObject['callbacks']; want: IrOperation['callbacks'] }][] = [
  ['no callbacks', { given: undefined, want: undefined }],
  ['a callback without a JSON body', { given: { onDone: { '{$request.body#/url}': { post: { responses: {} } } } }, want: undefined }],
  [
    'each method of each expression, with its plan',
    {
      given: { onDone: { '{$request.body#/url}': { post: body(stamped), put: body({ type: 'string' }) } } },
      // In HTTP_METHODS order (put before post).
      want: [
        {
          typeName: 'OnDoneCallback',
          name: 'onDone',
          expression: '{$request.body#/url}',
          method: 'PUT',
          type: { kind: 'primitive', type: 'string' },
          plan: {},
        },
        {
          typeName: 'OnDoneCallback',
          name: 'onDone',
          expression: '{$request.body#/url}',
          method: 'POST',
          type: { kind: 'object', properties: [{ name: 'at', type: { kind: 'converted', converter: 'date' }, required: false }], additional: undefined },
          plan: { at: 'date' },
        },
      ],
    },
  ],
];

describe('callbacksOf', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    const { ctx, read } = contextOf(docOf({}));
    const out = callbacksOf(
      ctx,
      { callbacks: given } as OperationObject,
      '/paths/~1p/post',
      (name) => `${name[0]!.toUpperCase()}${name.slice(1)}Callback`,
      read,
    );
    expect(out).toEqual(want);
  });
});
