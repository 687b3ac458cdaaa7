// The request of the selected operation, built from its schema: example picker, generate, reset, the mock's
// answer choice, typed parameter fields, the body, and Send (Ctrl/Cmd+Enter) or Cancel.
import { useMemo } from 'react';
import { argumentPath } from '../api.ts';
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import type { ParameterLocation } from '../catalogue/types.ts';
import { paramKey } from '../request/draft.ts';
import { fieldProblems, type FieldProblem } from '../request/field-problems.ts';
import { useRequestWarnings } from '../request/use-request-warnings.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer, useResolvedTheme } from '../store/explorer-provider.tsx';
import { draftOf, requestStoreOf, type Exchange } from '../store/request-store.ts';
import { isMockMode } from '../store/settings-store.ts';
import { BodyEditor } from './body-editor.tsx';
import { MockControls } from './mock-controls.tsx';
import { ParamField } from './param-field.tsx';
import { ShareLinkField } from './share-link-field.tsx';

const SECTIONS: { location: ParameterLocation; title: string }[] = [
  { location: 'path', title: 'Path parameters' },
  { location: 'query', title: 'Query parameters' },
  { location: 'header', title: 'Headers' },
];

export function RequestBuilder({ operation, exchange }: { operation: LoadedOperation; exchange: Exchange | undefined }) {
  const { detail, entry } = operation;
  const explorer = useExplorer();
  const { cancel, chooseExample, generateFromSchema, resetDraft, send, setParam, store } = requestStoreOf(explorer);
  const draft = useStore(store, (s) => draftOf(s.drafts, operation));
  const mode = useStore(explorer.settings.store, (s) => s.mode);
  const theme = useResolvedTheme();
  const warnings = useRequestWarnings(operation, draft);
  const sending = exchange?.phase === 'sending';
  const problems = useMemo<FieldProblem[]>(() => {
    const response = exchange?.phase === 'done' ? exchange.records.at(-1)?.response : undefined;
    return response ? fieldProblems(detail, response) : [];
  }, [exchange, detail]);

  const problemsOf = (key: string, name: string): string[] =>
    problems
      .filter((p) => p.param === key)
      .map((p) => {
        const path = operation.call ? argumentPath(operation.call, name) : undefined;
        return path && path !== name ? `${p.message} (argument ${path})` : p.message;
      });

  return (
    <section className="request" aria-label="Request">
      <div className="toolbar">
        <label className="toolbar__field">
          Request example
          <select
            value={draft.exampleName ?? ''}
            disabled={operation.examples.length === 0}
            onChange={(event) => (event.target.value ? chooseExample(operation, event.target.value) : resetDraft(operation))}
          >
            {operation.examples.length === 0 && <option value="">(none)</option>}
            {draft.exampleName === null && operation.examples.length > 0 && <option value="">(generated or blank)</option>}
            {operation.examples.map((example) => (
              <option key={example.name} value={example.name}>
                {example.name}
                {example.summary ? ` · ${example.summary}` : ''}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => generateFromSchema(operation)}>
          Generate from schema
        </button>
        {operation.detail.requestBody && (
          <button type="button" title="The body with only the fields its schema requires" onClick={() => generateFromSchema(operation, 'required')}>
            Required fields only
          </button>
        )}
        <button type="button" onClick={() => resetDraft(operation)}>
          Reset
        </button>
        <span className="spacer" />
        {sending && (
          <button type="button" onClick={() => cancel(entry.id)}>
            Cancel
          </button>
        )}
        <button
          type="button"
          className="primary"
          title="Send (Ctrl+Enter)"
          aria-keyshortcuts="Control+Enter Meta+Enter"
          disabled={!operation.call}
          onClick={() => void send(entry.id)}
        >
          Send
        </button>
      </div>
      {warnings.count > 0 && (
        <p className="request__warnings" data-testid="request-warnings">
          {warnings.count === 1 ? '1 schema warning' : `${warnings.count} schema warnings`} (shown on the fields). They never block sending.
        </p>
      )}
      {isMockMode(mode) && <MockControls operation={operation} preferences={draft.mock} />}

      {SECTIONS.map(({ location, title }) => {
        const parameters = detail.parameters.filter((p) => p.in === location);
        if (parameters.length === 0) return null;
        return (
          <fieldset key={location} className="params">
            <legend>{title}</legend>
            {parameters.map((parameter) => {
              const key = paramKey(parameter);
              return (
                <ParamField
                  key={key}
                  parameter={parameter}
                  schemas={detail.schemas}
                  text={draft.params[key]}
                  onChange={(text) => setParam(operation, key, text)}
                  problems={problemsOf(key, parameter.name)}
                  warnings={warnings.params.get(key)}
                />
              );
            })}
          </fieldset>
        );
      })}
      {detail.parameters.length === 0 && !detail.requestBody && <p className="muted">This operation takes no parameters and no body.</p>}

      {detail.requestBody && <BodyEditor operation={operation} draft={draft} problems={problems} warnings={warnings.body} theme={theme} />}

      {problems.some((p) => !p.param && !p.bodyPath) && (
        <ul className="field-messages" aria-label="Other request problems">
          {problems
            .filter((p) => !p.param && !p.bodyPath)
            .map((p, i) => (
              <li key={i} className="field-problem">
                {p.where}: {p.message}
              </li>
            ))}
        </ul>
      )}
      <ShareLinkField operationId={entry.id} draft={draft} />
    </section>
  );
}
