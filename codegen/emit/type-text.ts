import { Writers } from './ts-morph.ts';
import type { CodeBlockWriter, OptionalKind, PropertySignatureStructure, WriterFunction } from 'ts-morph';
import { converterTable } from '@siteapi/runtime/generated';
import { isLiteral } from '../ir/schema-object.ts';
import type { ConverterName, IrLiteral, IrProperty, IrType } from '../ir/types.ts';
import { IDENTIFIER } from '../parse/identifiers.ts';
import { convertedType, isRuntimeType } from './converter-names.ts';

/** Converted types the runtime exports (generated files import them), from its converter table. */
export const RUNTIME_TYPES: string[] = [
  ...new Set((Object.keys(converterTable()) as ConverterName[]).filter(isRuntimeType).map((name) => convertedType(name)!)),
];

/**
 * A single-quoted string literal of any spec text: quotes, control characters and line separators are escaped, so no
 * text can end the string or the line it is on. A backslash is written `\u005c`: ts-morph's writer misreads `\\'` as
 * an escaped quote and loses track of the string.
 */
export function quote(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
  const escaped = value.replace(/[\\'\u0000-\u001f\u007f\u2028\u2029]/g, (c) => (c === "'" ? "\\'" : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  return `'${escaped}'`;
}

/** A property key: bare when it is an identifier, else quoted; `__proto__` computed, as a literal key would set the prototype. */
export function propertyName(name: string): string {
  if (name === '__proto__') return "['__proto__']";
  return IDENTIFIER.test(name) ? name : quote(name);
}

export function literal(value: IrLiteral): string {
  return typeof value === 'string' ? quote(value) : String(value);
}

/** Any value as a type: its literal type, or where no literal spells it, the wider type it belongs to. */
export function literalType(value: unknown): string {
  if (isLiteral(value)) return literal(value);
  return typeof value === 'number' ? 'number' : 'unknown';
}

/**
 * `@deprecated` and descriptions as doc comments: `*\/` in a description must not end the comment, and Unicode line
 * separators become line breaks (some parsers end a comment line at them).
 */
export function docs(description?: string, deprecated?: boolean): string[] {
  const text = [
    // Descriptions are the document's, unchecked inside schemas (OpenAPI's own schema leaves those open): text only.
    (typeof description === 'string' ? description : undefined)
      ?.trim()
      .replace(/\*\//g, '*\\/')
      .replace(/[\u2028\u2029]/g, '\n'),
    deprecated ? '@deprecated' : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  return text ? [text] : [];
}

export function propertyStructures(properties: IrProperty[]): OptionalKind<PropertySignatureStructure>[] {
  return properties.map((p) => ({
    name: propertyName(p.name),
    type: typeWriter(p.type),
    hasQuestionToken: !p.required,
    docs: docs(p.description, p.deprecated),
  }));
}

/** An IrType as a ts-morph type: a string for simple types, a writer for object literals. */
export function typeWriter(t: IrType): string | WriterFunction {
  switch (t.kind) {
    case 'object': {
      const map = t.additional && (t.lazyMap ? `{ [key: string]: ${text(t.additional)} }` : `Record<string, ${text(t.additional)}>`);
      if (t.properties.length === 0) return map ?? 'Record<string, never>';
      const obj = Writers.objectType({ properties: propertyStructures(t.properties) });
      if (!map) return obj;
      return (w: CodeBlockWriter) => {
        obj(w);
        w.write(` & ${map}`);
      };
    }
    case 'array': {
      const inner = typeWriter(t.items);
      if (typeof inner === 'string') return /^[A-Za-z0-9_$.<>, ]+$/.test(inner) && !inner.includes('<') ? `${inner}[]` : `Array<${inner}>`;
      return (w: CodeBlockWriter) => {
        w.write('Array<');
        inner(w);
        w.write('>');
      };
    }
    case 'union':
    case 'intersection': {
      const parts = t.members.map(typeWriter);
      const sep = t.kind === 'union' ? ' | ' : ' & ';
      if (parts.every((p) => typeof p === 'string'))
        return [...new Set(parts as string[])].map((p) => (p.includes(' ') && !p.startsWith('Record<') && !p.startsWith('{') ? `(${p})` : p)).join(sep);
      return (w: CodeBlockWriter) => {
        parts.forEach((p, i) => {
          if (i > 0) w.write(sep);
          if (typeof p === 'string') w.write(p.includes(' ') ? `(${p})` : p);
          else p(w);
        });
      };
    }
    default:
      return text(t);
  }
}

/** Types that print on one line. */
function text(t: IrType): string {
  switch (t.kind) {
    case 'ref':
      return t.name;
    case 'primitive':
      return t.type === 'integer' ? 'number' : t.type;
    case 'literal':
      return t.values.length === 0 ? 'never' : t.values.map(literalType).join(' | ');
    case 'converted': {
      const type = convertedType(t.converter);
      // The IR makes a converted type only of a converter with an SDK-side type of its own (ir/schema-object.ts).
      if (type === undefined) throw new Error(`converter ${t.converter} keeps its schema's type, so the IR has no converted type of it`);
      return type;
    }
    case 'void':
      return 'void';
    case 'binary':
      return 'Blob';
    case 'unknown':
      return 'unknown';
    default: {
      const w = typeWriter(t);
      if (typeof w === 'string') return w;
      return 'unknown';
    }
  }
}

/** Named types and runtime media types an IrType refers to, for imports. */
export function referencedNames(t: IrType, into: Set<string>): Set<string> {
  switch (t.kind) {
    case 'ref':
      into.add(t.name);
      break;
    case 'converted':
      if (isRuntimeType(t.converter)) into.add(convertedType(t.converter)!);
      break;
    case 'array':
      referencedNames(t.items, into);
      break;
    case 'object':
      t.properties.forEach((p) => referencedNames(p.type, into));
      if (t.additional) referencedNames(t.additional, into);
      break;
    case 'union':
    case 'intersection':
      t.members.forEach((m) => referencedNames(m, into));
      break;
  }
  return into;
}
