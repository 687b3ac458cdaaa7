// The selected operation. Its header comes from the slim catalogue at once; the workspace (request builder,
// answer, and the runtime and generated call behind them) is its own chunk, loaded on first use.
import { lazy, Suspense, useState } from 'react';
import { catalogueById } from '../catalogue/catalogue.ts';
import { MethodBadge } from './method-badge.tsx';

const OperationWorkspace = lazy(() => import('./operation-workspace.tsx'));

export function OperationView({ id }: { id: string }) {
  const entry = catalogueById.get(id)!;
  return (
    <main className="operation-view" aria-labelledby="operation-title">
      <header className="operation-view__header">
        <h2 id="operation-title" tabIndex={-1}>
          <MethodBadge method={entry.method} /> {entry.operationId}
          {entry.deprecated && <span className="tag">deprecated</span>}
        </h2>
        <p className="operation-view__path">
          <code>{entry.path}</code> · {entry.service} / {entry.module}
        </p>
        {entry.summary && <p className="operation-view__summary">{entry.summary}</p>}
        <CopyLink />
      </header>
      <Suspense fallback={<Loading />}>
        <OperationWorkspace id={id} />
      </Suspense>
    </main>
  );
}

export function Loading() {
  return (
    <p className="muted" aria-busy="true" data-testid="operation-loading">
      Loading the operation…
    </p>
  );
}

function CopyLink() {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  return (
    <p className="operation-view__link">
      <button
        type="button"
        className="link-button"
        onClick={() => {
          navigator.clipboard.writeText(location.href).then(
            () => setCopied('done'),
            () => setCopied('failed'),
          );
        }}
      >
        Copy link to this operation
      </button>
      <span aria-live="polite" className="muted">
        {copied === 'done' ? ' Copied.' : copied === 'failed' ? ' The browser did not allow copying; the address bar has the link.' : ''}
      </span>
    </p>
  );
}
