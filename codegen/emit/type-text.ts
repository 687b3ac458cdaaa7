import type { OptionalKind, PropertySignatureStructure } from 'ts-morph';
import { isLiteral } from '../ir/schema-object.ts';
import type { IrLiteral, IrProperty, IrType } from '../ir/types.ts';
import { IDENTIFIER } from '../parse/identifiers.ts';
import { convertedType, isRuntimeType } from './converter-names.ts';
import { memberText } from './structure-printer.ts';

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
    type: typeText(p.type),
    hasQuestionToken: !p.required,
    docs: docs(p.description, p.deprecated),
  }));
}

/**
 * Whether a type's text spans lines: only an object type with properties does (any other type is one line, string
 * literals escape their line breaks). Such a type is never parenthesised in a union nor written `T[]`.
 */
export function spansLines(type: string): boolean {
  return type.includes('\n');
}

/** An object type's text: its members on their own lines, two spaces in (a member's doc comment moves with it). */
export function objectTypeText(members: string): string {
  if (members === '') return '{\n}';
  const lines = members.split('\n').map((line) => (line === '' ? line : `  ${line}`));
  return `{\n${lines.join('\n')}\n}`;
}

/** An IrType as TypeScript text: one line for simple types, several for object literals. */
export function typeText(t: IrType): string {
  switch (t.kind) {
    case 'object': {
      const map = t.additional && (t.lazyMap ? `{ [key: string]: ${text(t.additional)} }` : `Record<string, ${text(t.additional)}>`);
      if (t.properties.length === 0) return map ?? 'Record<string, never>';
      const obj = objectTypeText(memberText(propertyStructures(t.properties)));
      return map ? `${obj} & ${map}` : obj;
    }
    case 'array': {
      const inner = typeText(t.items);
      if (spansLines(inner)) return `Array<${inner}>`;
      return /^[A-Za-z0-9_$.<>, ]+$/.test(inner) && !inner.includes('<') ? `${inner}[]` : `Array<${inner}>`;
    }
    case 'union':
    case 'intersection': {
      const parts = t.members.map(typeText);
      const sep = t.kind === 'union' ? ' | ' : ' & ';
      if (!parts.some(spansLines))
        return [...new Set(parts)].map((p) => (p.includes(' ') && !p.startsWith('Record<') && !p.startsWith('{') ? `(${p})` : p)).join(sep);
      // With an object type among them: no duplicate removed, every one-line member with a blank parenthesised.
      return parts.map((p) => (!spansLines(p) && p.includes(' ') ? `(${p})` : p)).join(sep);
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
      // An object type with properties as a map's values or a member of such a type: `unknown`.
      const type = typeText(t);
      return spansLines(type) ? 'unknown' : type;
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
