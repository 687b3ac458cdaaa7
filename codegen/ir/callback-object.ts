import { escapePointer, pathItemOperations } from '@siteapi/document';
import type { JsonSchema, MediaTypeObject, OperationObject } from '@siteapi/document';
import { jsonContent } from '../parse/request-fields.ts';
import { asPlan, withoutExpand } from './plan-expand.ts';
import { planForSchema, type PlanContext } from './plans.ts';
import { schemaToType, type TypeView } from './schema-object.ts';
import type { IrOperation } from './types.ts';

/** The JSON payloads of an operation's callbacks: what its server sends to the caller's, by callback name. */
export function callbacksOf(
  ctx: PlanContext,
  op: OperationObject,
  pointer: string,
  nameOf: (callback: string) => string,
  typeView: TypeView,
): IrOperation['callbacks'] {
  const doc = ctx.doc;
  const out: NonNullable<IrOperation['callbacks']> = [];
  for (const [name, raw] of Object.entries((op.callbacks ?? {}) as Record<string, unknown>)) {
    const at = `${pointer}/callbacks/${escapePointer(name)}`;
    for (const view of pathItemOperations(doc, raw, at)) {
      const schema = jsonContent(view.requestBody?.value.content as Record<string, MediaTypeObject> | undefined)?.schema as JsonSchema | undefined;
      if (!schema) continue;
      const plan = withoutExpand(asPlan(planForSchema(ctx, schema, at)) ?? {});
      out.push({ typeName: nameOf(name), name, expression: view.path, method: view.method.toUpperCase(), type: schemaToType(schema, typeView), plan });
    }
  }
  return out.length > 0 ? out : undefined;
}
