// The one ajv set-up for the schemas of OpenAPI 3.1 documents (JSON Schema 2020-12; 3.0 and Swagger 2.0 documents
// are upgraded to 3.1 before anything validates with them). The generator judges examples with it, the mock checks
// requests, the explorer checks fields and answers, the contract check judges answers.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isNode } from './node.ts';
import { deref } from './refs.ts';
import { linearRegExp } from './patterns.ts';

export { linearRegExp, stringMatching } from './patterns.ts';

import type { ErrorObject } from 'ajv/dist/2020.js';
export type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
export type { Ajv2020 };

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

export interface AjvOptions {
  /**
   * `false` skips Ajv's pass over the generated validator code: the same checks and errors, compiled in about half
   * the time, for schemas that validate a handful of values once.
   */
  optimize?: boolean;
  /**
   * `'native'` runs `pattern`s on JavaScript's backtracking engine, about fifty times faster than RE2 on simple
   * patterns: only for schemas this project wrote (the OpenAPI schema), never for a document's own.
   */
  patterns?: 'linear' | 'native';
  /** `false` checks no `format` (a value of any form passes): for documents whose formats no output reads. */
  formats?: boolean;
  /**
   * `false` compiles a schema without checking it against its meta-schema, which each Ajv compiles first (about
   * 40 ms): only for schemas this project wrote, which the tests check against the meta-schema.
   */
  validateSchema?: boolean;
  /** `true` keeps each error's parent schema (`parentSchema`), which `exemptRequired` reads. */
  verbose?: boolean;
}

/**
 * An Ajv for 2020-12 schemas with the formats OpenAPI uses; unknown keywords (`x-*`, `example`, `discriminator`) are
 * ignored, and nothing is logged.
 */
export function createAjv(options: AjvOptions = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    logger: false,
    validateFormats: options.formats ?? true,
    validateSchema: options.validateSchema ?? true,
    verbose: options.verbose ?? false,
    code: { optimize: options.optimize ?? true, ...(options.patterns === 'native' ? {} : { regExp: linearRegExp as never }) },
  });
  addFormats(ajv);
  ajv.addFormat('media-range', true);
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: object, meta?: boolean) => guarded(compile(schema, meta))) as typeof ajv.compile;
  const getSchema = ajv.getSchema.bind(ajv);
  ajv.getSchema = ((key: string) => {
    const validate = getSchema(key);
    return validate && guarded(validate);
  }) as typeof ajv.getSchema;
  return ajv;
}

/**
 * Whether a `required` error names a property OpenAPI requires in the other direction only: a `readOnly` property is
 * required in responses alone, a `writeOnly` one in requests alone (the Schema Object, 3.0 and 3.1; Prism does the
 * same). Reads the error's parent schema, so the Ajv needs `verbose`; `root` resolves a property given by `$ref`. The
 * property may be declared beside the `required` list or in another member of an `allOf` that holds it
 * (`allOf: [{ $ref: Base }, { required: [id] }]` with `id` readOnly in Base), as documents compose them.
 */
export function exemptRequired(error: ErrorObject, direction: 'request' | 'response', root: unknown): boolean {
  if (error.keyword !== 'required') return false;
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (typeof missing !== 'string' || !isNode(error.parentSchema)) return false;
  const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
  const declared = (schema: unknown): boolean | undefined => {
    const properties = isNode(schema) ? schema.properties : undefined;
    if (!isNode(properties) || !Object.hasOwn(properties, missing)) return undefined;
    const property = deref(root, properties[missing]).value;
    return isNode(property) && property[flag] === true;
  };
  const own = declared(error.parentSchema);
  if (own !== undefined) return own;
  // Not declared beside its `required`: in the members of an allOf the schema is a member of, or in that allOf's holder.
  for (const holder of allOfHolders(root).get(error.parentSchema) ?? []) {
    for (const schema of [holder, ...(holder.allOf as unknown[]).map((m) => deref(root, m).value)]) {
      const found = declared(schema);
      if (found !== undefined) return found;
    }
  }
  return false;
}

const holdersByRoot = new WeakMap<object, WeakMap<object, Record<string, unknown>[]>>();

/** Each schema of `root` that is a member of an `allOf` (as written, and its `$ref`'s target) → the schemas holding that allOf. */
function allOfHolders(root: unknown): WeakMap<object, Record<string, unknown>[]> {
  if (!isNode(root)) return new WeakMap();
  let holders = holdersByRoot.get(root);
  if (holders) return holders;
  const found = new WeakMap<object, Record<string, unknown>[]>();
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const o = node as Record<string, unknown>;
    if (Array.isArray(o.allOf)) {
      for (const member of o.allOf) {
        for (const m of new Set([member, deref(root, member).value])) {
          if (!isNode(m)) continue;
          const list = found.get(m) ?? [];
          list.push(o);
          found.set(m, list);
        }
      }
    }
    for (const value of Object.values(o)) walk(value);
  };
  walk(root);
  holders = found;
  holdersByRoot.set(root, holders);
  return holders;
}

/**
 * The first error that says what is wrong, on one line: where in the value (`/items/0/id`, `/` for the value itself)
 * and the rule it breaks, with the property or the allowed values it names. A `oneOf`/`anyOf`/`if` error says only
 * that no branch matched, so a branch's own error goes first.
 */
export function errorText(errors: readonly ErrorObject[]): string {
  const e = errors.find((x) => x.keyword !== 'oneOf' && x.keyword !== 'anyOf' && x.keyword !== 'if') ?? errors[0];
  if (!e) return 'does not match its schema';
  const extra =
    e.keyword === 'additionalProperties'
      ? ` '${String((e.params as { additionalProperty?: string }).additionalProperty)}'`
      : e.keyword === 'enum'
        ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
        : '';
  return `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${extra}`;
}

/**
 * A validator that never throws: ajv's deep equality (for `enum` and `const` of objects) calls a value's own `valueOf`
 * key, so a value such as `{"valueOf": 0}` made it throw a TypeError. Such a value fails with a `cannot be checked`
 * error instead, which every caller reports like any other.
 */
function guarded(validate: ValidateFunction): ValidateFunction {
  const run = ((data: unknown, context?: unknown) => {
    try {
      const ok = (validate as (data: unknown, context?: unknown) => boolean)(data, context);
      run.errors = validate.errors;
      return ok;
    } catch (error) {
      const message = `cannot be checked against the schema: ${error instanceof Error ? error.message : String(error)}`;
      run.errors = [{ instancePath: '', schemaPath: '#', keyword: 'unreadable', params: {}, message }];
      return false;
    }
  }) as ValidateFunction;
  for (const key of Object.keys(validate) as (keyof ValidateFunction)[]) if (key !== 'errors') (run as unknown as Record<string, unknown>)[key] = validate[key];
  return run;
}
