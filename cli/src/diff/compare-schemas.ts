import { CONVERSION_EXTENSIONS } from '@siteapi/codegen';
import type { ChangeKind } from './rules.ts';
import { deref, isNode, type Node } from '@siteapi/document';

/** Where in a request or response a change is: `body`, `response 200`, `query paging.limit`, plus a field path. */
export interface Place {
  base: string;
  path: string;
}

export const placeText = (at: Place): string => (at.path ? `${at.base}: ${at.path}` : at.base);
const child = (at: Place, key: string): Place => ({ base: at.base, path: at.path ? `${at.path}.${key}` : key });
const suffix = (at: Place, mark: string): Place => ({ base: at.base, path: `${at.path}${mark}` });

export interface SchemaContext {
  oldDoc: Node;
  newDoc: Node;
  report(kind: ChangeKind, at: Place, detail: string): void;
  /** Pairs of references already compared in this direction: recursive schemas end, and a shared schema is reported once. */
  seen: Set<string>;
}

const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const DOC_KEYS = new Set(['description', 'title', 'example', 'examples', 'deprecated', 'default', 'readOnly', 'writeOnly']);

/** Compares what a schema accepts or yields; the context's direction decides what breaks (rules.ts). */
export function compareSchemas(ctx: SchemaContext, oldRaw: unknown, newRaw: unknown, at: Place): void {
  const oldRef = refName(oldRaw);
  const newRef = refName(newRaw);
  if (oldRef || newRef) {
    const key = `${oldRef ?? at.path}|${newRef ?? at.path}`;
    if (ctx.seen.has(key)) return;
    ctx.seen.add(key);
  }
  const o = flatten(ctx.oldDoc, oldRaw);
  const n = flatten(ctx.newDoc, newRaw);
  if (!o || !n) return;

  const oldConversion = conversionOf(o);
  const newConversion = conversionOf(n);
  if (oldConversion !== newConversion) ctx.report('conversion-changed', at, `${oldConversion ?? 'no conversion'} → ${newConversion ?? 'no conversion'}`);

  const oldTypes = typeSet(ctx.oldDoc, o);
  const newTypes = typeSet(ctx.newDoc, n);
  if (oldTypes && newTypes && !sameSet(oldTypes, newTypes)) {
    const detail = `${typeText(oldTypes)} → ${typeText(newTypes)}`;
    if (covers(newTypes, oldTypes)) ctx.report('type-widened', at, detail);
    else if (covers(oldTypes, newTypes)) ctx.report('type-narrowed', at, detail);
    else return ctx.report('type-changed', at, detail);
  } else if (!oldTypes && newTypes) {
    ctx.report('type-narrowed', at, `any → ${typeText(newTypes)}`);
  } else if (oldTypes && !newTypes) {
    ctx.report('type-widened', at, `${typeText(oldTypes)} → any`);
  }

  compareEnums(ctx, o, n, at);
  compareConstraints(ctx, o, n, at);
  compareProperties(ctx, o, n, at);
  if (isNode(o.additionalProperties) && isNode(n.additionalProperties)) compareSchemas(ctx, o.additionalProperties, n.additionalProperties, suffix(at, '{}'));
  if (o.items !== undefined && n.items !== undefined) compareSchemas(ctx, o.items, n.items, suffix(at, '[]'));
  compareVariants(ctx, o, n, at);
}

function compareEnums(ctx: SchemaContext, o: Node, n: Node, at: Place): void {
  const oldValues = Array.isArray(o.enum) ? o.enum : undefined;
  const newValues = Array.isArray(n.enum) ? n.enum : undefined;
  const text = (v: unknown) => JSON.stringify(v);
  if (oldValues && newValues) {
    for (const v of oldValues) if (!newValues.some((w) => text(w) === text(v))) ctx.report('enum-value-removed', at, `${text(v)} removed`);
    for (const v of newValues) if (!oldValues.some((w) => text(w) === text(v))) ctx.report('enum-value-added', at, `${text(v)} added`);
  } else if (newValues) {
    ctx.report('type-narrowed', at, `now one of ${newValues.map(text).join(', ')}`);
  } else if (oldValues) {
    ctx.report('type-widened', at, `no longer limited to ${oldValues.map(text).join(', ')}`);
  }
}

