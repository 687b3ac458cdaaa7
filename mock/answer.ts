import { deref, escapePointer, exampleSerialized, exampleValue, isNode, type Node, resolveRef } from '@siteapi/document';
import { sequentialMediaType } from '@siteapi/runtime/generated';
import type { AnswerCheck } from './answer-check.ts';
import type { MockOperation } from './operations.ts';
import { STREAM_GAP_MS, streamEvents } from './stream-answer.ts';
import { madeValues, type SchemaCheck, sampleOf, validSample } from './valid-sample.ts';
import type { FieldViolation } from './validate-request.ts';

/**
 * What a request asks of the mock, as Prism reads it: `Prefer: code=404, example=notFound`; and whether it asks for a
 * stream where the answer may be JSON or a stream (`Accept: text/event-stream`, or OpenAI's `"stream": true` in the
 * JSON body).
 */
export interface Preference {
  code?: string;
  example?: string;
  stream?: boolean;
}

/** A request's preference; `body` is its text, read by the caller when the operation takes one. */
export function preferenceOf(request: Request, body = ''): Preference {
  return preferenceFrom(request.headers.get('prefer'), request.headers.get('accept'), body);
}

/** The preference of a request's `Prefer` and `Accept` headers and body text. */
export function preferenceFrom(prefer: string | null | undefined, accept: string | null | undefined, body: string): Preference {
  const out = parsePrefer(prefer);
  if (asksStream(accept, body)) out.stream = true;
  return out;
}

function asksStream(accept: string | null | undefined, body: string): boolean {
  if ((accept ?? '').split(',').some((type) => sequentialMediaType(type) !== undefined)) return true;
  if (!/"stream"\s*:\s*true/.test(body)) return false;
  try {
    const value: unknown = JSON.parse(body);
    return isNode(value) && value.stream === true;
  } catch {
    return false;
  }
}

/** A `Prefer` header's `code` and `example`. */
export function parsePrefer(header: string | null | undefined): Preference {
  const out: Preference = {};
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if ((key === 'code' || key === 'example') && value) out[key] = value;
  }
  return out;
}

const JSON_TYPE = /^application\/(.+\+)?json$/;

/** An answer as data: a status, and a body with its media type (none for an empty answer), or a stream's events. */
export interface ExampleAnswer {
  status: number;
  contentType?: string;
  body?: string;
  /** A stream answer's events, each sent `STREAM_GAP_MS` after the one before (then `body` is undefined). */
  events?: string[];
}

/** Statuses whose answer has no body (a Fetch `Response` refuses one). */
const NULL_BODY = new Set([204, 205, 304]);

/** A declared status key as the status an answer carries: `404` as it is, a range `4XX` as 400; none for others. */
function statusOf(key: string): number | undefined {
  if (/^[2-5]\d\d$/.test(key)) return Number(key);
  if (/^[2-5]XX$/i.test(key)) return Number(key[0]) * 100;
  return undefined;
}

/**
 * Which declared answer a request gets: a key of the operation's responses (`200` when it declares none), whether
 * its stream media type is chosen over JSON, and an example's name.
 */
interface Choice {
  status: string;
  stream: boolean;
  example?: string;
}

/** What an operation can answer, read once: its fallback status and, per status, its examples' names. */
interface Shape {
  fallback: string;
  examples: Map<string, { names: ReadonlySet<string>; first?: string }>;
}

const shapes = new WeakMap<MockOperation, Shape>();

/**
 * The media type of a declared response that answers: a stream one when asked for, else a JSON one, else the first;
 * and where it is in the document (a response given by `$ref` is where that leads).
 */
function mediaOf(document: Node, op: MockOperation, status: string, stream: boolean): { media?: string; mediaType: Node; response: Node; pointer: string } {
  const { value: response, pointer: at } = deref(document, op.responses[status], `${op.pointer}/responses/${escapePointer(status)}`);
  const content = isNode(response) && isNode(response.content) ? response.content : {};
  const types = Object.keys(content);
  const media = (stream ? types.find((m) => sequentialMediaType(m)) : undefined) ?? types.find((m) => JSON_TYPE.test(m)) ?? types[0];
  return {
    media,
    mediaType: media && isNode(content[media]) ? (content[media] as Node) : {},
    response: isNode(response) ? response : {},
    pointer: media ? `${at}/content/${escapePointer(media)}` : at,
  };
}

/**
 * The preferred status when the operation declares it (else the lowest 2xx, then a 2XX range, else the first
 * declared), with the preferred example when that response has it (else the first). Only declared names are
 * chosen, so what a client sends never makes a new answer.
 */
