// The current request as code, live with the inputs: the generated TypeScript client, curl and fetch. Built
// from the request's snapshot, so typed-in secrets are placeholders; credentials are what the call would carry
// (`snippets/snippet-credentials.ts`): placeholders, or the reader's own scheme values masked on screen. The host is the document's server unless a mock or live host was chosen; a path
// parameter not filled yet shows as `{name}`; the client is imported from where the reader generated it.
import { useEffect, useId, useMemo, useState } from 'react';
import { callArguments, previewRequest } from '../api.ts';
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import { buildRequest } from '../request/draft.ts';
import { preferHeader } from '../request/mock-preferences.ts';
import { serviceBaseUrl } from '@siteapi/runtime/generated';
import { platformDialect } from '../catalogue/catalogue.ts';
import { site } from 'virtual:explorer-catalogue';
import type { Credentials } from '@siteapi/runtime';
import { printableCredentials, snippetAuth } from '../snippets/snippet-credentials.ts';
import { pathPlaceholders, requestSnippets, snippetHost, withAuthPlaceholder, type RequestSnippets, type WireRequest } from '../snippets/snippets.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { draftOf, requestStoreOf, targetIsServer } from '../store/request-store.ts';
import { isMockMode } from '../store/settings-store.ts';
import { draftFromSnapshot, snapshotOf } from '../store/snapshot.ts';
import { callBase } from '../transport/call-base.ts';
import { parseTarget } from '../transport/send.ts';
import { CopyButton } from './copy-button.tsx';
import { Tabs, type Tab } from './tabs.tsx';
import { MORE_LANGUAGES, snippetIn } from '../snippets/more-languages.ts';

/**
 * Where the snippets import the generated calls from: the package a docs site's author named
 * (`siteapi docs --client-package`), else `VITE_CLIENT_IMPORT` at build time (vite-env.d.ts), else the default.
 */
const clientImport = (): string =>
  site.clientPackage?.trim() || import.meta.env.VITE_CLIENT_IMPORT?.trim() || (platformDialect ? '@siteapi/clients' : './generated');

/**
 * What the panel shows: the snippets (unfilled path parameters and credentials not set as placeholders, the reader's
 * secrets masked), the same to copy (the reader's secrets as they are), or why not.
 */
type Snippets = Partial<RequestSnippets> & { problem?: string; copied?: RequestSnippets };

