// The spec quality gate of `siteapi check`: Redocly's recommended rules (as a library) plus the project's own, on
// the documents as written. Generation does not depend on it: a document that lints with warnings still generates.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapePointer } from '@siteapi/document';
import { loadDocument, problemAt } from './parse/load-yaml.ts';
import { HTTP_METHODS } from '@siteapi/document';
import type { JsonSchema, OpenApiDocument } from './parse/openapi-types.ts';
import { deref } from '@siteapi/document';
import { jsonContent } from './parse/request-fields.ts';
import type { Problem } from './problems.ts';

export interface LintProblem extends Problem {
  severity: 'error' | 'warn';
  /** Redocly's rule id (`struct`, `security-defined`, …) or the project's (`request-example-read-only`). */
  rule: string;
}

/** Lints spec files; problems sorted by file and position. */
export async function lintSpecs(files: string[], cwd = process.cwd()): Promise<LintProblem[]> {
  // Loaded here, not with the package: a generation, which never lints, does not pay for Redocly (about 0.1 s).
  const [{ createConfig, lint }, { localFilesResolver, redoclyPlace }] = await Promise.all([
    import('@redocly/openapi-core'),
    import('./parse/external-refs.ts'),
  ]);
  const config = await createConfig({ extends: ['recommended'] });
  const out: LintProblem[] = [];
  for (const file of files) {
    const absolute = path.resolve(cwd, file);
    for (const p of await lint({ ref: absolute, config, externalRefResolver: localFilesResolver(absolute, cwd) })) {
      out.push({ ...redoclyPlace(p, absolute, cwd), severity: p.severity === 'error' ? 'error' : 'warn', rule: p.ruleId, message: p.message });
    }
    out.push(...(await projectRules(absolute, cwd)));
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.rule.localeCompare(b.rule));
}

/** The project's own rules, which Redocly's do not cover. */
async function projectRules(absolute: string, cwd: string): Promise<LintProblem[]> {
  const file = path.relative(cwd, absolute) || absolute;
  const { doc: loaded } = loadDocument(file, await readFile(absolute, 'utf8'));
  if (!loaded?.data || typeof loaded.data !== 'object') return [];
  const doc = loaded.data as OpenApiDocument;
  const out: LintProblem[] = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op?.requestBody) continue;
      const pointer = `/paths/${escapePointer(route)}/${method}/requestBody`;
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