function choiceOf(document: Node, op: MockOperation, preference: Preference): Choice {
  let shape = shapes.get(op);
  if (!shape) {
    const statuses = Object.keys(op.responses).filter((s) => statusOf(s) !== undefined);
    const fallback = statuses.filter((s) => /^2\d\d$/.test(s)).sort()[0] ?? statuses.find((s) => /^2XX$/i.test(s)) ?? statuses[0] ?? '200';
    shape = { fallback, examples: new Map() };
    shapes.set(op, shape);
  }
  const code = preference.code;
  const status = code !== undefined && Object.hasOwn(op.responses, code) && statusOf(code) !== undefined ? code : shape.fallback;
  const stream = preference.stream === true;
  let examples = shape.examples.get(`${status}\0${stream}`);
  if (!examples) {
    const { mediaType } = mediaOf(document, op, status, stream);
    const names = Object.keys(isNode(mediaType.examples) ? mediaType.examples : {});
    examples = { names: new Set(names), first: names[0] };
    shape.examples.set(`${status}\0${stream}`, examples);
  }
  const wanted = preference.example;
  return { status, stream, example: wanted !== undefined && examples.names.has(wanted) ? wanted : examples.first };
}

/**
 * The answer to a valid request: the preferred status (else the lowest 2xx, else the first declared), with the
 * preferred example (else the first). A response without an example answers a value made from its schema.
 */
export function exampleAnswer(document: Node, op: MockOperation, preference: Preference): Response {
  return responseOf(exampleOf(document, op, preference));
}

/** An answer as a Fetch `Response`; a stream's events go out one by one, `STREAM_GAP_MS` apart. */
export function responseOf({ status, contentType, body, events }: ExampleAnswer): Response {
  if (events) return new Response(eventBody(events), { status, headers: { 'content-type': contentType ?? 'text/event-stream', 'cache-control': 'no-cache' } });
  return new Response(body ?? null, contentType ? { status, headers: { 'content-type': contentType } } : { status });
}

/** The events as a body that sends the first at once and each next one after a pause; cancelling stops it. */
function eventBody(events: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next >= events.length) return controller.close();
      const send = () => controller.enqueue(encoder.encode(events[next++]!));
      if (next === 0) return send();
      return new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          send();
          resolve();
        }, STREAM_GAP_MS);
      });
    },
    cancel() {
      clearTimeout(timer);
    },
  });
}

/** What `exampleAnswer` answers, before it becomes a `Response`. */
export function exampleOf(document: Node, op: MockOperation, preference: Preference, checks?: SchemaChecks): ExampleAnswer {
  return answerOf(document, op, choiceOf(document, op, preference), undefined, checks);
}

/** The check of the schema at a JSON pointer of the document, when one can be compiled (`RequestValidator.schemaCheck`). */
export type SchemaChecks = (pointer: string) => SchemaCheck | undefined;

function answerOf(document: Node, op: MockOperation, choice: Choice, check?: AnswerCheck, checks?: SchemaChecks): ExampleAnswer {
  const code = statusOf(choice.status) ?? 200;
  const { media, mediaType, response, pointer } = mediaOf(document, op, choice.status, choice.stream);
  if (!media || NULL_BODY.has(code)) return { status: code };
  const examples = isNode(mediaType.examples) ? mediaType.examples : {};
  const stream = sequentialMediaType(media);
  if (stream) {
    const example = choice.example === undefined ? undefined : deref(document, examples[choice.example]).value;
    const describedBy = [response.description, mediaType.examples, op.operation, streamFlagDescription(document, op)];
    return { status: code, contentType: media, events: streamEvents(document, stream, mediaType, example, describedBy) };
  }
  let value: unknown = mediaType.example;
  let from = value === undefined ? undefined : `${pointer}/example`;
  if (choice.example !== undefined) {
    const found = deref(document, examples[choice.example], `${pointer}/examples/${escapePointer(choice.example)}`);
    const example = found.value;
    const given = exampleValue(example);
    value = given?.value;
    from = given && isNode(example) ? `${found.pointer}/${'value' in example ? 'value' : 'dataValue'}` : undefined;
    // OpenAPI 3.2: the example as sent, which a body that is no JSON (a form, a stream) is answered with.
    const serialized = exampleSerialized(example);
    if (serialized !== undefined && !JSON_TYPE.test(media)) return { status: code, contentType: media, body: serialized };
  }
  // None declared: made from the schema, and held to it (`valid-sample.ts`).
  if (value === undefined) value = validSample(document, mediaType.schema, checks?.(`${pointer}/schema`), sampleOf(document, mediaType.schema));
  if (value === undefined) return { status: code };
  if (check && JSON_TYPE.test(media) && isNode(mediaType.schema)) {
    // Made from the schema: by openapi-sampler (all properties, the schema's own examples), then by the mock's own
    // (required properties below the top, a oneOf's option that it takes alone), with the schema's examples and
    // without them, for a schema whose own examples break it too.
    const schema = mediaType.schema;
    const where = { operation: op.key, status: choice.status, from };
    const accepts = (at: string, made: unknown) => check.problem(at, made) === null;
    value = check.answerable(value, `${pointer}/schema`, where, () => madeValues(document, schema, `${pointer}/schema`, accepts));
  }
  if (JSON_TYPE.test(media)) return { status: code, contentType: media, body: JSON.stringify(value) };
  if (typeof value === 'string') return { status: code, contentType: media, body: value };
  // A value that is no text, for a media type that is not JSON, is written as JSON, never `[object Object]`; a range
  // (`*/*`, Mandrill's every answer, or `application/*`) is answered as the JSON it then is.
  return { status: code, contentType: media.includes('*') ? 'application/json' : media, body: JSON.stringify(value) };
}

