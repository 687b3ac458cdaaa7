// What the selected operation needs beyond its header: the detail and generated call (loaded on demand); the docs
// (call signature, description, reference, errors) and beside them the request as code, the example answers and
// the try-it (request builder and answer).
import { useEffect, useState } from 'react';
import { errorCatalogue, type Catalogue, type ServiceInfo } from '@siteapi/runtime/generated';
import { useOperation, type LoadedOperation } from '../catalogue/operation-loader.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { requestStoreOf } from '../store/request-store.ts';
import { Loading } from './loading.tsx';
import { RequestBuilder } from './request-builder.tsx';
import { ResponseView } from './response-view.tsx';
import { ExternalDocsLink, Markdown } from './markdown.tsx';
import { OperationDocs } from './operation-docs.tsx';
import { ExampleAnswers } from './example-answers.tsx';
import { SnippetsPanel } from './snippets-panel.tsx';
import { ViewBoundary } from './view-boundary.tsx';

export default function OperationWorkspace({ id }: { id: string }) {
  const state = useOperation(id);
  const exchange = useStore(requestStoreOf(useExplorer()).store, (s) => s.exchanges[id]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <p className="error-view" role="alert">
        Could not load this operation: {state.message}{' '}
        <button type="button" onClick={state.retry}>
          Try again
        </button>
      </p>
    );
  }
  // The docs, then beside them (from 1200 px; below them narrower, styles.css) the request as code, the example
  // answers and the try-it: the request builder and the answer.
  return (
    <div className="operation-view__columns">
      <ViewBoundary label="this operation's documentation" resetKey={id}>
        <About operation={state.operation} />
      </ViewBoundary>
      <div className="operation-view__aside">
        <div className="panel-bar">
          <h3 className="aside-heading">Request</h3>
          <span className="spacer" />
          <button type="button" className="primary" data-testid="try-it" onClick={() => openTryIt(id)}>
            Try it
          </button>
        </div>
        <ViewBoundary label="the snippets" resetKey={id}>
          <SnippetsPanel operation={state.operation} />
        </ViewBoundary>
        <ViewBoundary label="the example answers" resetKey={id}>
          <ExampleAnswers detail={state.operation.detail} />
        </ViewBoundary>
        <section className="operation-view__body" id={tryItId(id)} aria-label="Try it" tabIndex={-1}>
          <ViewBoundary label="the request builder" resetKey={id}>
            <RequestBuilder operation={state.operation} exchange={exchange} />
          </ViewBoundary>
          <ViewBoundary label="the answer" resetKey={id}>
            <ResponseView operation={state.operation} exchange={exchange} />
          </ViewBoundary>
        </section>
      </div>
    </div>
  );
}

const tryItId = (id: string): string => `try-it-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * Brings the request builder into view and puts the keyboard in its first field. Only the box the builder scrolls
 * in moves (the request column from 1200 px, else the page): `scrollIntoView` also scrolled the page past the end of
 * a short docs column, leaving a blank band beside the builder.
 */
function openTryIt(id: string): void {
  const section = document.getElementById(tryItId(id));
  const box = section && scrollBox(section);
  if (section && box) box.scrollTo({ top: box.scrollTop + section.getBoundingClientRect().top - Math.max(box.getBoundingClientRect().top, 0) });
  // The first field, else Send (a selector list would give whichever comes first in the page: Send).
  const first = section?.querySelector<HTMLElement>('.params :is(input, select, textarea)') ?? section?.querySelector<HTMLElement>('button.primary');
  (first ?? section)?.focus({ preventScroll: true });
}

/** The nearest box that scrolls `element` vertically, else the page's. */
function scrollBox(element: HTMLElement): Element | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight) return box;
  }
  return document.scrollingElement;
}

/** The service's error catalogue: generated services load it on demand, so it shows once loaded. */
function useCatalogue(service: ServiceInfo | undefined): Catalogue {
  const [catalogue, setCatalogue] = useState<Catalogue>(service?.errors ?? {});
  useEffect(() => {
    let current = true;
    setCatalogue(service?.errors ?? {});
    if (service) void errorCatalogue(service).then((loaded) => current && setCatalogue(loaded));
    return () => {
      current = false;
    };
  }, [service]);
  return catalogue;
}

function About({ operation }: { operation: LoadedOperation }) {
  const { detail, call } = operation;
  const signature = call ? `client.${call.module}.${call.name}(${detail.arguments.map((a) => a.name).join(', ')})` : undefined;
  const catalogue = useCatalogue(call?.call.op.service);
  return (
    <section className="operation-view__about" aria-label="About this operation">
      {signature ? (
        <p className="operation-view__signature">
          <code data-testid="call-signature">{signature}</code>
        </p>
      ) : (
        <p className="muted">generated/ has no call for this operation: it can be read here but not sent.</p>
      )}
      {detail.description && detail.description !== operation.entry.summary && <Markdown className="operation-view__description" text={detail.description} />}
      {detail.externalDocs && (
        <p className="operation-view__external-docs">
          See also: <ExternalDocsLink docs={detail.externalDocs} />
        </p>
      )}
      <OperationDocs operation={operation} />
      {detail.errors.length > 0 && (
        <details className="operation-view__errors">
          <summary>Errors it may answer with ({detail.errors.length})</summary>
          <dl className="facts">
            {detail.errors.map((code) => (
              <div key={code} className="facts__row">
                <dt>
                  <code>{code}</code>
                  {catalogue[code]?.status ? ` · ${catalogue[code]!.status}` : ''}
                </dt>
                <dd>
                  {catalogue[code]?.message ?? ''} {catalogue[code]?.description && <Markdown inline text={catalogue[code]!.description!} />}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
