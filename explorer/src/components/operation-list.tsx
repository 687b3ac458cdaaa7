// The sidebar: every operation grouped by service and module, windowed (only the rows in view are in the
// DOM, so 3,000 operations cost what 30 do), with a filter box and arrow-key navigation (one tab stop). On a
// document's own site it reads like the document: each operation by its summary (the operationId beside it, muted),
// its tags by their titles in the document's order, each foldable and linked to its page, untagged operations last,
// and the webhooks in a section of their own.
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { catalogue, groupOperations, headingKey, matchesFilter, serviceBase, services, tagAt, writtenPath } from '../catalogue/catalogue.ts';
import type { CatalogueEntry, WebhookSummary } from '../catalogue/types.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { MethodBadge } from './method-badge.tsx';
import { ModelLink } from './model-link.tsx';

type Row =
  | { kind: 'service'; key: string; service: string; title: string; count: number; collapsed: boolean }
  | { kind: 'module'; key: string; module: string; depth: number; service: string; tag?: string; foldable: boolean; collapsed: boolean }
  | { kind: 'operation'; key: string; entry: CatalogueEntry }
  | { kind: 'webhook'; key: string; webhook: WebhookSummary };

const HEIGHT: Record<Row['kind'], number> = { service: 34, module: 24, operation: 44, webhook: 44 };
const OVERSCAN_PX = 400;
/** The sidebar's section of a document's webhooks, folded like a service (no service's name starts with `#`). */
const WEBHOOKS = '#webhooks';
/** The heading of a document's untagged operations, after its tags. */
const UNTAGGED = 'Other operations';

/** The fold key of a tag heading (beside services' names in the folded list). */
const foldKey = (service: string, path: readonly string[]) => `m:${service}.${headingKey(path)}`;

function buildRows(filter: string, collapsed: readonly string[]): Row[] {
  const rows: Row[] = [];
  const filtering = filter.trim() !== '';
  for (const group of groupOperations(catalogue.filter((entry) => matchesFilter(entry, filter)))) {
    const count = group.modules.reduce((n, m) => n + m.operations.length, 0);
    // A filter shows its matches even in folded services.
    const folded = !filtering && collapsed.includes(group.service);
    rows.push({ kind: 'service', key: `s:${group.service}`, service: group.service, title: group.title, count, collapsed: folded });
    if (folded) continue;
    const documentSite = serviceBase(group.service) !== undefined;
    // Nested tags: a heading per level, each written once, under the last heading its parents got.
    let above: readonly string[] = [];
    for (const mod of group.modules) {
      // A document's untagged operations, last, under a heading of their own (none when nothing is tagged).
      const path = mod.path.length > 0 ? mod.path : group.modules.length > 1 ? [UNTAGGED] : [];
      let same = 0;
      while (same < above.length && same < path.length - 1 && above[same] === path[same]) same++;
      // Inside a folded heading nothing shows, its own headings neither.
      const hiddenBy = (depth: number) => !filtering && path.slice(0, depth).some((_, i) => collapsed.includes(foldKey(group.service, path.slice(0, i + 1))));
      for (let depth = same; depth < path.length; depth++) {
        if (hiddenBy(depth)) break;
        const heading = path.slice(0, depth + 1);
        const key = foldKey(group.service, heading);
        const tag = documentSite && mod.path.length > 0 ? tagAt(group.service, heading) : undefined;
        rows.push({
          kind: 'module',
          key,
          module: path[depth]!,
          depth,
          service: group.service,
          ...(tag ? { tag } : {}),
          foldable: documentSite,
          collapsed: !filtering && collapsed.includes(key),
        });
      }
      above = path;
      if (hiddenBy(path.length)) continue;
      for (const entry of mod.operations) rows.push({ kind: 'operation', key: entry.id, entry });
    }
  }
  const term = filter.trim().toLowerCase();
  const hooks = services
    .flatMap((service) => service.webhooks ?? [])
    .filter((hook) => term === '' || `${hook.name} ${hook.summary ?? ''} ${hook.method}`.toLowerCase().includes(term));
  if (hooks.length > 0) {
    const folded = !filtering && collapsed.includes(WEBHOOKS);
    rows.push({ kind: 'service', key: `s:${WEBHOOKS}`, service: WEBHOOKS, title: 'Webhooks', count: hooks.length, collapsed: folded });
    if (!folded) for (const webhook of hooks) rows.push({ kind: 'webhook', key: `w:${webhook.name}`, webhook });
  }
  return rows;
}