/** The description of the JSON body's `stream` flag (OpenAI's says how its stream ends), through `$ref`s and `allOf`. */
function streamFlagDescription(document: Node, op: MockOperation): unknown {
  if (!op.body) return undefined;
  const schemas = [deref(document, resolveRef(document, `#${op.body.pointer}`)).value];
  for (const schema of schemas) {
    // A bound, for `allOf`s that lead back to themselves.
    if (!isNode(schema) || schemas.length > 64) continue;
    const flag = isNode(schema.properties) ? deref(document, schema.properties.stream).value : undefined;
    if (isNode(flag) && flag.description !== undefined) return flag.description;
    if (Array.isArray(schema.allOf)) schemas.push(...schema.allOf.map((member) => deref(document, member).value));
  }
  return undefined;
}

/** Answers kept after their first use: 32 MiB of bodies at most, the oldest let go first. */
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The answers of a document, each made once per declared status and example (a `Prefer` naming neither reuses the
 * default's) and kept as `make` shapes it, within a size bound: what clients send never grows it.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly document: Node,
    private readonly make: (answer: ExampleAnswer) => T,
    private readonly maxBytes = ANSWER_CACHE_BYTES,
    /** When given, JSON answers pass their schema: a broken example is replaced (`AnswerCheck.answerable`). */
    private readonly check?: AnswerCheck,
    /** Holds an answer made from a schema (none declared) to that schema, whatever `check` says of examples. */
    private readonly checks?: SchemaChecks,
  ) {}

  get(op: MockOperation, preference: Preference): T {
    const choice = choiceOf(this.document, op, preference);
    const key = `${op.pointer}\0${choice.status}\0${choice.stream}\0${choice.example ?? ''}`;
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const answer = answerOf(this.document, op, choice, this.check, this.checks);
    const value = this.make(answer);
    const bytes = (answer.body?.length ?? answer.events?.reduce((sum, event) => sum + event.length, 0) ?? 0) + key.length;
    if (bytes <= this.maxBytes) {
      for (const [old, entry] of this.entries) {
        if (this.bytes + bytes <= this.maxBytes) break;
        this.entries.delete(old);
        this.bytes -= entry.bytes;
      }
      this.entries.set(key, { value, bytes });
      this.bytes += bytes;
    }
    return value;
  }
}

/** A request the schemas refuse, in the platform's shape: 400 with a field violation per problem. */
export function validationAnswer(violations: FieldViolation[]): Response {
  return Response.json(validationBody(violations), { status: 400 });
}

/** The body of `validationAnswer`. */
export function validationBody(violations: FieldViolation[]): object {
  const first = violations[0];
  return {
    message: `INVALID_ARGUMENT: ${first ? `${first.field} ${first.description}` : 'invalid request'}`,
    details: { validationError: { fieldViolations: violations } },
  };
}

/** An answer the mock failed to make: 500 with the message, never a stack. */
export function internalAnswer(error: unknown): Response {
  return Response.json(internalBody(error), { status: 500 });
}

/** The body of `internalAnswer`. */
export function internalBody(error: unknown): object {
  return { message: `INTERNAL: ${error instanceof Error ? error.message : String(error)}` };
}

/** A request no operation of the document takes, in the platform's shape. */
export function notFoundAnswer(request: Request): Response {
  return Response.json(notFoundBody(request.method, new URL(request.url).pathname), { status: 404 });
}

/** The body of `notFoundAnswer`. */
export function notFoundBody(method: string, pathname: string): object {
  return {
    message: `NOT_FOUND: no operation at ${method} ${pathname}`,
    details: { applicationError: { code: 'NOT_FOUND', description: 'No such operation in the mocked document.' } },
  };
}
