// TypeScript resolves a type alias's union and intersection members and the arguments of `Record<…>` eagerly, so an
// alias that reaches itself through them is an error (TS2456 "circularly references itself"): `type Details =
// Record<string, Details> | Leaf`. Object literal members, arrays and interfaces are resolved lazily and break such
// a loop. Maps on a loop are therefore marked to print as an index signature (`{ [key: string]: Details }`), which
// is lazy, and nothing else changes.
import type { IrNamedType, IrType } from './types.ts';
import { reaches } from '../graph.ts';

/** Whether a named type is declared as an interface (a plain object with fields), else as a type alias. */
export function declaredAsInterface(t: IrType): t is Extract<IrType, { kind: 'object' }> {
  return t.kind === 'object' && t.properties.length > 0 && !t.additional;
}

/** The names a type refers to where TypeScript resolves them eagerly; `maps` collects the maps passed through. */
function eagerRefs(t: IrType, into: Set<string>, maps?: IrType[]): void {
  switch (t.kind) {
    case 'ref':
      into.add(t.name);
      break;
    case 'union':
    case 'intersection':
      for (const m of t.members) eagerRefs(m, into, maps);
      break;
    case 'object':
      if (t.additional) {
        maps?.push(t);
        eagerRefs(t.additional, into, maps);
      }
      break;
  }
}

/** Marks (`lazyMap`) each map through which a type alias of `types` refers back to itself. */
export function breakAliasCycles(types: IrNamedType[]): void {
  const aliases = new Map<string, IrType>();
  for (const t of types) {
    if (!t.enumValues && !declaredAsInterface(t.type)) aliases.set(t.name, t.type);
    if (t.writable && t.writableName && !declaredAsInterface(t.writable)) aliases.set(t.writableName, t.writable);
  }
  const edges = new Map([...aliases].map(([name, type]) => [name, [...collect(type)].filter((n) => aliases.has(n))]));
  const onLoop = new Set([...aliases.keys()].filter((name) => reaches(name, name, edges)));
  if (onLoop.size === 0) return;
  for (const type of aliases.values()) {
    const maps: IrType[] = [];
    eagerRefs(type, new Set(), maps);
    for (const map of maps) {
      if (map.kind !== 'object' || !map.additional) continue;
      if ([...collect(map.additional)].some((n) => onLoop.has(n))) map.lazyMap = true;
    }
  }
}

function collect(t: IrType): Set<string> {
  const out = new Set<string>();
  eagerRefs(t, out);
  return out;
}
