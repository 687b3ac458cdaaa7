import { deref, exampleSerialized, exampleValue, isNode, type Node } from '@siteapi/document';
import { sample } from 'openapi-sampler';
import type { MockOperation } from './operations.ts';
import type { FieldViolation } from './validate-request.ts';

/** What a request asks of the mock, as Prism reads it: `Prefer: code=404, example=notFound`. */
export interface Preference {
  code?: string;
  example?: string;
}

export function preferenceOf(request: Request): Preference {
  return parsePrefer(request.headers.get('prefer'));
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

/** An answer as data: a status, and a body with its media type (none for an empty answer). */
export interface ExampleAnswer {
  status: number;
  contentType?: string;
  body?: string;
}

/** Statuses whose answer has no body (a Fetch `Response` refuses one). */
const NULL_BODY = new Set([204, 205, 304]);

/** A declared status key as the status an answer carries: `404` as it is, a range `4XX` as 400; none for others. */
function statusOf(key: string): number | undefined {
  if (/^[2-5]\d\d$/.test(key)) return Number(key);
  if (/^[2-5]XX$/i.test(key)) return Number(key[0]) * 100;
  return undefined;
}

/** Which declared answer a request gets: a key of the operation's responses (`200` when it declares none) and an example's name. */
interface Choice {
  status: string;
  example?: string;
}

/** What an operation can answer, read once: its fallback status and, per status, its examples' names. */
interface Shape {
  fallback: string;
  examples: Map<string, { names: ReadonlySet<string>; first?: string }>;
}

const shapes = new WeakMap<MockOperation, Shape>();

/** The media type of a declared response that answers: a JSON one, else the first. */
function mediaOf(document: Node, op: MockOperation, status: string): { media?: string; mediaType: Node } {
  const response = deref(document, op.responses[status]).value;
  const content = isNode(response) && isNode(response.content) ? response.content : {};
  const media = Object.keys(content).find((m) => JSON_TYPE.test(m)) ?? Object.keys(content)[0];
  return { media, mediaType: media && isNode(content[media]) ? (content[media] as Node) : {} };
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
  let examples = shape.examples.get(status);
  if (!examples) {
    const { mediaType } = mediaOf(document, op, status);
    const names = Object.keys(isNode(mediaType.examples) ? mediaType.examples : {});
    examples = { names: new Set(names), first: names[0] };
    shape.examples.set(status, examples);
  }
  const wanted = preference.example;
  return { status, example: wanted !== undefined && examples.names.has(wanted) ? wanted : examples.first };
}

/**
 * The answer to a valid request: the preferred status (else the lowest 2xx, else the first declared), with the
 * preferred example (else the first). A response without an example answers a value made from its schema.
 */
export function exampleAnswer(document: Node, op: MockOperation, preference: Preference): Response {
  return responseOf(exampleOf(document, op, preference));
}

/** An answer as a Fetch `Response`. */
export function responseOf({ status, contentType, body }: ExampleAnswer): Response {
  return new Response(body ?? null, contentType ? { status, headers: { 'content-type': contentType } } : { status });
}

/** What `exampleAnswer` answers, before it becomes a `Response`. */
export function exampleOf(document: Node, op: MockOperation, preference: Preference): ExampleAnswer {
  return answerOf(document, op, choiceOf(document, op, preference));
}

function answerOf(document: Node, op: MockOperation, choice: Choice): ExampleAnswer {
  const code = statusOf(choice.status) ?? 200;
  const { media, mediaType } = mediaOf(document, op, choice.status);
  if (!media || NULL_BODY.has(code)) return { status: code };
  const examples = isNode(mediaType.examples) ? mediaType.examples : {};
  let value: unknown = mediaType.example;
  if (choice.example !== undefined) {
    const example = deref(document, examples[choice.example]).value;
    value = exampleValue(example)?.value;
    // OpenAPI 3.2: the example as sent, which a body that is no JSON (a form, a stream) is answered with.
    const serialized = exampleSerialized(example);
    if (serialized !== undefined && !JSON_TYPE.test(media)) return { status: code, contentType: media, body: serialized };
  }
  if (value === undefined) value = sampleOf(document, mediaType.schema);
  if (value === undefined) return { status: code };
  return { status: code, contentType: media, body: JSON_TYPE.test(media) ? JSON.stringify(value) : String(value) };
}

/**
 * The answer to a response that declares no example, made from its schema as Prism makes one (Redoc's
 * openapi-sampler, which the generator uses for call examples): its examples, defaults and enums first, write-only
 * properties left out. `{}` for an object schema the sampler cannot read; nothing without a schema.
 */
function sampleOf(document: Node, schema: unknown): unknown {
  if (!isNode(schema)) return undefined;
  try {
    const value: unknown = sample(schema as never, { skipWriteOnly: true, quiet: true }, document as never);
    if (value !== undefined) return value;
  } catch {
    // A schema the sampler cannot follow (a broken $ref): the object answer below.
  }
  const resolved = deref(document, schema).value;
  return isNode(resolved) && (resolved.type === 'object' || isNode(resolved.properties)) ? {} : undefined;
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
  ) {}

  get(op: MockOperation, preference: Preference): T {
    const choice = choiceOf(this.document, op, preference);
    const key = `${op.pointer}\0${choice.status}\0${choice.example ?? ''}`;
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const answer = answerOf(this.document, op, choice);
    const value = this.make(answer);
    const bytes = (answer.body?.length ?? 0) + key.length;
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
