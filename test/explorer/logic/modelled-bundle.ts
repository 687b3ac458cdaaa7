// The explorer's view of a document as `siteapi docs` and the dev server read it: the generator's bundle beside the
// generator's model of its calls (each service's operations.json).
import { buildIr, parseSources } from '@siteapi/codegen';
import { parseOperationsFile, serviceOperations } from '@siteapi/codegen/operations';
import { bundle } from '../../../codegen/emit/bundle.ts';
import { OPERATIONS_FILE } from '../../../codegen/emit/operations-file.ts';
import { type SlimDocument, slimDocument } from '../../../explorer/vite/slim-document.ts';

/** From the files of a generate run: its `openapi.json` and every `<service>/operations.json`. */
export function slimOfFiles(files: ReadonlyMap<string, string>): SlimDocument {
  const model = [...files]
    .filter(([file]) => file.endsWith(`/${OPERATIONS_FILE}`))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, text]) => parseOperationsFile(text, file));
  return slimDocument(JSON.parse(files.get('openapi.json')!) as Record<string, unknown>, model);
}

/** From one document's text through parse and IR, without emitting the clients (GitHub's would take a minute). */
export function slimOfText(file: string, text: string, mode: 'plain' | 'auto' = 'auto'): SlimDocument {
  const docs = parseSources([{ file, text }], undefined, undefined, mode);
  const services = buildIr(docs);
  return slimDocument(bundle(docs.map((d) => d.data) as never) as Record<string, unknown>, services.map(serviceOperations));
}
