// The last exchange of the selected operation: status, time and size, response headers, the raw body
// and the converted result (or the error) side by side.
import type { OperationEntry } from '../catalog.ts';
import type { Exchange } from '../store/explorer-store.ts';
import type { RecordedExchange } from '../transport/recording-fetch.ts';
import { ErrorView } from './error-view.tsx';
import { JsonEditor } from './lazy-json-editor.tsx';
import { ValueView } from './value-view.tsx';

export function ResponseView({ entry, exchange }: { entry: OperationEntry; exchange: Exchange | undefined }) {
  if (!exchange) {
    return (
      <section className="response response--empty" aria-label="Response">
        <p>Send the request to see the response (Ctrl+Enter).</p>
      </section>
    );
  }
  if (exchange.phase === 'invalid') {
    return (
      <section className="response" aria-label="Response">
        <p className="error-view error-view__title" role="alert" data-testid="request-problem">
          {exchange.message}
        </p>
      </section>
    );
  }
  if (exchange.phase === 'sending') {
    return (
      <section className="response" aria-label="Response" aria-busy="true">
        <p data-testid="response-pending">Sending…</p>
      </section>
    );
  }

  const last: RecordedExchange | undefined = exchange.records.at(-1);
  const response = last?.response;
  return (
    <section className="response" aria-label="Response">
      <div className="response__summary">
        <output className={`status status--${statusClass(response?.status)}`} data-testid="response-status" aria-label="Status">
          {response ? `${response.status} ${response.statusText}`.trim() : 'No response'}
        </output>
        <span data-testid="response-time" aria-label="Time">
          {formatMs(last?.durationMs ?? exchange.durationMs)}
        </span>
        {response && (
          <span data-testid="response-size" aria-label="Size">
            {formatBytes(response.size)}
          </span>
        )}
        {last && (
          <span className="response__url" aria-label="Request">
            {last.request.method} {last.request.url}
          </span>
        )}
        {exchange.records.length > 1 && <span>{exchange.records.length} requests</span>}
      </div>

      {response && <MockViolations headers={response.headers} />}

      {response && response.headers.length > 0 && (
        <details className="response__headers">
          <summary>Response headers ({response.headers.length})</summary>
          <table aria-label="Response headers">
            <tbody>
              {response.headers.map(([name, value], i) => (
                <tr key={`${name}-${i}`}>
                  <th scope="row">{name}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}

      <div className="response__panes">
        <section className="pane" aria-label="Raw response">
          <h3>Raw</h3>
          {response ? (
            <JsonEditor
              value={prettyBody(response.bodyText)}
              readOnly
              label="Raw response body"
              modelPath={`response/${entry.id}.json`}
              testId="response-raw"
            />
          ) : (
            <p className="muted">Nothing came back.</p>
          )}
        </section>
        <section className="pane" aria-label="Converted result" data-testid="response-result">
          <h3>{exchange.outcome.ok ? 'Result' : 'Error'}</h3>
          {exchange.outcome.ok ? (
            <ValueView value={exchange.outcome.value} label="Converted value" />
          ) : (
            <ErrorView error={exchange.outcome.error} failure={last?.failure} />
          )}
        </section>
      </div>
    </section>
  );
}

/**
 * Prism answers an invalid request with the operation's declared error response (an example body that
 * says nothing about the problem) and lists the real problems in its `sl-violations` header.
 */
function MockViolations({ headers }: { headers: [string, string][] }) {
  const raw = headers.find(([name]) => name.toLowerCase() === 'sl-violations')?.[1];
  if (!raw) return null;
  let messages: string[];
  try {
    const parsed = JSON.parse(raw) as { message?: string; location?: string[] }[];
    messages = parsed.map((v) => v.message ?? (v.location ?? []).join('.'));
  } catch {
    messages = [raw];
  }
  return (
    <div className="mock-violations" role="note" data-testid="mock-violations">
      <p>The mock found problems (sl-violations):</p>
      <ul>
        {messages.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

function prettyBody(text: string): string {
  if (text === '') return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function statusClass(status: number | undefined): string {
  if (status === undefined) return 'none';
  return `${Math.floor(status / 100)}xx`;
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}
