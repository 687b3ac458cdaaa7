// Past sends, per operation, remembered in the explorer's storage (localStorage by default): the request snapshot
// (no secrets), where it went, and the answer's status, time, size and body (secrets in it replaced too). Defaults:
// at most 50 entries per operation and about 1 MB in all, bodies cut at 64 kB; the oldest entries go first.
import { placeholderFor, redactJsonText } from '../share/redact.ts';
import type { LinkTarget } from '../share/share-link.ts';
import { createStore } from './create-store.ts';
import { laterStore } from './later-store.ts';
import { readJson, writeJson } from './persisted.ts';
import { parseSnapshot, type RequestSnapshot } from './snapshot.ts';

export interface HistoryEntry {
  id: string;
  /** When it was sent, epoch ms. */
  at: number;
  snapshot: RequestSnapshot;
  target: LinkTarget;
  /** Absent when nothing came back (refused, cancelled). */
  status?: number;
  statusText?: string;
  durationMs: number;
  size?: number;
  bodyText: string;
  /** The body was longer than what is kept. */
  truncated: boolean;
}

export interface HistoryState {
  /** Newest first, every operation. */
  entries: readonly HistoryEntry[];
}

const STORAGE_KEY = 'explorer.history';
export const HISTORY_LIMITS = { perOperation: 50, totalChars: 1_000_000, bodyChars: 64_000 };

function load(storage: Storage | undefined): HistoryEntry[] {
  const stored = readJson<{ entries: unknown[] }>(storage, STORAGE_KEY)?.entries;
  return Array.isArray(stored) ? stored.flatMap((item) => (isEntry(item) ? [{ ...item, snapshot: parseSnapshot(item.snapshot)! }] : [])) : [];
}

function isEntry(value: unknown): value is HistoryEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<HistoryEntry>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.at === 'number' &&
    typeof entry.bodyText === 'string' &&
    parseSnapshot(entry.snapshot) !== undefined &&
    !!entry.target
  );
}

/** What a send leaves behind; the store adds the id, the time and the truncation. */
export type HistoryInput = Omit<HistoryEntry, 'id' | 'at' | 'truncated'>;

export type HistoryStore = ReturnType<typeof createHistoryStore>;

/** The history store of an explorer. */
export const historyStoreOf = laterStore((stores) => createHistoryStore(stores.environment.storage));

/** The past sends of one explorer, remembered in its storage. */
export function createHistoryStore(storage: Storage | undefined) {
  const store = createStore<HistoryState>({ entries: load(storage) });

  function keep(entries: readonly HistoryEntry[]): void {
    store.setState({ entries });
    writeJson(storage, STORAGE_KEY, { entries });
  }

  return {
    store,
    add(input: HistoryInput, now = Date.now()): HistoryEntry {
      const body = redactJsonText(input.bodyText);
      const entry: HistoryEntry = {
        ...input,
        id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        at: now,
        target: { mode: input.target.mode, url: redactUrl(input.target.url) },
        bodyText: body.slice(0, HISTORY_LIMITS.bodyChars),
        truncated: body.length > HISTORY_LIMITS.bodyChars,
      };
      keep(evict([entry, ...store.getState().entries]));
      return entry;
    },
    /** Forgets the operation's entries. */
    clear(operationId: string): void {
      keep(store.getState().entries.filter((entry) => entry.snapshot.operationId !== operationId));
    },
  };
}

/** Keeps the newest entries within the limits. */
export function evict(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const perOperation = new Map<string, number>();
  const kept: HistoryEntry[] = [];
  let total = 0;
  for (const entry of entries) {
    const count = perOperation.get(entry.snapshot.operationId) ?? 0;
    const size = JSON.stringify(entry).length;
    if (count >= HISTORY_LIMITS.perOperation || total + size > HISTORY_LIMITS.totalChars) continue;
    perOperation.set(entry.snapshot.operationId, count + 1);
    total += size;
    kept.push(entry);
  }
  return kept;
}

/** Entries of one operation whose request or answer contains every word of the query. */
export function searchHistory(entries: readonly HistoryEntry[], operationId: string, query: string): HistoryEntry[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (entry.snapshot.operationId !== operationId) return false;
    if (terms.length === 0) return true;
    const text = [
      entry.status ?? 'no response',
      entry.statusText,
      new Date(entry.at).toISOString(),
      entry.target.url,
      JSON.stringify(entry.snapshot.params),
      entry.snapshot.bodyText,
      entry.bodyText,
    ]
      .join('\n')
      .toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}

/** A target URL without user info or secret-named query parameters. */
function redactUrl(text: string): string {
  try {
    const url = new URL(text);
    url.username = '';
    url.password = '';
    for (const key of [...url.searchParams.keys()]) if (placeholderFor(key)) url.searchParams.set(key, placeholderFor(key)!);
    return url.href.replace(/\/$/, '');
  } catch {
    return text;
  }
}
