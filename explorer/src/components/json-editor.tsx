// Monaco-backed JSON editor. Loaded lazily (see lazy-json-editor.tsx); importing it pulls in Monaco.
import Editor from '@monaco-editor/react';
import { useEffect } from 'react';
import { monaco, setEditorSchema } from '../monaco-setup.ts';
import type { JsonEditorProps } from './lazy-json-editor.tsx';

export default function JsonEditor({ value, onChange, readOnly = false, label, modelPath, schema, testId }: JsonEditorProps) {
  useEffect(() => {
    if (!schema) return;
    // The language service matches `fileMatch` against the model's URI, which @monaco-editor/react derives from `path`.
    const uri = monaco.Uri.parse(modelPath).toString();
    setEditorSchema(uri, schema);
    return () => setEditorSchema(uri, undefined);
  }, [modelPath, schema]);

  return (
    <div className="json-editor" data-testid={testId}>
      <Editor
        height="100%"
        language="json"
        path={modelPath}
        value={value}
        onChange={(text) => onChange?.(text ?? '')}
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
          renderLineHighlight: readOnly ? 'none' : 'line',
        }}
      />
    </div>
  );
}
