// The auth panel of a document not in the platform dialect: one form per security scheme the document declares.
// An API key (its place and name said), a bearer token, a user and password, or for OAuth2 each flow (authorization
// code with PKCE, client credentials, implicit, OpenAPI 3.2's device authorization) with its URLs and scopes to
// choose, and a token to paste; OpenID Connect shows its discovery URL, never fetched. What is entered is bound to
// the current target.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FLOW_TITLES, inputKindOf, RUNNABLE_FLOWS, type RunnableFlow } from '../auth/document-schemes.ts';
import type { OAuthFlowInfo, SecuritySchemeInfo } from '../catalogue/types.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { Markdown } from './markdown.tsx';

/** The document's schemes, from the overview's chunk (loaded when the panel first opens). */
function useSchemes(): SecuritySchemeInfo[] | undefined {
  const [schemes, setSchemes] = useState<SecuritySchemeInfo[]>();
  useEffect(() => {
    let live = true;
    void import('virtual:explorer-overview').then(({ overview }) => live && setSchemes(overview.securitySchemes));
    return () => {
      live = false;
    };
  }, []);
  return schemes;
}

export function SchemeAuthPanel() {
  const schemes = useSchemes();
  const { schemeAuth } = useExplorer();
  const set = useStore(schemeAuth.store, (s) => s.set);
  if (!schemes) return <p className="muted">Loading the document’s security schemes…</p>;
  if (schemes.length === 0) return <p data-testid="no-schemes">The document declares no security schemes: calls are sent without credentials.</p>;
  return (
    <div className="scheme-auth">
      <p className="muted">
        From the document’s security schemes. Each operation sends what its <code>security</code> asks for. Values stay in this tab’s memory and go only to the
        target they were entered for.
      </p>
      {schemes.map((scheme) => (
        <SchemeForm key={scheme.name} scheme={scheme} setFor={set[scheme.name]} />
      ))}
      {Object.keys(set).length > 0 && (
        <button type="button" onClick={() => schemeAuth.forget()}>
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
  const { schemeAuth } = useExplorer();
  const message = useStore(schemeAuth.store, (s) => (s.message?.scheme === scheme.name ? s.message : undefined));
  const kind = inputKindOf(scheme);
  const [value, setValue] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    schemeAuth.setInput(scheme.name, kind === 'basic' ? { username, password } : { value });
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
            <button type="button" onClick={() => schemeAuth.forget(scheme.name)}>
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
  const { schemeAuth } = useExplorer();
  const busy = useStore(schemeAuth.store, (s) => s.busy === scheme.name);
  const device = useStore(schemeAuth.store, (s) => (s.device?.scheme === scheme.name ? s.device : undefined));
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
        void schemeAuth.authorize({
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
              <button type="button" onClick={() => schemeAuth.cancelDevice()}>
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
