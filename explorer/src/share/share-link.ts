// Share links carry the whole request: `?op=<id>&mock=<url>` (or `target=`) as the page already reads them, and
// the request snapshot as base64url JSON in the fragment (`#request=`), which browsers never send to a server.
// The snapshot has no secrets (see snapshot.ts), so neither has the link.
// The same base64url JSON codec as the runtime's GET form of a query.
import { decodeGetForm, encodeGetForm } from '@siteapi/runtime/generated';
import { IN_BROWSER } from '../store/settings-store.ts';
import { parseSnapshot, type RequestSnapshot } from '../store/snapshot.ts';

export interface LinkTarget {
  mode: 'mock' | 'browser' | 'live';
  url: string;
}

const FRAGMENT_KEY = 'request';

export function shareUrl(base: string, snapshot: RequestSnapshot, target: LinkTarget): string {
  const url = new URL(base);
  url.search = '';
  url.searchParams.set('op', snapshot.operationId);
  // The in-browser mock is the receiving page's own: the link names it, not this page's origin.
  if (target.mode === 'browser') url.searchParams.set('mock', IN_BROWSER);
  else url.searchParams.set(target.mode === 'mock' ? 'mock' : 'target', target.url);
  url.hash = `${FRAGMENT_KEY}=${encodeGetForm(snapshot)}`;
  return url.href;
}

/** The request a page fragment carries, or undefined (no fragment, or one that does not decode). */
export function sharedSnapshot(hash: string): RequestSnapshot | undefined {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get(FRAGMENT_KEY);
  if (!encoded) return undefined;
  try {
    return parseSnapshot(decodeGetForm(encoded));
  } catch {
    return undefined;
  }
}
