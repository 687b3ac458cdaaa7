// A structural diff of two JSON answers: every path whose value changed, appeared or went away, with the
// values as compact JSON text. Arrays are compared by index (answers keep their order); a body that is
// not JSON is compared as one text value.

export type DiffKind = 'changed' | 'added' | 'removed';

export interface DiffEntry {
  /** `post.url.path`, `posts[2].title`; '' for the whole body. */
  path: string;
  kind: DiffKind;
  before?: string;
  after?: string;
}

export function diffJsonText(before: string, after: string): DiffEntry[] {
  return diffJson(parseOrText(before), parseOrText(after));
}

export function diffJson(before: unknown, after: unknown, path = '', out: DiffEntry[] = []): DiffEntry[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i++) compareChild(before, after, i, `${path}[${i}]`, out);
    return out;
  }
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) compareChild(before, after, key, joinPath(path, key), out);
    return out;
  }
  if (!sameValue(before, after)) out.push({ path, kind: 'changed', before: show(before), after: show(after) });
  return out;
}

function compareChild(before: object, after: object, key: string | number, path: string, out: DiffEntry[]): void {
  const inBefore = Object.hasOwn(before, key);
  const inAfter = Object.hasOwn(after, key);
  const a = (before as Record<string | number, unknown>)[key];
  const b = (after as Record<string | number, unknown>)[key];
  if (inBefore && !inAfter) out.push({ path, kind: 'removed', before: show(a) });
  else if (!inBefore && inAfter) out.push({ path, kind: 'added', after: show(b) });
  else diffJson(a, b, path, out);
}

function joinPath(path: string, key: string): string {
  const segment = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (path === '') return /^[A-Za-z_$]/.test(segment) ? segment : `[${segment}]`;
  return /^[A-Za-z_$]/.test(segment) ? `${path}.${segment}` : `${path}[${segment}]`;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

const MAX_SHOWN = 200;

/** A value as compact JSON, shortened when long (the raw bodies have it whole). */
function show(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
