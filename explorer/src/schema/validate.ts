// Schema checks with the document model's ajv (JSON Schema 2020-12, the dialect the bundled document declares and
// Prism uses; patterns on a linear-time engine, so no document can freeze the page): request fields before sending
// (warnings only) and responses against their declared schema. It loads in its own chunk on the first check.
import type { JsonSchema } from '../catalogue/types.ts';
import { rootSchema, type Schemas } from './resolve.ts';
import { pointerKeys } from '@siteapi/document';

export interface SchemaProblem {
  /** Where in the value, as path segments (`['paging', 'limit']`); empty for the value itself. */
  path: (string | number)[];
  message: string;
}

type Validator = ((value: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string; params?: Record<string, unknown>; keyword: string }[] | null;
};

interface Checker {
  compile(schema: JsonSchema): Validator;
}

let checker: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  checker ??= import('@siteapi/document/ajv').then(({ createAjv }) => {
    const ajv = createAjv();
    return { compile: (schema: JsonSchema) => ajv.compile(schema) as unknown as Validator };
  });
  return checker;
}

const compiled = new WeakMap<JsonSchema, WeakMap<Schemas, Validator>>();

/** Checks `value` against `schema` (its refs resolved in `schemas`); problems in document order. */
export async function checkValue(schema: JsonSchema, schemas: Schemas, value: unknown): Promise<SchemaProblem[]> {
  const { compile } = await loadChecker();
  let bySchemas = compiled.get(schema);
  if (!bySchemas) compiled.set(schema, (bySchemas = new WeakMap()));
  let validate = bySchemas.get(schemas);
  if (!validate) {
    try {
      validate = compile(rootSchema(schema, schemas));
    } catch {
      // A schema ajv cannot compile is not checked, rather than reported as the user's mistake.
      validate = Object.assign(() => true, { errors: null });
    }
    bySchemas.set(schemas, validate);
  }
  if (validate(value)) return [];
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of validate.errors ?? []) {
    // allOf wrappers and failed oneOf branches repeat the real problem; keep one line per place and message.
    if (error.keyword === 'allOf' || error.keyword === 'if') continue;
    const path = pointerToPath(error.instancePath);
    const message = describe(error);
    const key = `${error.instancePath}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ path, message });
  }
  return problems;
}

function describe(error: { keyword: string; message?: string; params?: Record<string, unknown> }): string {
  if (error.keyword === 'additionalProperties' && typeof error.params?.additionalProperty === 'string') {
    return `unknown property "${error.params.additionalProperty}"`;
  }
  if (error.keyword === 'enum' && Array.isArray(error.params?.allowedValues)) {
    return `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return error.message ?? error.keyword;
}

function pointerToPath(pointer: string): (string | number)[] {
  return pointerKeys(pointer).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** `post.media[0].url` style, for lists and messages. */
export function formatPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment), '');
}
