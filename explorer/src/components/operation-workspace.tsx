// What the selected operation needs beyond its header: the detail and generated call (loaded on demand),
// the call signature, the description, the errors it may answer with, the request builder and the answer.
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
  // Docs and try-it side by side on a wide screen, one above the other otherwise (styles.css).
  return (
    <div className="operation-view__columns">
      <ViewBoundary label="this operation's documentation" resetKey={id}>
        <About operation={state.operation} />
      </ViewBoundary>
      <div className="operation-view__body">
        <ViewBoundary label="the request builder" resetKey={id}>
          <RequestBuilder operation={state.operation} exchange={exchange} />
        </ViewBoundary>
        <ViewBoundary label="the answer" resetKey={id}>
          <ResponseView operation={state.operation} exchange={exchange} />
        </ViewBoundary>
      </div>
    </div>
  );
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
