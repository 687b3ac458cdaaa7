import type { OperationSpec, StreamSpec } from '@siteapi/runtime/generated';
import { pointerKeys } from '@siteapi/document';
import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { VariableStatementStructure } from 'ts-morph';
import type { IrListPaging, IrOperation, IrService } from '../ir/types.ts';
import { Code, type LiteralNames, literalText } from './literal-text.ts';
import { convertersText, decoderExpression, defersWalk, type DecoderRefs } from './decoder-text.ts';
import { docs, propertyName, spansLines, typeText } from './type-text.ts';
import { serviceConst } from './printing.ts';

// One call of a module file: its signature, the declaration `defineGeneratedCall` takes, the runtime features it
// needs, and its docs.

export function callSignature(op: IrOperation): string {
  const params = op.args.map((a) => `${a.name}${a.required ? '' : '?'}: ${a.typeName ?? argTypeText(a.type)}`);
  const result = op.unwrap ? `${argTypeText(op.unwrap.type)}${op.unwrap.required ? '' : ' | undefined'}` : op.response.typeName;
  if (op.stream) return streamSignature(op, params, result);
  const call = `[${[...params, 'init?: CallInit'].join(', ')}], ${result}`;
  if (typeof op.paging === 'object') return `PagedCall<${call}, ${itemTypeText(op.response.typeName, op.paging)}>`;
  if (!op.queryBuilder) return `Call<${call}>`;
  // Given no query, the call returns its builder; given one, it sends it.
  const options = op.args[1];
  const builderArgs = options ? `[${options.name}?: ${options.typeName ?? argTypeText(options.type)}]` : '[]';
  return `QueryCall<${call}, ${builderArgs}, ItemQuery<${argTypeText(op.queryBuilder.itemType)}>>`;
}

/**
 * A call that may answer with a stream. Only a stream: `Stream<Item>`. A stream or JSON, chosen by the request's
 * boolean `stream`: the runtime's `StreamChoiceCall`, overloads with `stream: true` first (the `Stream`), then `stream`
 * false or left out (the JSON answer), then any other value (either). Chosen by nothing the request says: either,
 * told apart with `isStream`.
 */
function streamSignature(op: IrOperation, params: string[], result: string): string {
  const { itemTypeName, only, chooser } = op.stream!;
  const stream = `Stream<${itemTypeName}>`;
  const call = (ps: string[], r: string) => `Call<[${[...ps, 'init?: CallInit'].join(', ')}], ${r}>`;
  if (only) return call(params, stream);
  if (!chooser) return call(params, `${result} | ${stream}`);
  const arg = op.args[chooser.arg]!;
  const base = arg.typeName ?? argTypeText(arg.type);
  const flag = (value: boolean) => {
    const leaf = value ? 'true' : 'false | null';
    if (chooser.path.length === 0) return leaf;
    const nested = chooser.path.reduceRight((inner, key) => `{ ${propertyName(key)}${value ? '' : '?'}: ${inner} }`, leaf);
    return `${base} & ${nested}`;
  };
  const withFlag = (value: boolean) => params.map((p, i) => (i !== chooser.arg ? p : `${arg.name}${value || arg.required ? '' : '?'}: ${flag(value)}`));
  // Arguments before the flag's may be optional; the `stream: true` overload makes them as required as the flag.
  const streaming = withFlag(true).map((p, i) => (i < chooser.arg ? p.replace(/^(\w+)\?:/, '$1:') : p));
  const list = (ps: string[]) => `[${[...ps, 'init?: CallInit'].join(', ')}]`;
  return `StreamChoiceCall<${list(streaming)}, ${list(withFlag(false))}, ${list(params)}, ${result}, ${itemTypeName}>`;
}

/** A page's item type: its name, or (an inline object) the answer's type indexed down to the items. */
function itemTypeText(answerType: string, { itemType, spec }: IrListPaging): string {
  const type = typeText(itemType);
  if (!spansLines(type)) return type;
  const keys = pointerKeys(spec.items);
  const array = keys.reduce((t, k) => `NonNullable<${t}[${JSON.stringify(k)}]>`, answerType);
  return `${array}[number]`;
}

export function argTypeText(t: IrOperation['args'][number]['type']): string {
  const type = typeText(t);
  if (spansLines(type)) throw new Error('inline object argument types must have a typeName');
  return type;
}

