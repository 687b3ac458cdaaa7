import { describe, expect, it } from 'vitest';
import { argumentTypes, callbackStatements, callTypes, errorAnswersType, responseType, type TypeNames } from '../../../codegen/emit/call-types.ts';
import type { IrOperation, IrService } from '../../../codegen/ir/types.ts';
import { opOf, printed, serviceOf } from './ir-samples.ts';

// The types one call declares in its module file, each printed on its own from a small IR.

const str = { kind: 'primitive', type: 'string' } as const;
const post = { kind: 'ref', name: 'Post' } as const;
const names = (): TypeNames => ({ local: new Set(), used: new Set() });

const cases: [
  string,
  {
    given: { op: IrOperation; service?: IrService; part: 'args' | 'response' | 'callbacks' | 'errors' };
    want: { text: string; local: string[]; used: string[] };
  },
][] = [
  [
    'an options argument is an interface',
    {
      given: {
        op: opOf({
          args: [
            {
              name: 'options',
              required: false,
              typeName: 'GetPostOptions',
              properties: [
                {
                  name: 'fieldsets',
                  field: { location: 'query', name: 'fieldsets' },
                  required: false,
                  type: { kind: 'array', items: str },
                  description: 'Extra fields.',
                },
              ],
              type: { kind: 'unknown' },
            },
          ],
        }),
        part: 'args',
      },
      want: {
        text: '/** Argument `options` of {@link getPost}. */\nexport interface GetPostOptions {\n  /** Extra fields. */\n  fieldsets?: string[];\n}\n',
        local: ['GetPostOptions'],
        used: [],
      },
    },
  ],
  [
    'an argument without a name of its own declares nothing, only uses',
    {
      given: { op: opOf({ args: [{ name: 'post', required: true, value: { location: 'body', name: 'post' }, type: post }] }), part: 'args' },
      want: { text: '', local: [], used: ['Post'] },
    },
  ],
  [
    'a named inline argument is an alias, with its docs',
    {
      given: {
        op: opOf({
          args: [
            {
              name: 'ids',
              description: 'Which.',
              required: true,
              value: { location: 'body', name: 'ids' },
              type: { kind: 'array', items: str },
              typeName: 'GetPostIds',
            },
          ],
        }),
        part: 'args',
      },
      want: { text: '/** Which. */\nexport type GetPostIds = string[];\n', local: ['GetPostIds'], used: [] },
    },
  ],
  [
    'a component result is only used',
    {
      given: {
        op: opOf({ response: { type: post, typeName: 'Post' } }),
        service: serviceOf({ types: [{ name: 'Post', type: { kind: 'unknown' } }] }),
        part: 'response',
      },
      want: { text: '', local: [], used: ['Post'] },
    },
  ],
  [
    'an object result is an interface',
    {
      given: {
        op: opOf({ response: { type: { kind: 'object', properties: [{ name: 'post', type: post, required: false }] }, typeName: 'GetPostResponse' } }),
        part: 'response',
      },
      want: { text: '/** Result of {@link getPost}. */\nexport interface GetPostResponse {\n  post?: Post;\n}\n', local: ['GetPostResponse'], used: ['Post'] },
    },
  ],
  [
    'any other result is an alias',
    {
      given: { op: opOf({ response: { type: { kind: 'void' }, typeName: 'GetPostResponse' } }), part: 'response' },
      want: { text: '/** Result of {@link getPost}. */\nexport type GetPostResponse = void;\n', local: ['GetPostResponse'], used: [] },
    },
  ],
  [
    'a callback with a plan is read through decodeResponse; one without is cast',
    {
      given: {
        op: opOf({
          callbacks: [
            { typeName: 'GetPostDoneCallback', name: 'done', expression: '{$url}', method: 'POST', type: post, plan: { at: 'date' } as never },
            { typeName: 'GetPostPingCallback', name: 'ping', expression: '{$url}', method: 'PUT', type: str, plan: {} },
          ],
        }),
        part: 'callbacks',
      },
      want: {
        text: [
          "/** What {@link getPost}'s server sends your server (callback `done`: `POST {$url}`). */",
          'export type GetPostDoneCallback = Post;',
          "/** What {@link getPost}'s server sends your server (callback `ping`: `PUT {$url}`). */",
          'export type GetPostPingCallback = string;',
          '/** Converts the parsed JSON body of callback `done` to {@link GetPostDoneCallback}. */',
          "export const readGetPostDoneCallback = (body: unknown): GetPostDoneCallback => decodeResponse(body, { at: 'date' }) as GetPostDoneCallback;",
          '/** Converts the parsed JSON body of callback `ping` to {@link GetPostPingCallback}. */',
          'export const readGetPostPingCallback = (body: unknown): GetPostPingCallback => body as GetPostPingCallback;',
          '',
        ].join('\n'),
        local: ['GetPostDoneCallback', 'GetPostPingCallback'],
        used: ['Post'],
      },
    },
  ],
  [
    'error answers keyed by number, ranges and default by name',
    {
      given: {
        op: opOf({
          errorAnswers: {
            typeName: 'GetPostErrors',
            answers: [
              { status: '404', type: post },
              { status: '5XX', type: str },
              { status: 'default', type: { kind: 'unknown' } },
            ],
          },
        }),
        part: 'errors',
      },
      want: {
        text: [
          '/** Error answers of {@link getPost} by status: `isApiError<GetPostErrors, 404>(e, 404)` types `e.data`. */',
          'export type GetPostErrors = {',
          '  404: Post;',
          "  '5XX': string;",
          '  default: unknown;',
          '};',
          '',
        ].join('\n'),
        local: ['GetPostErrors'],
        used: ['Post'],
      },
    },
  ],
  ['no error answers', { given: { op: opOf(), part: 'errors' }, want: { text: '', local: [], used: [] } }],
];

describe('call types', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    const n = names();
    const refs = { names: new Map(), used: new Set<string>() };
    const statements = {
      args: () => argumentTypes(given.op, n),
      response: () => responseType(given.service ?? serviceOf(), given.op, n),
      callbacks: () => callbackStatements(given.op, n, refs),
      errors: () => errorAnswersType(given.op, n),
    }[given.part]();
    expect(statements.length === 0 ? '' : printed(statements).replace(/\n\n/g, '\n')).toBe(want.text);
    expect([...n.local]).toEqual(want.local);
    expect([...n.used]).toEqual(want.used);
  });

  it('callTypes declares arguments, result, callbacks, errors in that order, and uses the builder items and unwrapped type', () => {
    const n = names();
    const op = opOf({
      args: [{ name: 'ids', required: true, value: { location: 'body', name: 'ids' }, type: { kind: 'array', items: str }, typeName: 'GetPostIds' }],
      callbacks: [{ typeName: 'GetPostDoneCallback', name: 'done', expression: '{$url}', method: 'POST', type: str }],
      errorAnswers: { typeName: 'GetPostErrors', answers: [{ status: '404', type: str }] },
      queryBuilder: { itemType: { kind: 'ref', name: 'Item' } } as IrOperation['queryBuilder'],
      unwrap: { property: 'post', type: post, required: true },
    });
    const declared = callTypes(serviceOf(), op, n, { names: new Map(), used: new Set() }).map((s) =>
      'name' in s ? s.name : (s as { declarations: { name: string }[] }).declarations[0]!.name,
    );
    expect(declared).toEqual(['GetPostIds', 'GetPostResponse', 'GetPostDoneCallback', 'readGetPostDoneCallback', 'GetPostErrors']);
    expect([...n.used].sort()).toEqual(['Item', 'Post']);
  });
});
