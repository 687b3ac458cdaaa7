import { refKeys, escapePointer } from '@siteapi/document';
import { converterTable } from '@siteapi/runtime/generated';
import { componentTypeNames, type Names } from '../naming.ts';
import { type ConverterModes, extensionConverter, formatConverter } from '../parse/converter-rules.ts';
import type { JsonSchema } from '@siteapi/document';
import type { ConverterName, IrProperty, IrType } from './types.ts';

// The Schema Object: a JSON Schema as the SDK-side type it reads or writes.

/** `#/components/schemas/A%20B` → `A B`; undefined for any other reference. */
export function refName(ref: string): string | undefined {
  const keys = refKeys(ref);
  return keys?.length === 3 && keys[0] === 'components' && keys[1] === 'schemas' ? keys[2] : undefined;
}

/**
 * Which side of the wire a type is for: `read` (answers, events: no writeOnly fields) or `write` (request
 * arguments: no readOnly fields, and the `<Name>Writable` type of each component in `writable`).
 */
export interface TypeView extends ConverterModes {
  side: 'read' | 'write';
  /** Refs of the components that have a readOnly field below them. */
  writable: ReadonlySet<string>;
  /** The type names of the components. */
  names: ComponentNames;
}

/** The names of a service's component types, by component name: the type, and its request form when it has one. */
export interface ComponentNames {
  type: ReadonlyMap<string, string>;
  writable: ReadonlyMap<string, string>;
}

/**
 * Every component's type name and the `<Name>Writable` of those with read-only fields, taken in the order of the
 * component names (so the order of a document's keys does not change them) from `scope`.
 */
export function componentNames(components: string[], writable: ReadonlySet<string>, scope: Names): ComponentNames {
  const type = componentTypeNames(components, scope);
  const writableNames = new Map<string, string>();
  for (const c of type.keys()) if (writable.has(`#/components/schemas/${escapePointer(c)}`)) writableNames.set(c, scope.take(`${type.get(c)}Writable`));
  return { type, writable: writableNames };
}

/** A converted field's type, where its converter gives it an SDK-side type of its own (the runtime's converter table). */
const convertedType = (converter: ConverterName | undefined): IrType | undefined =>
  converter && converterTable()[converter].sdkType !== undefined ? { kind: 'converted', converter } : undefined;

/** A value a literal type can spell: a string, a finite number, a boolean or null. */
export const isScalar = (v: unknown): v is string | number | boolean | null =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/** JSON Schema → IrType (SDK-side types: converted fields become their SDK type). */
export function schemaToType(schema: JsonSchema | boolean | undefined, view: TypeView): IrType {
  const to = (s: JsonSchema | boolean | undefined) => schemaToType(s, view);
  if (schema === undefined || schema === true) return { kind: 'unknown' };
  if (schema === false) return { kind: 'literal', values: [] };
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const type = name === undefined ? undefined : view.names.type.get(name);
    if (name === undefined || type === undefined) return { kind: 'unknown' };
    return { kind: 'ref', name: (view.side === 'write' && view.writable.has(schema.$ref) && view.names.writable.get(name)) || type };
  }
  // An extension's converter decides the type of any schema, where the converter has an SDK-side type of its own.
  const extension = convertedType(extensionConverter(schema));
  if (extension) return extension;
  // A literal type spells scalars; an object or array value (or an enum that is no list) types as unknown.
  if (schema.const !== undefined) return isScalar(schema.const) ? { kind: 'literal', values: [schema.const] } : { kind: 'unknown' };
  if (schema.enum !== undefined)
    return Array.isArray(schema.enum) && schema.enum.every(isScalar) ? { kind: 'literal', values: schema.enum } : { kind: 'unknown' };
  if (schema.allOf) return simplify({ kind: 'intersection', members: schema.allOf.map(to) });
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return simplify({ kind: 'union', members: alternatives.map(to) });
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return simplify({ kind: 'union', members: types.map((t) => to({ ...schema, type: t })) });
  }
  switch (types[0]) {
    case 'string':
      // A format converts here only once the schema is one string type: `type: [string, 'null']` became a union above.
      return convertedType(formatConverter(schema, view)) ?? (isBinary(schema) ? { kind: 'binary' } : { kind: 'primitive', type: 'string' });
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return { kind: 'primitive', type: types[0] };
    case 'array':
      return { kind: 'array', items: to(schema.items) };
    case 'object':
    case undefined: {
      if (types[0] === undefined && !schema.properties && schema.additionalProperties === undefined) return { kind: 'unknown' };
      const required = new Set(schema.required ?? []);
      // A field the server sets (readOnly) is no argument; one only sent (writeOnly, a password) never comes back.
      const hidden = view.side === 'write' ? 'readOnly' : 'writeOnly';
      const properties: IrProperty[] = Object.entries(schema.properties ?? {})
        .filter(([, prop]) => prop?.[hidden] !== true)
        .map(([name, prop]) => ({
          name,
          type: to(prop),
          required: required.has(name),
          description: prop.description,
          deprecated: prop.deprecated === true ? true : undefined,
        }));
      const ap = schema.additionalProperties;
      const additional = ap === undefined || ap === false ? undefined : to(ap);
      if (properties.length === 0 && !additional) return { kind: 'object', properties, additional: { kind: 'unknown' } };
      return { kind: 'object', properties, additional };
    }
    default:
      return { kind: 'unknown' };
  }
}

function simplify(t: IrType): IrType {
  if ((t.kind === 'union' || t.kind === 'intersection') && t.members.length === 1) return t.members[0]!;
  return t;
}

/** Whether a type holds an object written out in place (which an argument's type text cannot spell inline). */
export function hasInlineObject(t: IrType): boolean {
  if (t.kind === 'object') return t.properties.length > 0 || (t.additional !== undefined && hasInlineObject(t.additional));
  if (t.kind === 'array') return hasInlineObject(t.items);
  if (t.kind === 'union' || t.kind === 'intersection') return t.members.some(hasInlineObject);
  return false;
}

/** Bytes rather than text: `format: binary` (OpenAPI 3.0) or a non-text `contentMediaType` without an encoding (3.1). */
function isBinary(schema: JsonSchema): boolean {
  if (schema.format === 'binary') return true;
  const media = schema.contentMediaType;
  return typeof media === 'string' && schema.contentEncoding === undefined && !/^text\/|json|xml/i.test(media);
}
