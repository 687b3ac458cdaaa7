// The operations of every service, grouped by service and module, with a filter box.
import { useMemo } from 'react';
import { catalog, groupOperations, matchesFilter } from '../catalog.ts';
import { useStore } from '../store/create-store.ts';
import { explorerStore, selectOperation, setFilter } from '../store/explorer-store.ts';
import { MethodBadge } from './method-badge.tsx';

export function OperationList() {
  const filter = useStore(explorerStore, (s) => s.filter);
  const selectedId = useStore(explorerStore, (s) => s.selectedId);
  const groups = useMemo(() => groupOperations(catalog.filter((entry) => matchesFilter(entry, filter))), [filter]);
  const shown = groups.reduce((n, g) => n + g.modules.reduce((m, mod) => m + mod.operations.length, 0), 0);

  return (
    <nav className="operation-list" aria-label="Operations">
      <input
        type="search"
        className="operation-list__filter"
        aria-label="Filter operations"
        placeholder="Filter operations"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <p className="operation-list__count" aria-live="polite">
        {shown === catalog.length ? `${catalog.length} operations` : `${shown} of ${catalog.length} operations`}
      </p>
      {groups.map((group) => (
        <section key={group.service} className="service-group" aria-labelledby={`service-${group.service}`}>
          <h2 id={`service-${group.service}`} className="service-group__name">
            {group.service}
          </h2>
          {group.modules.map((mod) => (
            <div key={mod.module} className="module-group">
              <h3 className="module-group__name">{mod.module}</h3>
              <ul>
                {mod.operations.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      className="operation-item"
                      aria-current={entry.id === selectedId ? 'true' : undefined}
                      data-testid={`operation-${entry.id}`}
                      title={entry.summary}
                      onClick={() => selectOperation(entry.id)}
                    >
                      <MethodBadge method={entry.method} />
                      <span className={entry.deprecated ? 'operation-item__name operation-item__name--deprecated' : 'operation-item__name'}>
                        {entry.name}
                      </span>
                      <span className="operation-item__path">{entry.path}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      {shown === 0 && <p className="operation-list__empty">No operation matches “{filter}”.</p>}
    </nav>
  );
}
