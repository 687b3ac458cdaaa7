// The explorer's first page, before an operation is picked: the document as a whole. Its title, version and
// description (Markdown), the servers, contact, licence and external documentation, and each security scheme by
// name: its type and where its key goes, or its OAuth flows and scopes. Every URL the document gives is a link only
// when http(s) (mailto for the contact's address); server URLs are shown as text, they are where calls go: each as the
// document writes it, its variables to set, and a button that sends try-it there.
import { useId, useState } from 'react';
import type { ApiOverview, SecuritySchemeInfo, ServerInfo } from '../catalogue/types.ts';
import { ExternalDocsLink, Markdown, safeUrl } from './markdown.tsx';

const FLOW_NAMES: Record<string, string> = {
  implicit: 'Implicit',
  password: 'Password',
  clientCredentials: 'Client credentials',
  authorizationCode: 'Authorization code',
  deviceAuthorization: 'Device authorization',
};

/** A link when the URL is http(s) (or mailto when `mail`), else the text alone. */
function UrlLink({ url, label, mail = false }: { url: string; label?: string; mail?: boolean }) {
  const safe = safeUrl(url);
  const allowed = safe && (mail ? /^mailto:/i.test(safe) : /^https?:/i.test(safe));
  if (!allowed) return <span>{label ?? url}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer nofollow">
      {label ?? url}
    </a>
  );
}

/**
 * A server as the document writes it, whole (`https://{region}.gallery.example/api`), with its variables to set (an
 * enum as a choice) and the URL they make; `onUse` makes that URL the live target, where try-it then sends.
 */
