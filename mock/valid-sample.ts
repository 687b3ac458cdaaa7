// The answer to a response that declares no example: openapi-sampler's value (as Prism makes one), then held to the
// schema it came from. The sampler alone answers what the schema refuses: it writes "string" for a `pattern`, `{}` for
// an `anyOf` whose first member is `null`, `{}` without its required fields where a `$ref` comes back round, and
// nothing at all when it cannot follow a schema. Each problem ajv finds is mended where it is, from the same
// sampler (then the stream items' `sampleValue`), until the value passes or nothing mends it further.
import { type ErrorObject, exemptRequired } from '@siteapi/document/ajv';
import { deref, isNode, type Node, pointerKeys, samplingView } from '@siteapi/document';
import { sample } from 'openapi-sampler';
import { sampleValue } from './sample-value.ts';

/** A value's problems against one schema (ajv's errors, `verbose`); `undefined` when the schema cannot be checked. */
export type SchemaCheck = (value: unknown) => readonly ErrorObject[] | undefined;

/** At most this many checks per answer: an answer is made once per status and example, but a schema may be huge. */
const MAX_CHECKS = 400;

/**
 * A value made from `schema` that passes `check` when the mending below can make one: else the value with the fewest
 * problems it reached. `undefined` without a schema, `{}` for an object schema no sampler can read (as before).
 */
export function validSample(document: Node, schema: unknown, check?: SchemaCheck, first?: unknown): unknown {
  if (!isNode(schema)) return undefined;
  // `first`: the sampler's value as the caller made it (the mock's, through its sampling view of the document).
  let value = first ?? candidates(document, schema)[0];
  if (value === undefined) {
    const resolved = deref(document, schema).value;
    return isNode(resolved) && (resolved.type === 'object' || isNode(resolved.properties)) ? {} : undefined;
  }
  if (!check) return value;
  let checks = 0;
  const problems = (candidate: unknown): readonly ErrorObject[] | undefined => {
    checks++;
    return check(candidate)?.filter((error) => !exemptRequired(error, 'response', document));
  };
  let errors = problems(value);
  if (!errors) return value;
  while (errors.length > 0 && checks < MAX_CHECKS) {
    const mended = mendOne(document, value, errors, problems, () => checks < MAX_CHECKS);
    if (!mended) break;
    value = mended.value;
    errors = mended.errors;
  }
  return value;
}

/**
 * The first problem (compositions first, the deepest first) that a replacement at its place makes fewer: the value
 * with it replaced and its new problems; nothing when no problem can be made fewer.
 */
function mendOne(
  document: Node,
  value: unknown,
  errors: readonly ErrorObject[],
  problems: (value: unknown) => readonly ErrorObject[] | undefined,
  budget: () => boolean,
): { value: unknown; errors: readonly ErrorObject[] } | undefined {
  const depth = (e: ErrorObject) => pointerKeys(e.instancePath).length;
  const composite = (e: ErrorObject) => (e.keyword === 'anyOf' || e.keyword === 'oneOf' ? 1 : 0);
  const order = [...errors].sort((a, b) => composite(b) - composite(a) || depth(b) - depth(a));
  const tried = new Set<string>();
  for (const error of order) {
    const place = pointerKeys(error.instancePath);
    const parent = isNode(error.parentSchema) ? error.parentSchema : undefined;
    if (!parent) continue;
    let at = place;
    let options: unknown[];
    if (error.keyword === 'required') {
      const missing = (error.params as { missingProperty?: unknown }).missingProperty;
      if (typeof missing !== 'string') continue;
      at = [...place, missing];
      const properties = isNode(parent.properties) ? parent.properties : {};
      options = candidates(document, Object.hasOwn(properties, missing) ? properties[missing] : {});
    } else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      const extra =
        (error.params as { additionalProperty?: unknown; unevaluatedProperty?: unknown }).additionalProperty ??
        (error.params as { unevaluatedProperty?: unknown }).unevaluatedProperty;
      if (typeof extra !== 'string') continue;
      at = [...place, extra];
      options = [REMOVE];
    } else if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      const members = Array.isArray(parent[error.keyword]) ? (parent[error.keyword] as unknown[]) : [];
      // The composition's own keywords (an object's `properties` beside its `oneOf`) stay with each member.
      const { anyOf: _any, oneOf: _one, ...own } = parent;
      options = members.flatMap((member) => candidates(document, Object.keys(own).length > 0 ? { allOf: [own, member] } : member));
    } else {
      options = candidates(document, parent);
    }
    const key = `${at.join('/')}\0${error.keyword}`;
    if (tried.has(key)) continue;
    tried.add(key);
    let best: { value: unknown; errors: readonly ErrorObject[] } | undefined;
    for (const option of options) {
      if (!budget()) return best;
      const next = replaced(value, at, option);
      const nextErrors = problems(next);
      if (!nextErrors) continue;
      if (nextErrors.length < (best?.errors.length ?? errors.length)) best = { value: next, errors: nextErrors };
      if (nextErrors.length === 0) return best;
    }
    if (best) return best;
  }
  return undefined;
}

