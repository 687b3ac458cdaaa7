// The answer checked against what the spec declares for its status: the JSON body against the response
// schema (ajv, 2020-12). A mock or a live host that drifts from the spec shows here.
import { useEffect, useState } from 'react';
import type { OperationDetail, ResponseInfo, StreamInfo } from '../catalogue/types.ts';
import { eventItem } from '../transport/stream-events.ts';
import { checkValue, formatPath, type SchemaProblem } from '../schema/validate.ts';

type Check =
  | { state: 'checking' }
  | { state: 'undeclared' }
  | { state: 'no-schema'; response: ResponseInfo }
  | { state: 'not-json'; response: ResponseInfo }
  | { state: 'done'; response: ResponseInfo; problems: SchemaProblem[] }
  /** A streamed answer: its items checked one by one against the stream's item schema; `failed` is the first that broke it. */
  | { state: 'stream'; response: ResponseInfo; items: number; failed?: { index: number; problems: SchemaProblem[] } };

/** A stream's items, each against its item schema, up to the first that breaks it; OpenAI's `[DONE]` is no item. */
async function checkStream(
  stream: StreamInfo,
  detail: OperationDetail,
  events: readonly string[],
): Promise<{ items: number; failed?: { index: number; problems: SchemaProblem[] } }> {
  let items = 0;
  for (const text of events) {
    const item = eventItem(text, stream.mediaType, stream.events);
    if ('done' in item) continue;
    const problems = 'error' in item ? [{ path: [], message: item.error }] : await checkValue(stream.item, detail.schemas, item.value).catch(() => []);
    if (problems.length > 0) return { items: items + 1, failed: { index: items, problems } };
    items++;
  }
  return { items };
}

/** The declared answer for a status: exact, then its range (`4XX`), then `default`. */
export function declaredResponse(detail: OperationDetail, status: number): ResponseInfo | undefined {
  const code = String(status);
  return (
    detail.responses.find((r) => r.status === code) ??
    detail.responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`) ??
    detail.responses.find((r) => r.status === 'default')
  );
}

export function ResponseCheck({
  detail,
  status,
  bodyText,
  events,
}: {
  detail: OperationDetail;
  status: number;
  bodyText: string;
  /** A streamed answer's events: then each item is checked against the stream's item schema. */
  events?: readonly string[];
}) {
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  useEffect(() => {
    let live = true;
    const response = declaredResponse(detail, status);
    if (!response) return setCheck({ state: 'undeclared' });
    const stream = response.stream;
    if (stream && events) {
      setCheck({ state: 'checking' });
      void checkStream(stream, detail, events).then((result) => live && setCheck({ state: 'stream', response, ...result }));
      return () => {
        live = false;
      };
    }
    if (!response.schema) return setCheck({ state: 'no-schema', response });
    let body: unknown;
    try {
      body = bodyText.trim() === '' ? undefined : JSON.parse(bodyText);
    } catch {
      return setCheck({ state: 'not-json', response });
    }
    setCheck({ state: 'checking' });
    checkValue(response.schema, detail.schemas, body).then(
      (problems) => live && setCheck({ state: 'done', response, problems }),
      () => live && setCheck({ state: 'done', response, problems: [] }),
    );
    return () => {
      live = false;
    };
  }, [detail, status, bodyText, events]);

  const label = (response: ResponseInfo): string =>
    response.status === String(status) ? `declared ${response.status}` : `declared ${response.status} (for ${status})`;
  switch (check.state) {
    case 'checking':
      return (
        <p className="check check--pending" data-testid="response-check">
          Checking the answer against its schema…
        </p>
      );
    case 'undeclared':
      return (
        <p className="check check--bad" data-testid="response-check">
          The spec declares no {status} answer for this operation.
        </p>
      );
    case 'no-schema':
      return (
        <p className="check" data-testid="response-check">
          The {label(check.response)} answer has no JSON schema to check against.
        </p>
      );
    case 'not-json':
      return (
        <p className="check check--bad" data-testid="response-check">
          The body is not JSON, though the {label(check.response)} answer declares a JSON schema.
        </p>
      );
    case 'stream':
      if (!check.failed) {
        return (
          <p className="check check--good" data-testid="response-check">
            <span aria-hidden="true">✓ </span>
            {check.items === 1 ? 'The 1 item matches' : `Each of the ${check.items} items matches`} the {label(check.response)} stream's item schema.
          </p>
        );
      }
      return (
        <details className="check check--bad" data-testid="response-check">
          <summary>
            <span aria-hidden="true">✗ </span>
            Item {check.failed.index + 1} differs from the {label(check.response)} stream's item schema
          </summary>
          <ul>
            {check.failed.problems.slice(0, 50).map((problem, i) => (
              <li key={i}>
                <code>{formatPath(problem.path) || '(item)'}</code> {problem.message}
              </li>
            ))}
          </ul>
        </details>
      );
    case 'done':
      if (check.problems.length === 0) {
        return (
          <p className="check check--good" data-testid="response-check">
            <span aria-hidden="true">✓ </span>Matches the {label(check.response)} response schema.
          </p>
        );
      }
      return (
        <details className="check check--bad" data-testid="response-check">
          <summary>
            <span aria-hidden="true">✗ </span>
            {check.problems.length === 1 ? '1 difference' : `${check.problems.length} differences`} from the {label(check.response)} response schema
          </summary>
          <ul>
            {check.problems.slice(0, 50).map((problem, i) => (
              <li key={i}>
                <code>{formatPath(problem.path) || '(body)'}</code> {problem.message}
              </li>
            ))}
          </ul>
        </details>
      );
  }
}
