// Who calls are sent as: one panel over the auth store, with one form per scheme the explorer offers, of any kind
// (`scheme-auth-panel.tsx`, its own chunk): the platform's sign-in for the platform's document, the document's own
// security schemes for any other. Values are never shown, linked or exported.
import { lazy, Suspense } from 'react';
import { boundTarget, PLATFORM_SIGN_IN } from '../auth/document-schemes.ts';
import type { AuthState } from '../store/auth-store.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import type { PlatformSignInState } from '../store/platform-sign-in.ts';
import { useModalDialog } from './use-modal-dialog.ts';

/** The platform's sign-in in a word, for calls to `target`. */
export function platformSignInSummary(state: Pick<PlatformSignInState, 'kind' | 'role' | 'apiKeySet' | 'tokenTarget'>, target: string): string {
  if (state.kind === 'apiKey' && state.apiKeySet) return 'API key';
  // Tokens are only sent to the target that issued them.
  if (state.kind === 'oauth' && state.tokenTarget && state.tokenTarget !== target) return 'None here (signed in on another target)';
  if (state.kind === 'oauth' && state.role === 'member') return 'Member';
  if (state.kind === 'oauth' && state.role === 'visitor') return 'Visitor';
  if (state.kind === 'oauth') return 'Visitor (on first call)';
  return 'No auth';
}

/**
 * The top bar's word for what calls to `target` would carry: the platform's sign-in where the explorer offers it,
 * else the names of the document's schemes set for this target.
 */
export function authSummary(state: Pick<AuthState, 'set' | 'platform'>, target: string, platformSignIn: boolean): string {
  if (platformSignIn) return platformSignInSummary(state.platform, target);
  const here = Object.entries(state.set)
    .filter(([name, boundTo]) => name !== PLATFORM_SIGN_IN.name && boundTo === boundTarget(target))
    .map(([name]) => name.slice(name.indexOf('.') + 1));
  if (here.length > 0) return here.join(', ');
  return Object.keys(state.set).length > 0 ? 'None here (set for another target)' : 'No auth';
}

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
