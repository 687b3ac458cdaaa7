import { describe, expect, it } from 'vitest';
import type { IrEvent } from '../../../codegen/ir/types.ts';
import { eventsOf } from '../../../codegen/ir/webhooks.ts';
import { contextOf, docOf } from './ir-fixture.ts';

// The document's webhooks alone: one event per webhook operation, its payload typed and planned.

const hook = (operationId: string, type: string, schema: unknown) => ({
  post: { operationId, 'x-module': 'posts', 'x-event': { type }, summary: `${type} happened`, requestBody: { content: { 'application/json': { schema } } } },
});

const cases: [string, { given: Record<string, unknown>; want: IrEvent[] }][] = [
  ['no webhooks', { given: {}, want: [] }],
  [
    'an inline payload is named after the webhook; a component payload keeps its name; sorted by operationId',
    {
      given: {
        components: { schemas: { Post: { type: 'object', properties: { id: { type: 'string' } } } } },
        webhooks: {
          'post-updated': hook('onPostUpdated', 'wix.blog.v3.post_updated', { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } }),
          'post-created': hook('onPostCreated', 'wix.blog.v3.post_created', { $ref: '#/components/schemas/Post' }),
        },
      },
      want: [
        {
          name: 'post-created',
          typeName: undefined,
          operationId: 'onPostCreated',
          module: 'posts',
          type: 'wix.blog.v3.post_created',
          description: 'wix.blog.v3.post_created happened',
          payload: { kind: 'ref', name: 'Post' },
          plan: undefined,
        },
        {
          name: 'post-updated',
          typeName: 'PostUpdatedEvent',
          operationId: 'onPostUpdated',
          module: 'posts',
          type: 'wix.blog.v3.post_updated',
          description: 'wix.blog.v3.post_updated happened',
          payload: { kind: 'object', properties: [{ name: 'at', type: { kind: 'converted', converter: 'date' }, required: false }] },
          plan: { at: 'date' },
        },
      ],
    },
  ],
];

describe('eventsOf', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    const { ctx, read } = contextOf(docOf(given));
    expect(eventsOf(ctx, read, (wanted) => wanted)).toEqual(want);
  });
});
