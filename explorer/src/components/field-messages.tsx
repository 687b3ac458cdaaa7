// What the answer or the schema says about one field, under it. Problems (the server or mock rejected
// the value) are errors; warnings come from the schema and never block sending.
export interface FieldMessagesProps {
  id: string;
  problems?: readonly string[];
  warnings?: readonly string[];
  testId?: string;
}

export function FieldMessages({ id, problems = [], warnings = [], testId }: FieldMessagesProps) {
  if (problems.length === 0 && warnings.length === 0) return null;
  return (
    <div id={id} className="field-messages" data-testid={testId}>
      {problems.map((message, i) => (
        <p key={`p${i}`} className="field-problem">
          <span className="visually-hidden">Problem: </span>
          {message}
        </p>
      ))}
      {warnings.map((message, i) => (
        <p key={`w${i}`} className="field-warning">
          <span className="visually-hidden">Warning: </span>
          {message}
        </p>
      ))}
    </div>
  );
}
