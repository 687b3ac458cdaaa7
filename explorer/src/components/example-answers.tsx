// The example answer of each declared status, its values on screen before any send: the success status first, each
// named example selectable, or a value generated from the schema when the document declares none. Text only.
import { useState } from 'react';
import type { OperationDetail, ResponseInfo } from '../catalogue/types.ts';
import { plainText } from '../docs/plain-text.ts';
import { exampleAnswers, successStatus } from '../docs/reference.ts';
import { Tabs } from './tabs.tsx';

export function ExampleAnswers({ detail }: { detail: OperationDetail }) {
  const success = successStatus(detail.responses);
  const ordered = [...detail.responses].sort((a, b) => Number(b.status === success) - Number(a.status === success));
  const tabs = ordered.map((response) => ({
    id: response.status,
    label: response.status,
    // Keyed: each status keeps its own chosen example.
    render: () => <StatusExamples key={response.status} response={response} detail={detail} />,
  }));
  return (
    <section className="example-answers" aria-labelledby={`${detail.id}-example-answers`} data-testid="example-answers">
      <h3 className="aside-heading" id={`${detail.id}-example-answers`}>
        Example answers
      </h3>
      {tabs.length > 0 ? <Tabs tabs={tabs} label="Example answer by status" /> : <p className="muted">No answers declared.</p>}
    </section>
  );
}

function StatusExamples({ response, detail }: { response: ResponseInfo; detail: OperationDetail }) {
  const examples = exampleAnswers(response, detail);
  const [chosen, setChosen] = useState(0);
  const example = examples[chosen] ?? examples[0];
  if (!example)
    return (
      <p className="muted">
        {response.description ? `${response.description} ` : ''}
        {response.schema || response.others ? 'No example.' : 'No body.'}
      </p>
    );
  return (
    <div data-testid={`example-answer-${response.status}`}>
      {examples.length > 1 && (
        <label className="example-answers__pick">
          Example
          <select value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
            {examples.map((e, i) => (
              <option key={e.name} value={i}>
                {e.name}
                {e.summary ? ` · ${plainText(e.summary)}` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {examples.length === 1 && example.summary && <p className="muted">{plainText(example.summary)}</p>}
      {example.generated && <p className="muted">Generated from the schema (the document declares no example).</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must take focus to scroll by keyboard (WCAG 2.1.1) */}
      <pre className="snippet__code example-answers__value" tabIndex={0}>
        {example.text}
      </pre>
    </div>
  );
}
