// What a schema sampler is given (Redoc's openapi-sampler, which the generator's call examples and the mock's answers
// use). openapi-sampler samples each `allOf` member on its own and lets the last one's value win, so a member that
// only describes (AWS writes every property as `allOf: [{ $ref: '#/components/schemas/Timestamp' }, { description }]`)
// turns a date-time into `"string"` and an integer of minimum 1 into `0`. Such members constrain nothing and are left out.
// And it makes `"string"` for any `pattern`: a string schema with one gets an example the pattern matches.
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
  const example = stringMatching(schema.pattern);
  if (example === undefined) return schema;
  const length = [...example].length;
  if ((typeof schema.minLength === 'number' && length < schema.minLength) || (typeof schema.maxLength === 'number' && length > schema.maxLength)) return schema;
  return { ...schema, example };
}

const forSampling = (schema: Node) => withPatternExample(withoutDescriptions(schema));

/** A value at `place` with every Schema Object in it `forSampling`: copied only along what changes. */
function slim(node: unknown, place: Place, done: WeakMap<object, unknown>): unknown {
  if (node === null || typeof node !== 'object') return node;
  if ('kind' in place && (place.kind === 'data' || place.kind === 'extension')) return node;
  if (Array.isArray(node) ? !('list' in place) : !isNode(node)) return node;
  // Shared objects (YAML anchors) are made once.
  if (done.has(node)) return done.get(node);
  const self = 'kind' in place && place.kind === 'schema' ? forSampling(node as Node) : node;
  let out: Node | unknown[] | undefined = self === node ? undefined : (self as Node);
  for (const [key, value] of Object.entries(self)) {
    const next = slim(value, childPlace(place, key, value), done);
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
 * that only describe, and a string schema's `pattern` with an example it matches. The document's view is made once per document, and copies only what changes.
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
