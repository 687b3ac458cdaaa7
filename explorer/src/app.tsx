// Layout: the top bar, the operation list on the left, the selected operation on the right; the palette
// and the auth panel are dialogs over it. Global keys: ⌘K / Ctrl+K search, ⌘/Ctrl+Enter send,
// "/" filters the list.
import { lazy, Suspense, useEffect } from 'react';
import { catalogue } from './catalogue/catalogue.ts';
import { AuthPanel } from './components/auth-panel.tsx';
import { CommandPalette } from './components/command-palette.tsx';
import { OperationList } from './components/operation-list.tsx';
import { OperationView, preloadWorkspace } from './components/operation-view.tsx';
import { TopBar } from './components/top-bar.tsx';

// The models view is read less often than operations: its own chunk, loaded when opened.
const ModelsView = lazy(() => import('./components/models-view.tsx').then((m) => ({ default: m.ModelsView })));
// The overview (the document's info and security schemes) is shown until an operation is picked: its own chunk, with
// its data, so a deep link to an operation never loads it.
const Overview = lazy(() =>
  Promise.all([import('./components/overview-view.tsx'), import('virtual:explorer-overview')]).then(([view, data]) => ({
    default: function OverviewPage() {
      const { settings } = useExplorer();
      // A server's URL, its variables as the reader set them, becomes the live target.
      const sendToServer = (url: string) => {
        settings.setLiveUrl(url);
        settings.setTargetMode('live');
      };
      return <view.OverviewView overview={data.overview} operationCount={catalogue.length} onUseServer={sendToServer} />;
    },
  })),
);
// A tag's or a webhook's page: with the overview's data, which holds them.
const DocumentPageView = lazy(() =>
  Promise.all([import('./components/document-page.tsx'), import('virtual:explorer-overview')]).then(([view, data]) => ({
    default: ({ page }: { page: DocumentPage }) => <view.DocumentPageView page={page} overview={data.overview} />,
  })),
);
import { useStore } from './store/create-store.ts';
import { useExplorer, useResolvedTheme } from './store/explorer-provider.tsx';
import type { DocumentPage } from './store/navigation-store.ts';
import { ViewBoundary } from './components/view-boundary.tsx';

export function App() {
  const explorer = useExplorer();
  const { store: navigationStore, setPaletteOpen } = explorer.navigation;
  const selectedId = useStore(navigationStore, (s) => s.selectedId);
  const model = useStore(navigationStore, (s) => s.model);
  const page = useStore(navigationStore, (s) => s.page);
  const theme = useResolvedTheme();

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  // Once the list has painted, fetch the operation workspace in the background so the first pick is quick.
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    whenIdle(() => void preloadWorkspace().catch(() => undefined));
  }, []);

  // Captured before Monaco sees them, so they work inside the editors too.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const mod = event.ctrlKey || event.metaKey;
      if (mod && (event.key === 'k' || event.key === 'K')) {
        event.preventDefault();
        event.stopPropagation();
        setPaletteOpen(!navigationStore.getState().paletteOpen);
        return;
      }
      if (mod && event.key === 'Enter') {
        const { selectedId: id, paletteOpen, authOpen } = navigationStore.getState();
        if (!id || paletteOpen || authOpen) return;
        event.preventDefault();
        event.stopPropagation();
        void import('./store/request-store.ts').then(({ requestStoreOf }) => requestStoreOf(explorer).send(id));
        return;
      }
      if (event.key === '/' && !mod && !isTyping(event.target)) {
        event.preventDefault();
        document.querySelector<HTMLInputElement>('.operation-list__filter')?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [explorer, navigationStore, setPaletteOpen]);

  return (
    <div className="app">
      <a className="skip-link" href="#operation-title">
        Skip to the operation
      </a>
      <TopBar />
      <div className="layout">
        <OperationList />
        {model !== null ? (
          <Suspense fallback={<main className="operation-view muted">Loading the models…</main>}>
            <ViewBoundary label="this model" resetKey={model}>
              <ModelsView key={model} name={model} />
            </ViewBoundary>
          </Suspense>
        ) : page !== null ? (
          <Suspense fallback={<main className="operation-view muted">Loading…</main>}>
            <ViewBoundary label="this page" resetKey={`${page.kind}:${page.name}`}>
              <DocumentPageView key={`${page.kind}:${page.name}`} page={page} />
            </ViewBoundary>
          </Suspense>
        ) : selectedId ? (
          <OperationView key={selectedId} id={selectedId} />
        ) : (
          <Suspense fallback={<main className="operation-view muted">Loading the overview…</main>}>
            <ViewBoundary label="the overview" resetKey="overview">
              <Overview />
            </ViewBoundary>
          </Suspense>
        )}
      </div>
      <CommandPalette />
      <AuthPanel />
    </div>
  );
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT' ||
    target.closest('.monaco-editor') !== null
  );
}
