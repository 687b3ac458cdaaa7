import { literal, propertyName } from './type-text.ts';

/** Code placed as is inside a literal (a reference to another constant). */
export class Code {
  constructor(readonly code: string) {}
}

/**
 * A JSON-compatible value as a TypeScript literal: unquoted identifier keys, single-quoted strings,
 * short arrays and objects on one line. Deterministic: keys keep the order they were given in.
 */
/** Objects printed as a reference to the constant that holds them (hoisted plans); `used` collects the names printed. */
export interface LiteralNames {
  names: Map<object, string>;
  used: Set<string>;
}

export function literalText(value: unknown, indent = '', refs?: LiteralNames, spellOut?: object): string {
  if (value === undefined) return 'undefined';
  if (value instanceof Code) return value.code;
  // `spellOut` is printed in full even where it has a name: the constant that holds it.
  const name = refs && value && typeof value === 'object' && value !== spellOut ? refs.names.get(value) : undefined;
  if (name) {
    refs!.used.add(name);
    return name;
  }
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`non-finite number ${value} in a literal`);
    return literal(value as string | number | boolean | null);
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v) => literalText(v, inner, refs));
    const oneLine = `[${items.join(', ')}]`;
    if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
    return `[\n${items.map((i) => `${inner}${i}`).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const parts = entries.map(([k, v]) => `${propertyName(k)}: ${literalText(v, inner, refs)}`);
  const oneLine = `{ ${parts.join(', ')} }`;
  if (oneLine.length <= 80 && !oneLine.includes('\n')) return oneLine;
  return `{\n${parts.map((p) => `${inner}${p}`).join(',\n')},\n${indent}}`;
}
