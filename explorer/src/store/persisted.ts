// localStorage access that never throws (private mode, quota, disabled storage): the explorer works the
// same without it. Only preferences go through here by default; tokens only when the user opts in.

export function readJson<T>(key: string): Partial<T> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === 'object' ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Not remembered; nothing else depends on it.
  }
}

export function remove(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
