// Who calls are sent as. For the platform's document: a visitor or member of an OAuth app, or an API key (tokens stay
// in memory unless "Remember" is on). For any other document: its own security schemes (`scheme-auth-panel.tsx`,
// its own chunk). Values are never shown, linked or exported.
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { boundTarget } from '../auth/document-schemes.ts';
import { platformDialect } from '../catalogue/catalogue.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { isMockMode } from '../store/settings-store.ts';
import { useModalDialog } from './use-modal-dialog.ts';

export function authSummary(state: { kind: string; role: string; apiKeySet: boolean; tokenTarget?: string }, target: string): string {
  if (state.kind === 'apiKey' && state.apiKeySet) return 'API key';
  // Tokens are only sent to the target that issued them.
  if (state.kind === 'oauth' && state.tokenTarget && state.tokenTarget !== target) return 'None here (signed in on another target)';
  if (state.kind === 'oauth' && state.role === 'member') return 'Member';
  if (state.kind === 'oauth' && state.role === 'visitor') return 'Visitor';
  if (state.kind === 'oauth') return 'Visitor (on first call)';
  return 'No auth';
}

const SchemeAuthPanel = lazy(() => import('./scheme-auth-panel.tsx').then((m) => ({ default: m.SchemeAuthPanel })));

/** The top bar's word for the document's scheme credentials that calls to `target` would carry. */
export function schemeAuthSummary(set: Record<string, string>, target: string): string {
  const here = Object.entries(set)
    .filter(([, boundTo]) => boundTo === boundTarget(target))
    .map(([name]) => name.slice(name.indexOf('.') + 1));
  if (here.length > 0) return here.join(', ');
  return Object.keys(set).length > 0 ? 'None here (set for another target)' : 'No auth';
}

export function AuthPanel() {
  const { store, setAuthOpen } = useExplorer().navigation;
  const open = useStore(store, (s) => s.authOpen);
  const dialog = useModalDialog(open);
  return (
    // Escape fires `cancel` at once and `close` a task later; the store closes on the first, so a shortcut
    // pressed in between does not find the panel still open.
    <dialog ref={dialog} className="auth-panel" aria-labelledby="auth-title" onCancel={() => setAuthOpen(false)} onClose={() => setAuthOpen(false)}>
      {open && (platformDialect ? <AuthContent /> : <DocumentAuthContent />)}
    </dialog>
  );
}

function DocumentAuthContent() {
  const { setAuthOpen } = useExplorer().navigation;
  return (
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
  );
}

function AuthContent() {
  const id = useId();
  const { auth, settings, navigation } = useExplorer();
  const { setApiKey, setClientId, setRemember, signInMember, signInVisitor, signOut, submitVerificationCode } = auth;
  const { setAuthOpen } = navigation;
  const state = useStore(auth.store, (s) => s);
  const mode = useStore(settings.store, (s) => s.mode);
  const target = useStore(settings.store, (s) => settings.currentTarget(s));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [key, setKey] = useState('');
  const [siteId, setSiteId] = useState(state.siteId);
  const [accountId, setAccountId] = useState(state.accountId);
  const submit = (action: () => unknown) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };

  return (
    <div className="auth-panel__content" aria-busy={state.busy}>
      <div className="auth-panel__head">
        <h2 id="auth-title">Authentication</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => setAuthOpen(false)}>
          ×
        </button>
      </div>
      <p data-testid="auth-status">
        Calls are sent as: <strong>{authSummary(state, target)}</strong>
        {/* Only OAuth calls carry the token: after a switch to an API key its expiry says nothing about the calls. */}
        {state.kind === 'oauth' && state.expiresAt ? ` · access token expires ${new Date(state.expiresAt * 1000).toLocaleTimeString()}` : ''}
      </p>
      {state.message && (
        <p
          className={state.message.tone === 'error' ? 'field-problem' : 'auth-panel__info'}
          role={state.message.tone === 'error' ? 'alert' : 'status'}
          data-testid="auth-message"
        >
          {state.message.text}
        </p>
      )}

      <section aria-labelledby={`${id}-oauth`}>
        <h3 id={`${id}-oauth`}>OAuth app (visitors and members)</h3>
        <form onSubmit={submit(signInVisitor)} className="auth-panel__form">
          <label htmlFor={`${id}-client`}>Client id</label>
          <input
            id={`${id}-client`}
            type="text"
            spellCheck={false}
            autoComplete="off"
            value={state.clientId}
            onChange={(event) => setClientId(event.target.value)}
          />
          <button type="submit" disabled={state.busy}>
            Sign in as visitor
          </button>
        </form>
        <form onSubmit={submit(() => signInMember(email, password))} className="auth-panel__form">
          <label htmlFor={`${id}-email`}>Member email</label>
          <input id={`${id}-email`} type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
          <label htmlFor={`${id}-password`}>Password</label>
          <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          <button type="submit" disabled={state.busy || !email || !password}>
            Sign in as member
          </button>
        </form>
        {state.awaitingCode && (
          <form onSubmit={submit(() => submitVerificationCode(code))} className="auth-panel__form">
            <label htmlFor={`${id}-code`}>Code from the email</label>
            <input
              id={`${id}-code`}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" disabled={state.busy || !code}>
              Verify
            </button>
          </form>
        )}
        <p className="muted">
          {isMockMode(mode)
            ? 'Against the mock there is no sign-in page: after the login call, the explorer plays the redirect back itself with a made-up code, and the mock’s token endpoint answers.'
            : 'Against a live host, member sign-in finishes in a hidden frame on the platform’s sign-in page; this page’s address must be an allowed redirect URI of the OAuth app.'}
        </p>
      </section>

      <section aria-labelledby={`${id}-key`}>
        <h3 id={`${id}-key`}>API key</h3>
        <form onSubmit={submit(() => setApiKey(key, siteId, accountId))} className="auth-panel__form">
          <label htmlFor={`${id}-apikey`}>API key</label>
          <input
            id={`${id}-apikey`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={state.apiKeySet ? '(set; enter a new one to replace it)' : ''}
            value={key}
            onChange={(event) => setKey(event.target.value)}
          />
          <label htmlFor={`${id}-site`}>Site id</label>
          <input id={`${id}-site`} type="text" spellCheck={false} value={siteId} onChange={(event) => setSiteId(event.target.value)} />
          <label htmlFor={`${id}-account`}>Account id</label>
          <input id={`${id}-account`} type="text" spellCheck={false} value={accountId} onChange={(event) => setAccountId(event.target.value)} />
          <button type="submit" disabled={state.busy}>
            Use API key
          </button>
        </form>
      </section>

      <section aria-labelledby={`${id}-keep`}>
        <h3 id={`${id}-keep`}>Keeping credentials</h3>
        <label className="checkbox">
          <input type="checkbox" checked={state.remember} onChange={(event) => setRemember(event.target.checked)} />
          Remember tokens and the API key in this browser (localStorage)
        </label>
        <p className="muted">Off by default: credentials live in this tab’s memory and are gone on reload. They are never put in links or exports.</p>
        <button type="button" onClick={signOut} disabled={state.kind === 'none' && state.role === 'none' && !state.apiKeySet}>
          Sign out and forget credentials
        </button>
      </section>

      {state.requests.length > 0 && (
        <section aria-labelledby={`${id}-log`}>
          <h3 id={`${id}-log`}>Recent sign-in requests</h3>
          <ul className="auth-panel__log">
            {state.requests.map((request, i) => (
              <li key={i}>
                <code>
                  {request.method} {request.url}
                </code>{' '}
                {request.status ?? request.problem ?? ''} · {Math.round(request.durationMs)} ms
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
