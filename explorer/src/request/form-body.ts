// Bodies that are not JSON: a form (`application/x-www-form-urlencoded`) or multipart (`multipart/form-data`) body is
// edited as the object of its fields, as the generated call takes it; a multipart body's file fields take files the
// reader picks, which live beside the draft's text (a file is no JSON) and go into the body when it is built.
import type { JsonSchema, OperationDetail } from '../catalogue/types.ts';
import { effective, kindOf, type Schemas } from '../schema/resolve.ts';

export type BodyKind = 'json' | 'urlencoded' | 'multipart' | 'other';

/** What a body's media type is, for building and editing it. */
export function bodyKind(mediaType: string): BodyKind {
  if (/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(mediaType) || mediaType === '*/*') return 'json';
  if (/^application\/x-www-form-urlencoded\b/i.test(mediaType)) return 'urlencoded';
  if (/^multipart\//i.test(mediaType)) return 'multipart';
  return 'other';
}

/** Whether a schema is a file's content: a binary string (`format: binary`, or 3.1's `contentMediaType` without an encoding). */
export function isFileSchema(schema: unknown, schemas: Schemas): boolean {
  const node = effective(schema, schemas);
  if (kindOf(node) !== 'string') return false;
  return node.format === 'binary' || (typeof node.contentMediaType === 'string' && node.contentEncoding === undefined);
}

export interface FileField {
  name: string;
  /** An array of files (`type: array` of binary strings). */
  multiple: boolean;
  required: boolean;
}

/** The top-level fields of a multipart body that take files; none for any other body. */
export function fileFields(detail: Pick<OperationDetail, 'requestBody' | 'schemas'>): FileField[] {
  const body = detail.requestBody;
  if (!body || bodyKind(body.mediaType) !== 'multipart') return [];
  const node = effective(body.schema, detail.schemas);
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([name, schema]) => {
    const field = effective(schema, detail.schemas);
    const multiple = kindOf(field) === 'array' && isFileSchema(field.items, detail.schemas);
    return multiple || isFileSchema(field, detail.schemas) ? [{ name, multiple, required: required.has(name) }] : [];
  });
}

/** The file a snippet names for a file field the reader has not picked (`-F file=@<file>`). */
export const FILE_PLACEHOLDER = '<file>';

/**
 * The body with the chosen files as its file fields; with `placeholders`, each file field not chosen (required or
 * not, as the snippets list every field a reader may send) gets an empty file named `<file>`, so a snippet shows
 * where the reader's file goes.
 */
export function withFiles(
  body: unknown,
  fields: readonly FileField[],
  files: Readonly<Record<string, readonly File[]>> | undefined,
  placeholders = false,
): unknown {
  if (fields.length === 0) return body;
  const out: Record<string, unknown> = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  for (const field of fields) {
    const chosen = files?.[field.name] ?? [];
    const list = chosen.length === 0 && placeholders ? [new File([], FILE_PLACEHOLDER)] : chosen;
    if (list.length === 0) continue;
    out[field.name] = field.multiple ? [...list] : list[0];
  }
  return out;
}
