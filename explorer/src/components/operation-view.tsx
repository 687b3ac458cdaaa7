// The selected operation: what it is, the request editor with its example picker, Send, and the response.
import { useMemo } from 'react';
import { apiDocument } from '../api.ts';
import type { OperationEntry } from '../catalog.ts';
import { requestSchema } from '../request-schema.ts';
import { useStore } from '../store/create-store.ts';
import { cancel, chooseExample, draftFromExample, explorerStore, send, setDraftText } from '../store/explorer-store.ts';
import { JsonEditor } from './lazy-json-editor.tsx';
import { MethodBadge } from './method-badge.tsx';
import { ResponseView } from './response-view.tsx';

export function OperationView({ entry }: { entry: OperationEntry }) {
  const draft = useStore(explorerStore, (s) => s.drafts[entry.id]);
  const exchange = useStore(explorerStore, (s) => s.exchanges[entry.id]);
  const text = draft?.text ?? draftFromExample(entry, entry.examples[0]?.name ?? null).text;
  const sending = exchange?.phase === 'sending';
  const schema = useMemo(() => requestSchema(entry, apiDocument), [entry]);

  return (
    <main className="operation-view" aria-labelledby="operation-title">
      <header className="operation-view__header">
        <h2 id="operation-title">
          <MethodBadge method={entry.method} /> {entry.name}
          {entry.deprecated && <span className="tag">deprecated</span>}
        </h2>
        <p className="operation-view__path">
          <code>{entry.path}</code> · {entry.service} / {entry.module}
          {entry.call ? '' : ' · no generated call'}
        </p>
        {entry.summary && <p className="operation-view__summary">{entry.summary}</p>}
        {entry.description && entry.description !== entry.summary && (
          <p className="operation-view__description">{entry.description}</p>
        )}
      </header>

      <section className="request" aria-label="Request">
        <div className="request__toolbar">
          <label>
            Example{' '}
            <select
              aria-label="Example"
              value={draft?.exampleName ?? ''}
              disabled={entry.examples.length === 0}
              onChange={(event) => chooseExample(entry.id, event.target.value)}
            >
              {entry.examples.length === 0 && <option value="">(none)</option>}
              {entry.examples.map((example) => (
                <option key={example.name} value={example.name}>
                  {example.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => chooseExample(entry.id, draft?.exampleName ?? entry.examples[0]?.name ?? null)}>
            Reset
          </button>
          <span className="spacer" />
          {sending && (
            <button type="button" onClick={() => cancel(entry.id)}>
              Cancel
            </button>
          )}
          <button
            type="button"
            className="primary"
            title="Send (Ctrl+Enter)"
            aria-keyshortcuts="Control+Enter Meta+Enter"
            disabled={!entry.call}
            onClick={() => void send(entry.id)}
          >
            Send
          </button>
        </div>
        <JsonEditor
          value={text}
          onChange={(next) => setDraftText(entry.id, next)}
          label="Request JSON"
          modelPath={`request/${entry.id}.json`}
          schema={schema}
          testId="request-editor"
        />
      </section>

      <ResponseView entry={entry} exchange={exchange} />
    </main>
  );
}
