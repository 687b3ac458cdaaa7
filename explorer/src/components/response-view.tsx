// The last exchange of the selected operation: status, time, size; the mock's problems with the request;
// the check against the declared schema; then the raw body beside the converted typed result (or the
// error), the response headers and the request as sent; beside them, before any send too, the operation's history
// and the diff of two answers (the request as code sits above, `snippets-panel.tsx`). Everything is text; nothing is rendered as HTML.
import { useEffect, useMemo, useRef, useState } from 'react';
import { argumentPath } from '../api.ts';
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import { fieldProblems } from '../request/field-problems.ts';
import { useExplorer, useResolvedTheme } from '../store/explorer-provider.tsx';
import { requestStoreOf, type Exchange } from '../store/request-store.ts';
import type { RecordedExchange } from '../transport/recording-fetch.ts';
import { DiffPanel } from './diff-panel.tsx';
import { ErrorView } from './error-view.tsx';
import { formatBytes, formatMs, statusClass } from './format.ts';
import { HistoryPanel } from './history-panel.tsx';
import { JsonEditor } from './lazy-json-editor.tsx';
import { ResponseCheck } from './response-check.tsx';
import { Tabs, type Tab } from './tabs.tsx';
import { ValueView } from './value-view.tsx';

/** Bodies larger than this are shown cut (an answer generated from a recursive schema can be megabytes). */
const LARGE_BODY = 1_000_000;
const PREVIEW = 100_000;

/** Header values never shown in full: they are credentials. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'x-api-key']);

/** Tabs that do not need an answer. */
function toolTabs(operation: LoadedOperation): Tab[] {
  const id = operation.entry.id;
  return [
    { id: 'history', label: 'History', render: () => <HistoryPanel operationId={id} /> },
    { id: 'diff', label: 'Diff', render: () => <DiffPanel operationId={id} /> },
  ];
}

export function ResponseView({ operation, exchange }: { operation: LoadedOperation; exchange: Exchange | undefined }) {
  if (exchange?.phase === 'done') return <Answer operation={operation} exchange={exchange} />;
  return (
    <section className={`response${exchange ? '' : ' response--empty'}`} aria-label="Response" aria-busy={exchange?.phase === 'sending' || undefined}>
      {!exchange && <p>Send the request to see the answer (Ctrl+Enter).</p>}
      {exchange?.phase === 'invalid' && (
        <p className="error-view error-view__title" role="alert" data-testid="request-problem">
          {exchange.message}
        </p>
      )}
      {exchange?.phase === 'confirm-credentials' && <CredentialQuestion operationId={operation.entry.id} exchange={exchange} />}
      {exchange?.phase === 'sending' && <p data-testid="response-pending">Sending… (Cancel stops it)</p>}
      {exchange?.phase === 'sending' && exchange.events && <StreamEvents events={exchange.events} live />}
      <Tabs tabs={toolTabs(operation)} label="Request tools" />
    </section>
  );
}