/**
 * The declaration `defineCall` takes, typed by the runtime's own `OperationSpec` (its decoder as code). The call
 * carries its response plan compiled; the plan as data stays in conversion-plans.ts, which the service's
 * `loadResponsePlans` loads for the tools that read it, so a bundle does not carry it.
 */
export function opDeclaration(
  service: IrService,
  op: IrOperation,
  decoders: DecoderRefs,
): Omit<OperationSpec, 'decode' | 'stream'> & { decode?: Code; stream?: Omit<StreamSpec, 'decode'> & { decode?: Code } } {
  return {
    module: op.module,
    operationId: op.operationId,
    method: op.method,
    prefix: op.prefix === service.prefix ? undefined : op.prefix,
    path: op.path,
    args: op.args.map((a) => ({
      name: a.name,
      required: a.required || undefined,
      value: a.value ? `${a.value.location}${a.value.name ? `.${a.value.name}` : ''}` : undefined,
      properties: a.properties
        ? Object.fromEntries(a.properties.map((p) => [p.name, `${p.field.location}${p.field.name ? `.${p.field.name}` : ''}`]))
        : undefined,
    })),
    clientRules: Object.keys(op.clientRules).length > 0 ? op.clientRules : undefined,
    getForm: op.getForm,
    bodyForm: op.bodyForm,
    idempotent: op.idempotent || undefined,
    idempotencyKey: op.idempotencyKey,
    params: op.params,
    contentType: op.contentType,
    answer: op.answer,
    security: op.security,
    requestPlan: op.requestPlan,
    decode: op.responsePlan ? new Code(decoderExpression(op.responsePlan, decoders)) : undefined,
    responseAsync: op.responseAsync || (op.responsePlan !== undefined && defersWalk(op.responsePlan)) || undefined,
    unwrap: op.unwrap?.property,
    queryBuilder: op.queryBuilder
      ? {
          items: op.queryBuilder.items,
          pagingMetadata: op.queryBuilder.pagingMetadata,
          paging: typeof op.paging === 'string' && op.paging !== 'none' ? op.paging : undefined,
        }
      : undefined,
    pagination: typeof op.paging === 'object' ? op.paging.spec : undefined,
    stream: op.stream
      ? {
          mediaType: op.stream.mediaType,
          only: op.stream.only || undefined,
          events: op.stream.events || undefined,
          jsonData: op.stream.jsonData || undefined,
          decode: op.stream.plan ? new Code(decoderExpression(op.stream.plan, decoders)) : undefined,
        }
      : undefined,
  };
}

/**
 * The runtime features a call needs beyond the core request path (the runtime's `CallFeatures`), as property text
 * and the runtime exports it names: only these end up in a bundle that uses the call.
 */
export function callFeatures(op: IrOperation, refs: DecoderRefs): { text: string; names: string[] } {
  const fields = op.args.flatMap((a) => [...(a.value ? [a.value] : []), ...(a.properties ?? []).map((p) => p.field)]);
  const hasBody = fields.some((f) => f.location === 'body');
  const features: [string, string][] = [];
  // A request plan applied with only the encoders it names.
  if (op.requestPlan) features.push(['encodePlan', `/* @__PURE__ */ planEncoder(${convertersText(op.requestPlan, refs, true)})`]);
  if (op.params && Object.keys(op.params).length > 0) features.push(['paramStyles', 'paramStyles']);
  else if (fields.some((f) => f.location === 'query')) features.push(['query', 'serializeQuery']);
  // A JSON body (the IR's `contentType` is only set for other media types) needs none of the other encodings.
  if (hasBody || op.bodyForm) features.push(['encodeBody', op.contentType === undefined ? 'encodeJsonBody' : 'encodeBody']);
  if (op.bodyForm) features.push(['bodyForm', 'bodyFormOf']);
  if (op.getForm) features.push(['getFormUrl', 'getFormUrl']);
  if (fields.some((f) => f.location === 'header' || f.location === 'cookie')) features.push(['headerParams', 'placeHeaderParams']);
  if (op.idempotencyKey) features.push(['idempotencyKey', 'placeIdempotencyKey']);
  if (typeof op.paging === 'object') features.push(['paginate', 'paginate']);
  if (op.stream) features.push(['stream', 'streams']);
  if (op.requestPlan) refs.converters.add('planEncoder');
  return {
    text: features.length === 0 ? '' : `{ ${features.map(([k, v]) => (k === v ? k : `${k}: ${v}`)).join(', ')} }`,
    names: features.filter(([k]) => k !== 'encodePlan').map(([, v]) => v),
  };
}