export function OperationList() {
  const { store: navigationStore, setFilter, toggleService } = useExplorer().navigation;
  const filter = useStore(navigationStore, (s) => s.filter);
  const collapsed = useStore(navigationStore, (s) => s.collapsed);
  const selectedId = useStore(navigationStore, (s) => s.selectedId);
  const listOpen = useStore(navigationStore, (s) => s.listOpen);
  const rows = useMemo(() => buildRows(filter, collapsed), [filter, collapsed]);
  const offsets = useMemo(() => {
    const list = [0];
    for (const row of rows) list.push(list[list.length - 1]! + HEIGHT[row.kind]);
    return list;
  }, [rows]);
  const total = offsets[offsets.length - 1]!;
  const shown = rows.reduce((n, row) => n + (row.kind === 'operation' ? 1 : 0), 0);
  const matched = rows.reduce((n, row) => n + (row.kind === 'service' && row.service !== WEBHOOKS ? row.count : 0), 0);

  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(800);
  // The first paint draws only the rows in view; the rows around them follow once the page is idle.
  const [overscan, setOverscan] = useState(0);
  const [active, setActive] = useState(0);
  const focusPending = useRef(false);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setViewHeight(element.clientHeight));
    observer.observe(element);
    setViewHeight(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  const scrollToRow = (index: number): void => {
    const element = viewport.current;
    if (!element || index < 0 || index >= rows.length) return;
    const top = offsets[index]!;
    const bottom = offsets[index + 1]!;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (bottom > element.scrollTop + element.clientHeight) element.scrollTop = bottom - element.clientHeight;
    setScrollTop(element.scrollTop);
  };

  // A selection made elsewhere (palette, deep link, Back) is brought into view; scrolling by hand must not undo it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection changes, not when the rows scroll
  useEffect(() => {
    const index = rows.findIndex((row) => row.kind === 'operation' && row.entry.id === selectedId);
    if (index >= 0) {
      setActive(index);
      scrollToRow(index);
    }
  }, [selectedId]);

  useEffect(() => {
    const widen = () => setOverscan(OVERSCAN_PX);
    if (!window.requestIdleCallback) {
      const handle = window.setTimeout(widen, 100);
      return () => window.clearTimeout(handle);
    }
    const handle = window.requestIdleCallback(widen, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  useEffect(() => {
    if (active >= rows.length) setActive(Math.max(0, rows.length - 1));
  }, [rows.length, active]);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    viewport.current?.querySelector<HTMLElement>(`[data-row="${active}"]`)?.focus();
  });

  const moveTo = (index: number): void => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    // Module headings are not stops unless they fold (a document's tags): step over them in the direction of travel.
    let target = next;
    const step = index < active ? -1 : 1;
    while (rows[target]?.kind === 'module' && !(rows[target] as { foldable: boolean }).foldable) target += step;
    if (!rows[target]) return;
    focusPending.current = true;
    setActive(target);
    scrollToRow(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const row = rows[active];
    switch (event.key) {
      case 'ArrowDown':
        moveTo(active + 1);
        break;
      case 'ArrowUp':
        moveTo(active - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowLeft':
        if (row?.kind === 'service' && !row.collapsed) toggleService(row.service);
        else if (row?.kind === 'module' && row.foldable && !row.collapsed) toggleService(row.key);
        else if (row?.kind === 'operation' || row?.kind === 'webhook' || row?.kind === 'module')
          moveTo(
            rows.findLastIndex(
              (r, i) => i < active && (r.kind === 'service' || (r.kind === 'module' && r.foldable && (row.kind !== 'module' || r.depth < row.depth))),
            ),
          );
        else return;
        break;
      case 'ArrowRight':
        if (row?.kind === 'service' && row.collapsed) toggleService(row.service);
        else if (row?.kind === 'module' && row.foldable && row.collapsed) toggleService(row.key);
        else return;
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // The rows in view, plus the active one so the tab stop always exists.
  const first = Math.max(0, upperBound(offsets, scrollTop - overscan) - 1);
  const visible: number[] = [];
  for (let i = first; i < rows.length && offsets[i]! < scrollTop + viewHeight + overscan; i++) visible.push(i);
  if (rows[active] && !visible.includes(active)) visible.push(active);

  return (
    <nav id="operation-list" className={`operation-list${listOpen ? '' : ' operation-list--closed'}`} aria-label="Operations">
      <div className="operation-list__head">
        <input
          type="search"
          className="operation-list__filter"
          aria-label="Filter operations"
          placeholder="Filter operations"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              moveTo(rows.findIndex((r) => r.kind === 'operation'));
            }
          }}
        />
        <p className="operation-list__count" aria-live="polite">
          {matched === catalogue.length ? `${catalogue.length} operations` : `${matched} of ${catalogue.length} operations`}
          {' · '}
          <ModelLink name="">Models</ModelLink>
        </p>
      </div>
      {/* Arrow keys, Home and End bubble here from the focused row (one tab stop for the whole list). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the rows inside are the interactive elements */}
      <div className="operation-list__viewport" ref={viewport} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)} onKeyDown={onKeyDown}>
        <ul className="operation-list__rows" style={{ height: total }}>
          {visible.map((index) => (
            <RowView
              key={rows[index]!.key}
              row={rows[index]!}
              index={index}
              top={offsets[index]!}
              active={index === active}
              selectedId={selectedId}
              onFocus={() => setActive(index)}
            />
          ))}
        </ul>
        {shown === 0 && matched === 0 && <p className="operation-list__empty">No operation matches “{filter}”.</p>}
      </div>
    </nav>
  );
}

