// The JSON editor as the rest of the app uses it: Monaco once its chunk has loaded, a plain textarea
// (or <pre> when read-only) until then, so the page is usable without waiting for Monaco.
import { lazy, Suspense } from 'react';

export interface JsonEditorProps {
  value: string;
  onChange?: (text: string) => void;
  readOnly?: boolean;
  /** Accessible name of the editor. */
  label: string;
  /** Monaco model path: one model (and undo history) per path. */
  modelPath: string;
  /** JSON schema Monaco validates and completes against. */
  schema?: object;
  testId?: string;
}

const MonacoJsonEditor = lazy(() => import('./json-editor.tsx'));

export function JsonEditor(props: JsonEditorProps) {
  return (
    <Suspense fallback={<PlainJsonEditor {...props} />}>
      <MonacoJsonEditor {...props} />
    </Suspense>
  );
}

function PlainJsonEditor({ value, onChange, readOnly, label, testId }: JsonEditorProps) {
  if (readOnly) {
    return (
      <pre className="json-editor json-editor--plain" aria-label={label} data-testid={testId}>
        {value}
      </pre>
    );
  }
  return (
    <textarea
      className="json-editor json-editor--plain"
      aria-label={label}
      data-testid={testId}
      spellCheck={false}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