/** The events the call triggers, for readers of its docs in an editor. */
export function emitsLine(op: IrOperation): string | undefined {
  if (op.emits.length === 0) return undefined;
  return `Emits ${op.emits.map((e) => `\`${e.handler}\` (\`${e.type}\`)`).join(', ')}.`;
}

/** The request a call sends, its other form when it has one, and whether it is retried as safe to send again. */
export function requestLine(op: IrOperation): string {
  let line = `\`${op.method} ${op.prefix}${op.path}\``;
  if (op.getForm) {
    const { parameter, maxUrlLength } = op.getForm;
    line += `, or \`GET ${op.prefix}${op.path}?${parameter}=<base64url of the JSON body>\` while the final URL stays within ${maxUrlLength} characters`;
  }
  if (op.bodyForm) {
    line += `, or \`POST ${op.prefix}${op.path}\` with the query as its JSON body once the query string is longer than ${op.bodyForm.maxQueryLength} characters`;
  }
  line = op.idempotent ? `${line}; idempotent (retried like a GET)` : line;
  if (op.idempotencyKey) line += `; sends a new \`${op.idempotencyKey}\` with each call, the same in every attempt (retried like a GET)`;
  if (typeof op.paging === 'object') {
    const { kind } = op.paging.spec;
    const by = { cursor: 'a cursor', offset: 'offset', url: "the answer's next-page URL", link: 'the `Link` header' }[kind];
    line += `\n\nPages by ${by}: resolves to the first page (\`page.items\`, \`page.hasNext()\`, \`page.next()\`, the answer as \`page.data\`); \`for await (const item of ${op.operationId}(…))\` walks every item of every page.`;
  }
  if (op.stream) line += `\n\n${streamLine(op)}`;
  if (op.queryBuilder) {
    const options = op.args[1] ? `, or only \`${op.args[1].name}\`` : '';
    line += `\n\nGiven no query${options}, returns a builder: \`${op.operationId}().eq(field, value).limit(10).find()\`, \`for await (const item of ${op.operationId}().iterate())\`.`;
  }
  return line;
}

/** What a streaming call's docs say: what comes, in which media type, and how to tell it from the JSON answer. */
function streamLine(op: IrOperation): string {
  const { mediaType, itemTypeName, only, chooser } = op.stream!;
  const items = `a \`Stream\` of \`${itemTypeName}\` (\`${mediaType}\`): \`for await (const item of await ${op.operationId}(…))\``;
  if (only) return `Resolves to ${items}.`;
  if (chooser) return `With \`${[...chooser.path].join('.') || op.args[chooser.arg]!.name}: true\`, resolves to ${items}; else to the JSON answer.`;
  return `Resolves to the JSON answer or to ${items}, as the server answers: tell them apart with \`isStream(result)\`.`;
}

/** The runtime function that turns the call's declaration into a call. */
export function definer(op: IrOperation): string {
  return op.queryBuilder
    ? 'defineGeneratedQueryCall'
    : typeof op.paging === 'object'
      ? 'defineGeneratedPagedCall'
      : op.stream?.chooser
        ? 'defineGeneratedStreamCall'
        : 'defineGeneratedCall';
}

/** A call's `export const`, and the runtime feature exports it names (which the module file imports). */
export function callStatement(
  service: IrService,
  op: IrOperation,
  decoders: DecoderRefs,
  refs: LiteralNames,
): { statement: VariableStatementStructure; features: string[] } {
  // The declaration first, then the features: both name the decoders and converters the file imports.
  const declaration = literalText(opDeclaration(service, op, decoders), '', refs);
  const f = callFeatures(op, decoders);
  const summary = [op.summary, op.description].filter(Boolean).join('\n\n');
  const argDocs = op.args.map(
    (a) => `@param ${a.name} ${a.description ?? (a.value ? `\`${a.value.location}${a.value.name ? `.${a.value.name}` : ''}\`` : 'Options.')}`,
  );
  const statement: VariableStatementStructure = {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: docs([summary, requestLine(op), emitsLine(op), ...argDocs].filter(Boolean).join('\n\n'), op.deprecated),
    declarations: [
      {
        name: op.operationId,
        type: callSignature(op),
        initializer: `/* @__PURE__ */ ${definer(op)}(${serviceConst(service)}, ${declaration}${f.text === '' ? '' : `, ${f.text}`})`,
      },
    ],
  };
  return { statement, features: f.names };
}