function compareConstraints(ctx: SchemaContext, o: Node, n: Node, at: Place): void {
  const bound = (keys: string[], tighter: (a: number, b: number) => boolean) => {
    for (const key of keys) {
      const a = typeof o[key] === 'number' ? (o[key] as number) : undefined;
      const b = typeof n[key] === 'number' ? (n[key] as number) : undefined;
      if (a === b) continue;
      const detail = `${key} ${a ?? 'none'} → ${b ?? 'none'}`;
      if (a === undefined || (b !== undefined && tighter(a, b))) ctx.report('constraint-tightened', at, detail);
      else ctx.report('constraint-loosened', at, detail);
    }
  };
  bound(UPPER_BOUNDS, (a, b) => b < a);
  bound(LOWER_BOUNDS, (a, b) => b > a);
  for (const key of ['pattern', 'format']) {
    const a = o[key];
    const b = n[key];
    // A date-time format is a conversion (reported above), not a constraint.
    if (a === b || a === 'date-time' || b === 'date-time') continue;
    ctx.report(
      b === undefined ? 'constraint-loosened' : 'constraint-tightened',
      at,
      `${key} ${a === undefined ? 'none' : JSON.stringify(a)} → ${b === undefined ? 'none' : JSON.stringify(b)}`,
    );
  }
}

function compareProperties(ctx: SchemaContext, o: Node, n: Node, at: Place): void {
  const oldProps = (isNode(o.properties) ? o.properties : {}) as Node;
  const newProps = (isNode(n.properties) ? n.properties : {}) as Node;
  const oldRequired = new Set(Array.isArray(o.required) ? (o.required as string[]) : []);
  const newRequired = new Set(Array.isArray(n.required) ? (n.required as string[]) : []);
  const removed = Object.keys(oldProps).filter((k) => !(k in newProps));
  const added = Object.keys(newProps).filter((k) => !(k in oldProps));

  // A removed field and an added one of the same shape in the same object: most likely a rename.
  const renamedTo = new Map<string, string>();
  for (const r of removed) {
    const shape = signature(ctx.oldDoc, oldProps[r]);
    const match = added.find((a) => ![...renamedTo.values()].includes(a) && signature(ctx.newDoc, newProps[a]) === shape);
    if (match) renamedTo.set(r, match);
  }
  const taken = new Set(renamedTo.values());
  for (const r of removed) {
    const to = renamedTo.get(r);
    // A field the server sets (readOnly) was never the caller's to send, one only sent (writeOnly) never came back.
    const was = deref(ctx.oldDoc, oldProps[r]).value;
    const oldProp = isNode(oldProps[r]) ? (oldProps[r] as Node) : {};
    const readOnly = oldProp.readOnly === true || (isNode(was) && was.readOnly === true);
    const writeOnly = oldProp.writeOnly === true || (isNode(was) && was.writeOnly === true);
    const kind = readOnly ? 'read-only-field-removed' : writeOnly ? 'write-only-field-removed' : 'field-removed';
    if (to) ctx.report('field-renamed', child(at, r), `renamed to ${to}`);
    else ctx.report(kind, child(at, r), `removed (${schemaText(ctx.oldDoc, oldProps[r])})`);
  }
  for (const a of added) {
    if (taken.has(a)) continue;
    const what = schemaText(ctx.newDoc, newProps[a]);
    if (newRequired.has(a)) ctx.report('field-required', child(at, a), `added, required (${what})`);
    else ctx.report('field-added', child(at, a), `added (${what})`);
  }
  for (const k of Object.keys(oldProps)) {
    if (!(k in newProps)) continue;
    if (oldRequired.has(k) && !newRequired.has(k)) ctx.report('field-optional', child(at, k), 'no longer required');
    if (!oldRequired.has(k) && newRequired.has(k)) ctx.report('field-required', child(at, k), 'now required');
    compareSchemas(ctx, oldProps[k], newProps[k], child(at, k));
  }
}

