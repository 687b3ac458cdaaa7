// The line and column of JSON pointers in JSON text, in one pass that skips every subtree off their paths: a
// problem in a 13 MB document is placed in milliseconds, without a YAML parse that keeps every node's position, and
// two hundred warnings in one pass rather than two hundred.
import { pointerKeys } from '../json-pointer.ts';

/** [line, col] (1-based) of the key that introduces the value at `pointer` (of the value, in an array); undefined when absent. */
export function locateJsonPointer(text: string, pointer: string): [number, number] | undefined {
  return locateJsonPointers(text, [pointer]).get(pointer);
}

interface Wanted {
  /** The pointers, as given, that end here. */
  pointers: string[];
  children: Map<string, Wanted>;
}

/** `locateJsonPointer` of each pointer, in one pass over the text; a pointer that is absent has no entry. */
export function locateJsonPointers(text: string, pointers: readonly string[]): Map<string, [number, number]> {
  const root: Wanted = { pointers: [], children: new Map() };
  for (const pointer of pointers) {
    let node = root;
    for (const key of pointerKeys(pointer)) {
      // An array index is read as a number (`/items/01` is item 1), as the scan below counts items.
      const segment = /^\d+$/.test(key) ? String(Number(key)) : key;
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { pointers: [], children: new Map() }));
      node = child;
    }
    node.pointers.push(pointer);
  }
  const offsets = new Map<string, number>();
  // The scan stops once every pointer is placed: a warning's first place is often near the top of a large document.
  const wanted = new Set(pointers).size;
  let i = 0;
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  const skipString = () => {
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const readString = (): string => {
    const start = i;
    skipString();
    return JSON.parse(text.slice(start, i)) as string;
  };
  /** Skips one value: a string, or a container counted by its brackets, or a literal. */
  const skipValue = () => {
    ws();
    if (text[i] === '"') return skipString();
    if (text[i] !== '{' && text[i] !== '[') {
      while (i < text.length && !',}] \n\r\t'.includes(text[i]!)) i++;
      return;
    }
    let depth = 0;
    do {
      const c = text[i];
      if (c === '"') {
        skipString();
        continue;
      }
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') depth--;
      i++;
    } while (depth > 0 && i < text.length);
  };
  const mark = (node: Wanted, offset: number) => {
    for (const p of node.pointers) if (!offsets.has(p)) offsets.set(p, offset);
  };
  /** The value at `i`: its members on a wanted path visited, the rest skipped. */
  const visit = (node: Wanted): void => {
    ws();
    if (node.children.size === 0 || (text[i] !== '{' && text[i] !== '[')) return skipValue();
    const object = text[i] === '{';
    i++;
    for (let n = 0; ; n++) {
      ws();
      if (i >= text.length) return;
      if (text[i] === (object ? '}' : ']')) {
        i++;
        return;
      }
      let at = i;
      let child: Wanted | undefined;
      if (object) {
        const key = readString();
        ws();
        i++; // ':'
        child = node.children.get(key);
      } else {
        child = node.children.get(String(n));
        at = i;
      }
      if (child) {
        mark(child, at);
        if (offsets.size === wanted) return;
        visit(child);
        if (offsets.size === wanted) return;
      } else skipValue();
      ws();
      if (text[i] === ',') i++;
    }
  };
  ws();
  mark(root, i);
  visit(root);
  // Lines counted once, in the order of the offsets.
  const out = new Map<string, [number, number]>();
  const sorted = [...offsets].sort((a, b) => a[1] - b[1]);
  let line = 1;
  let lineStart = 0;
  let k = text.indexOf('\n');
  for (const [pointer, offset] of sorted) {
    while (k !== -1 && k < offset) {
      line++;
      lineStart = k + 1;
      k = text.indexOf('\n', k + 1);
    }
    out.set(pointer, [line, offset - lineStart + 1]);
  }
  return out;
}
