// Two answers of this operation side by side as a list of differences: which paths changed, appeared or went
// away, old → new. Any two history entries compare (mock against live too); the default is the last two.
import { useId, useMemo, useState } from 'react';
import { diffJsonText, type DiffEntry } from '../history/json-diff.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { historyStoreOf, searchHistory, type HistoryEntry } from '../store/history-store.ts';
import { entryLabel } from './history-panel.tsx';

export function DiffPanel({ operationId }: { operationId: string }) {
  const id = useId();
  const all = useStore(historyStoreOf(useExplorer()).store, (s) => s.entries);
  const entries = useMemo(() => searchHistory(all, operationId, ''), [all, operationId]);
  const [beforeId, setBeforeId] = useState<string>();
  const [afterId, setAfterId] = useState<string>();
  if (entries.length < 2) return <p className="muted">Send at least twice to compare two answers (they are taken from the history).</p>;
  const before = entries.find((e) => e.id === beforeId) ?? entries[1]!;
  const after = entries.find((e) => e.id === afterId) ?? entries[0]!;
  const pick = (label: string, suffix: string, value: HistoryEntry, set: (id: string) => void) => (
    <>
      <label htmlFor={`${id}-${suffix}`}>{label}</label>
      <select id={`${id}-${suffix}`} value={value.id} onChange={(event) => set(event.target.value)}>
        {entries.map((entry, i) => (
          <option key={entry.id} value={entry.id}>
            #{entries.length - i} · {entryLabel(entry)} · {entry.target.mode}
          </option>
        ))}
      </select>
    </>
  );
  return (
    <div className="diff">
      <div className="panel-bar">
        {pick('Before', 'before', before, setBeforeId)}
        {pick('After', 'after', after, setAfterId)}
      </div>
      <DiffList before={before} after={after} />
    </div>
  );
}

const KIND_LABEL: Record<DiffEntry['kind'], string> = { changed: 'changed', added: 'added', removed: 'removed' };

function DiffList({ before, after }: { before: HistoryEntry; after: HistoryEntry }) {
  const differences = useMemo(() => diffJsonText(before.bodyText, after.bodyText), [before, after]);
  const statusChanged = before.status !== after.status;
  const counts = (['changed', 'added', 'removed'] as const).map((kind) => `${differences.filter((d) => d.kind === kind).length} ${kind}`).join(', ');
  return (
    <div data-testid="diff-result">
      {statusChanged && (
        <p>
          Status: {before.status ?? 'no response'} → {after.status ?? 'no response'}
        </p>
      )}
      {(before.truncated || after.truncated) && <p className="muted">A body was too long to keep whole; the diff covers the part kept.</p>}
      <p aria-live="polite">{differences.length === 0 ? 'The answers are the same.' : counts}</p>
      {differences.length > 0 && (
        <ul className="diff__list" aria-label="Differences">
          {differences.map((d, i) => (
            <li key={i} className={`diff__entry diff__entry--${d.kind}`} data-testid="diff-entry">
              <span className="tag">{KIND_LABEL[d.kind]}</span> <code>{d.path || '(whole body)'}</code>:{' '}
              {d.kind === 'changed' ? (
                <>
                  <code>{d.before}</code> → <code>{d.after}</code>
                </>
              ) : (
                <code>{d.kind === 'added' ? d.after : d.before}</code>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
