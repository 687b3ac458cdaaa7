import { deref } from '@siteapi/document';
import type { OpenApiDocument, OperationObject } from '@siteapi/document';
import { sequentialMediaType } from '@siteapi/runtime/generated';
import { jsonContent } from '../parse/request-fields.ts';
import { planForSchema, type PlanContext } from './plans.ts';
import { refName, schemaToType, type TypeView } from './schema-object.ts';
import { streamAnswer } from './stream-answer.ts';
import type { IrOperation, IrStream, IrType, Plan, PlanLeaf } from './types.ts';

// The Responses and Response Objects: a call's success answer (its type, name and plan) and its error answers.

/** A call's answer: the first 2xx status (200 when it declares none), typed on the read side. */
export interface SuccessResponse {
  type: IrType;
  typeName: string;
  /** What converts in the JSON answer. */
  plan: Plan | PlanLeaf | undefined;
  /** Not JSON: text or bytes. */
  answer: 'text' | 'binary' | undefined;
  /** A stream of items, beside the JSON answer or instead of it. */
  stream: Omit<IrStream, 'chooser'> | undefined;
}

/**
 * The success answer of an operation. A component answer keeps the component's type name; any other is named by
 * `nameOf`, called only then (names are handed out once).
 */
export function successResponse(
  ctx: PlanContext,
  op: OperationObject,
  pointer: string,
  view: TypeView,
  nameOf: () => string,
  itemName: () => string,
): SuccessResponse {
  const statuses = Object.keys(op.responses ?? {})
    .filter((s) => /^2\d\d$/.test(s))
    .sort();
  const status = Number(statuses[0] ?? 200);
  const response = deref(ctx.doc, op.responses?.[String(status)], `${pointer}/responses/${status}`);
  const schema = jsonContent(response.value?.content)?.schema;
  const answer = answerKind(response.value?.content);
  const plan = schema ? planForSchema(ctx, schema, `${response.pointer}/content/application~1json/schema`) : undefined;
  const responseRef = schema?.$ref ? refName(schema.$ref) : undefined;
  const type: IrType =
    answer === 'text'
      ? { kind: 'primitive', type: 'string' }
      : answer === 'binary'
        ? { kind: 'binary' }
        : schema
          ? schemaToType(schema, view)
          : { kind: 'void' };
  const stream = streamAnswer(ctx, response.value?.content, `${response.pointer}/content`, view, itemName);
  return { type, typeName: (responseRef && view.names.type.get(responseRef)) || nameOf(), plan, answer, stream };
}

/** A success answer that is not JSON: text for `text/*`, else bytes. A stream is neither (stream-answer.ts). */
export function answerKind(content: Record<string, unknown> | undefined): 'text' | 'binary' | undefined {
  const types = Object.keys(content ?? {}).filter((type) => !sequentialMediaType(type));
  if (types.length === 0 || jsonContent(content as never)) return undefined;
  return types.some((t) => /^text\//i.test(t)) ? 'text' : 'binary';
}

/** The error answers of an operation that have a JSON body: 4xx and 5xx statuses, `4XX`/`5XX`, `default`. */
export function errorAnswersOf(doc: OpenApiDocument, op: OperationObject, pointer: string, typeName: string, view: TypeView): IrOperation['errorAnswers'] {
  const answers: { status: string; type: IrType }[] = [];
  for (const [status, raw] of Object.entries(op.responses ?? {})) {
    if (!/^([45]\d\d|[45]XX|default)$/i.test(status)) continue;
    const schema = jsonContent(deref(doc, raw, `${pointer}/responses/${status}`).value?.content)?.schema;
    if (schema) answers.push({ status, type: schemaToType(schema, view) });
  }
  return answers.length > 0 ? { typeName, answers } : undefined;
}
