// Past sends of this operation (remembered in this browser, without secrets): searchable, each one can be
// put back into the builder.
import { useId, useMemo, useState } from 'react';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { historyStoreOf, searchHistory, type HistoryEntry } from '../store/history-store.ts';
import { requestStoreOf } from '../store/request-store.ts';
import { formatBytes, formatMs, statusClass } from './format.ts';

export function HistoryPanel({ operationId }: { operationId: string }) {
  const id = useId();
  const history = historyStoreOf(useExplorer());
  const entries = useStore(history.store, (s) => s.entries);
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchHistory(entries, operationId, query), [entries, operationId, query]);
  const total = useMemo(() => searchHistory(entries, operationId, '').length, [entries, operationId]);
  if (total === 0) return <p className="muted">No past requests of this operation yet. Each send is kept here, in this browser, without credentials.</p>;
  return (
    <div className="history">
      <div className="panel-bar">
        <label htmlFor={id}>Search history</label>
        <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="status, value, text in the answer" />
        <span className="spacer" />
        <button type="button" onClick={() => history.clear(operationId)}>
          Clear history
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {found.length === total ? `${total} past ${total === 1 ? 'request' : 'requests'}, newest first.` : `${found.length} of ${total} match.`}
      </p>
      <ol className="history__list" aria-label="Past requests">
        {found.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ol>
    </div>
  );
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const { restoreSnapshot } = requestStoreOf(useExplorer());
  const time = new Date(entry.at);
  const label = entryLabel(entry);
  return (
    <li className="history__entry" data-testid="history-entry">
      <span className={`status status--${statusClass(entry.status)}`}>{entry.status ?? 'No response'}</span>{' '}
      <time dateTime={time.toISOString()}>{time.toLocaleString()}</time> · {formatMs(entry.durationMs)}
      {entry.size !== undefined && ` · ${formatBytes(entry.size)}`} ·{' '}
      {entry.target.mode === 'mock' ? 'mock' : entry.target.mode === 'browser' ? 'in-browser mock' : entry.target.url}
      <code className="history__params">{paramSummary(entry) || '(no parameters)'}</code>
      <button type="button" onClick={() => restoreSnapshot(entry.snapshot)} aria-label={`Reopen ${label}`}>
        Reopen
      </button>
    </li>
  );
}

/** `200 at 12:01:02`: how selects and buttons name an entry. */
export function entryLabel(entry: HistoryEntry): string {
  return `${entry.status ?? 'no response'} at ${new Date(entry.at).toLocaleTimeString()}`;
}

function paramSummary(entry: HistoryEntry): string {
  return Object.entries(entry.snapshot.params)
    .map(([key, text]) => `${key.slice(key.indexOf(':') + 1)}=${Array.isArray(text) ? text.join(',') : text}`)
    .join(' ');
}
