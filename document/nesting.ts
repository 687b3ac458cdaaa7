// How deep a value nests: every walk over a document or a request (ours, ajv's, the libraries') recurses, so what
// nests past a limit is refused before anything walks it.
import { escapePointer } from './json-pointer.ts';

/** The pointer of the first value nested `max` levels deep or more, found without recursion; undefined when none is. */
export function pointerTooDeep(root: unknown, max: number): string | undefined {
  const stack: [unknown, string, number][] = [[root, '', 0]];
  while (stack.length > 0) {
    const [node, pointer, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth >= max) return pointer;
    for (const [key, value] of Object.entries(node)) if (value && typeof value === 'object') stack.push([value, `${pointer}/${escapePointer(key)}`, depth + 1]);
  }
  return undefined;
}
