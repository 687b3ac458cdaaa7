import { describe, expect, it } from 'vitest';
import type { OperationObject } from '@siteapi/document';
import { checkWebhooks } from '../../../codegen/parse/validate-webhooks.ts';

// The document's webhooks: names, handler operationIds, module and event type.

const hook = (key: string, op: Record<string, unknown>) => ({
  key,
  op: { 'x-module': 'notes', 'x-event': { type: 't' }, ...op } as OperationObject,
  pointer: `/webhooks/${key}/post`,
});

describe('checkWebhooks', () => {
  it.each([
    ['a complete webhook', { given: [hook('noteCreated', { operationId: 'onNoteCreated' })], want: [] }],
    [
      'no operationId, module or event type',
      {
        given: [{ key: 'noteCreated', op: {} as OperationObject, pointer: '/webhooks/noteCreated/post' }],
        want: [
          '/webhooks/noteCreated/post webhook noteCreated: operationId is required (the handler registration name, e.g. onPostCreated)',
          '/webhooks/noteCreated/post webhook noteCreated: x-module is required',
          '/webhooks/noteCreated/post webhook noteCreated: x-event with the wire event type is required',
        ],
      },
    ],
    [
      'an operationId a call or another handler has',
      {
        given: [hook('a', { operationId: 'getNote' }), hook('b', { operationId: 'onB' }), hook('c', { operationId: 'onB' })],
        want: [
          "/webhooks/a/post/operationId webhook a: operationId 'getNote' is already used in this document",
          "/webhooks/c/post/operationId webhook c: operationId 'onB' is already used in this document",
        ],
      },
    ],
    [
      'an operationId the events file imports',
      {
        given: [hook('a', { operationId: 'defineEvent' })],
        want: [
          "/webhooks/a/post/operationId webhook a: operationId 'defineEvent' is taken by what the generated files import or declare beside the calls; choose another",
        ],
      },
    ],
    [
      'an event name that is no identifier',
      {
        given: [hook('note-created', { operationId: 'onNoteCreated' })],
        want: [expect.stringMatching(/^\/webhooks\/note-created webhook note-created: the event name /)],
      },
    ],
  ] as [string, { given: { key: string; op: OperationObject; pointer: string }[]; want: unknown[] }][])('%s', (_, { given, want }) => {
    const out: string[] = [];
    checkWebhooks(given, new Set(['getNote']), new Set(['defineEvent']), (pointer, message) => out.push(`${pointer} ${message}`));
    expect(out).toEqual(want);
  });
});
