// The models: every component schema of the document, by service, each with its tree and the operations that use
// it; schema names in any tree link here, and each model links back to its operations. The index and each model
// are their own chunks, loaded when this view opens.
import { useEffect, useMemo, useState } from 'react';
import type { ModelDetail, ModelSummary } from '../catalogue/types.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { ModelLink } from './model-link.tsx';
import { Markdown } from './markdown.tsx';
import { SchemaTree } from './schema-tree.tsx';

type Models = { models: ModelSummary[]; modelLoaders: Record<string, () => Promise<{ default: ModelDetail }>> };

let index: Promise<Models> | undefined;
const loadIndex = (): Promise<Models> => (index ??= import('virtual:explorer-models'));

function useLoaded<T>(load: () => Promise<T>, key: string): { value?: T; error?: string } {
  const [state, setState] = useState<{ key: string; value?: T; error?: string }>({ key });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` loads; a new closure of the same load is not a new load
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ key, value }),
      (error: unknown) => live && setState({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state : {};
}

export function ModelsView({ name }: { name: string }) {
  return (
    <main className="operation-view models-view" aria-labelledby="model-title">
      {name === '' ? <ModelsIndex /> : <Model name={name} />}
    </main>
  );
}

function ModelsIndex() {
  const { value, error } = useLoaded(loadIndex, 'index');
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    const shown = (value?.models ?? []).filter((m) => words.every((w) => m.name.toLowerCase().includes(w) || m.summary?.toLowerCase().includes(w)));
    const byService = new Map<string, ModelSummary[]>();
    for (const m of shown) byService.set(m.service, [...(byService.get(m.service) ?? []), m]);
    return [...byService];
  }, [value, filter]);
  return (
    <>
      <h2 id="model-title" tabIndex={-1}>
        Models
      </h2>
      <p className="muted">Every component schema, by service, with the operations that use it.</p>
      {error && (
        <p className="error-view" role="alert">
          Could not load the models: {error}
        </p>
      )}
      <input type="search" aria-label="Filter models" placeholder="Filter models" value={filter} onChange={(event) => setFilter(event.target.value)} />
      {groups.map(([service, list]) => (
        <section key={service} aria-labelledby={`models-${service}`}>
          <h3 id={`models-${service}`}>{service}</h3>
          <ul className="models-view__list">
            {list.map((m) => (
              <li key={m.name}>
                <ModelLink name={m.name}>{m.name.slice(m.service.length + 1) || m.name}</ModelLink>
                <span className="muted">
                  {m.summary ? ` · ${m.summary}` : ''} · used by {m.usedBy.length} operation{m.usedBy.length === 1 ? '' : 's'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Model({ name }: { name: string }) {
  const { value: models, error: indexError } = useLoaded(loadIndex, 'index');
  const loader = models?.modelLoaders[name];
  const { value: detail, error } = useLoaded(
    () => (loader ? loader().then((m) => m.default) : Promise.reject(new Error(`no model ${name}`))),
    `${name}:${loader ? 1 : 0}`,
  );
  const summary = models?.models.find((m) => m.name === name);
  const field = useStore(useExplorer().navigation.store, (s) => s.field);
  const description = typeof detail?.schema.description === 'string' ? detail.schema.description : undefined;
  return (
    <>
      <p className="operation-view__link">
        <ModelLink name="">All models</ModelLink>
      </p>
      <h2 id="model-title" tabIndex={-1}>
        {name}
      </h2>
      {(indexError || (models && !loader) || error) && (
        <p className="error-view" role="alert">
          {models && !loader ? `The document has no component schema ${name}.` : `Could not load ${name}: ${indexError ?? error}`}
        </p>
      )}
      {description && <Markdown text={description} />}
      {detail && <SchemaTree schema={detail.schema} schemas={detail.schemas} side="model" testId="model-tree" target={field ?? undefined} />}
      {summary?.emittedBy && (
        <section aria-labelledby="model-emitted-by">
          <h3 id="model-emitted-by">
            Payload of <code>{summary.emittedBy.event}</code>, emitted by
          </h3>
          <ul className="models-view__list" data-testid="model-emitted-by">
            {summary.emittedBy.operations.map((id) => (
              <li key={id}>
                <OperationLink id={id} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {summary && (
        <section aria-labelledby="model-used-by">
          <h3 id="model-used-by">
            Used by {summary.usedBy.length === 0 ? 'no operation' : `${summary.usedBy.length} operation${summary.usedBy.length === 1 ? '' : 's'}`}
          </h3>
          <ul className="models-view__list" data-testid="model-used-by">
            {summary.usedBy.map((id) => (
              <li key={id}>
                <OperationLink id={id} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A link to an operation (`?op=<id>`) that navigates in the page and still works as a link. */
function OperationLink({ id }: { id: string }) {
  const { operationHref, selectOperation } = useExplorer().navigation;
  return (
    <a
      href={operationHref(id)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        selectOperation(id);
      }}
    >
      {id}
    </a>
  );
}
