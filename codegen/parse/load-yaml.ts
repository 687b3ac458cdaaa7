import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { Problem } from '../problems.ts';

/** A YAML document as plain data plus the source position of every value, keyed by JSON pointer. */
export interface LoadedDocument {
  file: string;
  data: unknown;
  /** JSON pointer → [line, col] (1-based) of the key that introduces the value, or of the value in a sequence. */
  positions: Map<string, [number, number]>;
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Parses YAML keeping positions; syntax errors become problems instead of exceptions. */
export function loadYaml(file: string, source: string): { doc?: LoadedDocument; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const parsed = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = parsed.errors.map((e) => {
    const { line, col } = lineCounter.linePos(e.pos[0]);
    return { file, line, col, message: `YAML: ${e.message.split('\n')[0]}` };
  });
  if (problems.length > 0) return { problems };

  const positions = new Map<string, [number, number]>();
  const at = (offset: number): [number, number] => {
    const { line, col } = lineCounter.linePos(offset);
    return [line, col];
  };
  const walk = (node: Node | null | undefined, pointer: string): void => {
    if (!node) return;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const child = `${pointer}/${escapePointer(key)}`;
        if (pair.key.range) positions.set(child, at(pair.key.range[0]));
        walk(pair.value as Node | null, child);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        const child = `${pointer}/${i}`;
        const range = (item as Node | null)?.range;
        if (range) positions.set(child, at(range[0]));
        walk(item as Node | null, child);
      });
    }
  };
  if (parsed.contents?.range) positions.set('', at(parsed.contents.range[0]));
  walk(parsed.contents as Node | null, '');
  return { doc: { file, data: parsed.toJS({ maxAliasCount: 100 }), positions }, problems };
}

/** The position of a pointer, or of its nearest ancestor that has one. */
export function positionOf(doc: LoadedDocument, pointer: string): [number, number] {
  let p = pointer;
  for (;;) {
    const pos = doc.positions.get(p);
    if (pos) return pos;
    if (p === '') return [1, 1];
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

export function problemAt(doc: LoadedDocument, pointer: string, message: string): Problem {
  const [line, col] = positionOf(doc, pointer);
  return { file: doc.file, line, col, message };
}
