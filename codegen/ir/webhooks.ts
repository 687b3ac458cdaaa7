import { deref, operations } from '@siteapi/document';
import type { OperationObject } from '@siteapi/document';
import { pascalName } from '../naming.ts';
import { jsonContent } from '../parse/request-fields.ts';
import { planForSchema, type PlanContext } from './plans.ts';
import { schemaToType, type TypeView } from './schema-object.ts';
import type { IrEvent, Plan } from './types.ts';

// The document's webhooks: the events, each a payload type (named unless a component) and its conversion plan.

/** Every webhook operation as an event, sorted by operationId; `uniqueName` names the payloads written out in place. */
export function eventsOf(ctx: PlanContext, read: TypeView, uniqueName: (wanted: string) => string): IrEvent[] {
  const doc = ctx.doc;
  const events: IrEvent[] = [];
  for (const view of operations(doc, 'webhooks')) {
    const name = view.path;
    const op = view.operation as OperationObject;
    const pointer = view.pointer;
    const rb = op.requestBody ? deref(doc, op.requestBody, `${pointer}/requestBody`).value : undefined;
    const schema = jsonContent(rb?.content)?.schema;
    const plan = schema ? planForSchema(ctx, schema, `${pointer}/requestBody`) : undefined;
    const payload = schemaToType(schema, read);
    events.push({
      name,
      typeName: payload.kind === 'ref' ? undefined : uniqueName(`${pascalName(name)}Event`),
      operationId: op.operationId!,
      module: op['x-module']!,
      type: op['x-event']!.type,
      description: op.description ?? op.summary,
      payload,
      plan: typeof plan === 'object' && !Array.isArray(plan) ? (plan as Plan) : undefined,
    });
  }
  return events.sort((a, b) => a.operationId.localeCompare(b.operationId));
}