/** oneOf/anyOf members, matched by the schema they refer to, else by position. */
function compareVariants(ctx: SchemaContext, o: Node, n: Node, at: Place): void {
  const oldList = (o.oneOf ?? o.anyOf) as unknown[] | undefined;
  const newList = (n.oneOf ?? n.anyOf) as unknown[] | undefined;
  if (!Array.isArray(oldList) || !Array.isArray(newList)) return;
  const label = (doc: Node, v: unknown, i: number) => refName(v) ?? `#${i + 1} (${schemaText(doc, v)})`;
  const oldLabels = oldList.map((v, i) => label(ctx.oldDoc, v, i));
  const newLabels = newList.map((v, i) => label(ctx.newDoc, v, i));
  for (const [i, l] of oldLabels.entries()) {
    const j = newLabels.indexOf(l);
    if (j < 0) ctx.report('type-narrowed', at, `variant ${l} removed`);
    else compareSchemas(ctx, oldList[i], newList[j], at);
  }
  for (const l of newLabels) if (!oldLabels.includes(l)) ctx.report('type-widened', at, `variant ${l} added`);
}

function refName(value: unknown): string | undefined {
  return isNode(value) && typeof value.$ref === 'string' ? value.$ref.replace(/^#\/components\/schemas\//, '') : undefined;
}

/** The schema with its references followed and `allOf` members merged (properties and required lists joined). */
export function flatten(doc: Node, raw: unknown, depth = 0): Node | undefined {
  const schema = deref(doc, raw).value;
  if (!isNode(schema)) return undefined;
  if (!Array.isArray(schema.allOf) || depth > 20) return schema;
  const { allOf, ...rest } = schema;
  const merged: Node = { ...rest };
  const properties: Node = {};
  const required = new Set<string>();
  for (const member of [...(allOf as unknown[]).map((m) => flatten(doc, m, depth + 1)), rest]) {
    if (!member) continue;
    if (isNode(member.properties)) Object.assign(properties, member.properties);
    if (Array.isArray(member.required)) for (const r of member.required as string[]) required.add(r);
    for (const [k, v] of Object.entries(member)) if (!(k in merged) && k !== 'properties' && k !== 'required') merged[k] = v;
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

function conversionOf(s: Node): string | undefined {
  if (s.format === 'date-time') return 'format date-time';
  // The SDK type of a value depends on these (runtime conversions): adding or removing one changes it.
  const key = CONVERSION_EXTENSIONS.find((k) => s[k] !== undefined && s[k] !== false);
  return key ? `${key}: ${JSON.stringify(s[key])}` : undefined;
}

/** The JSON types a schema allows; undefined when it does not say (any). */
function typeSet(doc: Node, s: Node, depth = 0): Set<string> | undefined {
  if (typeof s.type === 'string') return new Set([s.type]);
  if (Array.isArray(s.type)) return new Set(s.type as string[]);
  const values = Array.isArray(s.enum) ? s.enum : 'const' in s ? [s.const] : undefined;
  if (values) return new Set(values.map((v) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v)));
  if (isNode(s.properties)) return new Set(['object']);
  if (s.items !== undefined) return new Set(['array']);
  const variants = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(variants) && depth < 10) {
    const all = new Set<string>();
    for (const v of variants) {
      const member = flatten(doc, v);
      const types = member && typeSet(doc, member, depth + 1);
      if (!types) return undefined;
      for (const t of types) all.add(t);
    }
    return all;
  }
  return undefined;
}

/** `a` accepts every type of `b` (a number accepts integers). */
function covers(a: Set<string>, b: Set<string>): boolean {
  return [...b].every((t) => a.has(t) || (t === 'integer' && a.has('number')));
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((t) => b.has(t));
const typeText = (types: Set<string>) => [...types].sort().join(' | ');

function schemaText(doc: Node, raw: unknown): string {
  const ref = refName(raw);
  if (ref) return ref;
  const s = flatten(doc, raw);
  const types = s && typeSet(doc, s);
  return types ? typeText(types) : 'any';
}

/** A field's shape without its documentation, for telling a rename from a removal. */
function signature(doc: Node, raw: unknown): string {
  const ref = refName(raw);
  if (ref) return `ref:${ref}`;
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : isNode(v)
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !DOC_KEYS.has(k))
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, strip(x)]),
          )
        : v;
  return JSON.stringify(strip(deref(doc, raw).value));
}
