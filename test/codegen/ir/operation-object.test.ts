import { describe, expect, it } from 'vitest';
import { Names } from '../../../codegen/naming.ts';
import { argumentsOf, operationOf, requestPlanOf, type OperationScope } from '../../../codegen/ir/operation-object.ts';
import type { IrArgument, IrOperation, PlanDraft } from '../../../codegen/ir/types.ts';
import type { OperationObject, PathItemObject } from '@siteapi/document';
import { requestFields } from '../../../codegen/parse/request-fields.ts';
import { contextOf, docOf } from './ir-fixture.ts';

// The Operation Object alone: a call's arguments, request plan and the operation put together.

const when = { type: 'string', format: 'date-time' };
const str = { kind: 'primitive', type: 'string' } as const;
const updatePost: OperationObject = {
  operationId: 'updatePost',
  'x-module': 'posts',
  'x-arguments': [
    { name: 'postId', value: 'path.postId' },
    { name: 'post', value: 'body.post' },
    { name: 'options', properties: { notify: 'query.notify', since: 'query.paging.since' } },
  ],
  parameters: [
    { name: 'postId', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'notify', in: 'query', schema: { type: 'boolean' } },
    { name: 'paging.since', in: 'query', schema: when },
  ],
  requestBody: {
    required: true,
    content: {
      'application/json': { schema: { type: 'object', properties: { post: { type: 'object', properties: { title: { type: 'string' }, at: when } } } } },
    },
  },
  responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { updated: when } } } } } },
} as OperationObject;
const item: PathItemObject = { patch: updatePost } as PathItemObject;
const pointer = '/paths/~1posts~1{postId}/patch';

/** `op` at `/posts/{postId}` of a document with `rest` beside its paths. */
function setup(op: OperationObject, rest: Record<string, unknown> = {}) {
  const doc = docOf({ ...rest, paths: { '/posts/{postId}': { patch: op } } });
  const { ctx, read, write, problems } = contextOf(doc);
  const names = new Names();
  const scope: OperationScope = {
    read,
    write,
    uniqueName: (w) => names.take(w),
    docRules: {},
    serviceRequirements: [],
    typeOf: () => undefined,
    paginate: false,
    warn: () => {},
  };
  return { ctx, scope, fields: requestFields(doc, item, op, pointer), problems };
}

describe('argumentsOf', () => {
  it.each([
    [
      'a path value, an inline body object (named) and an options object (named)',
      {
        given: updatePost,
        want: [
          { name: 'postId', required: true, typeName: undefined },
          { name: 'post', required: false, typeName: 'UpdatePostPost' },
          { name: 'options', required: false, typeName: 'UpdatePostOptions' },
        ],
      },
    ],
    ['no declared arguments', { given: { ...updatePost, 'x-arguments': undefined } as OperationObject, want: [] }],
  ] as [string, { given: OperationObject; want: Partial<IrArgument>[] }][])('%s', (_, { given, want }) => {
    const { scope, fields } = setup(given);
    expect(argumentsOf(given, fields, 'UpdatePost', scope, { pointer, problem: () => {} })).toEqual(want.map((w) => expect.objectContaining(w)));
  });

  it('carries each option as its request field', () => {
    const { scope, fields } = setup(updatePost);
    expect(argumentsOf(updatePost, fields, 'UpdatePost', scope, { pointer, problem: () => {} })[2]!.properties).toEqual([
      { name: 'notify', field: { location: 'query', name: 'notify' }, required: false, type: { kind: 'primitive', type: 'boolean' }, description: undefined },
      {
        name: 'since',
        field: { location: 'query', name: 'paging.since' },
        required: false,
        type: { kind: 'converted', converter: 'date' },
        description: undefined,
      },
    ]);
  });
  it('a field reference that names no request field is a problem at its pointer, and that argument or option is left out', () => {
    const given = {
      ...updatePost,
      'x-arguments': [
        { name: 'postId', value: 'path.postId' },
        { name: 'nothing', value: 'query.' },
        { name: 'options', properties: { notify: 'query.notify', blank: 'header.' } },
      ],
    } as OperationObject;
    const { scope, fields } = setup(given);
    const problems: string[] = [];
    const args = argumentsOf(given, fields, 'UpdatePost', scope, { pointer, problem: (at, m) => problems.push(`${at}: ${m}`) });
    expect(args.map((a) => [a.name, a.properties?.map((p) => p.name)])).toEqual([
      ['postId', undefined],
      ['options', ['notify']],
    ]);
    expect(problems).toEqual([
      `${pointer}/x-arguments/1/value: argument nothing carries 'query.': name the query parameter`,
      `${pointer}/x-arguments/2/properties/blank: argument options.blank carries 'header.': name the header parameter`,
    ]);
  });
});

