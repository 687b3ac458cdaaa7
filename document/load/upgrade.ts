import { upgrade } from '@scalar/openapi-upgrader';
import type { OpenApiDocument } from '../openapi-types.ts';

export const DIALECT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** The OpenAPI version a document declares, or why it has none this generator reads. */
export function documentVersion(data: unknown): { version: '2.0' | '3.0' | '3.1' } | { problem: string } {
  const doc = data as { openapi?: unknown; swagger?: unknown };
  if (typeof doc.swagger === 'string' || typeof doc.swagger === 'number') {
    return String(doc.swagger) === '2.0' ? { version: '2.0' } : { problem: `swagger '${String(doc.swagger)}' is not supported; only Swagger 2.0` };
  }
  if (typeof doc.openapi !== 'string') return { problem: 'not an OpenAPI document: it has no openapi (or swagger) version' };
  if (/^3\.0\.\d+$/.test(doc.openapi)) return { version: '3.0' };
  if (/^3\.1\.\d+$/.test(doc.openapi)) return { version: '3.1' };
  return { problem: `openapi '${doc.openapi}' is not supported; use 3.0.x or 3.1.x (or Swagger 2.0)` };
}

/** The sections Swagger 2.0 keeps where OpenAPI 3 has components. */
const SWAGGER_SECTIONS: [string, string][] = [
  ['/components/schemas', '/definitions'],
  ['/components/securitySchemes', '/securityDefinitions'],
  ['/components/parameters', '/parameters'],
  ['/components/responses', '/responses'],
];

/** Where a pointer of the upgraded document was in the Swagger 2.0 document it came from (or its nearest ancestor). */
export function swaggerPointer(pointer: string): string {
  for (const [to, from] of SWAGGER_SECTIONS) if (pointer === to || pointer.startsWith(`${to}/`)) return from + pointer.slice(to.length);
  return pointer;
}

/**
 * Where a pointer of the upgraded document was in the 2.0 or 3.0 document `data`: Swagger 2.0's own sections, and
 * `x-webhooks`, which the upgrader moves to `webhooks` (over any `webhooks` written beside it).
 */
export function upgradedFrom(data: unknown, version: '2.0' | '3.0'): (pointer: string) => string {
  const webhooks = !!data && typeof data === 'object' && Object.hasOwn(data, 'x-webhooks');
  return (pointer) => {
    const moved = webhooks && (pointer === '/webhooks' || pointer.startsWith('/webhooks/')) ? `/x-${pointer.slice(1)}` : pointer;
    return version === '2.0' ? swaggerPointer(moved) : moved;
  };
}

/**
 * A Swagger 2.0 or OpenAPI 3.0 document as OpenAPI 3.1, with Scalar's upgrader (`nullable` → type arrays,
 * `definitions` → components, body parameters → request bodies, ...): the rest of the generator reads 3.1 only.
 * Schemas use JSON Schema 2020-12 unless the document says otherwise. The input is not changed.
 */
export function upgradeTo31(data: unknown): OpenApiDocument {
  const upgraded = upgrade(structuredClone(data) as Record<string, unknown>, '3.1') as unknown as OpenApiDocument;
  upgraded.jsonSchemaDialect ??= DIALECT_2020_12;
  return upgraded;
}
