// Dotted request field names (`paging.limit`) ↔ nested objects: how query groups are written and read.

export function setDotted(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let level = target;
  for (const p of parts.slice(0, -1)) {
    if (!level[p] || typeof level[p] !== 'object') level[p] = {};
    level = level[p] as Record<string, unknown>;
  }
  level[parts[parts.length - 1]!] = value;
}

export function getDotted(source: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), source);
}