/** What a schema may be answered with, most likely first: the sampler's value, with patterns, then `sampleValue`'s. */
function candidates(document: Node, schema: unknown): unknown[] {
  const out: unknown[] = [];
  const resolved = deref(document, schema).value;
  if (isNode(resolved) && (resolved.type === 'null' || (Array.isArray(resolved.type) && resolved.type.includes('null')) || resolved.nullable === true)) {
    out.push(null);
  }
  if (isNode(schema)) {
    for (const options of [{}, { enablePatterns: true }]) {
      try {
        const value: unknown = sample(schema as never, { skipWriteOnly: true, quiet: true, ...options }, document as never);
        if (value !== undefined && !out.some((v) => same(v, value))) out.push(value);
      } catch {
        // A schema the sampler cannot follow (a broken `$ref`, a pattern it cannot read): the next way.
      }
    }
  }
  const fallback = sampleValue(document, schema);
  if (fallback !== undefined && !out.some((v) => same(v, fallback))) out.push(fallback);
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const REMOVE = Symbol('remove');

/** `value` with the place `at` (keys from the top) set to `next` (or removed), copied along the way. */
function replaced(value: unknown, at: readonly string[], next: unknown): unknown {
  if (at.length === 0) return next === REMOVE ? undefined : next;
  const [key, ...rest] = at as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= copy.length) return value;
    copy[index] = replaced(copy[index], rest, next);
    return copy;
  }
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && next === REMOVE) delete copy[key];
  // defineProperty: a property named `__proto__` (a document's) stays a property.
  else
    Object.defineProperty(copy, key, {
      value: replaced(Object.hasOwn(copy, key) ? copy[key] : undefined, rest, next),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

/**
 * A value made from a schema as Prism makes one (Redoc's openapi-sampler, which the generator uses for call examples,
 * given the schema as `samplingView` says): its examples, defaults and enums first, write-only properties left out.
 * `{}` for an object schema the sampler cannot read; nothing without a schema.
 */
export function sampleOf(document: Node, schema: unknown): unknown {
  if (!isNode(schema)) return undefined;
  try {
    const view = samplingView(document, schema);
    const value: unknown = sample(view.schema as never, { skipWriteOnly: true, quiet: true }, view.document as never);
    if (value !== undefined) return value;
  } catch {
    // A schema the sampler cannot follow (a broken $ref): the object answer below.
  }
  const resolved = deref(document, schema).value;
  return isNode(resolved) && (resolved.type === 'object' || isNode(resolved.properties)) ? {} : undefined;
}

/**
 * The values made from the schema at `pointer` that may pass it, made one at a time: openapi-sampler's (all
 * properties, the schema's own examples), then the mock's own (required properties below the top, a `oneOf`'s option
 * that `accepts` says it takes alone), with the schema's examples and without them, for a schema whose own examples
 * break it too.
 */
export function* madeValues(document: Node, schema: unknown, pointer: string, accepts: (pointer: string, value: unknown) => boolean): Generator<unknown> {
  yield sampleOf(document, schema);
  yield sampleValue(document, schema, { accepts }, pointer);
  yield sampleValue(document, schema, { accepts, examples: false }, pointer);
}

/**
 * A name the schema at `pointer` both requires and refuses at one place, found on the values made from it: a value
 * there without the name breaks `required`, and with it `additionalProperties` (Azure's `additionalProperties: false`
 * on an `allOf` member, beside a required name only another member defines). Then no value passes the schema, the
 * document's defect: what it says, `/properties requires 'assemblyName' and refuses it`. `undefined` when a made value
 * passes, or none shows such a name (the schema may take a value the samplers cannot make). `problemsAt` gives what
 * counts against a value at a pointer of the document (`undefined`: that schema cannot be checked).
 */
export function requiredAndRefused(
  document: Node,
  schema: unknown,
  pointer: string,
  problemsAt: (pointer: string, value: unknown) => readonly ErrorObject[] | undefined,
): string | undefined {
  const errorsOf = (value: unknown) => (value === undefined ? undefined : problemsAt(pointer, value));
  const passes = (at: string, value: unknown) => value !== undefined && (problemsAt(at, value)?.length ?? 0) === 0;
  const made = validSample(document, schema, (value) => problemsAt(pointer, value), sampleOf(document, schema));
  const errors = errorsOf(made);
  if (!errors || errors.length === 0) return undefined;
  for (const value of madeValues(document, schema, pointer, passes)) if (passes(pointer, value)) return undefined;
  // A name missing where it is required, refused where it is present: each error, and the value the other way round.
  const missing = (e: ErrorObject) => (e.keyword === 'required' ? (e.params as { missingProperty?: unknown }).missingProperty : undefined);
  const refused = (e: ErrorObject) =>
    e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties'
      ? ((e.params as { additionalProperty?: unknown; unevaluatedProperty?: unknown }).additionalProperty ??
        (e.params as { unevaluatedProperty?: unknown }).unevaluatedProperty)
      : undefined;
  for (const e of errors) {
    const name = missing(e) ?? refused(e);
    if (typeof name !== 'string') continue;
    const other = replaced(made, [...pointerKeys(e.instancePath), name], missing(e) === undefined ? REMOVE : 'string');
    const opposite = errorsOf(other)?.find((o) => o.instancePath === e.instancePath && (missing(e) === undefined ? missing(o) : refused(o)) === name);
    if (opposite) {
      const refusal = missing(e) === undefined ? e : opposite;
      return `${e.instancePath || '/'} requires '${name}' and refuses it (${refusal.keyword}: false)`;
    }
  }
  return undefined;
}
