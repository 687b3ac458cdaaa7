import { describe, expect, it, vi } from 'vitest';
import type { OpenApiDocument } from '@siteapi/document';

// Every schema compiled by the Ajvs below, counted: the extension schemas must wait for a document that uses them.
const compiled = vi.hoisted(() => ({ schemas: [] as object[] }));
vi.mock('@siteapi/document/ajv', async (original) => {
  const actual = await original<typeof import('@siteapi/document/ajv')>();
  return {
    ...actual,
    createAjv: (...args: Parameters<typeof actual.createAjv>) => {
      const ajv = actual.createAjv(...args);
      const compile = ajv.compile.bind(ajv);
      ajv.compile = ((schema: object) => {
        compiled.schemas.push(schema);
        return compile(schema);
      }) as typeof ajv.compile;
      return ajv;
    },
  };
});

const { checkExtensions, EXTENSION_SCHEMAS } = await import('../../../codegen/parse/validate-extensions.ts');
const { openApi32Schema, openApiSchema } = await import('../../../codegen/parse/openapi-schema.ts');
const { createAjv } = await import('@siteapi/document/ajv');

describe("the project's own schemas", () => {
  it('are valid JSON Schema 2020-12 (they are compiled without that check)', () => {
    const ajv = createAjv();
    for (const [name, schema] of [
      ['OpenAPI 3.1', openApiSchema()] as const,
      ['OpenAPI 3.2', openApi32Schema()] as const,
      ...Object.entries(EXTENSION_SCHEMAS),
    ]) {
      expect(ajv.validateSchema(schema), `${name}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
    }
  });

  it('an extension schema is compiled when a document first has that extension, not on import', () => {
    compiled.schemas.length = 0;
    const problems: string[] = [];
    const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, 'x-service': 7 } as unknown as OpenApiDocument;
    checkExtensions(doc, (pointer, message) => problems.push(`${pointer} ${message}`));
    expect(compiled.schemas).toEqual([EXTENSION_SCHEMAS['x-service']]);
    expect(problems).toHaveLength(1);
    checkExtensions(doc, () => {});
    expect(compiled.schemas).toHaveLength(1);
  });
});
