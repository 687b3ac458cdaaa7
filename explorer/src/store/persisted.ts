// Storage access that never throws (private mode, quota, disabled or absent storage): the explorer works the
// same without it. Only preferences go through here by default; tokens only when the user opts in.

export function readJson<T>(storage: Storage | undefined, key: string): Partial<T> | undefined {
  try {
    const raw = storage?.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === 'object' ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Not remembered; nothing else depends on it.
  }
}

export function remove(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}
