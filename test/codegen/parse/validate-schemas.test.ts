import { describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument } from '@siteapi/document';
import { checkSchemas } from '../../../codegen/parse/validate-schemas.ts';

// A document's component schemas, and its examples checked against their schemas.

const doc = (schemas: Record<string, unknown>) => ({ openapi: '3.1.0', components: { schemas } }) as unknown as OpenApiDocument;

describe('checkSchemas', () => {
  it.each([
    ['valid components', { given: { Note: { type: 'object', properties: { n: { type: 'integer' } } } }, want: [] }],
    [
      'a component name that is no identifier',
      { given: { 'my-note': { type: 'string' } }, want: [expect.stringMatching(/^\/components\/schemas\/my-note schema name /)] },
    ],
    ['a schema the meta-schema refuses', { given: { Note: { type: 'text' } }, want: [expect.stringMatching(/^\/components\/schemas\/Note\/type schema: /)] }],
  ] as [string, { given: Record<string, unknown>; want: unknown[] }][])('%s', (_, { given, want }) => {
    const out: string[] = [];
    checkSchemas(doc(given), (p, m) => out.push(`${p} ${m}`));
    expect(out).toEqual(want);
  });

  it.each([
    ['a matching example', { given: { schema: { $ref: '#/components/schemas/Note' }, value: { n: 1 } }, want: [] }],
    [
      'an example that does not match, at its place',
      {
        given: { schema: { $ref: '#/components/schemas/Note' }, value: { n: 'one' } },
        want: ["/ex/n example does not match its schema at '/n': must be integer"],
      },
    ],
    ['no schema', { given: { schema: undefined, value: 1 }, want: [] }],
  ] as [string, { given: { schema: JsonSchema | undefined; value: unknown }; want: string[] }][])('checkExample: %s', (_, { given, want }) => {
    const out: string[] = [];
    const check = checkSchemas(doc({ Note: { type: 'object', properties: { n: { type: 'integer' } } } }), (p, m) => out.push(`${p} ${m}`));
    check!(given.schema, '/components/schemas/Note', given.value, '/ex');
    expect(out).toEqual(want);
  });

  it('gives no example check for a document ajv cannot hold', () => {
    const out: string[] = [];
    const twice = doc({ A: { $id: 'https://example.com/s', type: 'string' }, B: { $id: 'https://example.com/s', type: 'string' } });
    expect(checkSchemas(twice, (p, m) => out.push(`${p} ${m}`))).toBeUndefined();
    expect(out).toEqual([expect.stringMatching(/^ schemas: /)]);
  });
});
