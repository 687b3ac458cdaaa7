// Monaco-backed JSON editor. Loaded lazily (see lazy-json-editor.tsx); importing it pulls in Monaco.
import Editor, { type OnMount } from '@monaco-editor/react';
import { useEffect, useState } from 'react';
import { monaco, setEditorSchema } from '../monaco-setup.ts';
import { locateJsonPath } from '../request/json-locate.ts';
import type { JsonEditorProps } from './lazy-json-editor.tsx';

type Model = ReturnType<typeof monaco.editor.createModel>;

export default function JsonEditor({ value, onChange, readOnly = false, label, modelPath, schema, markers, theme, testId, height = 260 }: JsonEditorProps) {
  const [model, setModel] = useState<Model | null>(null);

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
    editor.onDidChangeModel(() => setModel(editor.getModel()));
  };

  return (
    <div className="json-editor" style={{ height }} data-testid={testId}>
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
          // Tab moves focus out of a read-only editor (keyboard users are not trapped in it).
          tabFocusMode: readOnly,
        }}
      />
    </div>
  );
}