describe('requestPlanOf', () => {
  it.each([
    ['dotted query names nest; the body is planned', { given: updatePost, want: { query: { paging: { since: 'date' } }, body: { post: { at: 'date' } } } }],
    ['nothing converts', { given: { ...updatePost, parameters: [], requestBody: undefined } as OperationObject, want: {} }],
  ] as [string, { given: OperationObject; want: PlanDraft }][])('%s', (_, { given, want }) => {
    const { ctx, fields } = setup(given);
    expect(requestPlanOf(ctx, fields, pointer)).toEqual(want);
  });
});

describe('operationOf', () => {
  it.each([
    [
      'the dialect operation with its defaults resolved',
      {
        given: updatePost,
        want: {
          operationId: 'updatePost',
          module: 'posts',
          sdkName: 'updatePost',
          prefix: '/test',
          method: 'PATCH',
          path: '/posts/{postId}',
          deprecated: false,
          response: {
            type: { kind: 'object', properties: [{ name: 'updated', type: { kind: 'converted', converter: 'date' }, required: false }] },
            typeName: 'UpdatePostResponse',
          },
          responsePlan: { updated: 'date' },
          responseAsync: false,
          paging: 'none',
          errors: [],
          emits: [],
          clientRules: {},
          idempotent: false,
          params: undefined,
          security: undefined,
          contentType: undefined,
        },
      },
    ],
    [
      'its own prefix, method name, errors and security',
      {
        given: { ...updatePost, 'x-prefix': '/v2', 'x-method': 'update', 'x-errors': ['B', 'A'], security: [{ key: [] }] } as OperationObject,
        want: { prefix: '/v2', sdkName: 'update', errors: ['A', 'B'], security: [['key']] },
      },
    ],
  ] as [string, { given: OperationObject; want: Partial<IrOperation> }][])('%s', (_, { given, want }) => {
    const { ctx, scope, problems } = setup(given);
    const op = operationOf(ctx, '/posts/{postId}', 'patch', item, given, scope);
    expect(op).toMatchObject(want);
    expect(op.args.map((a) => a.typeName)).toEqual([undefined, 'UpdatePostPost', 'UpdatePostOptions']);
    expect(op.examples.map((e) => e.name)).toEqual(['default']);
    expect(problems).toEqual([]);
  });

  it.each(['post', 'put'])("emits the event of a webhook whose operation is %s (the event's first operation, as the operations view reads it)", (method) => {
    const given = { ...updatePost, 'x-emits': ['postUpdated'] } as OperationObject;
    const hook = { operationId: 'onPostUpdated', 'x-module': 'posts', 'x-event': { type: 'wix.blog.v3.post_updated' } };
    const { ctx, scope } = setup(given, { webhooks: { postUpdated: { 'x-note': 'first', [method]: hook } } });
    expect(operationOf(ctx, '/posts/{postId}', 'patch', item, given, scope).emits).toEqual([
      { handler: 'posts.onPostUpdated', type: 'wix.blog.v3.post_updated' },
    ]);
  });

  it('hands out the type names in one order: arguments, answer, errors, callbacks', () => {
    const op: OperationObject = {
      ...updatePost,
      responses: { ...updatePost.responses, '404': { content: { 'application/json': { schema: { type: 'string' } } } } },
      callbacks: { onDone: { '{$request.body#/url}': { post: { requestBody: { content: { 'application/json': { schema: { type: 'string' } } } } } } } },
    } as OperationObject;
    const { ctx, scope } = setup(op);
    const taken: string[] = [];
    const built = operationOf(ctx, '/posts/{postId}', 'patch', item, op, {
      ...scope,
      uniqueName: (w) => {
        taken.push(w);
        return w;
      },
    });
    expect(taken).toEqual(['UpdatePostPost', 'UpdatePostOptions', 'UpdatePostResponse', 'UpdatePostErrors', 'UpdatePostOnDoneCallback']);
    expect(built.errorAnswers?.answers).toEqual([{ status: '404', type: str }]);
  });
});
