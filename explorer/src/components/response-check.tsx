// The answer checked against what the spec declares for its status: the JSON body against the response
// schema (ajv, 2020-12). A mock or a live host that drifts from the spec shows here.
import { useEffect, useState } from 'react';
import type { OperationDetail, ResponseInfo } from '../catalogue/types.ts';
import { checkValue, formatPath, type SchemaProblem } from '../schema/validate.ts';

type Check =
  | { state: 'checking' }
  | { state: 'undeclared' }
  | { state: 'no-schema'; response: ResponseInfo }
  | { state: 'not-json'; response: ResponseInfo }
  | { state: 'done'; response: ResponseInfo; problems: SchemaProblem[] };

/** The declared answer for a status: exact, then its range (`4XX`), then `default`. */
export function declaredResponse(detail: OperationDetail, status: number): ResponseInfo | undefined {
  const code = String(status);
  return (
    detail.responses.find((r) => r.status === code) ??
    detail.responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`) ??
    detail.responses.find((r) => r.status === 'default')
  );
}

export function ResponseCheck({ detail, status, bodyText }: { detail: OperationDetail; status: number; bodyText: string }) {
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  useEffect(() => {
    let live = true;
    const response = declaredResponse(detail, status);
    if (!response) return setCheck({ state: 'undeclared' });
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
  }, [detail, status, bodyText]);

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
