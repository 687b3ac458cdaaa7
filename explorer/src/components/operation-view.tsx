// The selected operation. Its header comes from the slim catalogue at once; the workspace (request builder,
// answer, and the runtime and generated call behind them) is its own chunk, loaded on first use or ahead of it
// (`preloadWorkspace`, when the page is idle). Once loaded it renders straight away: a React.lazy component would
// suspend on every new operation, and React reveals suspended content no sooner than 300 ms after its fallback.
import { type ComponentType, useEffect, useState } from 'react';
import { catalogueById, serviceBase, writtenPath } from '../catalogue/catalogue.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { Loading } from './loading.tsx';
import { MethodBadge } from './method-badge.tsx';
import { OperationTitle } from './operation-title.tsx';

let Workspace: ComponentType<{ id: string }> | undefined;
let loading: Promise<ComponentType<{ id: string }>> | undefined;

/** Loads the workspace chunk once; later calls share it (a failed load is tried again next time). */
export function preloadWorkspace(): Promise<ComponentType<{ id: string }>> {
  loading ??= import('./operation-workspace.tsx').then(
    (module) => (Workspace = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function WorkspaceSlot({ id }: { id: string }) {
  const [loaded, setLoaded] = useState(() => Workspace);
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    if (loaded) return;
    let live = true;
    preloadWorkspace().then(
      (component) => live && setLoaded(() => component),
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  if (failed)
    return (
      <p className="error-view" role="alert">
        Could not load the operation view: {failed}
      </p>
    );
  const Component = loaded;
  return Component ? <Component id={id} /> : <Loading />;
}

export function OperationView({ id }: { id: string }) {
  const entry = catalogueById.get(id)!;
  return (
    <main className="operation-view" aria-labelledby="operation-title">
      <header className="operation-view__header">
        <OperationTitle entry={entry} />
        {/* The reader's anchor: the method and the path (on a document's own site, as the document writes it). */}
        <p className="operation-view__path">
          <MethodBadge method={entry.method} /> <code data-testid="operation-path">{writtenPath(entry)}</code>
        </p>
        {/* The rest, muted on one line: where it is filed and its link. */}
        <p className="operation-view__meta">
          <span>
            {serviceBase(entry.service) !== undefined && entry.tagPath ? entry.tagPath.join(' › ') || 'no tag' : `${entry.service} / ${entry.module}`}
          </span>
          <CopyLink />
        </p>
      </header>
      <WorkspaceSlot id={id} />
    </main>
  );
}

function CopyLink() {
  const { location } = useExplorer().environment;
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  return (
    <span className="operation-view__link">
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
        Copy link
      </button>
      <span aria-live="polite">
        {copied === 'done' ? ' Copied.' : copied === 'failed' ? ' The browser did not allow copying; the address bar has the link.' : ''}
      </span>
    </span>
  );
}
