// The JSON editor as the rest of the app uses it: Monaco once its chunk has loaded, a plain textarea (or <pre> when
// read-only) until then, so the page is usable without waiting for Monaco. An editable body asks for Monaco (about
// 1 MB gzip) when it is first used (focused, pointed at or typed in), not when a page that has one opens; a read-only
// answer's editor asks when it is shown. Once loaded, every editor of the page is Monaco at once.
import { lazy, Suspense, useState } from 'react';

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
  /** Takes the keyboard when it appears (Monaco replacing the plain editor the reader started in). */
  autoFocus?: boolean;
}

/** Whether Monaco's chunk has loaded in this page: then there is nothing left to save by waiting. */
let monacoLoaded = false;
const MonacoJsonEditor = lazy(async () => {
  const module = await import('./json-editor.tsx');
  monacoLoaded = true;
  return module;
});

export function JsonEditor(props: JsonEditorProps) {
  const [used, setUsed] = useState(false);
  if (!props.readOnly && !used && !monacoLoaded) return <PlainJsonEditor {...props} onFirstUse={() => setUsed(true)} />;
  const focus = used || props.autoFocus;
  return (
    <Suspense fallback={<PlainJsonEditor {...props} autoFocus={focus} />}>
      <MonacoJsonEditor {...props} autoFocus={focus} />
    </Suspense>
  );
}

export function PlainJsonEditor({
  value,
  onChange,
  readOnly,
  label,
  testId,
  height = 260,
  autoFocus,
  onFirstUse,
}: JsonEditorProps & { onFirstUse?: () => void }) {
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
      // biome-ignore lint/a11y/noAutofocus: the reader's own click or key moved here; the editor only changes kind
      autoFocus={autoFocus}
      value={value}
      onFocus={onFirstUse}
      onPointerDown={onFirstUse}
      onChange={(event) => {
        onChange?.(event.target.value);
        onFirstUse?.();
      }}
    />
  );
}
