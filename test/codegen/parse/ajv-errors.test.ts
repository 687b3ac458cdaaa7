import type { ErrorObject } from '@siteapi/document/ajv';
import { describe, expect, it } from 'vitest';
import { ajvMessage, ajvPointer, nearMiss, reduceAjvErrors } from '../../../codegen/parse/ajv-errors.ts';

// ajv's errors as problems: one per place, the most specific, in words.

const error = (instancePath: string, keyword: string, params: object = {}, message?: string) =>
  ({ instancePath, keyword, params, message, schemaPath: '' }) as ErrorObject;

describe('ajvMessage', () => {
  it.each([
    ['an extra property', { given: error('', 'additionalProperties', { additionalProperty: 'foo' }), want: "unexpected property 'foo'" }],
    ['an unevaluated one', { given: error('', 'unevaluatedProperties', { unevaluatedProperty: 'bar' }), want: "unexpected property 'bar'" }],
    [
      'an enum lists its values',
      {
        given: error('', 'enum', { allowedValues: ['a', 'b'] }, 'must be equal to one of the allowed values'),
        want: 'must be equal to one of the allowed values: a, b',
      },
    ],
    ['ajv words', { given: error('', 'type', {}, 'must be string'), want: 'must be string' }],
    ['the keyword when ajv has no words', { given: error('', 'minimum'), want: 'minimum' }],
  ] as [string, { given: ErrorObject; want: string }][])('%s', (_, { given, want }) => expect(ajvMessage(given)).toBe(want));
});

describe('ajvPointer', () => {
  it.each([
    ['an extra property is at its own key', { given: error('/paths/~1a', 'additionalProperties', { additionalProperty: 'x/y' }), want: '/paths/~1a/x~1y' }],
    [
      'an unevaluated one too',
      { given: error('/webhooks/in', 'unevaluatedProperties', { unevaluatedProperty: '{$request.body#/cb}' }), want: '/webhooks/in/{$request.body#~1cb}' },
    ],
    ['any other error is at its value', { given: error('/info/title', 'type', {}, 'must be string'), want: '/info/title' }],
  ] as [string, { given: ErrorObject; want: string }][])('%s', (_, { given, want }) => expect(ajvPointer(given)).toBe(want));
});

describe('reduceAjvErrors', () => {
  it.each([
    ['the specific error replaces the oneOf noise at its path', { given: [error('/a', 'oneOf'), error('/a', 'type')], want: [['/a', 'type']] }],
    ['noise explained by a deeper path is dropped', { given: [error('/a', 'oneOf'), error('/a/b', 'required')], want: [['/a/b', 'required']] }],
    [
      'the first specific error of a path stays',
      {
        given: [error('/a', 'type'), error('/a', 'minimum'), error('/c', 'anyOf')],
        want: [
          ['/a', 'type'],
          ['/c', 'anyOf'],
        ],
      },
    ],
  ] as [string, { given: ErrorObject[]; want: [string, string][] }][])('%s', (_, { given, want }) => {
    expect(reduceAjvErrors(given).map((e) => [e.instancePath, e.keyword])).toEqual(want);
  });
});

describe('nearMiss', () => {
  it.each<[string, string, boolean]>([
    ['securty', 'security', true],
    ['Components', 'components', true],
    ['servres', 'servers', true],
    ['source', 'servers', false],
    ['owner', 'info', false],
    ['taggs', 'tags', false],
  ])('%s for %s: %s', (key, field, want) => expect(nearMiss(key, field)).toBe(want));
});
