// All of Monaco's wiring, bundled locally (no CDN: these machines have no internet). Imported only by
// the lazily loaded editor, so the operation list renders before Monaco has loaded.
// Entry points for monaco-editor 0.57 (the `monaco-editor/esm/vs/...?worker` paths in
// @monaco-editor/react's README no longer resolve).
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

// Hand @monaco-editor/react this instance, so its loader never injects the CDN script.
loader.config({ monaco });

// Schemas by model URI. `setDiagnosticsOptions` replaces the whole list on every call, so the
// list is rebuilt from this map. Comments and trailing commas are not JSON; nothing is fetched.
const schemas = new Map<string, object>();

export function setEditorSchema(modelUri: string, schema: object | undefined): void {
  if (schema) schemas.set(modelUri, schema);
  else schemas.delete(modelUri);
  applyDiagnosticsOptions();
}

function applyDiagnosticsOptions(): void {
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    trailingCommas: 'error',
    enableSchemaRequest: false,
    schemas: [...schemas].map(([uri, schema]) => ({ uri: `explorer-schema:${uri}`, fileMatch: [uri], schema })),
  });
}

applyDiagnosticsOptions();

export { monaco };
