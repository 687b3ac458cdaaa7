import { sample } from 'openapi-sampler';
import type { Problem } from '../problems.ts';
import { escapePointer, refKeys, unescapePointer } from '@siteapi/document';
import { problemAt, type LoadedDocument } from '../parse/load-yaml.ts';
import { deref, HTTP_METHODS } from '@siteapi/document';
import type { ExampleObject, JsonSchema, OpenApiDocument, OperationObject, ParameterObject, PathItemObject } from '../parse/openapi-types.ts';
import { IMPORTED_TYPES, Names, pascalName } from '../naming.ts';
import { isJsonType, jsonContent, matchField, requestFields, type FieldMatch, type RequestFields } from '../parse/request-fields.ts';
import { converterTable } from '@siteapi/runtime/generated';
import { type ConverterModes, extensionConverter, formatConverter } from '../parse/converter-rules.ts';
import { componentPlans, planForSchema, type PlanContext } from './plans.ts';
import { queryBuilderOf, unwrapOf } from './query-builder.ts';
import { breakAliasCycles } from './alias-recursion.ts';
import { refsReaching } from './ref-graph.ts';
import type {
  IrArgument,
  IrCallExample,
  IrEvent,
  IrNamedType,
  IrOperation,
  IrProperty,
  IrService,
  IrType,
  ConverterName,
  ParamStyle,
  Plan,
  PlanDraft,
  PlanLeaf,
  SecurityScheme,
} from './types.ts';

export const DEFAULT_HOST = 'www.wixapis.com';

/** `#/components/schemas/A%20B` → `A B`; undefined for any other reference. */
function refName(ref: string): string | undefined {
  const keys = refKeys(ref);
  return keys?.length === 3 && keys[0] === 'components' && keys[1] === 'schemas' ? keys[2] : undefined;
}

/**
 * Which side of the wire a type is for: `read` (answers, events: no writeOnly fields) or `write` (request
 * arguments: no readOnly fields, and the `<Name>Writable` type of each component in `writable`).
 */
export interface TypeView extends ConverterModes {
  side: 'read' | 'write';
  /** Refs of the components that have a readOnly field below them. */
  writable: ReadonlySet<string>;
  /** The type names of the components. */
  names: ComponentNames;
}

/** The names of a service's component types, by component name: the type, and its request form when it has one. */
export interface ComponentNames {
  type: ReadonlyMap<string, string>;
  writable: ReadonlyMap<string, string>;
}

/**
 * Every component's type name and the `<Name>Writable` of those with read-only fields, taken in the order of the
 * component names (so the order of a document's keys does not change them) from `scope`.
 */
function componentNames(components: string[], writable: ReadonlySet<string>, scope: Names): ComponentNames {
  const sorted = [...components].sort();
  const type = new Map(sorted.map((c) => [c, scope.take(c)]));
  const writableNames = new Map<string, string>();
  for (const c of sorted) if (writable.has(`#/components/schemas/${escapePointer(c)}`)) writableNames.set(c, scope.take(`${type.get(c)}Writable`));
  return { type, writable: writableNames };
}

/** A converted field's type, where its converter gives it an SDK-side type of its own (the runtime's converter table). */
const convertedType = (converter: ConverterName | undefined): IrType | undefined =>
  converter && converterTable()[converter].sdkType !== undefined ? { kind: 'converted', converter } : undefined;

