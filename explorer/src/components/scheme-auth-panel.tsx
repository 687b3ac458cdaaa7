// The auth panel's forms, one per scheme the explorer offers, by its kind (`auth/document-schemes.ts`): the
// platform's sign-in (an OAuth app's visitor or member, or an API key), an API key (its place and name said), a
// bearer token, a user and password, or for OAuth2 each flow (authorization code with PKCE, client credentials,
// implicit, OpenAPI 3.2's device authorization) with its URLs and scopes to choose, and a token to paste; OpenID
// Connect shows its discovery URL, never fetched. Everything goes to the one auth store; what is entered is bound
// to the current target.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { explorerSchemes, FLOW_TITLES, inputKindOf, PLATFORM_SIGN_IN, RUNNABLE_FLOWS, type RunnableFlow } from '../auth/document-schemes.ts';
import type { OAuthFlowInfo, SecuritySchemeInfo } from '../catalogue/types.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { isMockMode } from '../store/settings-store.ts';
import { platformSignInSummary } from '../auth/auth-summary.ts';
import { Markdown } from './markdown.tsx';

/** The schemes the explorer offers; a document's come from the overview's chunk (loaded when the panel first opens). */
function useSchemes(platformSignIn: boolean): readonly SecuritySchemeInfo[] | undefined {
  const [schemes, setSchemes] = useState<readonly SecuritySchemeInfo[] | undefined>(platformSignIn ? explorerSchemes(true, []) : undefined);
  useEffect(() => {
    if (platformSignIn) return;
    let live = true;
    void import('virtual:explorer-overview').then(({ overview }) => live && setSchemes(explorerSchemes(false, overview.securitySchemes)));
    return () => {
      live = false;
    };
  }, [platformSignIn]);
  return schemes;
}

export function SchemeAuthPanel() {
  const { auth } = useExplorer();
  const schemes = useSchemes(auth.platformSignIn);
  if (!schemes) return <p className="muted">Loading the document’s security schemes…</p>;
  if (schemes.length === 0) return <p data-testid="no-schemes">The document declares no security schemes: calls are sent without credentials.</p>;
  return <SchemeForms schemes={schemes} />;
}

/** A form for each scheme, by its kind, over the one auth store. */
export function SchemeForms({ schemes }: { schemes: readonly SecuritySchemeInfo[] }) {
  const { auth } = useExplorer();
  const set = useStore(auth.store, (s) => s.set);
  return (
    <div className="scheme-auth">
      {!auth.platformSignIn && (
        <p className="muted">
          From the document’s security schemes. Each operation sends what its <code>security</code> asks for. Values stay in this tab’s memory and go only to
          the target they were entered for.
        </p>
      )}
      {schemes.map((scheme) =>
        inputKindOf(scheme) === 'platformSignIn' ? (
          <PlatformSignInForm key={scheme.name} />
        ) : (
          <SchemeForm key={scheme.name} scheme={scheme} setFor={set[scheme.name]} />
        ),
      )}
      {Object.keys(set).length > 0 && (
        <button type="button" onClick={() => auth.forget()}>
          Forget every scheme’s credentials
        </button>
      )}
    </div>
  );
}

function describe(scheme: SecuritySchemeInfo): string {
  if (scheme.type === 'apiKey') return `API key in the ${scheme.in ?? '?'} ${scheme.parameterName ?? ''}`.trim();
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
  if (scheme.type === 'oauth2') return 'OAuth 2.0';
  if (scheme.type === 'openIdConnect') return 'OpenID Connect';
  return scheme.type;
}

