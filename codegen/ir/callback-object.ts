import { deref, escapePointer, HTTP_METHODS } from '@siteapi/document';
import type { OperationObject, PathItemObject } from '../parse/openapi-types.ts';
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
  view: TypeView,
): IrOperation['callbacks'] {
  const doc = ctx.doc;
  const out: NonNullable<IrOperation['callbacks']> = [];
  for (const [name, raw] of Object.entries((op.callbacks ?? {}) as Record<string, unknown>)) {
    const callback = deref(doc, raw as Record<string, PathItemObject>, `${pointer}/callbacks/${escapePointer(name)}`).value;
    for (const [expression, item] of Object.entries(callback ?? {})) {
      for (const method of HTTP_METHODS) {
        const request = item?.[method]?.requestBody;
        if (!request) continue;
        const schema = jsonContent(deref(doc, request, '').value?.content)?.schema;
        if (!schema) continue;
        const plan = withoutExpand(asPlan(planForSchema(ctx, schema, `${pointer}/callbacks/${escapePointer(name)}`)) ?? {});
        out.push({ typeName: nameOf(name), name, expression, method: method.toUpperCase(), type: schemaToType(schema, view), plan });
      }
    }
  }
  return out.length > 0 ? out : undefined;
}
