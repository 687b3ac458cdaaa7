// The JSON editor as the rest of the app uses it: Monaco once its chunk has loaded (on first use), a plain
// textarea (or <pre> when read-only) until then, so the page is usable without waiting for Monaco.
import { lazy, Suspense } from 'react';

export interface EditorMarker {
  /** Where in the JSON value (`['post', 'title']`). */
  path: (string | number)[];
  message: string;
  severity: 'error' | 'warning';
}

export interface JsonEditorProps {
  value: string;
  onChange?: (text: string) => void;
  readOnly?: boolean;
  /** Accessible name of the editor. */
  label: string;
  /** Monaco model path: one model (and undo history) per path. */
  modelPath: string;
  /** JSON schema Monaco validates and completes against (refs resolved inside it; never fetched). */
  schema?: object;
  /** Problems to mark at places in the JSON (e.g. the mock's validation problems). */
  markers?: readonly EditorMarker[];
  theme: 'light' | 'dark';
  testId?: string;
  /** Height in pixels; default 260. */
  height?: number;
}

const MonacoJsonEditor = lazy(() => import('./json-editor.tsx'));

export function JsonEditor(props: JsonEditorProps) {
  return (
    <Suspense fallback={<PlainJsonEditor {...props} />}>
      <MonacoJsonEditor {...props} />
    </Suspense>
  );
}

export function PlainJsonEditor({ value, onChange, readOnly, label, testId, height = 260 }: JsonEditorProps) {
  if (readOnly) {
    return (
      <section aria-label={label}>
        <pre className="json-editor json-editor--plain" style={{ height }} data-testid={testId}>
          {value}
        </pre>
      </section>
    );
  }
  return (
    <textarea
      className="json-editor json-editor--plain"
      style={{ height }}
      aria-label={label}
      data-testid={testId}
      spellCheck={false}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
