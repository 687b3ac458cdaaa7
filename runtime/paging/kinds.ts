// Where the next page is, by each kind of paging: the one place that reads it from an answer. A list call of a plain
// document pages by the kind its `PaginationSpec` names (`listStep`); the platform's query endpoints page by their
// `pagingMetadata` (`queryStep`). The walk and the end-of-list rules every kind shares are listing.ts's. Each kind is
// its own export, so a bundle carries only the kinds its calls page by.
import type { Answer } from '../call-promise.ts';
import type { PaginationSpec } from '../types.ts';
import { linkTarget } from './link-header.ts';
import { valueAt } from './pointer.ts';

/** Where a plain list's next page is: a position for the request field the spec names, a URL to GET, or a URL refused (why). */
export type ListStep = { position: string | number; key: string } | { url: string; key: string } | { refused: string; key: string };

/** What a plain list's rule reads besides the answer: what the page was asked with. */
export interface ListPage {
  /** `service.operationId`, for messages. */
  readonly name: string;
  readonly items: readonly unknown[];
  /** The answer, converted. */
  readonly data: unknown;
  readonly answer: Answer;
  /** The value a request field (`query.offset`) was sent with. */
  readonly field: (ref: string) => unknown;
  /** The size of the listing's first page, when the caller asked for none: a shorter page is the last. */
  readonly size?: number;
}

/** The next page of a plain list call, by its spec's kind; none after an empty page or when the answer says this is the last. */
export function listStep(spec: PaginationSpec, page: ListPage): ListStep | undefined {
  const { items, data, answer } = page;
  if (items.length === 0) return undefined;
  const more = moreSaid(spec, data);
  if (more === false) return undefined;
  switch (spec.kind) {
    case 'cursor': {
      if (spec.hasMore !== undefined && more === undefined) return undefined;
      const cursor = spec.itemCursor !== undefined ? valueAt(items[items.length - 1], spec.itemCursor) : valueAt(data, spec.next ?? '');
      if (!(typeof cursor === 'string' && cursor !== '') && !(typeof cursor === 'number' && Number.isFinite(cursor))) return undefined;
      return { position: cursor, key: String(cursor) };
    }
    case 'offset': {
      const asked = page.field(spec.input!);
      const position =
        typeof asked === 'number' ? asked : typeof asked === 'string' && /^\d+$/.test(asked) ? Number(asked) : spec.unit === 'page' ? (spec.first ?? 1) : 0;
      const limit = spec.limit === undefined ? undefined : Number(page.field(spec.limit));
      const size = Number.isFinite(limit) && limit! > 0 ? limit! : (page.size ?? items.length);
      const total = spec.total === undefined ? undefined : valueAt(data, spec.total);
      const pages = spec.pages === undefined ? undefined : valueAt(data, spec.pages);
      const offset = spec.unit === 'page' ? undefined : position;
      // The answer's own word (`more: true`, `isLast: false`) outweighs the total and a short page.
      if (more === undefined) {
        if (typeof total === 'number' && offset !== undefined && offset + items.length >= total) return undefined;
        if (typeof pages === 'number' && spec.unit === 'page' && position >= pages) return undefined;
        if (typeof total !== 'number' && typeof pages !== 'number' && items.length < size) return undefined;
      }
      const next = spec.unit === 'page' ? position + 1 : position + items.length;
      return { position: next, key: String(next) };
    }
    case 'url':
    case 'link': {
      const target = spec.kind === 'url' ? valueAt(data, spec.next ?? '') : linkTarget(answer.response?.headers.get('link') ?? null, 'next');
      if (typeof target !== 'string' || target === '') return undefined;
      return sameOrigin(page.name, target, answer.redirected ?? answer.url, answer.url);
    }
  }
}

/** Whether the answer says there are more pages (`hasMore`) or that this is the last (`isLast`); undefined when it says neither. */
function moreSaid(spec: PaginationSpec, data: unknown): boolean | undefined {
  const more = spec.hasMore === undefined ? undefined : valueAt(data, spec.hasMore);
  if (typeof more === 'boolean') return more;
  const last = spec.isLast === undefined ? undefined : valueAt(data, spec.isLast);
  return typeof last === 'boolean' ? !last : undefined;
}

/**
 * A next-page URL from an answer, resolved against the URL the answer came from (`base`, after any redirect). It is
 * the server's word, not the caller's: followed only on the origin the call was sent to (`sent`), so the client's
 * credentials never go to another host, even when a redirect brought the page from one.
 */
function sameOrigin(name: string, target: string, base: string | undefined, sent: string | undefined): ListStep {
  let url: URL;
  let from: URL;
  try {
    from = new URL(sent ?? '');
    url = new URL(target, new URL(base ?? '', from));
  } catch {
    return { refused: `${name}: the answer's next-page URL '${target}' is not a URL; not followed`, key: target };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { refused: `${name}: the answer's next-page URL '${target}' is not http(s); not followed`, key: target };
  if (url.origin !== from.origin)
    return {
      refused: `${name}: the answer's next-page URL ${url.href} is on another origin than the request (${from.origin}); not followed, so the client's credentials stay with ${from.origin}`,
      key: target,
    };
  return { url: url.href, key: url.href };
}

/** The paging metadata of a platform query, distinct, referenced or aggregate answer. */
export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean;
}

/** A page position of a platform query: a cursor from the last answer, or an offset when none came back. */
export type PagePosition = string | number;

/** Where a platform query's next page is: the position to fetch. */
export interface QueryStep {
  readonly position: PagePosition;
  readonly key: string;
}

/** What a platform query's rule reads besides the paging metadata: where the page was fetched and its size. */
export interface QueryPage {
  readonly itemCount: number;
  readonly pageSize: number;
  /** The offset the page was fetched at; absent when it was fetched by cursor. */
  readonly offset?: number;
  /** Matching items in all pages, as the first page counted them. */
  readonly totalCount?: number;
}

/**
 * The next page of a platform query: the answer's `hasNext` when it gives one, else a next cursor, else the offset
 * short of the total. The next cursor when the answer carried one, else the offset moved by the page size.
 */
export function queryStep(paging: PagingMetadata, page: QueryPage): QueryStep | undefined {
  const cursor = typeof paging.cursors?.next === 'string' ? paging.cursors.next : undefined;
  const { offset, totalCount } = page;
  const more =
    paging.hasNext !== undefined
      ? paging.hasNext
      : cursor !== undefined || (offset !== undefined && totalCount !== undefined && offset + page.itemCount < totalCount);
  if (!more) return undefined;
  const position = cursor ?? (offset ?? 0) + page.pageSize;
  return { position, key: queryKey(position) };
}

/** A query position as the listing's record keeps it: a cursor and an offset never mistaken for each other. */
export const queryKey = (position: PagePosition): string => (typeof position === 'string' ? `c:${position}` : `o:${position}`);
