import { describe, expect, it } from 'vitest';
import type { JsonSchema, MediaTypeObject } from '@siteapi/document';
import { streamAnswer, streamChooser } from '../../../codegen/ir/stream-answer.ts';
import type { IrArgument, IrStream, IrType } from '../../../codegen/ir/types.ts';
import type { RequestFields } from '../../../codegen/parse/request-fields.ts';
import { contextOf, docOf } from './ir-fixture.ts';

// A success answer in a sequential media type alone: which item it streams, its type and plan, and what chooses it.

const dateTime = { type: 'string', format: 'date-time' };
const components = {
  components: {
    schemas: {
      Chunk: { type: 'object', required: ['created'], properties: { created: dateTime, text: { type: 'string' } } },
      Event: {
        type: 'object',
        required: ['data'],
        properties: {
          event: { type: 'string' },
          data: { type: 'string', contentMediaType: 'application/json', contentSchema: { $ref: '#/components/schemas/Chunk' } },
          id: { type: 'string' },
          retry: { type: 'integer' },
        },
      },
      Request: {
        allOf: [
          { type: 'object', properties: { user: { type: 'string' } } },
          { type: 'object', properties: { stream: { anyOf: [{ type: 'boolean' }, { type: 'null' }] } } },
        ],
      },
    },
  },
};
const chunk = { $ref: '#/components/schemas/Chunk' };
const chunkType: IrType = { kind: 'ref', name: 'Chunk' };
const chunkPlan = { created: 'date' };

type Want = Partial<Omit<IrStream, 'plan'>> & { plan?: unknown };
const cases: [string, { given: Record<string, MediaTypeObject>; want: Want | undefined }][] = [
  ['no sequential media type: no stream', { given: { 'application/json': { schema: chunk } }, want: undefined }],
  [
    "OpenAI's form: SSE beside JSON, its schema one event's data",
    {
      given: { 'application/json': { schema: { type: 'object' } }, 'text/event-stream': { schema: chunk } },
      want: {
        mediaType: 'text/event-stream',
        only: false,
        events: false,
        jsonData: false,
        itemType: chunkType,
        itemTypeName: 'Chunk',
        declared: false,
        plan: chunkPlan,
      },
    },
  ],
  [
    'JSON Lines whose schema is the whole stream, an array: its items are the items',
    {
      given: { 'application/jsonl': { schema: { type: 'array', items: chunk } } },
      want: { mediaType: 'application/jsonl', only: true, events: false, itemType: chunkType, itemTypeName: 'Chunk', plan: chunkPlan },
    },
  ],
  [
    'an inline item is named for the call',
    {
      given: { 'application/x-ndjson; charset=utf-8': { schema: { type: 'object', properties: { at: dateTime } } } },
      want: { mediaType: 'application/x-ndjson; charset=utf-8', only: true, itemTypeName: 'GetStreamItem', declared: true, plan: { at: 'date' } },
    },
  ],
  [
    'OpenAPI 3.2: itemSchema wins over schema',
    {
      given: { 'application/json-seq': { schema: { type: 'array', items: { type: 'string' } }, itemSchema: chunk } },
      want: { mediaType: 'application/json-seq', itemType: chunkType, plan: chunkPlan },
    },
  ],
  [
    "OpenAPI 3.2 SSE: the item is the event, its data the contentSchema's, parsed",
    {
      given: { 'text/event-stream': { itemSchema: { $ref: '#/components/schemas/Event' } } },
      want: {
        events: true,
        jsonData: true,
        itemTypeName: 'GetStreamItem',
        declared: true,
        itemType: {
          kind: 'object',
          properties: [
            { name: 'event', type: { kind: 'primitive', type: 'string' }, required: false },
            { name: 'data', type: chunkType, required: true },
            { name: 'id', type: { kind: 'primitive', type: 'string' }, required: false },
            { name: 'retry', type: { kind: 'primitive', type: 'integer' }, required: false },
          ],
        },
        plan: { data: chunkPlan },
      },
    },
  ],
  [
    'OpenAPI 3.2 SSE whose data is text: kept as it is',
    {
      given: { 'text/event-stream': { itemSchema: { type: 'object', properties: { data: { type: 'string' } } } } },
      want: { events: true, jsonData: false, plan: undefined },
    },
  ],
];

describe('streamAnswer', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    const { ctx, read } = contextOf(docOf(components));
    const out = streamAnswer(ctx, given, '/paths/~1s/get/responses/200/content', read, () => 'GetStreamItem');
    if (want === undefined) return expect(out).toBeUndefined();
    const plain = out && { ...out, plan: out.plan && JSON.parse(JSON.stringify(out.plan)) };
    expect(plain).toMatchObject(want);
    if ('plan' in want && want.plan === undefined) expect(out?.plan).toBeUndefined();
  });
});

describe('streamChooser', () => {
  const doc = docOf(components);
  const body = (schema: JsonSchema): RequestFields => ({
    params: [],
    body: { schema, required: true, properties: {}, requiredProps: [], contentType: 'application/json' },
  });
  const arg = (a: Partial<IrArgument>): IrArgument => ({ name: 'body', required: true, type: { kind: 'unknown' }, ...a });
  const whole = arg({ value: { location: 'body', name: '' } });

  it.each([
    ['the whole body, its stream in an allOf member', body({ $ref: '#/components/schemas/Request' }), [whole], { arg: 0, path: ['stream'] }],
    [
      "an options object's body",
      body({ $ref: '#/components/schemas/Request' }),
      [
        arg({ name: 'id', value: { location: 'path', name: 'id' } }),
        arg({ name: 'options', properties: [{ name: 'body', field: { location: 'body', name: '' }, required: false, type: { kind: 'unknown' } }] }),
      ],
      { arg: 1, path: ['body', 'stream'] },
    ],
    [
      'the flag as an argument of its own',
      body({ type: 'object', properties: { stream: { type: 'boolean' } } }),
      [arg({ name: 'stream', value: { location: 'body', name: 'stream' } })],
      { arg: 0, path: [] },
    ],
    ['a stream that is no boolean', body({ type: 'object', properties: { stream: { type: 'string' } } }), [whole], undefined],
    ['no stream property', body({ type: 'object', properties: { user: { type: 'string' } } }), [whole], undefined],
  ] as const)('%s', (_, fields, args, want) => {
    expect(streamChooser(doc, fields, [...args])).toEqual(want);
  });
});
