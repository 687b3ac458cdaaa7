// Monaco-backed JSON editor. Loaded lazily (see lazy-json-editor.tsx); importing it pulls in Monaco.
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useId, useRef, useState } from 'react';
import { monaco, setEditorSchema } from '../monaco-setup.ts';
import { locateJsonPath } from '../request/json-locate.ts';
import type { JsonEditorProps } from './lazy-json-editor.tsx';

type Model = ReturnType<typeof monaco.editor.createModel>;

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** From the editor's frame, Tab goes to the element after the editor (Shift+Tab before it), never back into it. */
function leaveFrame(frame: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.target !== frame) return;
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => !frame.contains(el) && el.offsetParent !== null);
  const after = (el: HTMLElement) => frame.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING;
  const next = event.shiftKey ? all.filter((el) => !after(el)).at(-1) : all.find(after);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export default function JsonEditor({
  value,
  onChange,
  readOnly = false,
  label,
  modelPath,
  schema,
  markers,
  theme,
  testId,
  height = 260,
  autoFocus = false,
}: JsonEditorProps) {
  const [model, setModel] = useState<Model | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const hintId = useId();
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => leaveFrame(element, event);
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!schema) return;
    // The language service matches `fileMatch` against the model's URI, which @monaco-editor/react derives from `path`.
    const uri = monaco.Uri.parse(modelPath).toString();
    setEditorSchema(uri, schema);
    return () => setEditorSchema(uri, undefined);
  }, [modelPath, schema]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: markers are placed on the text, so a new text places them again
  useEffect(() => {
    if (!model || model.isDisposed()) return;
    const text = model.getValue();
    monaco.editor.setModelMarkers(
      model,
      'explorer',
      (markers ?? []).flatMap((marker) => {
        const range = locateJsonPath(text, marker.path) ?? { start: 0, end: Math.min(text.length, 1) };
        const start = model.getPositionAt(range.start);
        const end = model.getPositionAt(range.end);
        return [
          {
            message: marker.message,
            severity: marker.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
            startLineNumber: start.lineNumber,
            startColumn: start.column,
            endLineNumber: end.lineNumber,
            endColumn: end.column,
          },
        ];
      }),
    );
  }, [model, markers, value]);

  const onMount: OnMount = (editor) => {
    setModel(editor.getModel());
    // It replaced the plain editor the reader was in: the keyboard stays where it was.
    if (autoFocus) editor.focus();
    editor.onDidChangeModel(() => setModel(editor.getModel()));
    // The documented way out for keyboard users: Escape (when no suggestion or search box is open) puts focus on the
    // editor's frame, and the next Tab moves on. Ctrl+M, Monaco's own, turns Tab into a focus key until pressed again.
    editor.addCommand(monaco.KeyCode.Escape, () => frame.current?.focus(), '!suggestWidgetVisible && !findWidgetVisible && !parameterHintsVisible');
  };

  return (
    <div className="json-editor" style={{ height }} data-testid={testId} ref={frame} tabIndex={-1} aria-describedby={readOnly ? undefined : hintId}>
      {!readOnly && (
        <span id={hintId} className="visually-hidden">
          Tab indents. To leave the editor with the keyboard, press Escape, then Tab.
        </span>
      )}
      <Editor
        height="100%"
        language="json"
        path={modelPath}
        value={value}
        theme={theme === 'dark' ? 'vs-dark' : 'vs'}
        onChange={(text) => onChange?.(text ?? '')}
        onMount={onMount}
        loading={<pre className="json-editor__loading">{value}</pre>}
        options={{
          ariaLabel: label,
          readOnly,
          domReadOnly: readOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          automaticLayout: true,
          fontSize: 13,
          tabSize: 2,
          wordWrap: 'on',
          folding: true,
          renderLineHighlight: readOnly ? 'none' : 'line',
          // Tab moves focus out of a read-only editor (keyboard users are not trapped in it); in an editable one it
          // indents, and Escape leaves (above).
          tabFocusMode: readOnly,
        }}
      />
    </div>
  );
}
