import { escapePointer, type HttpMethod, isHttpMethod, methodKeys, pathItemOperationsOf, requestPath } from '@siteapi/document';
import { pascalName } from '../naming.ts';
import type { OperationObject, PathItemObject } from '@siteapi/document';
import { isJsonType, matchField, requestFields, type FieldMatch, type RequestFields } from '../parse/request-fields.ts';
import { callbacksOf } from './callback-object.ts';
import { callExamples } from './example-object.ts';
import { fieldType, paramStyles } from './parameters.ts';
import { hasExpand, withoutExpand } from './plan-expand.ts';
import { planForSchema, type PlanContext } from './plans.ts';
import { itemTypeAt, paginationOf } from './pagination.ts';
import { queryBuilderOf, unwrapOf } from './query-builder.ts';
import { errorAnswersOf, successResponse } from './response-object.ts';
import { streamChooser } from './stream-answer.ts';
import { hasInlineObject, type TypeView } from './schema-object.ts';
import { requirementsOf } from './security-scheme-object.ts';
import type { IrArgument, IrClientRules, IrListPaging, IrOperation, IrType, Plan, PlanDraft } from './types.ts';

// The Operation Object: one call, its arguments, request plan, answers and the rest of what the runtime needs.

/** What every operation of a service shares. */
export interface OperationScope {
  /** Answers, events, callbacks. */
  read: TypeView;
  /** Arguments. */
  write: TypeView;
  /** Hands out a type name once in the service's scope. */
  uniqueName: (wanted: string) => string;
  /** The document's client rules, which an operation's own override. */
  docRules: IrClientRules;
  /** The service's default security requirement: an operation states its own only when it differs. */
  serviceRequirements: string[][];
  /** A component's type by type name (unwrapping and query builders look into the answer's items). */
  typeOf: (name: string) => IrType | undefined;
  /** Whether list calls page (plain mode, unless turned off): decided by pagination.ts. */
  paginate: boolean;
  /** A warning at a pointer of the document (plain mode). */
  warn: (pointer: string, message: string) => void;
}

/**
 * The declared arguments (`x-arguments`) of a call, typed on the write side; inline objects get a name of their own.
 * A field reference that names no request field (an inferred one, as validation checks the dialect's) is a problem
 * at its pointer under `at`, and the argument or option is left out.
 */
export function argumentsOf(
  op: OperationObject,
  fields: RequestFields,
  opName: string,
  scope: OperationScope,
  at: { pointer: string; problem: (pointer: string, message: string) => void },
): IrArgument[] {
  const idempotencyKey = idempotencyHeader(fields.params);
  // The runtime fills a declared Idempotency-Key, so the caller may leave it out whatever the document requires.
  const filled = (m: FieldMatch) => m.location === 'header' && m.name === idempotencyKey;
  const match = (ref: unknown, pointer: string, callerPath: string): FieldMatch | undefined => {
    const m = typeof ref === 'string' ? matchField(fields, ref) : `a field reference is a string, not ${JSON.stringify(ref)}`;
    if (typeof m === 'string') at.problem(pointer, `argument ${callerPath} carries ${m}`);
    return typeof m === 'string' ? undefined : m;
  };
  return (op['x-arguments'] ?? []).flatMap((decl, i): IrArgument[] => {
    const argPointer = `${at.pointer}/x-arguments/${i}`;
    if (decl.value !== undefined) {
      const m = match(decl.value, `${argPointer}/value`, decl.name);
      if (!m) return [];
      const type = fieldType(fields, m, scope.write);
      return [
        {
          name: decl.name,
          description: decl.description,
          required: (m.required && !filled(m)) || m.location === 'path',
          value: { location: m.location, name: m.name },
          type,
          // An inline object (a body schema without a component) is emitted as a named type.
          typeName: hasInlineObject(type) ? scope.uniqueName(`${opName}${pascalName(decl.name)}`) : undefined,
        },
      ];
    }
    const properties = Object.entries(decl.properties ?? {}).flatMap(([name, ref]) => {
      const m = match(ref, `${argPointer}/properties/${escapePointer(name)}`, `${decl.name}.${name}`);
      if (!m) return [];
      const description = m.location === 'body' ? m.bodyProperty?.description : m.params.length === 1 ? m.params[0]!.description : undefined;
      return [
        { name, field: { location: m.location, name: m.name }, required: m.required && !filled(m), type: fieldType(fields, m, scope.write), description },
      ];
    });
    return [
      {
        name: decl.name,
        description: decl.description,
        required: properties.some((p) => p.required),
        properties,
        type: { kind: 'object', properties: properties.map((p) => ({ name: p.name, type: p.type, required: p.required, description: p.description })) },
        typeName: scope.uniqueName(`${opName}${pascalName(decl.name)}`),
      },
    ];
  });
}

/** The request plan over `{ query, body }`: SDK values (Date, media refs) back to wire values. Dotted query names nest. */
export function requestPlanOf(ctx: PlanContext, fields: RequestFields, pointer: string): PlanDraft {
  const requestPlan: PlanDraft = {};
  for (const { param, pointer: pp } of fields.params) {
    if (param.in !== 'query' || !param.schema) continue;
    const leaf = planForSchema(ctx, param.schema, `${pp}/schema`);
    if (leaf) {
      const q = (requestPlan.query ??= {}) as PlanDraft;
      let level = q;
      const parts = param.name.split('.');
      parts.slice(0, -1).forEach((p) => (level = (level[p] ??= {}) as PlanDraft));
      level[parts[parts.length - 1]!] = leaf;
    }
  }
  if (fields.body) {
    const bodyPlan = planForSchema(ctx, fields.body.schema, `${pointer}/requestBody`);
    if (bodyPlan) requestPlan.body = bodyPlan;
  }
  return requestPlan;
}

