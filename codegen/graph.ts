/** Whether `to` can be reached from `from` along `edges`; `from` reaches itself only through a cycle. */
export function reaches(from: string, to: string, edges: ReadonlyMap<string, Iterable<string>>): boolean {
  const seen = new Set<string>();
  const stack = [...(edges.get(from) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next === to) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(edges.get(next) ?? []));
  }
  return false;
}