function ServerUrl({ server, onUse }: { server: ServerInfo; onUse?: (url: string) => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const id = useId();
  const chosen = (name: string, fallback: string) => (Object.hasOwn(values, name) ? values[name]! : fallback);
  const resolved = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables.find((v) => v.name === name);
    return variable ? chosen(name, variable.default) : whole;
  });
  const use = onUse && /^https?:\/\//i.test(resolved) && (
    <>
      {' '}
      <button type="button" className="link-button" onClick={() => onUse(resolved)}>
        Send requests here
      </button>
    </>
  );
  return (
    <>
      <code data-testid="server-url">{server.url}</code>
      {server.description && (
        <>
          {' · '}
          <Markdown inline text={server.description} />
        </>
      )}
      {server.variables.length > 0 && (
        <ul className="overview__variables">
          {server.variables.map((variable, index) => (
            <li key={variable.name}>
              <label htmlFor={`${id}-${index}`}>
                <code>{`{${variable.name}}`}</code>
              </label>{' '}
              {variable.enum && variable.enum.length > 0 ? (
                <select
                  id={`${id}-${index}`}
                  value={chosen(variable.name, variable.default)}
                  onChange={(event) => setValues({ ...values, [variable.name]: event.target.value })}
                >
                  {[...new Set([variable.default, ...variable.enum])].map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`${id}-${index}`}
                  type="text"
                  spellCheck={false}
                  value={chosen(variable.name, variable.default)}
                  onChange={(event) => setValues({ ...values, [variable.name]: event.target.value })}
                />
              )}
              {variable.description && (
                <>
                  {' · '}
                  <Markdown inline text={variable.description} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {server.variables.length > 0 ? (
        <p className="overview__server-use">
          <code data-testid="server-resolved">{resolved}</code>
          {use}
        </p>
      ) : (
        use
      )}
    </>
  );
}

export function OverviewView({
  overview,
  operationCount,
  onUseServer,
}: {
  overview: ApiOverview;
  operationCount: number;
  /** Makes a server's URL (its variables as set) the live target. */
  onUseServer?: (url: string) => void;
}) {
  const { contact, license } = overview;
  return (
    <main className="operation-view overview" aria-labelledby="overview-title">
      <header className="operation-view__header">
        <h2 id="overview-title" tabIndex={-1}>
          {overview.title}
          {overview.version && <span className="tag overview__version">v{overview.version}</span>}
        </h2>
        {overview.summary && <p className="overview__summary">{overview.summary}</p>}
      </header>
      {overview.description && <Markdown className="overview__description" text={overview.description} />}
      <p className="muted">
        {operationCount === 0
          ? 'The document has no operations.'
          : 'Pick an operation from the list, or search everything with Ctrl+K (⌘K): names, summaries, paths, parameters and body fields.'}
      </p>
      <dl className="facts overview__facts">
        {overview.servers.length > 0 && (
          <>
            <dt>{overview.servers.length === 1 ? 'Server' : 'Servers'}</dt>
            <dd>
              <ul className="overview__servers">
                {overview.servers.map((server, index) => (
                  // Two servers may share a URL (with other descriptions): the index keeps keys apart.
                  <li key={`${index}:${server.url}`}>
                    <ServerUrl server={server} onUse={onUseServer} />
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {contact && (
          <>
            <dt>Contact</dt>
            <dd className="overview__contact">
              {contact.name && <span>{contact.name}</span>}
              {contact.url && (
                <>
                  {contact.name && ' · '}
                  <UrlLink url={contact.url} />
                </>
              )}
              {contact.email && (
                <>
                  {(contact.name || contact.url) && ' · '}
                  <UrlLink url={`mailto:${contact.email}`} label={contact.email} mail />
                </>
              )}
            </dd>
          </>
        )}
        {license && (
          <>
            <dt>Licence</dt>
            <dd className="overview__license">
              {license.url ? <UrlLink url={license.url} label={license.name} /> : license.name}
              {license.identifier && (
                <>
                  {' '}
                  (<code>{license.identifier}</code>)
                </>
              )}
            </dd>
          </>
        )}
        {overview.termsOfService && (
          <>
            <dt>Terms of service</dt>
            <dd>
              <UrlLink url={overview.termsOfService} />
            </dd>
          </>
        )}
        {overview.externalDocs && (
          <>
            <dt>Documentation</dt>
            <dd>
              <ExternalDocsLink docs={overview.externalDocs} />
            </dd>
          </>
        )}
      </dl>
      {overview.securitySchemes.length > 0 && (
        <section aria-labelledby="overview-security">
          <h3 id="overview-security">Security schemes</h3>
          <ul className="overview__schemes" data-testid="security-schemes">
            {overview.securitySchemes.map((scheme) => (
              <li key={scheme.name}>
                <SecurityScheme scheme={scheme} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

function SecurityScheme({ scheme }: { scheme: SecuritySchemeInfo }) {
  return (
    <>
      <p className="overview__scheme">
        <code>{scheme.name}</code> · {schemeSummary(scheme)}
      </p>
      {scheme.description && <Markdown text={scheme.description} />}
      {scheme.flows.map((flow) => (
        <div key={flow.flow} className="overview__flow">
          <p>
            {FLOW_NAMES[flow.flow] ?? flow.flow} flow
            {flow.authorizationUrl && (
              <>
                {' · authorization '}
                <code>{flow.authorizationUrl}</code>
              </>
            )}
            {flow.deviceAuthorizationUrl && (
              <>
                {' · device authorization '}
                <code>{flow.deviceAuthorizationUrl}</code>
              </>
            )}
            {flow.tokenUrl && (
              <>
                {' · token '}
                <code>{flow.tokenUrl}</code>
              </>
            )}
            {flow.refreshUrl && (
              <>
                {' · refresh '}
                <code>{flow.refreshUrl}</code>
              </>
            )}
          </p>
          {flow.scopes.length > 0 ? (
            <dl className="facts overview__scopes">
              {flow.scopes.map((scope) => (
                <div key={scope.name} className="facts__row">
                  <dt>
                    <code>{scope.name}</code>
                  </dt>
                  <dd>{scope.description}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="muted">No scopes.</p>
          )}
        </div>
      ))}
    </>
  );
}

/** What a scheme is, in a line: "API key in the header Authorization", "HTTP bearer (JWT)", "OAuth 2.0". */
function schemeSummary(scheme: SecuritySchemeInfo): string {
  switch (scheme.type) {
    case 'apiKey':
      return `API key in the ${scheme.in ?? 'request'}${scheme.parameterName ? ` ${scheme.parameterName}` : ''}`;
    case 'http':
      return `HTTP ${scheme.scheme ?? 'authentication'}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return `OpenID Connect${scheme.openIdConnectUrl ? `, discovery at ${scheme.openIdConnectUrl}` : ''}`;
    case 'mutualTLS':
      return 'Mutual TLS';
    default:
      return scheme.type;
  }
}