export function SnippetsPanel({ operation }: { operation: LoadedOperation }) {
  const explorer = useExplorer();
  const { settings } = explorer;
  const draft = useStore(requestStoreOf(explorer).store, (s) => draftOf(s.drafts, operation));
  const mode = useStore(settings.store, (s) => s.mode);
  const targetText = useStore(settings.store, (s) => settings.currentTarget(s));
  // A change of the platform's sign-in or of what the document's schemes have set makes the snippets again.
  const platformKind = useStore(explorer.auth.store, (s) => s.platform.kind);
  const schemesSet = useStore(explorer.auth.store, (s) => s.set);
  const [snippets, setSnippets] = useState<Snippets>({});
  // The files picked go on by name (a snapshot has none).
  const safeDraft = useMemo(
    () => ({ ...draftFromSnapshot(snapshotOf(operation.entry.id, draft)), ...(draft.files ? { files: draft.files } : {}) }),
    [operation.entry.id, draft],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: platformKind and schemesSet say when the credentials changed
  useEffect(() => {
    let live = true;
    const placeholders = pathPlaceholders(operation.detail.parameters.filter((p) => p.in === 'path').map((p) => p.name));
    const request = buildRequest(operation.detail, safeDraft, placeholders.values, true);
    const target = parseTarget(targetText);
    if (!request.ok || !target.ok || !operation.call) {
      setSnippets({ problem: !request.ok ? request.message : !target.ok ? target.message : 'generated/ has no call for this operation.' });
      return;
    }
    const prefer = isMockMode(mode) ? preferHeader(safeDraft.mock) : undefined;
    const headers = prefer ? { prefer } : undefined;
    const ref = operation.call;
    const named = snippetHost(mode, target.value, serviceBaseUrl(ref.call.op.service, undefined, ''));
    // The URL try-it calls (`callBase`): curl and fetch are previewed through it; the client's host is the part before
    // the call's own base path, which the client adds itself.
    const asServer = targetIsServer(mode, operation.entry.service);
    const base = callBase(named, ref.call.op.prefix ?? ref.call.op.service.prefix, asServer);
    const host = base.host;
    // The service's security schemes are a file of their own, which the generated client loads with a signed call.
    void Promise.resolve(ref.call.op.service.loadSecurity?.()).then(async (serviceSecurity) => {
      // What the call would carry (the same the send does): the reader's values for this target, else placeholders.
      const { strategy: auth, credentials: security } = snippetAuth(
        serviceSecurity,
        ref.call.op.security,
        explorer.auth.applied(operation.entry.service, target.value),
      );
      const call = {
        service: operation.entry.service,
        clientImport: clientImport(),
        module: ref.module,
        method: ref.name,
        args: callArguments(ref, request.value),
        arity: ref.call.op.args.length,
        host,
        auth,
        headers,
      };
      const preview = (credentials: Credentials | undefined) =>
        previewRequest({ ref, request: request.value, host: named, asServer, headers, ...(credentials ? { credentials } : {}) }).then(
          (wire) => wire && withAuthPlaceholder(wire, auth),
        );
      const [wire, copiedWire] = await Promise.all([preview(security?.shown), security?.own ? preview(security.copied) : undefined]);
      if (!live) return;
      const withCredentials = (credentials: Credentials | undefined) => (credentials ? { ...call, credentials: printableCredentials(credentials) } : call);
      const shown = requestSnippets(placeholders, withCredentials(security?.shown), wire);
      const copied = copiedWire ? requestSnippets(placeholders, withCredentials(security?.copied), copiedWire) : undefined;
      if (!shown.wire) return setSnippets({ ...shown, problem: 'The client stopped before sending; curl and fetch need a request it would send.' });
      setSnippets({ ...shown, ...(copied ? { copied } : {}) });
    });
    return () => {
      live = false;
    };
  }, [operation, safeDraft, mode, targetText, platformKind, schemesSet]);

  // A reader of a plain document has curl and fetch at hand; the generated client is the platform's first.
  const kinds: [keyof RequestSnippets & string, string, string][] = [
    ['curl', 'curl', 'curl'],
    ['fetch', 'fetch', 'fetch'],
  ];
  const client: [keyof RequestSnippets & string, string, string] = ['client', 'TypeScript', 'TypeScript (generated client)'];
  if (platformDialect) kinds.unshift(client);
  else kinds.push(client);
  const tabs: Tab[] = kinds.flatMap(([id, label, title]): Tab[] => {
    const code = snippets[id];
    if (typeof code !== 'string') return [];
    const copy = snippets.copied?.[id];
    return [{ id, label, render: () => <Snippet title={title} code={code} copy={typeof copy === 'string' ? copy : code} testId={`snippet-${id}`} /> }];
  });
  const wire = snippets.wire;
  const copyWire = snippets.copied?.wire;
  if (wire) tabs.push({ id: 'more', label: 'More…', render: () => <MoreLanguages request={wire} copyRequest={copyWire} /> });
  return (
    <section className="snippets" aria-label="Request snippet">
      {snippets.problem && <p className="muted">{snippets.problem}</p>}
      {snippets.curlProblem && <p className="muted">{snippets.curlProblem}</p>}
      {tabs.length > 0 && <Tabs tabs={tabs} label="Snippet language" />}
    </section>
  );
}

/** The other languages: the library loads when this tab is first opened; the choice is kept while the page lives. */
let chosenLanguage = MORE_LANGUAGES[0]!.id;

/** `copyRequest`: the request with the reader's own credentials, for Copy (`request` has them masked). */
function MoreLanguages({ request, copyRequest }: { request: WireRequest; copyRequest?: WireRequest }) {
  const id = useId();
  const [language, setLanguage] = useState(chosenLanguage);
  const [result, setResult] = useState<{ code?: string; copy?: string; problem?: string }>({});
  useEffect(() => {
    let live = true;
    Promise.all([snippetIn(language, request), copyRequest ? snippetIn(language, copyRequest) : undefined]).then(
      ([code, copy]) => live && setResult({ code, ...(copy !== undefined ? { copy } : {}) }),
      (error: unknown) => live && setResult({ problem: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [language, request, copyRequest]);
  const label = MORE_LANGUAGES.find((l) => l.id === language)?.label ?? language;
  return (
    <div>
      <label htmlFor={`${id}-language`} className="example-answers__pick">
        Language
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => {
            chosenLanguage = event.target.value;
            setLanguage(event.target.value);
          }}
        >
          {MORE_LANGUAGES.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </label>
      {result.problem && <p className="field-problem">{result.problem}</p>}
      {result.code === undefined && !result.problem && <p className="muted">Loading…</p>}
      {result.code !== undefined && <Snippet title={label} code={result.code} copy={result.copy} testId="snippet-more" />}
    </div>
  );
}

/** A snippet as shown; `copy` is what Copy puts on the clipboard (the reader's secrets unmasked), default the same. */
function Snippet({ title, code, copy = code, testId }: { title: string; code: string; copy?: string; testId: string }) {
  return (
    <section className="snippet" aria-label={title}>
      <div className="panel-bar">
        <h4>{title}</h4>
        <span className="spacer" />
        <CopyButton text={copy} label={`Copy ${title}`} refused="Not allowed; select the text." />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must take focus to scroll by keyboard (WCAG 2.1.1) */}
      <pre className="snippet__code" data-testid={testId} tabIndex={0}>
        {code}
      </pre>
    </section>
  );
}
