import { Names } from '../../../codegen/naming.ts';
import type { OpenApiDocument } from '@siteapi/document';
import type { PlanContext } from '../../../codegen/ir/plans.ts';
import { componentNames, type TypeView } from '../../../codegen/ir/schema-object.ts';

/** A small document for one IR module: the dialect's service block plus what the test gives. */
export function docOf(parts: Record<string, unknown>): OpenApiDocument {
  return { openapi: '3.1.0', info: { title: 'T', version: '1' }, 'x-service': { name: 'test', prefix: '/test' }, paths: {}, ...parts } as OpenApiDocument;
}

/** The plan context and read/write views of a document, its problems collected as `pointer: message`. */
export function contextOf(doc: OpenApiDocument, writableRefs: string[] = []): { ctx: PlanContext; read: TypeView; write: TypeView; problems: string[] } {
  const problems: string[] = [];
  const ctx: PlanContext = { doc, problem: (pointer, message) => problems.push(`${pointer}: ${message}`), memo: new Map(), floats: true };
  const writable = new Set(writableRefs);
  const names = componentNames(Object.keys(doc.components?.schemas ?? {}), writable, new Names());
  return { ctx, problems, read: { side: 'read', writable: new Set(), names }, write: { side: 'write', writable, names } };
}
