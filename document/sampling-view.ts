// What a schema sampler is given (Redoc's openapi-sampler, which the generator's call examples and the mock's answers
// use). openapi-sampler samples each `allOf` member on its own and lets the last one's value win, so a member that
// only describes (AWS writes every property as `allOf: [{ $ref: '#/components/schemas/Timestamp' }, { description }]`)
// turns a date-time into `"string"` and an integer of minimum 1 into `0`. Such members constrain nothing and are left out.
// And it makes `"string"` for any `pattern`: a string schema with one gets an example the pattern matches. A schema's own
// `example`, `default` or `enum` member that the schema refuses (Twitter's boolean with `example: "false"`) is left out,
// so samplers make a value of the right type; a required name without a property schema (Apicurio's `group`) gets one.
import { isNode, type Node } from './node.ts';
import { stringMatching } from './patterns.ts';
import { childPlace, DOCUMENT_PLACE, type Place } from './places.ts';

/** Keys that say nothing about which values a schema takes (with any `x-` key). */
const ANNOTATIONS: ReadonlySet<string> = new Set(['description', 'title', '$comment', 'deprecated', 'externalDocs', 'xml', 'summary']);

const onlyDescribes = (member: unknown) => isNode(member) && Object.keys(member).every((key) => ANNOTATIONS.has(key) || key.startsWith('x-'));

/** A schema whose `allOf` holds members that only describe, without them (the same object when it has none). */
function withoutDescriptions(schema: Node): Node {
  if (!Array.isArray(schema.allOf) || !schema.allOf.some(onlyDescribes)) return schema;
  const allOf = schema.allOf.filter((member) => !onlyDescribes(member));
  const { allOf: _all, ...rest } = schema;
  return allOf.length > 0 ? { ...rest, allOf } : rest;
}

/**
 * A string schema with a `pattern` and no value of its own (example, default, enum, const) gets an `example` the
 * pattern matches (`stringMatching`), within its length bounds; openapi-sampler makes `"string"` for any pattern.
 */
function withPatternExample(schema: Node): Node {
  if (typeof schema.pattern !== 'string' || ['example', 'examples', 'default', 'enum', 'const'].some((k) => schema[k] !== undefined)) return schema;
  const type = schema.type;
  if (type !== undefined && type !== 'string' && !(Array.isArray(type) && type.includes('string'))) return schema;
  const example = stringMatching(schema.pattern, typeof schema.minLength === 'number' ? schema.minLength : 0);
  if (example === undefined) return schema;
  const length = [...example].length;
  if ((typeof schema.minLength === 'number' && length < schema.minLength) || (typeof schema.maxLength === 'number' && length > schema.maxLength)) return schema;
  return { ...schema, example };
}

/** A value's JSON Schema type (`integer` for a whole number). */
function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a `type` keyword (a name, a list, or none) takes a value. */
function typeTakes(type: unknown, value: unknown): boolean {
  const types = typeof type === 'string' ? [type] : Array.isArray(type) ? type : undefined;
  if (!types) return true;
  const own = typeOfValue(value);
  return types.includes(own) || (own === 'integer' && types.includes('number'));
}

/**
 * Whether a schema's `enum` lists no member its `type` takes (Visual Studio's integers with enums of strings such as
 * `"0 (User)"`): then no value passes the schema, a document's defect that no sampler or client can mend.
 */
export function enumTakesNone(schema: unknown): boolean {
  return isNode(schema) && Array.isArray(schema.enum) && !schema.enum.some((member) => typeTakes(schema.type, member));
}

const sameValue = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * Whether a schema refuses a value at first sight: its `type`, its `enum`, its `required` names, its `items`' `type`
 * (nothing behind a `$ref` is followed). Enough for the values documents give their own schemas.
 */
function refusesAtSight(schema: Node, value: unknown): boolean {
  if (!typeTakes(schema.type, value)) return true;
  if (Array.isArray(schema.enum) && !schema.enum.some((member) => sameValue(member, value))) return true;
  if (isNode(value) && Array.isArray(schema.required) && schema.required.some((name) => typeof name === 'string' && !Object.hasOwn(value, name))) return true;
  const items = schema.items;
  return Array.isArray(value) && isNode(items) && items.$ref === undefined && value.some((item) => !typeTakes(items.type, item));
}

