import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OperationObject } from '@siteapi/document';
import { requestFields } from '../../../codegen/parse/request-fields.ts';
import { checkOperationExamples, hasNamedExamples } from '../../../codegen/parse/validate-examples.ts';

// An operation's examples: which are required, and that each one reaches the schema check at its place.

const json = (parts: Record<string, unknown>) => ({ content: { 'application/json': { schema: { type: 'object' }, ...parts } } });
const named = { examples: { one: { value: {} } } };

const cases: [string, { given: Record<string, unknown>; want: { problems: string[]; checked: string[] } }][] = [
  [
    'a complete operation',
    { given: { responses: { '200': json(named) } }, want: { problems: [], checked: ['/p/responses/200/content/application~1json/examples/one/value'] } },
  ],
  [
    'no success answer',
    { given: { responses: { '404': json({}) } }, want: { problems: ['/p/responses GET /n: a success (2xx) response is required'], checked: [] } },
  ],
  [
    'a success answer without named examples',
    {
      given: { responses: { '201': json({}) } },
      want: { problems: ['/p/responses/201/content/application~1json GET /n: the 201 response needs named examples'], checked: [] },
    },
  ],
  [
    'a required parameter without an example; an optional one checked',
    {
      given: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'q', in: 'query', schema: { type: 'string' }, example: 'x' },
        ],
        responses: { '204': { description: 'none' } },
      },
      want: { problems: ["/p/parameters/0 GET /n: required parameter 'id' needs an example"], checked: ['/p/parameters/1/example'] },
    },
  ],
  [
    'a body that is no JSON',
    {
      given: { requestBody: { content: { 'text/plain': {} } }, responses: { '204': { description: 'none' } } },
      want: { problems: ['/p/requestBody GET /n: the request body must have application/json content'], checked: [] },
    },
  ],
  [
    'body examples checked',
    {
      given: { requestBody: json(named), responses: { '204': { description: 'none' } } },
      want: { problems: [], checked: ['/p/requestBody/content/application~1json/examples/one/value'] },
    },
  ],
  [
    'examples given by $ref: they count, and each is checked where it is written',
    {
      given: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, examples: { one: { $ref: '#/components/examples/Id' } } }],
        responses: { '200': json({ examples: { one: { $ref: '#/components/examples/Empty' } } }) },
      },
      want: { problems: [], checked: ['/components/examples/Id/value', '/components/examples/Empty/value'] },
    },
  ],
];

/** Example Objects the cases reach by `$ref`. */
const components = { examples: { Id: { value: 'n-1' }, Empty: { value: {} } } };

describe('checkOperationExamples', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    const op = given as OperationObject;
    const doc = { openapi: '3.1.0', paths: { '/n': { get: op } }, components } as unknown as OpenApiDocument;
    const problems: string[] = [];
    const checked: string[] = [];
    checkOperationExamples(
      doc,
      op,
      requestFields(doc, {}, op, '/p'),
      '/p',
      'GET /n',
      (_s, _sp, _v, pointer) => checked.push(pointer),
      (p, m) => problems.push(`${p} ${m}`),
    );
    expect({ problems, checked }).toEqual(want);
  });
});

describe('hasNamedExamples', () => {
  it.each([
    ['a named value', { given: { a: { value: 1 } }, want: true }],
    ['only an external value', { given: { a: { externalValue: 'x' } }, want: false }],
    ['none', { given: undefined, want: false }],
    ['a $ref to a named value', { given: { a: { $ref: '#/components/examples/Id' } }, want: true }],
    ['a $ref that does not resolve', { given: { a: { $ref: '#/components/examples/Nothing' } }, want: false }],
  ] as [string, { given: never; want: boolean }][])('%s', (_, { given, want }) =>
    expect(hasNamedExamples({ components } as unknown as OpenApiDocument, given)).toBe(want),
  );
});