/** JSON Schema → IrType (SDK-side types: converted fields become their SDK type). */
export function schemaToType(schema: JsonSchema | boolean | undefined, view: TypeView): IrType {
  const to = (s: JsonSchema | boolean | undefined) => schemaToType(s, view);
  if (schema === undefined || schema === true) return { kind: 'unknown' };
  if (schema === false) return { kind: 'literal', values: [] };
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const type = name === undefined ? undefined : view.names.type.get(name);
    if (name === undefined || type === undefined) return { kind: 'unknown' };
    return { kind: 'ref', name: (view.side === 'write' && view.writable.has(schema.$ref) && view.names.writable.get(name)) || type };
  }
  // An extension's converter decides the type of any schema, where the converter has an SDK-side type of its own.
  const extension = convertedType(extensionConverter(schema));
  if (extension) return extension;
  if (schema.const !== undefined) return { kind: 'literal', values: [schema.const as string] };
  if (schema.enum) return { kind: 'literal', values: schema.enum as string[] };
  if (schema.allOf) return simplify({ kind: 'intersection', members: schema.allOf.map(to) });
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return simplify({ kind: 'union', members: alternatives.map(to) });
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return simplify({ kind: 'union', members: types.map((t) => to({ ...schema, type: t })) });
  }
  switch (types[0]) {
    case 'string':
      // A format converts here only once the schema is one string type: `type: [string, 'null']` became a union above.
      return convertedType(formatConverter(schema, view)) ?? (isBinary(schema) ? { kind: 'binary' } : { kind: 'primitive', type: 'string' });
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return { kind: 'primitive', type: types[0] };
    case 'array':
      return { kind: 'array', items: to(schema.items) };
    case 'object':
    case undefined: {
      if (types[0] === undefined && !schema.properties && schema.additionalProperties === undefined) return { kind: 'unknown' };
      const required = new Set(schema.required ?? []);
      // A field the server sets (readOnly) is no argument; one only sent (writeOnly, a password) never comes back.
      const hidden = view.side === 'write' ? 'readOnly' : 'writeOnly';
      const properties: IrProperty[] = Object.entries(schema.properties ?? {})
        .filter(([, prop]) => prop?.[hidden] !== true)
        .map(([name, prop]) => ({
          name,
          type: to(prop),
          required: required.has(name),
          description: prop.description,
          deprecated: prop.deprecated === true ? true : undefined,
        }));
      const ap = schema.additionalProperties;
      const additional = ap === undefined || ap === false ? undefined : to(ap);
      if (properties.length === 0 && !additional) return { kind: 'object', properties, additional: { kind: 'unknown' } };
      return { kind: 'object', properties, additional };
    }
    default:
      return { kind: 'unknown' };
  }
}

/** Writable types are emitted for the components requests use (through other writable types too), no others. */
function keepUsedWritables(types: IrNamedType[], operations: IrOperation[]): void {
  const byWritable = new Map(types.flatMap((t) => (t.writable && t.writableName ? [[t.writableName, t] as const] : [])));
  const used = new Set<string>();
  const visit = (t: IrType): void => {
    if (t.kind === 'ref') {
      const named = byWritable.get(t.name);
      if (named && !used.has(t.name)) {
        used.add(t.name);
        visit(named.writable!);
      }
    } else if (t.kind === 'array') visit(t.items);
    else if (t.kind === 'object') {
      for (const p of t.properties) visit(p.type);
      if (t.additional) visit(t.additional);
    } else if (t.kind === 'union' || t.kind === 'intersection') t.members.forEach(visit);
  };
  for (const op of operations) for (const arg of op.args) visit(arg.type);
  for (const t of types) {
    if (t.writableName && used.has(t.writableName)) continue;
    delete t.writable;
    delete t.writableName;
  }
}

/** Whether a type holds an object written out in place (which an argument's type text cannot spell inline). */
function hasInlineObject(t: IrType): boolean {
  if (t.kind === 'object') return t.properties.length > 0 || (t.additional !== undefined && hasInlineObject(t.additional));
  if (t.kind === 'array') return hasInlineObject(t.items);
  if (t.kind === 'union' || t.kind === 'intersection') return t.members.some(hasInlineObject);
  return false;
}

/** Bytes rather than text: `format: binary` (OpenAPI 3.0) or a non-text `contentMediaType` without an encoding (3.1). */
function isBinary(schema: JsonSchema): boolean {
  if (schema.format === 'binary') return true;
  const media = schema.contentMediaType;
  return typeof media === 'string' && schema.contentEncoding === undefined && !/^text\/|json|xml/i.test(media);
}

/**
 * Parameters whose wire form the runtime must take from their style: where OpenAPI's differs from the platform's
 * (dotted objects, repeated arrays), i.e. label and matrix paths, delimited and deepObject queries, unexploded
 * arrays, objects anywhere, arrays in paths and headers, and every cookie.
 */