function SchemeForm({ scheme, setFor }: { scheme: SecuritySchemeInfo; setFor: string | undefined }) {
  const id = useId();
  const { auth } = useExplorer();
  const message = useStore(auth.store, (s) => (s.message?.scheme === scheme.name ? s.message : undefined));
  const kind = inputKindOf(scheme);
  const [value, setValue] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.setInput(scheme.name, kind === 'basic' ? { username, password } : { value });
    setValue('');
    setPassword('');
  };
  const valueLabel =
    kind === 'apiKey' ? `API key (${scheme.in} ${scheme.parameterName})` : kind === 'httpValue' ? `Value after "${scheme.scheme}"` : 'Access token';
  return (
    <section className="scheme-auth__scheme" aria-labelledby={`${id}-title`} data-testid={`scheme-${scheme.name}`}>
      <h3 id={`${id}-title`}>
        {scheme.name} <span className="muted">· {describe(scheme)}</span>
      </h3>
      {scheme.description && <Markdown inline text={scheme.description} />}
      <p className="muted" data-testid={`scheme-status-${scheme.name}`}>
        {setFor ? `Set, for ${setFor}.` : 'Not set.'}
      </p>
      {kind === 'apiKey' && scheme.in === 'cookie' && (
        <p className="muted">Browsers do not let a page set cookies for another host: the key goes as a Cookie header, which a browser may drop.</p>
      )}
      {scheme.type === 'openIdConnect' && scheme.openIdConnectUrl && (
        <p>
          Discovery document: <code>{scheme.openIdConnectUrl}</code> (not fetched: sign in there and paste the access token).
        </p>
      )}
      {scheme.type === 'oauth2' && scheme.flows.map((flow) => <FlowForm key={flow.flow} scheme={scheme} flow={flow} />)}
      {kind === 'unsupported' ? (
        <p className="muted">This scheme is not one the explorer can fill in.</p>
      ) : (
        <form className="auth-panel__form" onSubmit={submit}>
          {kind === 'basic' ? (
            <>
              <label htmlFor={`${id}-user`}>Username</label>
              <input id={`${id}-user`} type="text" autoComplete="off" spellCheck={false} value={username} onChange={(e) => setUsername(e.target.value)} />
              <label htmlFor={`${id}-password`}>Password</label>
              <input id={`${id}-password`} type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
            </>
          ) : (
            <>
              <label htmlFor={`${id}-value`}>{valueLabel}</label>
              <input id={`${id}-value`} type="password" autoComplete="off" spellCheck={false} value={value} onChange={(e) => setValue(e.target.value)} />
            </>
          )}
          <button type="submit">Use for {scheme.name}</button>
          {setFor && (
            <button type="button" onClick={() => auth.forget(scheme.name)}>
              Forget
            </button>
          )}
        </form>
      )}
      {message && (
        <p className={message.tone === 'error' ? 'field-problem' : 'auth-panel__info'} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}

function FlowForm({ scheme, flow }: { scheme: SecuritySchemeInfo; flow: OAuthFlowInfo }) {
  const id = useId();
  const { auth } = useExplorer();
  const busy = useStore(auth.store, (s) => s.busy === scheme.name);
  const device = useStore(auth.store, (s) => (s.device?.scheme === scheme.name ? s.device : undefined));
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const runnable = (RUNNABLE_FLOWS as readonly string[]).includes(flow.flow);
  const toggle = (scope: string, on: boolean) => setScopes((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));
  return (
    <form
      className="scheme-auth__flow"
      aria-labelledby={`${id}-flow`}
      data-testid={`flow-${scheme.name}-${flow.flow}`}
      onSubmit={(event) => {
        event.preventDefault();
        void auth.authorize({
          scheme: scheme.name,
          flow: flow as OAuthFlowInfo & { flow: RunnableFlow },
          clientId: clientId.trim(),
          ...(flow.flow === 'clientCredentials' ? { clientSecret } : {}),
          scopes,
        });
      }}
    >
      <h4 id={`${id}-flow`}>{FLOW_TITLES[flow.flow] ?? flow.flow}</h4>
      <dl className="facts">
        {flow.authorizationUrl && (
          <div className="facts__row">
            <dt>Authorization URL</dt>
            <dd>
              <code>{flow.authorizationUrl}</code>
            </dd>
          </div>
        )}
        {flow.deviceAuthorizationUrl && (
          <div className="facts__row">
            <dt>Device authorization URL</dt>
            <dd>
              <code>{flow.deviceAuthorizationUrl}</code>
            </dd>
          </div>
        )}
        {flow.tokenUrl && (
          <div className="facts__row">
            <dt>Token URL</dt>
            <dd>
              <code>{flow.tokenUrl}</code>
            </dd>
          </div>
        )}
      </dl>
      {flow.scopes.length > 0 && (
        <fieldset className="scheme-auth__scopes">
          <legend>Scopes</legend>
          {flow.scopes.map((scope) => (
            <label key={scope.name} className="checkbox">
              <input type="checkbox" checked={scopes.includes(scope.name)} onChange={(event) => toggle(scope.name, event.target.checked)} />
              <code>{scope.name}</code> {scope.description}
            </label>
          ))}
        </fieldset>
      )}
      {runnable ? (
        <>
          <label htmlFor={`${id}-client`}>Client id</label>
          <input id={`${id}-client`} type="text" autoComplete="off" spellCheck={false} value={clientId} onChange={(e) => setClientId(e.target.value)} />
          {flow.flow === 'clientCredentials' && (
            <>
              <label htmlFor={`${id}-secret`}>Client secret</label>
              <input id={`${id}-secret`} type="password" autoComplete="off" value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} />
            </>
          )}
          <button type="submit" disabled={busy || !clientId.trim()}>
            {flow.flow === 'clientCredentials' ? 'Get a token' : flow.flow === 'deviceAuthorization' ? 'Get a device code' : 'Authorize'}
          </button>
          {flow.flow === 'deviceAuthorization' && device && (
            <div className="scheme-auth__device" role="status" data-testid="device-code">
              <p>
                On any device, open{' '}
                <a href={device.verificationUriComplete ?? device.verificationUri} target="_blank" rel="noopener noreferrer">
                  {device.verificationUri}
                </a>{' '}
                and enter <code className="scheme-auth__user-code">{device.userCode}</code>. This page waits for the approval.
              </p>
              <button type="button" onClick={() => auth.cancelDevice()}>
                Cancel the device sign-in
              </button>
            </div>
          )}
        </>
      ) : (
        <p className="muted">The explorer does not run this flow (the page would hold a user’s password): paste a token below.</p>
      )}
    </form>
  );
}

/** The platform's sign-in: an OAuth app's visitor or member, or an API key (tokens stay in memory unless "Remember" is on). */
function PlatformSignInForm() {
  const id = useId();
  const { auth, settings } = useExplorer();
  const { setApiKey, setClientId, setRemember, signInMember, signInVisitor, signOut, submitVerificationCode } = auth.platform;
  const state = useStore(auth.store, (s) => s.platform);
  const busy = useStore(auth.store, (s) => s.busy === PLATFORM_SIGN_IN.name);
  const message = useStore(auth.store, (s) => (s.message?.scheme === PLATFORM_SIGN_IN.name ? s.message : undefined));
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
    <div aria-busy={busy} data-testid={`scheme-${PLATFORM_SIGN_IN.name}`}>
      <p data-testid="auth-status">
        Calls are sent as: <strong>{platformSignInSummary(state, target)}</strong>
        {/* Only OAuth calls carry the token: after a switch to an API key its expiry says nothing about the calls. */}
        {state.kind === 'oauth' && state.expiresAt ? ` · access token expires ${new Date(state.expiresAt * 1000).toLocaleTimeString()}` : ''}
      </p>
      {message && (
        <p
          className={message.tone === 'error' ? 'field-problem' : 'auth-panel__info'}
          role={message.tone === 'error' ? 'alert' : 'status'}
          data-testid="auth-message"
        >
          {message.text}
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
          <button type="submit" disabled={busy}>
            Sign in as visitor
          </button>
        </form>
        <form onSubmit={submit(() => signInMember(email, password))} className="auth-panel__form">
          <label htmlFor={`${id}-email`}>Member email</label>
          <input id={`${id}-email`} type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
          <label htmlFor={`${id}-password`}>Password</label>
          <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          <button type="submit" disabled={busy || !email || !password}>
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
            <button type="submit" disabled={busy || !code}>
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
          <button type="submit" disabled={busy}>
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
