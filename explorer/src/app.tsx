// Layout: the target bar on top, the operation list on the left, the selected operation on the right.
import { useEffect } from 'react';
import { catalog, catalogById } from './catalog.ts';
import { OperationList } from './components/operation-list.tsx';
import { OperationView } from './components/operation-view.tsx';
import { useStore } from './store/create-store.ts';
import { explorerStore, send, setTarget } from './store/explorer-store.ts';

export function App() {
  const selectedId = useStore(explorerStore, (s) => s.selectedId);
  const target = useStore(explorerStore, (s) => s.target);
  const entry = selectedId ? catalogById.get(selectedId) : undefined;

  // Ctrl/Cmd+Enter sends from anywhere, Monaco included (captured before Monaco's own binding).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
      const id = explorerStore.getState().selectedId;
      if (!id) return;
      event.preventDefault();
      event.stopPropagation();
      void send(id);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  return (
    <div className="app">
      <header className="topbar">
        <h1>API explorer</h1>
        <label className="topbar__target">
          Target{' '}
          <input
            type="url"
            aria-label="Target URL"
            spellCheck={false}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </label>
      </header>
      <div className="layout">
        <OperationList />
        {entry ? (
          <OperationView key={entry.id} entry={entry} />
        ) : (
          <main className="operation-view operation-view--empty">
            <p>{catalog.length === 0 ? 'generated/openapi.json has no operations.' : 'Select an operation.'}</p>
          </main>
        )}
      </div>
    </div>
  );
}
