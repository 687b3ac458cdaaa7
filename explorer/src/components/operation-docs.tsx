// An operation as documentation, open as it loads: its parameters as a table (type, format, required, default,
// example), the request body and every response status as schema trees (request without readOnly fields, responses
// without writeOnly ones; the success answer open), and the events a successful call triggers. The example answers'
// values sit beside it (`example-answers.tsx`).
import { Fragment } from 'react';
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import type { JsonSchema, StreamInfo } from '../catalogue/types.ts';
import type { Schemas } from '../schema/resolve.ts';
import { plainText } from '../docs/plain-text.ts';
import { answerOpenLevels, headerFields, parameterGroups, parameterRows, successStatus } from '../docs/reference.ts';
import { Markdown } from './markdown.tsx';
import { ModelLink } from './model-link.tsx';
import { SchemaFields, SchemaTree } from './schema-tree.tsx';

export function OperationDocs({ operation }: { operation: LoadedOperation }) {
  const { detail } = operation;
  const rows = parameterRows(detail.parameters, detail.schemas);
  const success = successStatus(detail.responses);
  return (
    <div className="operation-docs" data-testid="operation-docs">
      {rows.length > 0 && (
        <section aria-labelledby={`${detail.id}-params`}>
          <h3 id={`${detail.id}-params`}>Parameters</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in its box, by keyboard too (WCAG 2.1.1) */}
          <section className="operation-docs__table" tabIndex={0} aria-label="Parameters table">
            {/* Two columns, as docs read: the name with its place, type and marks; the description with its default
                and example. Eight columns ran out of the docs column at 1440 px. */}
            <table className="operation-docs__params" data-testid="docs-parameters">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              {/* One group per place, path first, as a reader fills them in. */}
              {parameterGroups(rows).map((group) => (
                <tbody key={group.place} data-testid={`docs-parameters-${group.place}`}>
                  <tr className="operation-docs__group">
                    <th scope="rowgroup" colSpan={2}>
                      {group.heading}
                    </th>
                  </tr>
                  {group.rows.map((p) => (
                    <tr key={`${p.in}:${p.name}`}>
                      <td className="operation-docs__param">
                        <code className="operation-docs__param-name">{p.name}</code>
                        {p.required && <span className="schema-tree__required"> required</span>}
                        {p.deprecated && <span className="tag"> deprecated</span>}
                        <span className="operation-docs__param-facts">
                          {p.type}
                          {p.format && ` · ${p.format}`}
                        </span>
                      </td>
                      <td>
                        {p.description && <Markdown inline text={p.description} />}
                        {p.values && (
                          <span className="operation-docs__param-fact" data-testid="docs-parameter-values">
                            {p.values.length === 1 ? 'Value ' : 'One of '}
                            {/* Spaces between the values let a long list wrap in its cell. */}
                            {p.values.slice(0, MAX_VALUES).map((value, i) => (
                              <Fragment key={i}>
                                {i > 0 && ' '}
                                <code>{value}</code>
                              </Fragment>
                            ))}
                            {p.values.length > MAX_VALUES && ` and ${p.values.length - MAX_VALUES} more`}
                          </span>
                        )}
                        {p.default !== undefined && (
                          <span className="operation-docs__param-fact">
                            Default <code>{p.default}</code>
                          </span>
                        )}
                        {p.example !== undefined && (
                          <span className="operation-docs__param-fact">
                            Example <code>{p.example}</code>
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </section>
        </section>
      )}
      {detail.requestBody && (
        <section aria-labelledby={`${detail.id}-body`}>
          <h3 id={`${detail.id}-body`}>Request body{detail.requestBody.required ? ' (required)' : ''}</h3>
          {detail.requestBody.description && <Markdown text={detail.requestBody.description} />}
          {/* Every media type the body may be, the one try-it sends first among them. */}
          {(detail.requestBody.contents.length > 0 ? detail.requestBody.contents : [{ mediaType: '', schema: detail.requestBody.schema }]).map((media) => (
            <MediaSchema
              key={media.mediaType}
              mediaType={media.mediaType}
              schema={media.schema}
              schemas={detail.schemas}
              side="request"
              testId={media.mediaType === detail.requestBody!.mediaType || media.mediaType === '' ? 'docs-request-body' : undefined}
            />
          ))}
        </section>
      )}
      <section aria-labelledby={`${detail.id}-responses`}>
        <h3 id={`${detail.id}-responses`}>Responses</h3>
        {detail.responses.map((response) => {
          const open = response.status === success;
          return (
            // The success answer is open (a wrapper a level deeper, a long list folded past its first fields); the others open on a click.
            <details key={response.status} className="operation-docs__response" data-testid={`docs-response-${response.status}`} open={open}>
              {/* The summary is text only (no link inside a control); the description, as Markdown, comes when opened. */}
              <summary>
                <code>{response.status}</code> {response.description ? firstLine(response.description) : ''}
              </summary>
              {response.description && response.description !== firstLine(response.description) && <Markdown text={response.description} />}
              {response.schema && (
                <MediaSchema
                  mediaType={response.others || response.mediaType !== 'application/json' ? (response.mediaType ?? '') : ''}
                  schema={response.schema}
                  schemas={detail.schemas}
                  side="response"
                  openLevels={open ? answerOpenLevels(response.schema, detail.schemas) : 0}
                />
              )}
              {response.others?.map((media) => (
                <MediaSchema key={media.mediaType} {...media} schemas={detail.schemas} side="response" openLevels={open ? 1 : 0} />
              ))}
              {!response.schema && !response.others && !response.stream && <p className="muted">No body.</p>}
              {response.stream && <StreamAnswer stream={response.stream} schemas={detail.schemas} open={open} besideJson={response.schema !== undefined} />}
              {response.headers && (
                <div className="operation-docs__headers">
                  <h4>Headers</h4>
                  <SchemaFields fields={headerFields(response.headers)} schemas={detail.schemas} side="response" testId={`docs-headers-${response.status}`} />
                </div>
              )}
            </details>
          );
        })}
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
    </div>
  );
}

/**
 * A streamed answer: "a stream of <item>" in its media type, and the item's schema tree (for server-sent events
 * typed by 3.2's `itemSchema`, the event with its fields; otherwise one event's JSON `data`, or one line).
 */
function StreamAnswer({ stream, schemas, open, besideJson }: { stream: StreamInfo; schemas: Schemas; open: boolean; besideJson: boolean }) {
  const ref = typeof stream.item.$ref === 'string' && stream.item.$ref.startsWith(SCHEMA_REF) ? stream.item.$ref.slice(SCHEMA_REF.length) : undefined;
  return (
    <div className="operation-docs__stream" data-testid="docs-stream">
      <p>
        {besideJson ? 'Or, when the request asks for one, a stream of ' : 'A stream of '}
        {ref ? <ModelLink name={ref} /> : stream.mediaType === 'text/event-stream' ? 'events' : 'items'} (<code>{stream.mediaType}</code>)
        {stream.events ? ': each event, its data as declared' : stream.mediaType === 'text/event-stream' ? ': each event’s JSON data' : ': each item'}
      </p>
      <SchemaTree schema={stream.item} schemas={schemas} side="response" openLevels={open ? 1 : 0} testId="docs-stream-item" />
    </div>
  );
}

const SCHEMA_REF = '#/components/schemas/';
/** Allowed values shown per parameter; the rest are counted. */
const MAX_VALUES = 30;

/** One media type of a body: its name (left out when it goes without saying) and its schema's tree. */
function MediaSchema({
  mediaType,
  schema,
  schemas,
  side,
  openLevels,
  testId,
}: {
  mediaType: string;
  schema?: JsonSchema;
  schemas: Schemas;
  side: 'request' | 'response';
  openLevels?: number;
  testId?: string;
}) {
  return (
    <div className="operation-docs__media" data-testid={mediaType ? `docs-media-${mediaType}` : undefined}>
      {mediaType && (
        <p className="operation-docs__media-type">
          <code>{mediaType}</code>
        </p>
      )}
      {schema ? (
        <SchemaTree schema={schema} schemas={schemas} side={side} openLevels={openLevels} fold={side === 'response'} testId={testId} />
      ) : (
        <p className="muted">Any content (no schema).</p>
      )}
    </div>
  );
}

/** A description's first line as plain text, for a summary (text only: no link inside a control). */
const firstLine = (markdown: string): string => plainText(markdown.split('\n')[0] ?? '');