interface RowProps {
  row: Row;
  index: number;
  top: number;
  active: boolean;
  selectedId: string | null;
  onFocus: () => void;
}

function RowView({ row, index, top, active, selectedId, onFocus }: RowProps) {
  const { operationHref, selectOperation, toggleService } = useExplorer().navigation;
  const style = { top, height: HEIGHT[row.kind] };
  const tabIndex = active ? 0 : -1;
  if (row.kind === 'service') {
    return (
      <li className="row row--service" style={style}>
        <h2 className="service-heading">
          <button
            type="button"
            data-row={index}
            tabIndex={tabIndex}
            aria-expanded={!row.collapsed}
            onFocus={onFocus}
            onClick={() => toggleService(row.service)}
          >
            <span aria-hidden="true" className="service-heading__chevron">
              {row.collapsed ? '▸' : '▾'}
            </span>
            {row.title}
            <span className="service-heading__count">{row.count}</span>
          </button>
        </h2>
      </li>
    );
  }
  if (row.kind === 'module') {
    return (
      <li className="row row--module" style={style}>
        {/* A nested tag's heading sits one level in for each parent (its own heading level, for screen readers). */}
        <h3 className="module-heading" aria-level={3 + row.depth} data-depth={row.depth} style={{ paddingLeft: (row.foldable ? 8 : 22) + 12 * row.depth }}>
          {row.foldable ? (
            <>
              {/* The row's stop is its tag's page (Left and Right fold it), or the fold button for a group without one. */}
              <button
                type="button"
                className="module-heading__fold"
                data-row={row.tag ? undefined : index}
                tabIndex={row.tag ? -1 : tabIndex}
                aria-expanded={!row.collapsed}
                aria-label={`${row.collapsed ? 'Unfold' : 'Fold'} ${row.module}`}
                onFocus={row.tag ? undefined : onFocus}
                onClick={() => toggleService(row.key)}
              />
              {row.tag ? (
                <PageLink kind="tag" name={row.tag} label={row.module} rowIndex={index} tabIndex={tabIndex} onFocus={onFocus} />
              ) : (
                <span>{row.module}</span>
              )}
            </>
          ) : (
            row.module
          )}
        </h3>
      </li>
    );
  }
  if (row.kind === 'webhook') {
    const { webhook } = row;
    return (
      <li className="row row--operation" style={style}>
        <PageLink kind="webhook" name={webhook.name} className="operation-item" rowIndex={index} tabIndex={tabIndex} onFocus={onFocus}>
          <MethodBadge method={webhook.method} />
          <span className="operation-item__name">{webhook.summary ?? webhook.name.slice(webhook.name.indexOf('.') + 1)}</span>
          <span className="operation-item__path">{webhook.name.slice(webhook.name.indexOf('.') + 1)}</span>
        </PageLink>
      </li>
    );
  }
  const { entry } = row;
  // A document's own site names an operation by its summary, the operationId beside it; the platform's by its call.
  const bySummary = serviceBase(entry.service) !== undefined && entry.summary?.trim();
  return (
    <li className="row row--operation" style={style}>
      <a
        href={operationHref(entry.id)}
        className="operation-item"
        data-row={index}
        data-testid={`operation-${entry.id}`}
        tabIndex={tabIndex}
        aria-current={entry.id === selectedId ? 'page' : undefined}
        title={entry.summary}
        onFocus={onFocus}
        onClick={(event) => {
          // Plain clicks stay in the page; modified ones (new tab) follow the deep link.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          selectOperation(entry.id);
        }}
      >
        <MethodBadge method={entry.method} />
        <span className={entry.deprecated ? 'operation-item__name operation-item__name--deprecated' : 'operation-item__name'}>
          {bySummary || entry.operationId}
        </span>
        <span className="operation-item__path">
          {bySummary && <code className="operation-item__id">{entry.operationId}</code>}
          {bySummary && ' '}
          {writtenPath(entry)}
        </span>
      </a>
    </li>
  );
}

/** A link to a tag's or a webhook's page that navigates in the page and still works as a link (new tab, copy). */
function PageLink({
  kind,
  name,
  label,
  className,
  rowIndex,
  tabIndex = -1,
  onFocus,
  children,
}: {
  kind: 'tag' | 'webhook';
  name: string;
  label?: string;
  className?: string;
  rowIndex?: number;
  tabIndex?: number;
  onFocus?: () => void;
  children?: ReactNode;
}) {
  const { store, pageHref, selectPage } = useExplorer().navigation;
  const current = useStore(store, (s) => s.page?.kind === kind && s.page.name === name);
  return (
    <a
      href={pageHref({ kind, name })}
      className={className}
      data-row={rowIndex}
      data-testid={`${kind}-${name}`}
      tabIndex={tabIndex}
      aria-current={current ? 'page' : undefined}
      onFocus={onFocus}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        selectPage({ kind, name });
      }}
    >
      {children ?? label}
    </a>
  );
}

/** The first index whose offset is greater than `value`. */
function upperBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}
