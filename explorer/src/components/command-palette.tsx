// ⌘K / Ctrl+K: jump to any operation by fuzzy search over its name, summary, path, method, service, module,
// parameter and body field names. A modal <dialog> (focus stays inside, Escape closes), with the
// combobox + listbox pattern so screen readers follow the active result.
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { catalogue } from '../catalogue/catalogue.ts';
import { searchOperations, type SearchHit } from '../search/search-operations.ts';
import { useStore } from '../store/create-store.ts';
import { navigationStore, selectOperation, setPaletteOpen } from '../store/navigation-store.ts';
import { Highlight } from './highlight.tsx';
import { MethodBadge } from './method-badge.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

const RESULTS = 50;

export function CommandPalette() {
  const open = useStore(navigationStore, (s) => s.paletteOpen);
  const dialog = useModalDialog(open);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does so natively
    <dialog
      ref={dialog}
      className="palette"
      aria-label="Go to operation"
      onClose={() => setPaletteOpen(false)}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) setPaletteOpen(false);
      }}
    >
      {open && <PaletteContent />}
    </dialog>
  );
}

function PaletteContent() {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Typing stays responsive on big catalogues: results follow the input when the browser has time.
  const deferredQuery = useDeferredValue(query);
  const hits = useMemo(() => searchOperations(catalogue, deferredQuery, RESULTS), [deferredQuery]);
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts again at the first result
  useEffect(() => setActive(0), [deferredQuery]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (hit: SearchHit | undefined): void => {
    if (!hit) return;
    setPaletteOpen(false);
    selectOperation(hit.entry.id);
    // Keyboard and screen-reader users land on what they chose, not back on the page's start.
    requestAnimationFrame(() => document.getElementById('operation-title')?.focus());
  };

  return (
    <div className="palette__content">
      <input
        className="palette__input"
        type="text"
        role="combobox"
        aria-label="Search operations"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hits[active] ? `${listId}-${active}` : undefined}
        placeholder="Search operations, paths, parameters, fields…"
        // biome-ignore lint/a11y/noAutofocus: the palette opens because the user asked for it (Ctrl+K); typing goes here
        autoFocus
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((i) => Math.min(hits.length - 1, i + 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
          else if (event.key === 'Enter') choose(hits[active]);
          else return;
          event.preventDefault();
        }}
      />
      {/* The ARIA combobox pattern: focus stays in the input (aria-activedescendant); options take the pointer. */}
      <div className="palette__results" role="listbox" id={listId} aria-label="Operations found" ref={list}>
        {hits.map((hit, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the combobox's input takes the keys
          <div
            key={hit.entry.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            data-index={index}
            data-testid={`palette-${hit.entry.id}`}
            className="palette__result"
            onMouseMove={() => setActive(index)}
            onClick={() => choose(hit)}
          >
            <MethodBadge method={hit.entry.method} />
            <span className="palette__name">
              <Highlight text={hit.entry.operationId} positions={hit.namePositions} />
            </span>
            <span className="palette__where">
              {hit.entry.service} / {hit.entry.module}
            </span>
            <span className="palette__path">{hit.entry.path}</span>
            {hit.entry.summary && <span className="palette__summary">{hit.entry.summary}</span>}
            {hit.because && (hit.because.field === 'param' || hit.because.field === 'field') && (
              <span className="palette__because">
                {hit.because.field === 'param' ? 'parameter' : 'body field'} {hit.because.text}
              </span>
            )}
          </div>
        ))}
      </div>
      <p className="palette__status" aria-live="polite">
        {hits.length === 0
          ? `No operation matches “${query}”.`
          : query
            ? `${hits.length}${hits.length === RESULTS ? '+' : ''} matches`
            : `${catalogue.length} operations`}
        <span className="palette__keys"> · ↑↓ to move · Enter to open · Esc to close</span>
      </p>
    </div>
  );
}
