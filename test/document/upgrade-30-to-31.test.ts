// OpenAPI 3.0 → 3.1 by place: objects keep their kind whatever their keys are named.
import { describe, expect, it } from 'vitest';
import { upgradeTo31 } from '@siteapi/document/load';
import { upgrade30To31 } from '../../document/load/upgrade-30-to-31.ts';

const base = { openapi: '3.0.3', info: { title: 'A', version: '1' } };

describe('upgrade30To31', () => {
  it("a parameter kept under the component key 'schema' stays a parameter with its example", () => {
    const out = upgradeTo31({
      ...base,
      paths: {},
      components: {
        parameters: {
          schema: { name: 'schema', in: 'query', example: 'v2', schema: { type: 'string', example: 'v1' } },
          fieldsSchema: { name: 'fields', in: 'query', example: 'a,b', schema: { type: 'string' } },
        },
        responses: { items: { description: 'd', content: { 'application/json': { example: { n: 1 }, schema: { type: 'object' } } } } },
      },
    });
    expect(out.components?.parameters?.schema).toEqual({ name: 'schema', in: 'query', example: 'v2', schema: { type: 'string', examples: ['v1'] } });
    expect(out.components?.parameters?.fieldsSchema).toMatchObject({ example: 'a,b' });
    expect((out.components!.responses!.items as { content: Record<string, unknown> }).content['application/json']).toEqual({
      example: { n: 1 },
      schema: { type: 'object' },
    });
  });

  it("a property named 'example' stays a property; one named 'x-webhooks' too", () => {
    const out = upgradeTo31({
      ...base,
      paths: {},
      components: { schemas: { S: { type: 'object', properties: { example: { type: 'string', nullable: true }, 'x-webhooks': { type: 'integer' } } } } },
    });
    expect(out.components?.schemas?.S).toEqual({
      type: 'object',
      properties: { example: { type: ['string', 'null'] }, 'x-webhooks': { type: 'integer' } },
    });
    expect(out.webhooks).toBeUndefined();
  });

  it('example values and extensions are data: nothing in them is rewritten', () => {
    const data = { type: 'string', nullable: true, format: 'binary', example: 'x' };
    const out = upgradeTo31({
      ...base,
      'x-sample': data,
      paths: {
        '/a': {
          get: {
            responses: {
              '200': { description: 'd', content: { 'application/json': { schema: { type: 'object' }, example: data, examples: undefined } } },
            },
          },
        },
      },
      components: { examples: { E: { value: data } }, schemas: { S: { type: 'string', default: data } } },
    });
    expect(out['x-sample' as never]).toEqual(data);
    expect((out.components?.examples as Record<string, unknown> | undefined)?.E).toEqual({ value: data });
    expect(out.components?.schemas?.S).toEqual({ type: 'string', default: data });
  });

  it('schemas: nullable, exclusive bounds, example, binary, base64 and byte', () => {
    const out = upgradeTo31({
      ...base,
      paths: {
        '/f': {
          post: {
            requestBody: {
              content: {
                'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } },
                'application/json': { schema: { type: 'object', properties: { b: { type: 'string', format: 'byte' } } } },
                'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
              },
            },
            responses: { '204': { description: 'd' } },
          },
        },
      },
      components: {
        schemas: {
          N: { type: 'integer', minimum: 1, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false, example: 3 },
          B: { type: 'string', format: 'base64' },
        },
      },
    });
    const content = (out.paths!['/f'] as { post: { requestBody: { content: Record<string, { schema?: { properties: Record<string, unknown> } }> } } }).post
      .requestBody.content;
    expect(content['multipart/form-data']!.schema!.properties.file).toEqual({ type: 'string', contentMediaType: 'application/octet-stream' });
    expect(content['application/json']!.schema!.properties.b).toEqual({ type: 'string', contentEncoding: 'base64', contentMediaType: 'application/json' });
    expect(content['application/octet-stream']).toEqual({});
    expect(out.components?.schemas?.N).toEqual({ type: 'integer', exclusiveMinimum: 1, maximum: 9, examples: [3] });
    expect(out.components?.schemas?.B).toEqual({ type: 'string', contentEncoding: 'base64' });
  });

  it('x-webhooks at the root becomes webhooks, and their schemas upgrade; any other version is left as it is', () => {
    const out = upgradeTo31({
      ...base,
      paths: {},
      'x-webhooks': { hook: { post: { requestBody: { content: { 'application/json': { schema: { type: 'string', nullable: true } } } }, responses: {} } } },
    });
    expect(out.webhooks?.hook).toMatchObject({ post: { requestBody: { content: { 'application/json': { schema: { type: ['string', 'null'] } } } } } });
    const v31 = { openapi: '3.1.0', components: { schemas: { S: { type: 'string', nullable: true } } } };
    expect(upgrade30To31(structuredClone(v31))).toEqual(v31);
  });
});
