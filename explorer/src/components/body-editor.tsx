// The request body: raw JSON in Monaco (the operation's schema gives diagnostics and completion) or the
// generated form; both edit the same text. Problems the answer named are marked where they are.
import { useMemo } from 'react';
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import type { Draft } from '../request/draft.ts';
import type { FieldProblem } from '../request/field-problems.ts';
import { bodyKind, fileFields } from '../request/form-body.ts';
import { rootSchema } from '../schema/resolve.ts';
import { formatPath, type SchemaProblem } from '../schema/validate.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { requestStoreOf } from '../store/request-store.ts';
import { BodyForm } from './body-form.tsx';
import { JsonEditor, type EditorMarker } from './lazy-json-editor.tsx';
import { Markdown } from './markdown.tsx';

export interface BodyEditorProps {
  operation: LoadedOperation;
  draft: Draft;
  problems: readonly FieldProblem[];
  warnings: readonly SchemaProblem[];
  theme: 'light' | 'dark';
}

export function BodyEditor({ operation, draft, problems, warnings, theme }: BodyEditorProps) {
  const { setBodyMode, setBodyText, setFiles } = requestStoreOf(useExplorer());
  const { detail, entry } = operation;
  const body = detail.requestBody!;
  const kind = bodyKind(body.mediaType);
  const files = useMemo(() => fileFields(detail), [detail]);
  const schema = useMemo(() => rootSchema(body.schema, detail.schemas), [body.schema, detail.schemas]);
  const bodyProblems = useMemo(() => problems.filter((p) => p.bodyPath), [problems]);
  const markers = useMemo<EditorMarker[]>(() => bodyProblems.map((p) => ({ path: p.bodyPath!, message: p.message, severity: 'error' })), [bodyProblems]);
  const parsed = useMemo(() => {
    if (draft.bodyText.trim() === '') return { ok: true as const, value: undefined };
    try {
      return { ok: true as const, value: JSON.parse(draft.bodyText) as unknown };
    } catch (error) {
      return { ok: false as const, message: (error as Error).message };
    }
  }, [draft.bodyText]);
  const byPath = (list: readonly { path: string; message: string }[]): Map<string, string[]> => {
    const map = new Map<string, string[]>();
    for (const { path, message } of list) map.set(path, [...(map.get(path) ?? []), message]);
    return map;
  };

  return (
    <section className="body-editor" aria-labelledby="body-heading">
      <div className="section-heading">
        <h3 id="body-heading">
          Body
          {body.required && (
            <span className="required" title="required">
              *<span className="visually-hidden"> (required)</span>
            </span>
          )}
          {kind !== 'json' && (
            <>
              {' '}
              <code className="body-editor__media-type" data-testid="body-media-type">
                {body.mediaType}
              </code>
            </>
          )}
        </h3>
        <fieldset className="segmented" aria-label="Body editor">
          <button type="button" aria-pressed={draft.bodyMode === 'form'} onClick={() => setBodyMode(operation, 'form')}>
            Form
          </button>
          <button type="button" aria-pressed={draft.bodyMode === 'raw'} onClick={() => setBodyMode(operation, 'raw')}>
            Raw JSON
          </button>
        </fieldset>
      </div>
      {body.description && <Markdown className="param-field__hint" text={body.description} />}
      {draft.bodyMode === 'raw' ? (
        <JsonEditor
          value={draft.bodyText}
          onChange={(text) => setBodyText(operation, text)}
          label="Request body JSON"
          modelPath={`request/${entry.id}.body.json`}
          schema={schema}
          markers={markers}
          theme={theme}
          testId="request-editor"
        />
      ) : parsed.ok ? (
        <BodyForm
          schema={body.schema}
          schemas={detail.schemas}
          value={parsed.value ?? {}}
          onChange={(value) => setBodyText(operation, JSON.stringify(value, null, 2))}
          problems={byPath(bodyProblems.map((p) => ({ path: formatPath(p.bodyPath!), message: p.message })))}
          warnings={byPath(warnings.map((w) => ({ path: formatPath(w.path), message: w.message })))}
          files={files.length > 0 ? { fields: files, chosen: draft.files, onChoose: (field, picked) => setFiles(operation, field, picked) } : undefined}
        />
      ) : (
        <p className="field-problem" role="alert">
          The body is not valid JSON ({parsed.message}), so it cannot be shown as a form.{' '}
          <button type="button" className="link-button" onClick={() => setBodyMode(operation, 'raw')}>
            Fix it in the raw editor
          </button>
        </p>
      )}
      {draft.bodyMode === 'raw' && bodyProblems.length > 0 && (
        <ul className="field-messages" data-testid="body-problems" aria-label="Body problems">
          {bodyProblems.map((p, i) => (
            <li key={i} className="field-problem">
              <code>{formatPath(p.bodyPath!) || 'body'}</code>: {p.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
