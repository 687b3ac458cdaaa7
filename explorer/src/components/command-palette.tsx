// ⌘K / Ctrl+K: jump to any operation by fuzzy search over its name, summary, path, method, service, module,
// parameter and body field names, or to any model (component schema) by its name, service and property names
// (a property match opens the model at that field). A modal <dialog> (focus stays inside, Escape closes), with the
// combobox + listbox pattern so screen readers follow the active result.
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { catalogue, writtenPath } from '../catalogue/catalogue.ts';
import type { ModelSummary } from '../catalogue/types.ts';
import { searchModels, type ModelHit } from '../search/search-models.ts';
import { searchOperations, type SearchHit } from '../search/search-operations.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { Highlight } from './highlight.tsx';
import { MethodBadge } from './method-badge.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

const RESULTS = 50;
const MODEL_RESULTS = 20;

export function CommandPalette() {
  const { store, setPaletteOpen } = useExplorer().navigation;
  const open = useStore(store, (s) => s.paletteOpen);
  const dialog = useModalDialog(open);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; Escape does so natively
    <dialog
      ref={dialog}
      className="palette"
      aria-label="Go to an operation or a model"
      onCancel={() => setPaletteOpen(false)}
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
  const { selectModel, selectOperation, setPaletteOpen } = useExplorer().navigation;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Typing stays responsive on big catalogues: results follow the input when the browser has time.
  const deferredQuery = useDeferredValue(query);
  const hits = useMemo(() => searchOperations(catalogue, deferredQuery, RESULTS), [deferredQuery]);
  // The models index is its own chunk: fetched when the palette opens, searched once it has come.
  const [models, setModels] = useState<ModelSummary[]>();
  useEffect(() => {
    let live = true;
    import('virtual:explorer-models').then(
      (module) => live && setModels(module.models),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const modelHits = useMemo(
    () => (models && deferredQuery.trim().length >= 2 ? searchModels(models, deferredQuery, MODEL_RESULTS) : []),
    [models, deferredQuery],
  );
  const count = hits.length + modelHits.length;
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts again at the first result
  useEffect(() => setActive(0), [deferredQuery]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (index: number): void => {
    // Enter may come before the deferred results have caught up with the input: then the input's own best result
    // is meant, not the first of a shorter query's.
    const stale = query !== deferredQuery;
    const operationHits = stale ? searchOperations(catalogue, query, RESULTS) : hits;
    const shownModelHits = stale ? (models && query.trim().length >= 2 ? searchModels(models, query, MODEL_RESULTS) : []) : modelHits;
    const at = stale ? 0 : index;
    const hit: SearchHit | undefined = operationHits[at];
    const modelHit: ModelHit | undefined = hit ? undefined : shownModelHits[at - operationHits.length];
    if (!hit && !modelHit) return;
    setPaletteOpen(false);
    if (hit) selectOperation(hit.entry.id);
    else selectModel(modelHit!.model.name, modelHit!.field);
    // Keyboard and screen-reader users land on what they chose, not back on the page's start.
    const title = hit ? 'operation-title' : 'model-title';
    requestAnimationFrame(() => document.getElementById(title)?.focus());
  };

  return (
    <div className="palette__content">
      <input
        className="palette__input"
        type="text"
        role="combobox"
        aria-label="Search operations and models"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active < count ? `${listId}-${active}` : undefined}
        placeholder="Search operations, paths, parameters, fields, models…"
        // biome-ignore lint/a11y/noAutofocus: the palette opens because the user asked for it (Ctrl+K); typing goes here
        autoFocus
        spellCheck={false}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setActive((i) => Math.min(count - 1, i + 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
          else if (event.key === 'Enter') choose(active);
          else return;
          event.preventDefault();
        }}
      />
      {/* The ARIA combobox pattern: focus stays in the input (aria-activedescendant); options take the pointer. */}
      <div className="palette__results" role="listbox" id={listId} aria-label="Results" ref={list}>
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
            onClick={() => choose(index)}
          >
            <MethodBadge method={hit.entry.method} />
            <span className="palette__name">
              <Highlight text={hit.entry.operationId} positions={hit.namePositions} />
            </span>
            <span className="palette__where">
              {hit.entry.service} / {hit.entry.module}
            </span>
            <span className="palette__path">{writtenPath(hit.entry)}</span>
            {hit.entry.summary && <span className="palette__summary">{hit.entry.summary}</span>}
            {hit.because && (hit.because.field === 'param' || hit.because.field === 'field') && (
              <span className="palette__because">
                {hit.because.field === 'param' ? 'parameter' : 'body field'} {hit.because.text}
              </span>
            )}
          </div>
        ))}
        {modelHits.map((modelHit, i) => {
          const index = hits.length + i;
          const { model, field } = modelHit;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the combobox's input takes the keys
            <div
              key={model.name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              data-index={index}
              data-testid={`palette-model-${model.name}`}
              className="palette__result"
              onMouseMove={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <span className="tag">model</span>
              <span className="palette__name">{model.name.slice(model.service.length + 1) || model.name}</span>
              <span className="palette__where">{model.service}</span>
              {model.summary && <span className="palette__summary">{model.summary}</span>}
              {field && <span className="palette__because">field {field}</span>}
            </div>
          );
        })}
      </div>
      <p className="palette__status" aria-live="polite">
        {count === 0
          ? `No operation or model matches “${query}”.`
          : query
            ? `${hits.length}${hits.length === RESULTS ? '+' : ''} operations${modelHits.length ? `, ${modelHits.length}${modelHits.length === MODEL_RESULTS ? '+' : ''} models` : ''}`
            : `${catalogue.length} operations`}
        <span className="palette__keys"> · ↑↓ to move · Enter to open · Esc to close</span>
      </p>
    </div>
  );
}
