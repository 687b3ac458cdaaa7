// Who calls are sent as: one panel over the auth store, with one form per scheme the explorer offers, of any kind
// (`scheme-auth-panel.tsx`, its own chunk): the platform's sign-in for the platform's document, the document's own
// security schemes for any other. Values are never shown, linked or exported.
import { lazy, Suspense } from 'react';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

const SchemeAuthPanel = lazy(() => import('./scheme-auth-panel.tsx').then((m) => ({ default: m.SchemeAuthPanel })));

export function AuthPanel() {
  const { store, setAuthOpen } = useExplorer().navigation;
  const open = useStore(store, (s) => s.authOpen);
  const dialog = useModalDialog(open);
  return (
    // Escape fires `cancel` at once and `close` a task later; the store closes on the first, so a shortcut
    // pressed in between does not find the panel still open.
    <dialog ref={dialog} className="auth-panel" aria-labelledby="auth-title" onCancel={() => setAuthOpen(false)} onClose={() => setAuthOpen(false)}>
      {open && (
        <div className="auth-panel__content">
          <div className="auth-panel__head">
            <h2 id="auth-title">Authentication</h2>
            <button type="button" className="icon-button" aria-label="Close" onClick={() => setAuthOpen(false)}>
              ×
            </button>
          </div>
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <SchemeAuthPanel />
          </Suspense>
        </div>
      )}
    </dialog>
  );
}
