// The sidebar: every operation grouped by service and module, windowed (only the rows in view are in the
// DOM, so 3,000 operations cost what 30 do), with a filter box and arrow-key navigation (one tab stop).
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { catalogue, groupOperations, matchesFilter } from '../catalogue/catalogue.ts';
import type { CatalogueEntry } from '../catalogue/types.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { MethodBadge } from './method-badge.tsx';
import { ModelLink } from './model-link.tsx';

type Row =
  | { kind: 'service'; key: string; service: string; title: string; count: number; collapsed: boolean }
  | { kind: 'module'; key: string; module: string; depth: number }
  | { kind: 'operation'; key: string; entry: CatalogueEntry };

const HEIGHT: Record<Row['kind'], number> = { service: 34, module: 24, operation: 44 };
const OVERSCAN_PX = 400;

function buildRows(filter: string, collapsed: readonly string[]): Row[] {
  const rows: Row[] = [];
  const filtering = filter.trim() !== '';
  for (const group of groupOperations(catalogue.filter((entry) => matchesFilter(entry, filter)))) {
    const count = group.modules.reduce((n, m) => n + m.operations.length, 0);
    // A filter shows its matches even in folded services.
    const folded = !filtering && collapsed.includes(group.service);
    rows.push({ kind: 'service', key: `s:${group.service}`, service: group.service, title: group.title, count, collapsed: folded });
    if (folded) continue;
    // Nested tags: a heading per level, each written once, under the last heading its parents got.
    let above: readonly string[] = [];
    for (const mod of group.modules) {
      let same = 0;
      while (same < above.length && same < mod.path.length - 1 && above[same] === mod.path[same]) same++;
      for (let depth = same; depth < mod.path.length; depth++) {
        const key = `m:${group.service}.${mod.path.slice(0, depth + 1).join('\u001f')}`;
        rows.push({ kind: 'module', key, module: mod.path[depth]!, depth });
      }
      above = mod.path;
      for (const entry of mod.operations) rows.push({ kind: 'operation', key: entry.id, entry });
    }
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
  const matched = rows.reduce((n, row) => n + (row.kind === 'service' ? row.count : 0), 0);

  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(800);
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
    if (active >= rows.length) setActive(Math.max(0, rows.length - 1));
  }, [rows.length, active]);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    viewport.current?.querySelector<HTMLElement>(`[data-row="${active}"]`)?.focus();
  });

  const moveTo = (index: number): void => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    // Module headings are not stops: step over them in the direction of travel.
    let target = next;
    const step = index < active ? -1 : 1;
    while (rows[target]?.kind === 'module') target += step;
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
        else if (row?.kind === 'operation') moveTo(rows.findLastIndex((r, i) => i < active && r.kind === 'service'));
        else return;
        break;
      case 'ArrowRight':
        if (row?.kind === 'service' && row.collapsed) toggleService(row.service);
        else return;
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // The rows in view, plus the active one so the tab stop always exists.
  const first = Math.max(0, upperBound(offsets, scrollTop - OVERSCAN_PX) - 1);
  const visible: number[] = [];
  for (let i = first; i < rows.length && offsets[i]! < scrollTop + viewHeight + OVERSCAN_PX; i++) visible.push(i);
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
        <h3 className="module-heading" aria-level={3 + row.depth} data-depth={row.depth} style={{ paddingLeft: 22 + 12 * row.depth }}>
          {row.module}
        </h3>
      </li>
    );
  }
  const { entry } = row;
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
        <span className={entry.deprecated ? 'operation-item__name operation-item__name--deprecated' : 'operation-item__name'}>{entry.operationId}</span>
        <span className="operation-item__path">{entry.path}</span>
      </a>
    </li>
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
