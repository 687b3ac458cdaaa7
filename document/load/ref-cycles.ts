// `$ref` chains that come back to where they started without reaching anything but another `$ref`
// (`A: {$ref: B}`, `B: {$ref: A}`, or `A: {$ref: A}`, within a file or across files): such a reference means nothing,
// and every reader that follows it (ours, ajv's, Redocly's) would follow it forever.
import path from 'node:path';
import { collectRefs, resolveRef } from '../refs.ts';

/** One object holding a `$ref`: its file and its JSON pointer there. */
export interface RefHolder {
  file: string;
  pointer: string;
}

/**
 * The `$ref` cycles reachable from `root`'s references; each once, its members from the first in file and pointer
 * order. `load` gives a file's data (undefined when it cannot be read: its references are not followed); a
 * reference to another file is followed only when `load` reads it.
 */
export function refCycles(root: string, load: (file: string) => unknown): RefHolder[][] {
  const key = (h: RefHolder) => `${h.file}#${h.pointer}`;
  const files = new Map<string, unknown>();
  const read = (file: string): unknown => {
    if (!files.has(file)) files.set(file, load(file));
    return files.get(file);
  };
  /** The holder a `$ref` written in `from` names, when it is itself a `$ref`; undefined when the chain ends there. */
  const next = (from: string, ref: string): RefHolder | undefined => {
    const hash = ref.indexOf('#');
    const target = hash === -1 ? ref : ref.slice(0, hash);
    const file = target === '' ? from : fileOf(from, target);
    if (file === undefined) return undefined;
    const pointer = hash === -1 ? '' : ref.slice(hash + 1);
    const data = read(file);
    if (data === undefined) return undefined;
    const node = resolveRef(data, `#${pointer}`);
    return node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string' ? { file, pointer } : undefined;
  };
  const refOf = (h: RefHolder) => (resolveRef(files.get(h.file), `#${h.pointer}`) as { $ref: string }).$ref;

  const cycles = new Map<string, RefHolder[]>();
  const settled = new Set<string>();
  const queue = [root];
  const queued = new Set(queue);
  while (queue.length > 0) {
    const file = queue.shift()!;
    const data = read(file);
    if (data === undefined) continue;
    const refs = collectRefs(data);
    for (const { ref, pointer } of refs) {
      const chain: RefHolder[] = [];
      const onChain = new Map<string, number>();
      let at: RefHolder | undefined = { file, pointer: pointer.slice(0, -'/$ref'.length) };
      // The first holder's reference is the one collected; the later ones are looked up.
      let written: string | undefined = ref;
      while (at && !settled.has(key(at))) {
        if (onChain.has(key(at))) {
          const members = chain.slice(onChain.get(key(at)));
          const first = members.reduce((a, b) => (key(b) < key(a) ? b : a));
          const rotated = [...members.slice(members.indexOf(first)), ...members.slice(0, members.indexOf(first))];
          cycles.set(key(first), rotated);
          break;
        }
        onChain.set(key(at), chain.length);
        chain.push(at);
        at = next(at.file, written ?? refOf(at));
        written = undefined;
      }
      for (const h of chain) settled.add(key(h));
    }
    // Other files are searched as their references lead to them.
    for (const { ref } of refs) {
      const target = ref.split('#')[0]!;
      if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const other = fileOf(file, target);
      if (other !== undefined && !queued.has(other)) {
        queued.add(other);
        queue.push(other);
      }
    }
  }
  return [...cycles.values()].sort((a, b) => key(a[0]!).localeCompare(key(b[0]!)));
}

/** The file a reference's file part names, beside the file it is written in; undefined when it is no file name. */
function fileOf(from: string, target: string): string | undefined {
  try {
    return path.join(path.dirname(from), decodeURI(target));
  } catch {
    return undefined;
  }
}

/** A cycle as its references, `#/components/schemas/A → #/components/schemas/B → #/components/schemas/A`. */
export function describeCycle(cycle: RefHolder[], shown: (file: string) => string): string {
  const name = (h: RefHolder) => `${cycle.every((m) => m.file === cycle[0]!.file) ? '' : shown(h.file)}#${h.pointer}`;
  return [...cycle, cycle[0]!].map(name).join(' → ');
}
