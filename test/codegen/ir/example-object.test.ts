import { describe, expect, it } from 'vitest';
import { callExamples } from '../../../codegen/ir/example-object.ts';
import type { IrCallExample } from '../../../codegen/ir/types.ts';
import type { ExampleObject, OperationObject, ParameterObject } from '@siteapi/document';
import { requestFields } from '../../../codegen/parse/request-fields.ts';
import { docOf } from './ir-fixture.ts';

// The Example Object alone: a call's named parameter and body examples gathered into one request per name.

const param = (p: Partial<ParameterObject>) => ({ in: 'query', schema: { type: 'string' }, ...p }) as ParameterObject;
/** A named example given by `$ref` (the document's types leave references out of Example Objects). */
const refTo = (name: string) => ({ $ref: `#/components/examples/${name}` }) as ExampleObject;
const body = (media: Record<string, unknown>) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } }, ...media } },
});

const cases: [string, { given: OperationObject; want: IrCallExample[] }][] = [
  [
    'named examples of one name make one request, default first',
    {
      given: {
        parameters: [param({ name: 'postId', in: 'path', required: true, examples: { b: { value: 'p2' }, default: { value: 'p1' } } })],
        requestBody: body({ examples: { b: { summary: 'Second', value: { title: 'B' } }, default: { value: { title: 'A' } } } }),
      } as OperationObject,
      want: [
        { name: 'default', summary: undefined, request: { path: { postId: 'p1' }, query: {}, header: {}, body: { title: 'A' } } },
        { name: 'b', summary: 'Second', request: { path: { postId: 'p2' }, query: {}, header: {}, body: { title: 'B' } } },
      ],
    },
  ],
  [
    'a dotted query name nests; cookies are left out',
    {
      given: { parameters: [param({ name: 'paging.limit', example: 10 }), param({ name: 'session', in: 'cookie', example: 's' })] } as OperationObject,
      want: [{ name: 'default', summary: undefined, request: { path: {}, query: { paging: { limit: 10 } }, header: {} } }],
    },
  ],
  [
    "no example: a sampled string meets its schema's pattern (GitHub's version and subject_digest path parameters)",
    {
      given: {
        parameters: [
          param({ name: 'version', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$' } }),
          param({ name: 'digest', in: 'path', required: true, schema: { type: 'string', pattern: '^sha256:[a-f0-9]{4}$' } }),
          // A pattern no sampler reads (a lookahead): the sampler's value stays.
          param({ name: 'q', required: true, schema: { type: 'string', pattern: '^(?=x)' } }),
        ],
      } as OperationObject,
      want: [{ name: 'default', summary: undefined, request: { path: { version: '0.0.0', digest: 'sha256:aaaa' }, query: { q: 'string' }, header: {} } }],
    },
  ],
  [
    'no example: a required value is sampled from its schema, an optional one left out',
    {
      given: {
        parameters: [param({ name: 'q' }), param({ name: 'X-Id', in: 'header', required: true, schema: { type: 'integer' } })],
        requestBody: body({}),
      } as OperationObject,
      want: [{ name: 'default', summary: undefined, request: { path: {}, query: {}, header: { 'X-Id': 0 }, body: { title: 'string' } } }],
    },
  ],
  [
    'a named example given by $ref (a shared component) is used, its summary too',
    {
      given: {
        parameters: [param({ name: 'postId', in: 'path', required: true, examples: { shared: refTo('PostId') } })],
        requestBody: body({ examples: { shared: refTo('NewPost') } }),
      } as OperationObject,
      want: [{ name: 'shared', summary: 'A post', request: { path: { postId: 'p9' }, query: {}, header: {}, body: { title: 'Shared' } } }],
    },
  ],
  [
    "no example, properties written as AWS writes them (allOf: a $ref and a description): sampled as the $ref's schema",
    {
      given: {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['at', 'version'],
                properties: {
                  at: { allOf: [{ $ref: '#/components/schemas/Timestamp' }, { description: 'When.' }] },
                  version: { allOf: [{ $ref: '#/components/schemas/Version' }, { description: 'Which.' }] },
                },
              },
            },
          },
        },
      } as OperationObject,
      want: [{ name: 'default', summary: undefined, request: { path: {}, query: {}, header: {}, body: { at: '2019-08-24T14:15:22Z', version: 1 } } }],
    },
  ],
  [
    'a required upload without an example: sampled, so the call can be made',
    {
      given: { requestBody: { required: true, content: { 'image/png': {} } } } as OperationObject,
      want: [{ name: 'default', summary: undefined, request: { path: {}, query: {}, header: {}, body: 'string' } }],
    },
  ],
  [
    "a form body's own named examples",
    {
      given: {
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' }, examples: { filled: { value: { name: 'Ada' } } } } },
        },
      } as OperationObject,
      want: [{ name: 'filled', summary: undefined, request: { path: {}, query: {}, header: {}, body: { name: 'Ada' } } }],
    },
  ],
];

const form = (type: string, media: Record<string, unknown>) => ({
  required: true,
  content: {
    [type]: { schema: { type: 'object', required: ['To'], properties: { To: { type: 'string' }, Body: { type: 'string' } } }, ...media },
  },
});

cases.push(
  [
    'a named body example given by $ref is the value it points at, with its summary',
    {
      given: { requestBody: body({ examples: { dog: { value: { title: 'Rex' } }, cat: { $ref: '#/components/examples/cat' } } }) } as OperationObject,
      want: [
        { name: 'cat', summary: 'A cat', request: { path: {}, query: {}, header: {}, body: { title: 'Tom' } } },
        { name: 'dog', summary: undefined, request: { path: {}, query: {}, header: {}, body: { title: 'Rex' } } },
      ],
    },
  ],
  [
    "a form body's example (the media type the call sends) is the body",
    {
      given: { requestBody: form('application/x-www-form-urlencoded', { example: { To: '+1555', Body: 'Hi' } }) } as OperationObject,
      want: [{ name: 'default', summary: undefined, request: { path: {}, query: {}, header: {}, body: { To: '+1555', Body: 'Hi' } } }],
    },
  ],
  [
    'a form body with no example: its required fields sampled from the schema',
    {
      given: { requestBody: form('application/x-www-form-urlencoded', {}) } as OperationObject,
      want: [{ name: 'default', summary: undefined, request: { path: {}, query: {}, header: {}, body: { To: 'string' } } }],
    },
  ],
  [
    "a multipart body's named examples",
    {
      given: { requestBody: form('multipart/form-data', { examples: { a: { value: { To: 'x' } }, b: { value: { To: 'y' } } } }) } as OperationObject,
      want: [
        { name: 'a', summary: undefined, request: { path: {}, query: {}, header: {}, body: { To: 'x' } } },
        { name: 'b', summary: undefined, request: { path: {}, query: {}, header: {}, body: { To: 'y' } } },
      ],
    },
  ],
);
/** Example Objects and schemas the cases reach by `$ref`. */
const components = {
  examples: { PostId: { value: 'p9' }, NewPost: { summary: 'A post', value: { title: 'Shared' } }, cat: { summary: 'A cat', value: { title: 'Tom' } } },
  schemas: { Timestamp: { type: 'string', format: 'date-time' }, Version: { type: 'integer', minimum: 1 } },
};

describe('callExamples', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    const doc = docOf({ paths: { '/p': { post: given } }, components });
    const pointer = '/paths/~1p/post';
    expect(callExamples(requestFields(doc, {}, given, pointer), given, doc, pointer)).toEqual(want);
  });
});