/**
 * A schema without the values of its own it refuses: `enum` members of another type (an integer's enum of strings;
 * no `enum` when none is left), and an `example`, `default` or item of `examples` the rest refuses.
 */
function withoutRefusedValues(schema: Node): Node {
  let out = schema;
  const drop = (key: string) => {
    const { [key]: _dropped, ...rest } = out;
    out = rest;
  };
  if (Array.isArray(schema.enum)) {
    const members = schema.enum.filter((member) => typeTakes(schema.type, member));
    if (enumTakesNone(schema)) drop('enum');
    else if (members.length < schema.enum.length) out = { ...out, enum: members };
  }
  for (const key of ['example', 'default']) if (out[key] !== undefined && refusesAtSight(out, out[key])) drop(key);
  if (Array.isArray(out.examples)) {
    const kept = out.examples.filter((example) => !refusesAtSight(out, example));
    if (kept.length === 0) drop('examples');
    else if (kept.length < out.examples.length) out = { ...out, examples: kept };
  }
  return out;
}

/**
 * An object schema whose `required` names a property it does not define gets a schema for it (its
 * `additionalProperties` when that is one, else a string), so samplers make the value a validator requires. Not
 * for an `allOf` member, or a schema with `allOf`, `anyOf` or `oneOf`: another member may define the name.
 */
function withRequiredNames(schema: Node, member: boolean): Node {
  if (member || !Array.isArray(schema.required) || schema.additionalProperties === false) return schema;
  if (['allOf', 'anyOf', 'oneOf'].some((key) => schema[key] !== undefined)) return schema;
  const properties = isNode(schema.properties) ? schema.properties : {};
  const missing = schema.required.filter((name): name is string => typeof name === 'string' && !Object.hasOwn(properties, name));
  if (missing.length === 0 || !(schema.type === 'object' || isNode(schema.properties))) return schema;
  const extra = isNode(schema.additionalProperties) ? schema.additionalProperties : { type: 'string' };
  return { ...schema, properties: { ...properties, ...Object.fromEntries(missing.map((name) => [name, extra])) } };
}

const forSampling = (schema: Node, member: boolean) => withRequiredNames(withPatternExample(withoutRefusedValues(withoutDescriptions(schema))), member);

/** A value at `place` with every Schema Object in it `forSampling` (`member`: an `allOf`'s, or its list): copied only along what changes. */
function slim(node: unknown, place: Place, done: WeakMap<object, unknown>, member = false): unknown {
  if (node === null || typeof node !== 'object') return node;
  if ('kind' in place && (place.kind === 'data' || place.kind === 'extension')) return node;
  if (Array.isArray(node) ? !('list' in place) : !isNode(node)) return node;
  // Shared objects (YAML anchors) are made once.
  if (done.has(node)) return done.get(node);
  const schema = 'kind' in place && place.kind === 'schema';
  const self = schema ? forSampling(node as Node, member) : node;
  let out: Node | unknown[] | undefined = self === node ? undefined : (self as Node);
  for (const [key, value] of Object.entries(self)) {
    const next = slim(value, childPlace(place, key, value), done, Array.isArray(self) ? member : schema && key === 'allOf');
    if (next === value) continue;
    out ??= Array.isArray(self) ? [...self] : { ...(self as Node) };
    (out as Node)[key] = next;
  }
  const result = out ?? node;
  done.set(node, result);
  return result;
}

const views = new WeakMap<object, { document: unknown; done: WeakMap<object, unknown> }>();

/**
 * The document and a schema of it as a sampler should read them: every Schema Object's `allOf` without the members
 * that only describe, a string schema's `pattern` with an example it matches, no own value the schema refuses, and a
 * schema for each required name. The document's view is made once per document, and copies only what changes.
 */
export function samplingView<T>(document: T, schema: unknown): { document: T; schema: unknown } {
  if (!isNode(document)) return { document, schema };
  let view = views.get(document);
  if (!view) {
    const done = new WeakMap<object, unknown>();
    view = { document: slim(document, DOCUMENT_PLACE, done), done };
    views.set(document, view);
  }
  return { document: view.document as T, schema: slim(schema, { kind: 'schema' }, view.done) };
}