/** A streamed answer's events, each as it arrived (while `live`, more are coming). */
function StreamEvents({ events, live }: { events: readonly string[]; live: boolean }) {
  return (
    <section className="stream-events" aria-label="Streamed events">
      <h3>
        {events.length} {events.length === 1 ? 'event' : 'events'}
        {live ? ' so far…' : ''}
      </h3>
      <div role="log" aria-label="Events as they arrived">
        <ol data-testid="stream-events">
          {events.map((event, i) => (
            // Events are only ever appended: the index is their identity.
            <li key={i}>
              <pre>{event}</pre>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Nothing was sent: the API key was entered for another target. The user chooses; the key never goes by itself. */
function CredentialQuestion({ operationId, exchange }: { operationId: string; exchange: Extract<Exchange, { phase: 'confirm-credentials' }> }) {
  const { send } = requestStoreOf(useExplorer());
  return (
    <div className="credential-question" role="alert" data-testid="credential-question">
      <p>{exchange.message} Nothing has been sent.</p>
      <div className="credential-question__choices">
        <button type="button" data-testid="send-with-key" onClick={() => void send(operationId, 'allow')}>
          Send with the API key to {exchange.target}
        </button>
        <button type="button" data-testid="send-without-key" onClick={() => void send(operationId, 'omit')}>
          Send without credentials
        </button>
      </div>
    </div>
  );
}

function Answer({ operation, exchange }: { operation: LoadedOperation; exchange: Extract<Exchange, { phase: 'done' }> }) {
  const theme = useResolvedTheme();
  const last: RecordedExchange | undefined = exchange.records.at(-1);
  const response = last?.response;
  const problems = useMemo(() => (response ? fieldProblems(operation.detail, response) : []), [operation.detail, response]);
  const [wholeBody, setWholeBody] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  // A new answer is brought into view (below a long request it would be under the fold); one in view stays put.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (its send time) scrolls once
  useEffect(() => {
    summary.current?.scrollIntoView?.({ block: 'nearest' });
    setWholeBody(false);
  }, [exchange.sentAt]);
  const large = response !== undefined && response.bodyText.length > LARGE_BODY && !wholeBody;

  const tabs: Tab[] = [
    {
      id: 'body',
      label: 'Body',
      render: () => (
        <div className="response__panes">
          <section className="pane" aria-label="Raw response">
            <h3>Raw</h3>
            {response && large ? (
              <div data-testid="response-raw-large">
                <p className="muted">
                  The answer is {formatBytes(response.size)}; its first {formatBytes(PREVIEW)} are shown.{' '}
                  <button type="button" className="link-button" onClick={() => setWholeBody(true)}>
                    Show it all in the editor
                  </button>
                </p>
                <pre className="response__preview">{response.bodyText.slice(0, PREVIEW)}</pre>
              </div>
            ) : response ? (
              <JsonEditor
                value={prettyBody(response.bodyText)}
                readOnly
                label="Raw response body"
                modelPath={`response/${operation.entry.id}.json`}
                theme={theme}
                testId="response-raw"
                height={320}
              />
            ) : (
              <p className="muted">Nothing came back.</p>
            )}
          </section>
          <section className="pane" aria-label="Converted result" data-testid="response-result">
            <h3>{exchange.outcome.ok ? 'Result (converted by the client)' : 'Error'}</h3>
            {exchange.outcome.ok ? (
              <ValueView value={exchange.outcome.value} label="Converted value" />
            ) : (
              <ErrorView error={exchange.outcome.error} failure={last?.failure} />
            )}
          </section>
        </div>
      ),
    },
    {
      id: 'headers',
      label: `Headers${response ? ` (${response.headers.length})` : ''}`,
      render: () => (response ? <HeaderTable label="Response headers" headers={response.headers} /> : <p className="muted">No response headers.</p>),
    },
    { id: 'request', label: 'Request', render: () => <SentRequests records={exchange.records} /> },
    ...toolTabs(operation),
  ];

  return (
    <section className="response" aria-label="Response">
      <div className="response__summary" ref={summary}>
        <output className={`status status--${statusClass(response?.status)}`} data-testid="response-status" aria-label="Status">
          {response ? `${response.status} ${response.statusText}`.trim() : 'No response'}
        </output>
        <span data-testid="response-time" title="Time">
          {formatMs(last?.durationMs ?? exchange.durationMs)}
        </span>
        {response && (
          <span data-testid="response-size" title="Size">
            {formatBytes(response.size)}
          </span>
        )}
        {last && (
          <span className="response__url" title="Request">
            {last.request.method} {last.request.url}
          </span>
        )}
        {exchange.records.length > 1 && <span>{exchange.records.length} requests</span>}
        {exchange.mock && <span className="tag">mock</span>}
      </div>

      {problems.length > 0 && (
        <div className="mock-violations" role="note" data-testid="mock-violations">
          <p>{exchange.mock ? 'The mock rejected the request' : 'The server rejected the request'} (also shown on the fields):</p>
          <ul>
            {problems.map((problem, i) => {
              const name = problem.param ? problem.param.slice(problem.param.indexOf(':') + 1) : undefined;
              const path = name && operation.call ? argumentPath(operation.call, name) : undefined;
              return (
                <li key={i}>
                  <code>{problem.where}</code>: {problem.message}
                  {path && path !== name ? ` (argument ${path})` : ''}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {response && <ResponseCheck detail={operation.detail} status={response.status} bodyText={response.bodyText} events={exchange.events} />}

      {exchange.events && <StreamEvents events={exchange.events} live={false} />}
      <Tabs tabs={tabs} label="Answer" />
    </section>
  );
}

function HeaderTable({ label, headers }: { label: string; headers: readonly (readonly [string, string])[] }) {
  return (
    <table className="header-table" aria-label={label}>
      <tbody>
        {headers.map(([name, value], i) => (
          <tr key={`${name}-${i}`}>
            <th scope="row">{name}</th>
            <td>{SECRET_HEADERS.has(name.toLowerCase()) ? mask(value) : value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SentRequests({ records }: { records: readonly RecordedExchange[] }) {
  if (records.length === 0) return <p className="muted">Nothing was sent (the client stopped the call before it went out).</p>;
  return (
    <div className="sent-requests">
      {records.map((record, i) => (
        <section key={i} aria-label={`Request ${i + 1}`}>
          <p>
            <code>
              {record.request.method} {record.request.url}
            </code>
          </p>
          <HeaderTable label="Request headers" headers={Object.entries(record.request.headers)} />
          {record.request.body !== undefined && <pre className="sent-requests__body">{prettyBody(record.request.body)}</pre>}
        </section>
      ))}
    </div>
  );
}

function mask(value: string): string {
  return `•••• (${value.length} characters, hidden)`;
}

function prettyBody(text: string): string {
  if (text === '') return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