function paramStyles(doc: OpenApiDocument, params: { param: ParameterObject }[]): Record<string, ParamStyle> | undefined {
  const out: Record<string, ParamStyle> = {};
  for (const { param } of params) {
    const schema = deref(doc, param.schema ?? {}, '').value;
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const isObject = types.includes('object') || (types.length === 0 && schema.properties !== undefined);
    const isArray = types.includes('array');
    const defaultStyle = param.in === 'query' || param.in === 'cookie' ? 'form' : 'simple';
    const style = (param.style ?? defaultStyle) as ParamStyle['style'];
    const explode = param.explode ?? style === 'form';
    const differs = param.in === 'cookie' || isObject || (param.in === 'query' ? style !== 'form' || (isArray && !explode) : isArray || style !== 'simple');
    if (differs) out[`${param.in}.${param.name}`] = { style, explode };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The JSON payloads of an operation's callbacks: what its server sends to the caller's, by callback name. */
function callbacksOf(ctx: PlanContext, op: OperationObject, pointer: string, nameOf: (callback: string) => string, view: TypeView): IrOperation['callbacks'] {
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

/** The error answers of an operation that have a JSON body: 4xx and 5xx statuses, `4XX`/`5XX`, `default`. */
function errorAnswersOf(doc: OpenApiDocument, op: OperationObject, pointer: string, typeName: string, view: TypeView): IrOperation['errorAnswers'] {
  const answers: { status: string; type: IrType }[] = [];
  for (const [status, raw] of Object.entries(op.responses ?? {})) {
    if (!/^([45]\d\d|[45]XX|default)$/i.test(status)) continue;
    const schema = jsonContent(deref(doc, raw, `${pointer}/responses/${status}`).value?.content)?.schema;
    if (schema) answers.push({ status, type: schemaToType(schema, view) });
  }
  return answers.length > 0 ? { typeName, answers } : undefined;
}

/** Requirement objects (`[{ api_key: [] }, { oauth: [read] }]`) as the scheme names of each alternative. */
function requirementsOf(security: unknown): string[][] {
  return (Array.isArray(security) ? security : []).filter((r) => r && typeof r === 'object').map((r) => Object.keys(r as object));
}

/** The schemes the runtime can send (apiKey, http, oauth2, openIdConnect; not mutualTLS) and the default requirement. */
function securityOf(doc: OpenApiDocument): IrService['security'] {
  const schemes: Record<string, SecurityScheme> = {};
  for (const [name, raw] of Object.entries((doc.components?.securitySchemes ?? {}) as Record<string, unknown>)) {
    const s = deref(doc, raw as { type?: string; in?: string; name?: string; scheme?: string }, '').value;
    if (s?.type === 'apiKey' && (s.in === 'header' || s.in === 'query' || s.in === 'cookie') && typeof s.name === 'string')
      schemes[name] = { type: 'apiKey', in: s.in, name: s.name };
    else if (s?.type === 'http' && typeof s.scheme === 'string') schemes[name] = { type: 'http', scheme: s.scheme };
    else if (s?.type === 'oauth2' || s?.type === 'openIdConnect') schemes[name] = { type: s.type };
  }
  if (Object.keys(schemes).length === 0) return undefined;
  return { schemes, requirements: requirementsOf(doc.security) };
}

/** A success answer that is not JSON: text for `text/*`, else bytes. */
function answerKind(content: Record<string, unknown> | undefined): 'text' | 'binary' | undefined {
  const types = Object.keys(content ?? {});
  if (types.length === 0 || jsonContent(content as never)) return undefined;
  return types.some((t) => /^text\//i.test(t)) ? 'text' : 'binary';
}

function simplify(t: IrType): IrType {
  if ((t.kind === 'union' || t.kind === 'intersection') && t.members.length === 1) return t.members[0]!;
  return t;
}

function paramType(params: ParameterObject[], group: string, view: TypeView): IrType {
  // A single parameter, or the `paging.*` group as a nested object.
  if (params.length === 1 && params[0]!.name === group) return schemaToType(params[0]!.schema, view);
  const root: IrProperty[] = [];
  for (const p of params) {
    const parts = p.name.slice(group.length + 1).split('.');
    let level = root;
    parts.forEach((part, i) => {
      let prop = level.find((x) => x.name === part);
      if (i === parts.length - 1) {
        if (!prop) level.push({ name: part, type: schemaToType(p.schema, view), required: p.required === true, description: p.description });
        return;
      }
      if (!prop) {
        prop = { name: part, type: { kind: 'object', properties: [] }, required: false };
        level.push(prop);
      }
      level = (prop.type as { properties: IrProperty[] }).properties;
    });
  }
  return { kind: 'object', properties: root };
}

/** A request field's type: the write side (no read-only fields). */
function fieldType(fields: RequestFields, match: FieldMatch, view: TypeView): IrType {
  if (match.location === 'body') {
    if (match.name === '') return schemaToType(fields.body?.schema, view);
    return schemaToType(match.bodyProperty, view);
  }
  return paramType(match.params, match.name, view);
}

function firstValue(examples: Record<string, ExampleObject> | undefined): unknown {
  const first = Object.values(examples ?? {}).find((e) => e && 'value' in e);
  return first?.value;
}

function setDotted(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let level = target;
  parts.slice(0, -1).forEach((p) => {
    if (!level[p] || typeof level[p] !== 'object') level[p] = {};
    level = level[p] as Record<string, unknown>;
  });
  level[parts[parts.length - 1]!] = value;
}

/** Call examples: the named parameter and body examples of one name, as one request. */
function callExamples(fields: RequestFields, op: OperationObject, doc: OpenApiDocument, pointer: string): IrCallExample[] {
  const rb = op.requestBody ? deref(doc, op.requestBody, `${pointer}/requestBody`).value : undefined;
  const media = jsonContent(rb?.content);
  const bodyExamples = media?.examples;
  const names = new Set<string>(Object.keys(bodyExamples ?? {}));
  for (const { param } of fields.params) for (const n of Object.keys(param.examples ?? {})) names.add(n);
  if (names.size === 0) names.add('default');
  return [...names].sort(sortDefaultFirst).map((name) => {
    const request: IrCallExample['request'] = { path: {}, query: {}, header: {} };
    for (const { param } of fields.params) {
      if (param.in === 'cookie') continue;
      const named = param.examples?.[name];
      let value = named && 'value' in named ? named.value : param.example;
      if (value === undefined && param.required) value = firstValue(param.examples) ?? sampleOf(doc, param.schema);
      // Only query names nest (`paging.limit` is the `paging` object); a path name like `service.id` is one key.
      if (value !== undefined) {
        if (param.in === 'query') setDotted(request.query, param.name, value);
        else request[param.in][param.name] = value;
      }
    }
    if (fields.body) {
      const named = bodyExamples?.[name];
      request.body =
        named && 'value' in named
          ? named.value
          : (firstValue(bodyExamples) ?? media?.example ?? (isJsonType(fields.body.contentType) ? sampleOf(doc, fields.body.schema) : undefined));
    }
    const summary = bodyExamples?.[name]?.summary ?? fields.params.map((p) => p.param.examples?.[name]?.summary).find(Boolean);
    return { name, summary, request };
  });
}

/**
 * A value a schema accepts, for a call that has no example (outside documents often have none): its own
 * examples, else one made up by Redoc's openapi-sampler, required fields only, read-only ones left out.
 */
function sampleOf(doc: OpenApiDocument, schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  try {
    return sample(schema as never, { skipReadOnly: true, skipNonRequired: true, quiet: true }, doc);
  } catch {
    return undefined;
  }
}

function sortDefaultFirst(a: string, b: string): number {
  if (a === 'default') return -1;
  if (b === 'default') return 1;
  return a.localeCompare(b);
}

/** Builds the IR of one validated document. Problems found here (conversion conflicts, recursion) carry positions. */
export function buildService(loaded: LoadedDocument): { service?: IrService; problems: Problem[] } {
  const doc = loaded.data as OpenApiDocument;
  const problems: Problem[] = [];
  const ctx: PlanContext = {
    doc,
    problem: (pointer, message) => problems.push(problemAt(loaded, pointer, message)),
    memo: new Map(),
    calendarDates: loaded.plain,
    floats: !loaded.plain,
  };
  // One scope for the service's type names: its files' exports meet in its index (`export *`).
  const typeScope = new Names(IMPORTED_TYPES);
  const writable = refsReaching(doc, (s) => s.readOnly === true);
  const names = componentNames(Object.keys(doc.components?.schemas ?? {}), writable, typeScope);
  const read: TypeView = { side: 'read', writable: new Set(), calendarDates: loaded.plain, names };
  const write: TypeView = { side: 'write', writable, calendarDates: loaded.plain, names };

  const types: IrNamedType[] = Object.entries(doc.components?.schemas ?? {})
    .map(([name, schema]) => {
      const ref = `#/components/schemas/${escapePointer(name)}`;
      const t: IrNamedType = { name: names.type.get(name)!, description: schema.description, type: schemaToType(schema, read) };
      if (write.writable.has(ref)) {
        t.writable = schemaToType(schema, write);
        t.writableName = names.writable.get(name);
      }
      if (schema.enum && (schema.type === 'string' || schema.enum.every((v) => typeof v === 'string'))) t.enumValues = schema.enum as string[];
      // Check conversions of every component once, so recursion problems are reported even when no call uses it.
      planForSchema(ctx, { $ref: `#/components/schemas/${escapePointer(name)}` }, `/components/schemas/${escapePointer(name)}`);
      return t;
    })
    .sort((a, b) => a.name.localeCompare(b.name));

  const serviceSecurity = securityOf(doc);
  const uniqueName = (wanted: string) => typeScope.take(wanted);
  const docRules = doc['x-client-rules'] ?? {};
  const operations: IrOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      // A form of another call (x-form-of) is sent by that call, not generated.
      if (!op || op['x-form-of'] !== undefined) continue;
      const pointer = `/paths/${escapePointer(path)}/${method}`;
      const fields = requestFields(doc, item, op, pointer);
      const opName = pascalName(op.operationId!);
      const idempotencyKey = idempotencyHeader(fields.params);
      // The runtime fills a declared Idempotency-Key, so the caller may leave it out whatever the document requires.
      const filled = (m: FieldMatch) => m.location === 'header' && m.name === idempotencyKey;

      const args: IrArgument[] = (op['x-arguments'] ?? []).map((decl) => {
        if (decl.value !== undefined) {
          const m = matchField(fields, decl.value) as FieldMatch;
          const type = fieldType(fields, m, write);
          return {
            name: decl.name,
            description: decl.description,
            required: (m.required && !filled(m)) || m.location === 'path',
            value: { location: m.location, name: m.name },
            type,
            // An inline object (a body schema without a component) is emitted as a named type.
            typeName: hasInlineObject(type) ? uniqueName(`${opName}${pascalName(decl.name)}`) : undefined,
          };
        }
        const properties = Object.entries(decl.properties ?? {}).map(([name, ref]) => {
          const m = matchField(fields, ref) as FieldMatch;
          const description = m.location === 'body' ? m.bodyProperty?.description : m.params.length === 1 ? m.params[0]!.description : undefined;
          return { name, field: { location: m.location, name: m.name }, required: m.required && !filled(m), type: fieldType(fields, m, write), description };
        });
        return {
          name: decl.name,
          description: decl.description,
          required: properties.some((p) => p.required),
          properties,
          type: { kind: 'object', properties: properties.map((p) => ({ name: p.name, type: p.type, required: p.required, description: p.description })) },
          typeName: uniqueName(`${opName}${pascalName(decl.name)}`),
        };
      });

      // Request plan over { query, body }: SDK values (Date, media refs) back to wire values.
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

      const statuses = Object.keys(op.responses ?? {})
        .filter((s) => /^2\d\d$/.test(s))
        .sort();
      const status = Number(statuses[0] ?? 200);
      const response = deref(doc, op.responses?.[String(status)], `${pointer}/responses/${status}`);
      const schema = jsonContent(response.value?.content)?.schema;
      const answer = answerKind(response.value?.content);
      const responsePlan = schema ? planForSchema(ctx, schema, `${response.pointer}/content/application~1json/schema`) : undefined;
      const responseRef = schema?.$ref ? refName(schema.$ref) : undefined;

      operations.push({
        operationId: op.operationId!,
        module: op['x-module']!,
        sdkName: op['x-method'] ?? op.operationId!,
        prefix: op['x-prefix'] ?? doc['x-service'].prefix,
        method: method.toUpperCase() as IrOperation['method'],
        path,
        summary: op.summary,
        description: op.description,
        deprecated: op.deprecated === true,
        args,
        response: {
          type:
            answer === 'text'
              ? { kind: 'primitive', type: 'string' }
              : answer === 'binary'
                ? { kind: 'binary' }
                : schema
                  ? schemaToType(schema, read)
                  : { kind: 'void' },
          typeName: (responseRef && names.type.get(responseRef)) || uniqueName(`${opName}Response`),
        },
        requestPlan: Object.keys(requestPlan).length > 0 ? withoutExpand(requestPlan) : undefined,
        responsePlan: typeof responsePlan === 'object' && !Array.isArray(responsePlan) ? (responsePlan as Plan) : undefined,
        responseAsync: responsePlan ? hasExpand(responsePlan) : false,
        paging: op['x-paging'] ?? 'none',
        errors: [...(op['x-errors'] ?? [])].sort(),
        emits: (op['x-emits'] ?? []).flatMap((name) => {
          const hook = doc.webhooks?.[name]?.post;
          return hook?.operationId && hook['x-module'] && hook['x-event']
            ? [{ handler: `${hook['x-module']}.${hook.operationId}`, type: hook['x-event'].type }]
            : [];
        }),
        clientRules: { ...docRules, ...op['x-client-rules'] },
        getForm: op['x-get-form'] ? { parameter: op['x-get-form'].parameter, maxUrlLength: op['x-get-form'].maxUrlLength } : undefined,
        bodyForm: op['x-body-form'] ? { maxQueryLength: op['x-body-form'].maxQueryLength } : undefined,
        idempotent: op['x-idempotent'] === true,
        idempotencyKey,
        params: paramStyles(doc, fields.params),
        errorAnswers: errorAnswersOf(doc, op, pointer, uniqueName(`${opName}Errors`), read),
        callbacks: callbacksOf(ctx, op, pointer, (name) => uniqueName(`${opName}${pascalName(name)}Callback`), read),
        security:
          Array.isArray(op.security) && JSON.stringify(requirementsOf(op.security)) !== JSON.stringify(serviceSecurity?.requirements ?? [])
            ? requirementsOf(op.security)
            : undefined,
        contentType: fields.body && !isJsonType(fields.body.contentType) ? fields.body.contentType : undefined,
        answer,
        examples: [],
      });
      const built = operations[operations.length - 1]!;
      built.examples = callExamples(fields, op, doc, pointer);
      built.unwrap = unwrapOf(op, built.response.type, (name) => types.find((t) => t.name === name)?.type, pointer, ctx.problem);
      built.queryBuilder = queryBuilderOf(op, args, built.response.type, (name) => types.find((t) => t.name === name)?.type, pointer, ctx.problem);
    }
  }
  operations.sort((a, b) => a.module.localeCompare(b.module) || a.operationId.localeCompare(b.operationId));
  keepUsedWritables(types, operations);
  breakAliasCycles(types);

  const events: IrEvent[] = [];
  for (const [name, item] of Object.entries(doc.webhooks ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const pointer = `/webhooks/${escapePointer(name)}/${method}`;
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
  }
  events.sort((a, b) => a.operationId.localeCompare(b.operationId));

  const service = doc['x-service'];
  const serviceType = pascalName(service.name);
  return {
    problems,
    service: {
      name: service.name,
      file: loaded.file,
      title: doc.info.title,
      description: doc.info.description,
      prefix: service.prefix,
      host: service.host ?? DEFAULT_HOST,
      sitePaths: service.sitePaths,
      types,
      operations,
      events,
      errors: Object.entries(doc['x-error-catalogue'] ?? {})
        .map(([code, e]) => ({ code, status: e.status, message: e.message, description: e.description, clientCode: e.clientCode }))
        .sort((a, b) => a.code.localeCompare(b.code)),
      clientRules: docRules,
      security: serviceSecurity,
      typeNames: {
        errorCode: typeScope.take(`${serviceType}ErrorCode`),
        credentials: serviceSecurity ? typeScope.take(`${serviceType}Credentials`) : undefined,
      },
      plans: componentPlans(ctx).map((p) => ({ name: names.type.get(unescapePointer(p.name)) ?? pascalName(p.name), plan: p.plan })),
    },
  };
}

/** The name of a declared `Idempotency-Key` header parameter (any case), as the document spells it. */
function idempotencyHeader(params: readonly { param: { in?: string; name?: string } }[]): string | undefined {
  return params.find(({ param }) => param.in === 'header' && param.name?.toLowerCase() === 'idempotency-key')?.param.name;
}

// Plans of recursive schemas refer to themselves: these walks remember what they have seen.
/** A plan that is a tree of fields (not a leaf), or undefined. */
function asPlan(plan: Plan | PlanLeaf | undefined): Plan | undefined {
  return typeof plan === 'object' && !Array.isArray(plan) ? (plan as Plan) : undefined;
}

function hasExpand(plan: Plan | readonly unknown[] | string, seen = new Set<object>()): boolean {
  if (typeof plan === 'string') return false;
  if (Array.isArray(plan)) return plan[0] === 'expand';
  if (seen.has(plan)) return false;
  seen.add(plan);
  return Object.values(plan as Plan).some((v) => hasExpand(v as Plan, seen));
}

/** Requests never carry compressed content: the caller sends the expanded document. Unchanged subtrees keep their identity. */
function withoutExpand(plan: Plan, copies = new Map<Plan, PlanDraft>()): Plan | undefined {
  if (!hasExpand(plan)) return plan;
  const done = copies.get(plan);
  if (done) return done;
  const out: PlanDraft = {};
  copies.set(plan, out);
  for (const [k, v] of Object.entries(plan)) {
    if (Array.isArray(v)) continue;
    if (typeof v === 'string') out[k] = v as Plan[string];
    else {
      const sub = withoutExpand(v as Plan, copies);
      if (sub) out[k] = sub;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
