// The spec quality gate of `siteapi check`: Redocly's recommended rules (as a library) plus the project's own, on
// the documents as written. Generation does not depend on it: a document that lints with warnings still generates.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deref, escapePointer, operations } from '@siteapi/document';
import { decodeSpec, type LoadedDocument, loadDocument, problemAt } from '@siteapi/document/load';
import { refCycles } from '@siteapi/document/load';
import type { JsonSchema, OpenApiDocument, OperationObject } from '@siteapi/document';
import { jsonContent } from './parse/request-fields.ts';
import type { Problem } from './problems.ts';

export interface LintProblem extends Problem {
  severity: 'error' | 'warn';
  /** Redocly's rule id (`struct`, `security-defined`, …) or the project's (`request-example-read-only`). */
  rule: string;
}

/**
 * Lints spec files; problems sorted by file and position. Only documents that parse are linted: the parse stage
 * reports the others (a `generate` or `check` run says why, at file:line:col), and what Redocly cannot read in a
 * document that parsed is a warning that names the skipped document, never an exception.
 */
export async function lintSpecs(files: string[], cwd = process.cwd()): Promise<LintProblem[]> {
  // Loaded here, not with the package: a generation, which never lints, does not pay for Redocly (about 0.1 s).
  const [{ createConfig, lint }, { isOpenApi32, localFilesResolver, OPENAPI_32_TYPES, redoclyPlace }] = await Promise.all([
    import('@redocly/openapi-core'),
    import('@siteapi/document/bundle'),
  ]);
  const config = await createConfig({ extends: ['recommended'] });
  // A 3.2 document is linted with the node types 3.2 adds (Redocly 1.34 reads it with 3.1's).
  let config32: typeof config | undefined;
  const out: LintProblem[] = [];
  for (const file of files) {
    const absolute = path.resolve(cwd, file);
    const loaded = await parsedDocument(absolute, cwd);
    if (!loaded) continue;
    const resolver = localFilesResolver(absolute, cwd);
    try {
      const is32 = isOpenApi32(loaded.data);
      if (is32) config32 ??= await createConfig({ extends: ['recommended'], plugins: [OPENAPI_32_TYPES] });
      for (const p of await lint({ ref: absolute, config: is32 ? config32! : config, externalRefResolver: resolver })) {
        out.push({ ...redoclyPlace(p, absolute, cwd), severity: p.severity === 'error' ? 'error' : 'warn', rule: p.ruleId, message: p.message });
      }
    } catch (error) {
      // A file its `$ref`s read that does not parse, or a cycle across files: the parse stage reports it.
      if (resolver.problems.length === 0) {
        const message = `Redocly could not read this document, so its rules were skipped: ${String((error as Error)?.message ?? error).split('\n')[0]}`;
        out.push({ file: loaded.file, line: 1, col: 1, severity: 'warn', rule: 'lint-skipped', message });
      }
      continue;
    }
    out.push(...projectRules(loaded));
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.rule.localeCompare(b.rule));
}

/** A spec file's document when it parses, as an OpenAPI mapping without `$ref` cycles; undefined otherwise. */
async function parsedDocument(absolute: string, cwd: string): Promise<LoadedDocument | undefined> {
  const file = path.relative(cwd, absolute) || absolute;
  const decoded = decodeSpec(file, await readFile(absolute));
  if (decoded.text === undefined) return undefined;
  const { doc, problems } = loadDocument(file, decoded.text);
  if (!doc || problems.length > 0 || !doc.data || typeof doc.data !== 'object' || Array.isArray(doc.data)) return undefined;
  return refCycles('', (f) => (f === '' ? doc.data : undefined)).length > 0 ? undefined : doc;
}

/** The project's own rules, which Redocly's do not cover. */
function projectRules(loaded: LoadedDocument): LintProblem[] {
  const doc = loaded.data as OpenApiDocument;
  const out: LintProblem[] = [];
  for (const view of operations(doc)) {
    const op = view.operation as OperationObject;
    if (!op.requestBody) continue;
    const pointer = `${view.pointer}/requestBody`;
    const body = deref(doc, op.requestBody, pointer);
    const media = jsonContent(body.value?.content);
    if (!media?.schema) continue;
    const mediaPointer = `${body.pointer}/content/${escapePointer(Object.keys(body.value.content!).find((k) => body.value.content![k] === media)!)}`;
    for (const [name, example] of Object.entries(media.examples ?? {})) {
      for (const at of readOnlyFields(doc, media.schema, example?.value, `${mediaPointer}/examples/${escapePointer(name)}/value`)) {
        out.push({
          ...problemAt(loaded, at, ''),
          severity: 'error',
          rule: 'request-example-read-only',
          message: `request example '${name}' sets the read-only field ${at.slice(mediaPointer.length + `/examples/${escapePointer(name)}/value`.length) || '/'}: the server sets it, a caller cannot`,
        });
      }
    }
  }
  return out;
}

/** Pointers of the values in `value` that its schema marks `readOnly` (through $refs, allOf and arrays). */
function readOnlyFields(doc: OpenApiDocument, schema: JsonSchema | undefined, value: unknown, pointer: string, depth = 0): string[] {
  if (!schema || value === null || typeof value !== 'object' || depth > 32) return [];
  const resolved = deref(doc, schema, '').value;
  const parts = [resolved, ...(resolved.allOf ?? []).map((s) => deref(doc, s, '').value)];
  if (Array.isArray(value)) {
    const items = parts.find((p) => p.items)?.items;
    return value.flatMap((v, i) => readOnlyFields(doc, items, v, `${pointer}/${i}`, depth + 1));
  }
  const out: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    const prop = parts.map((p) => p.properties?.[key]).find(Boolean);
    if (!prop) continue;
    const target = deref(doc, prop, '').value;
    if (prop.readOnly === true || target.readOnly === true) out.push(`${pointer}/${escapePointer(key)}`);
    else out.push(...readOnlyFields(doc, prop, v, `${pointer}/${escapePointer(key)}`, depth + 1));
  }
  return out;
}
