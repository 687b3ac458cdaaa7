// A failed call: the runtime's ApiError (status, code, the service catalogue's entry, request id, field
// violations under the caller's argument paths), an ArgumentError (nothing was sent), or a connection
// failure with what most likely happened on the network, not just "Failed to fetch".
import type { RecordedFailure } from '../transport/recording-fetch.ts';
import { ValueView } from './value-view.tsx';

/** The fields of runtime/errors.ts `ApiError` the explorer shows. */
interface ApiErrorLike {
  name: string;
  message: string;
  status?: number;
  statusText?: string;
  code?: string;
  requestId?: string;
  details?: unknown;
  violations?: { field: string; serverField?: string; description: string; rule?: string }[];
  entry?: { status?: number; message: string; description?: string; clientCode?: string };
}

function isApiError(error: unknown): error is ApiErrorLike {
  return error instanceof Error && error.name === 'ApiError';
}

export function ErrorView({ error, failure }: { error: unknown; failure?: RecordedFailure }) {
  if (isApiError(error)) return <ApiErrorView error={error} />;
  const argument = error instanceof Error && error.name === 'ArgumentError' ? (error as { argument?: string }).argument : undefined;
  return (
    <div className="error-view" role="alert" data-testid="error">
      {failure && (
        <p className="error-view__title" data-testid="network-diagnosis">
          {failure.diagnosis}
        </p>
      )}
      {argument && (
        <p className="error-view__cause">
          Nothing was sent: argument <code>{argument}</code> needs a value.
        </p>
      )}
      {causeChain(error).map((line, i) => (
        <p key={i} className={i === 0 && !failure ? 'error-view__title' : 'error-view__cause'}>
          {i > 0 ? 'caused by ' : ''}
          {line}
        </p>
      ))}
    </div>
  );
}

function ApiErrorView({ error }: { error: ApiErrorLike }) {
  const violations = error.violations ?? [];
  return (
    <div className="error-view" role="alert" data-testid="error">
      <p className="error-view__title">
        {error.name}: {error.message}
      </p>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="error-status">{error.status ?? '—'}</dd>
        <dt>Code</dt>
        <dd data-testid="error-code">{error.code ?? '—'}</dd>
        {error.entry && (
          <>
            <dt>Catalogue</dt>
            <dd data-testid="error-entry">
              <strong>{error.entry.message}</strong>
              {error.entry.description && <span className="error-view__description">{error.entry.description}</span>}
              {error.entry.clientCode && <span className="muted"> SDK code: {error.entry.clientCode}</span>}
            </dd>
          </>
        )}
        <dt>Request id</dt>
        <dd data-testid="error-request-id">{error.requestId ?? '—'}</dd>
      </dl>
      {violations.length > 0 && (
        <table className="violations" aria-label="Field violations">
          <thead>
            <tr>
              <th scope="col">Argument</th>
              <th scope="col">Problem</th>
              <th scope="col">Request field</th>
            </tr>
          </thead>
          <tbody>
            {violations.map((v, i) => (
              <tr key={i}>
                <td data-testid="violation-argument">{v.field}</td>
                <td>
                  {v.description}
                  {v.rule ? ` (${v.rule})` : ''}
                </td>
                <td>{v.serverField ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error.details !== undefined && (
        <details className="error-view__details">
          <summary>Details</summary>
          <ValueView value={error.details} label="Error details" />
        </details>
      )}
    </div>
  );
}

function causeChain(error: unknown): string[] {
  const lines: string[] = [];
  for (let current: unknown = error; current !== undefined && current !== null && lines.length < 5; ) {
    if (current instanceof Error || current instanceof DOMException) {
      lines.push(`${current.name}: ${current.message}`);
      current = (current as { cause?: unknown }).cause;
    } else {
      lines.push(String(current));
      break;
    }
  }
  return lines;
}
