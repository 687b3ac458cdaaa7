// An operation as documentation: its parameters as a table, the request body and every response status as schema
// trees (request without readOnly fields, responses without writeOnly ones), with the named examples each declares,
// and the events a successful call triggers.
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import { describeSchema } from '../schema/describe.ts';
import { Markdown } from './markdown.tsx';
import { ModelLink } from './model-link.tsx';
import { SchemaTree } from './schema-tree.tsx';

export function OperationDocs({ operation }: { operation: LoadedOperation }) {
  const { detail } = operation;
  return (
    <details className="operation-docs" data-testid="operation-docs">
      <summary>Reference: parameters, body, responses{detail.events.length > 0 ? ' and events' : ''}</summary>
      {detail.parameters.length > 0 && (
        <section aria-labelledby={`${detail.id}-params`}>
          <h3 id={`${detail.id}-params`}>Parameters</h3>
          <table className="operation-docs__params">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {detail.parameters.map((p) => (
                <tr key={`${p.in}:${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                    {p.required && <span className="schema-tree__required"> required</span>}
                    {p.deprecated && <span className="tag"> deprecated</span>}
                  </td>
                  <td>{p.in}</td>
                  <td>{describeSchema(p.schema, detail.schemas)}</td>
                  <td>{p.description ? <Markdown inline text={p.description} /> : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {detail.requestBody && (
        <section aria-labelledby={`${detail.id}-body`}>
          <h3 id={`${detail.id}-body`}>Request body{detail.requestBody.required ? ' (required)' : ''}</h3>
          {detail.requestBody.description && <Markdown text={detail.requestBody.description} />}
          <SchemaTree schema={detail.requestBody.schema} schemas={detail.schemas} side="request" testId="docs-request-body" />
        </section>
      )}
      <section aria-labelledby={`${detail.id}-responses`}>
        <h3 id={`${detail.id}-responses`}>Responses</h3>
        {detail.responses.map((response) => (
          <details key={response.status} className="operation-docs__response" data-testid={`docs-response-${response.status}`}>
            {/* The summary is text only (no link inside a control); the description, as Markdown, comes when opened. */}
            <summary>
              <code>{response.status}</code> {response.description ? plainText(response.description) : ''}
            </summary>
            {response.description && response.description !== plainText(response.description) && <Markdown text={response.description} />}
            {response.schema ? <SchemaTree schema={response.schema} schemas={detail.schemas} side="response" /> : <p className="muted">No JSON body.</p>}
            {response.examples.length > 0 && (
              <p className="muted">Examples: {response.examples.map((e) => (e.summary ? `${e.name} (${e.summary})` : e.name)).join(', ')}</p>
            )}
          </details>
        ))}
      </section>
      {detail.events.length > 0 && (
        <section aria-labelledby={`${detail.id}-events`}>
          <h3 id={`${detail.id}-events`}>Events it emits</h3>
          <ul className="operation-docs__events" data-testid="docs-events">
            {detail.events.map((event) => (
              <li key={event.name}>
                <code>{event.handler ?? event.name}</code>
                {event.summary && ` · ${event.summary}`}
                {event.type && (
                  <>
                    {' '}
                    (type <code>{event.type}</code>)
                  </>
                )}
                {event.payload && (
                  <>
                    {' · payload '}
                    <ModelLink name={event.payload} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </details>
  );
}

/** A description's first line without Markdown's marks, for a summary. */
function plainText(markdown: string): string {
  // Emphasis marks only: an underscore inside a word (BOOKING_NOT_FOUND) is part of it.
  return (markdown.split('\n')[0] ?? '')
    .replace(/`/g, '')
    .replace(/(?<![A-Za-z0-9])[*_]+|[*_]+(?![A-Za-z0-9])/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}