/** The IR of one operation of a validated document, at `/paths/<path>/<method>`. */
export function operationOf(ctx: PlanContext, path: string, method: string, item: PathItemObject, op: OperationObject, scope: OperationScope): IrOperation {
  const doc = ctx.doc;
  const pointer = `/paths/${escapePointer(path)}/${methodKeys(method).map(escapePointer).join('/')}`;
  const fields = requestFields(doc, item, op, pointer);
  const opName = pascalName(op.operationId!);
  const { uniqueName, read } = scope;
  const args = argumentsOf(op, fields, opName, scope, { pointer, problem: ctx.problem });
  const requestPlan = requestPlanOf(ctx, fields, pointer);
  const response = successResponse(
    ctx,
    op,
    pointer,
    read,
    () => uniqueName(`${opName}Response`),
    () => uniqueName(`${opName}StreamItem`),
  );
  const responsePlan = response.plan;
  const built: IrOperation = {
    operationId: op.operationId!,
    originalOperationId: op['x-original-operation-id'],
    module: op['x-module']!,
    sdkName: op['x-method'] ?? op.operationId!,
    prefix: op['x-prefix'] ?? doc['x-service'].prefix,
    // A fixed field's method in capitals; one of `additionalOperations` as written, which is how it is sent.
    method: isHttpMethod(method) ? (method.toUpperCase() as Uppercase<HttpMethod>) : method,
    // What the request is sent to: a fragment that keeps the document's path keys apart is never sent.
    path: requestPath(path),
    summary: op.summary,
    description: op.description,
    deprecated: op.deprecated === true,
    args,
    response: { type: response.type, typeName: response.typeName },
    requestPlan: Object.keys(requestPlan).length > 0 ? withoutExpand(requestPlan) : undefined,
    responsePlan: typeof responsePlan === 'object' && !Array.isArray(responsePlan) ? (responsePlan as Plan) : undefined,
    responseAsync: responsePlan ? hasExpand(responsePlan) : false,
    paging: op['x-paging'] ?? 'none',
    errors: [...(op['x-errors'] ?? [])].sort(),
    emits: (op['x-emits'] ?? []).flatMap((name) => {
      // The webhook's event is its first operation, whatever its method, as eventsOf reads it.
      const hook = pathItemOperationsOf(doc, doc.webhooks?.[name], `/webhooks/${escapePointer(name)}`, name)[0]?.operation as OperationObject | undefined;
      return hook?.operationId && hook['x-module'] && hook['x-event']
        ? [{ handler: `${hook['x-module']}.${hook.operationId}`, type: hook['x-event'].type }]
        : [];
    }),
    clientRules: { ...scope.docRules, ...op['x-client-rules'] },
    getForm: op['x-get-form'] ? { parameter: op['x-get-form'].parameter, maxUrlLength: op['x-get-form'].maxUrlLength } : undefined,
    bodyForm: op['x-body-form'] ? { maxQueryLength: op['x-body-form'].maxQueryLength } : undefined,
    idempotent: op['x-idempotent'] === true,
    idempotencyKey: idempotencyHeader(fields.params),
    params: paramStyles(doc, fields.params),
    errorAnswers: errorAnswersOf(doc, op, pointer, uniqueName(`${opName}Errors`), read),
    callbacks: callbacksOf(ctx, op, pointer, (name) => uniqueName(`${opName}${pascalName(name)}Callback`), read),
    security:
      Array.isArray(op.security) && JSON.stringify(requirementsOf(op.security)) !== JSON.stringify(scope.serviceRequirements)
        ? requirementsOf(op.security)
        : undefined,
    contentType: fields.body && !isJsonType(fields.body.contentType) ? fields.body.contentType : undefined,
    answer: response.answer,
    examples: [],
  };
  if (response.stream) built.stream = { ...response.stream, chooser: response.stream.only ? undefined : streamChooser(doc, fields, args) };
  built.examples = callExamples(fields, op, doc, pointer);
  built.unwrap = unwrapOf(op, built.response.type, scope.typeOf, pointer, ctx.problem);
  built.queryBuilder = queryBuilderOf(op, args, built.response.type, scope.typeOf, pointer, ctx.problem);
  if (scope.paginate && !built.unwrap && !built.answer && !built.stream)
    built.paging = paginationFor(ctx, method, op, fields, pointer, built.response.type, scope) ?? built.paging;
  return built;
}

/** The call's pagination and its items' type; a declaration whose items are no array of the answer is not followed. */
function paginationFor(
  ctx: PlanContext,
  method: string,
  op: OperationObject,
  fields: RequestFields,
  pointer: string,
  answer: IrType,
  scope: OperationScope,
): IrListPaging | undefined {
  const spec = paginationOf({ doc: ctx.doc, op, method, fields, pointer, warn: scope.warn });
  if (!spec) return undefined;
  const itemType = itemTypeAt(answer, spec.items, scope.typeOf);
  if (itemType) return { spec, itemType };
  scope.warn(pointer, `${op.operationId}: pagination names '${spec.items}' as the items, which is no array in the success answer; the call does not page`);
  return undefined;
}

/** The name of a declared `Idempotency-Key` header parameter (any case), as the document spells it. */
export function idempotencyHeader(params: readonly { param: { in?: string; name?: string } }[]): string | undefined {
  return params.find(({ param }) => param.in === 'header' && param.name?.toLowerCase() === 'idempotency-key')?.param.name;
}
