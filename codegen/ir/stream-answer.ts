import { deref } from '@siteapi/document';
import type { JsonSchema, MediaTypeObject, OpenApiDocument } from '@siteapi/document';
import { sequentialMediaType } from '@siteapi/runtime/generated';
import { escapePointer } from '@siteapi/document';
import { jsonContent, type RequestFields } from '../parse/request-fields.ts';
import { planForSchema, type PlanContext } from './plans.ts';
import { refName, schemaToType, type TypeView } from './schema-object.ts';
import type { IrArgument, IrStream, Plan } from './types.ts';

// A success answer in a sequential media type (server-sent events, JSON Lines, NDJSON, JSON text sequences): what one
// item is, its type and conversion plan, and whether the request chooses it (a boolean `stream` in the JSON body).

/**
 * The stream of a success answer's content, when it declares one. An OpenAPI 3.2 `itemSchema` describes one item: for
 * server-sent events the whole event (`{ event, data, id, retry }`, its `data` JSON where the schema says
 * `contentMediaType: application/json` or gives a `contentSchema`). Without one, `schema` is read as OpenAI's
 * description and most published ones mean it: one event's JSON `data`, or one line's JSON (an array schema: its items).
 */
export function streamAnswer(
  ctx: PlanContext,
  content: Record<string, MediaTypeObject> | undefined,
  pointer: string,
  view: TypeView,
  itemName: () => string,
): Omit<IrStream, 'chooser'> | undefined {
  const key = Object.keys(content ?? {}).find((type) => sequentialMediaType(type));
  if (key === undefined) return undefined;
  const media = content![key]!;
  const at = `${pointer}/${escapePointer(key)}`;
  const events = sequentialMediaType(key) === 'text/event-stream';
  let schema: JsonSchema | undefined;
  let schemaAt: string;
  let jsonData = false;
  if (media.itemSchema !== undefined) {
    schemaAt = `${at}/itemSchema`;
    schema = media.itemSchema;
    if (events) ({ schema, jsonData } = eventSchema(ctx.doc, schema, schemaAt));
  } else {
    schemaAt = `${at}/schema`;
    schema = media.schema;
    const resolved = events || !schema ? undefined : deref(ctx.doc, schema, schemaAt).value;
    if (resolved?.type === 'array' && resolved.items && typeof resolved.items === 'object') {
      schema = resolved.items as JsonSchema;
      schemaAt = `${schemaAt}/items`;
    }
  }
  const plan = planForSchema(ctx, schema, schemaAt);
  const ref = schema?.$ref ? refName(schema.$ref) : undefined;
  const component = ref === undefined ? undefined : view.names.type.get(ref);
  return {
    mediaType: key,
    only: jsonContent(content) === undefined,
    events: events && media.itemSchema !== undefined,
    jsonData,
    itemType: schemaToType(schema, view),
    itemTypeName: component ?? itemName(),
    declared: component === undefined,
    plan: plan && typeof plan === 'object' && !Array.isArray(plan) ? (plan as Plan) : undefined,
  };
}

/** An SSE `itemSchema` with its `data` as the SDK hands it out: the `contentSchema` when `data` is JSON text. */
function eventSchema(doc: OpenApiDocument, itemSchema: JsonSchema, pointer: string): { schema: JsonSchema; jsonData: boolean } {
  const event = deref(doc, itemSchema, pointer).value as JsonSchema & { properties?: Record<string, JsonSchema> };
  const data = event?.properties?.data ? (deref(doc, event.properties.data, `${pointer}/properties/data`).value as Record<string, unknown>) : undefined;
  const mediaType = typeof data?.contentMediaType === 'string' ? data.contentMediaType : undefined;
  const contentSchema = data?.contentSchema as JsonSchema | undefined;
  const jsonData = contentSchema !== undefined || (mediaType !== undefined && /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(mediaType));
  if (!jsonData) return { schema: itemSchema, jsonData };
  return { schema: { ...event, properties: { ...event.properties, data: contentSchema ?? {} } } as JsonSchema, jsonData };
}

/**
 * The argument that carries the request body's `stream` flag, when the body schema has a boolean `stream` (followed
 * through `$ref`s and `allOf`): the call is then typed by overloads on `stream: true`. `path` leads from the argument
 * to the flag (`['stream']` for the whole body, `['body', 'stream']` for an options object's body, `[]` for the flag).
 */
export function streamChooser(doc: OpenApiDocument, fields: RequestFields, args: IrArgument[]): IrStream['chooser'] {
  if (!fields.body || !isBoolean(doc, property(doc, fields.body.schema, 'stream', 0))) return undefined;
  for (const [index, arg] of args.entries()) {
    if (arg.value?.location === 'body') {
      if (arg.value.name === '') return { arg: index, path: ['stream'] };
      if (arg.value.name === 'stream') return { arg: index, path: [] };
    }
    for (const p of arg.properties ?? []) {
      if (p.field.location !== 'body') continue;
      if (p.field.name === '') return { arg: index, path: [p.name, 'stream'] };
      if (p.field.name === 'stream') return { arg: index, path: [p.name] };
    }
  }
  return undefined;
}

/** A property of an object schema, through `$ref`s and `allOf` members (OpenAI's request bodies are `allOf`s). */
function property(doc: OpenApiDocument, schema: JsonSchema | boolean | undefined, name: string, depth: number): JsonSchema | undefined {
  if (!schema || schema === true || depth > 16) return undefined;
  const s = deref(doc, schema).value;
  const own = s?.properties?.[name];
  if (own) return own;
  for (const member of s?.allOf ?? []) {
    const found = property(doc, member, name, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** `type: boolean`, `[boolean, 'null']`, or a `oneOf`/`anyOf` with a boolean member (`nullable` upgraded). */
function isBoolean(doc: OpenApiDocument, schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const s = deref(doc, schema).value;
  const type = s?.type;
  if (type === 'boolean' || (Array.isArray(type) && type.includes('boolean'))) return true;
  return [...(s?.oneOf ?? []), ...(s?.anyOf ?? [])].some((m) => typeof m === 'object' && isBoolean(doc, m));
}
