// OpenAPI 3.0 → 3.1, by the place of each object in the document (places.ts). An object's kind comes from where it
// sits, never from a key's name: a parameter kept under the component key `schema`, a property named `example` or a
// response named `items` stay what they are. Scalar's upgrader decides by the names on an object's path, which turns
// such objects into schemas (their `example` into a schema's `examples` list) and rewrites data inside examples; it
// still does 2.0 → 3.0 (upgrade.ts).
import { pointerKeys } from '../json-pointer.ts';
import type { Node } from '../node.ts';
import type { OpenApiDocument } from '../openapi-types.ts';
import { enclosingPlace, forEachPlace } from '../places.ts';

/**
 * `data` (an OpenAPI 3.0 document, changed in place) as OpenAPI 3.1: in every Schema Object, `nullable` beside a
 * `type` becomes a type list, boolean `exclusiveMinimum`/`exclusiveMaximum` take their bound, `example` becomes
 * `examples: [example]`, and the string formats `binary`, `base64` and `byte` become `contentMediaType` /
 * `contentEncoding`; a media type `application/octet-stream` says nothing more (3.1 needs no schema for bytes); the
 * root's `x-webhooks` becomes `webhooks`. Parameters, headers and media types keep their `example` (3.1 has it too).
 * `nullable: true` beside a composition, a `$ref` or an enum is left for `nullAsAlternative`; any other `nullable` goes.
 * Any other version is returned as it is.
 */
export function upgrade30To31(data: Node): OpenApiDocument {
  if (typeof data.openapi !== 'string' || !data.openapi.startsWith('3.0')) return data as unknown as OpenApiDocument;
  forEachPlace(data, (node, kind, pointer) => {
    if (kind === 'document') {
      node.openapi = '3.1.1';
      if (node['x-webhooks'] !== undefined) {
        node.webhooks = node['x-webhooks'];
        delete node['x-webhooks'];
      }
    } else if (kind === 'media-type' && pointerKeys(pointer).at(-1) === 'application/octet-stream') {
      for (const key of Object.keys(node)) delete node[key];
    } else if (kind === 'schema') {
      upgradeSchema(node, () => {
        const media = enclosingPlace(data, pointer, 'media-type');
        return media === undefined ? undefined : pointerKeys(media).at(-1);
      });
    }
  });
  return data as unknown as OpenApiDocument;
}

/** What `nullable: true` (or a lone `type: 'null'`) can say "or null" beside: `nullAsAlternative` rewrites those. */
export const NULL_BESIDE = ['oneOf', 'anyOf', 'allOf', '$ref', 'enum'] as const;

/** Whether a schema has one of `NULL_BESIDE`. */
export const hasNullBeside = (o: Node): boolean => NULL_BESIDE.some((key) => (key === '$ref' ? typeof o.$ref === 'string' : Array.isArray(o[key])));

/** One Schema Object's own 3.0 keywords in their 3.1 form (its subschemas are visited apart). */
export function upgradeSchema(schema: Node, mediaType: () => string | undefined): void {
  if (schema.nullable === true && schema.type !== undefined) {
    schema.type = Array.isArray(schema.type) ? [...new Set([...schema.type, 'null'])] : [schema.type, 'null'];
    delete schema.nullable;
  } else if (schema.nullable !== undefined && !(schema.nullable === true && hasNullBeside(schema))) {
    // 3.1 has no `nullable`, and ajv refuses one without a `type` ("nullable" cannot be used without "type"): with
    // nothing to be null beside, a schema without a type admits null already, and `false` said nothing in 3.0 either.
    delete schema.nullable;
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[exclusive] === true) {
      schema[exclusive] = schema[bound];
      delete schema[bound];
    } else if (schema[exclusive] === false) delete schema[exclusive];
  }
  if (Object.hasOwn(schema, 'example')) {
    if (schema.examples === undefined) schema.examples = [schema.example];
    delete schema.example;
  }
  const isString = schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
  if (!isString) return;
  if (schema.format === 'binary') {
    delete schema.format;
    schema.contentMediaType = 'application/octet-stream';
  } else if (schema.format === 'base64') {
    delete schema.format;
    schema.contentEncoding = 'base64';
  } else if (schema.format === 'byte') {
    delete schema.format;
    schema.contentEncoding = 'base64';
    const media = mediaType();
    if (media !== undefined) schema.contentMediaType = media;
  }
}
