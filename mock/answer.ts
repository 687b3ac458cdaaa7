import { deref, isNode, type Node } from '@siteapi/document';
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

/**
 * The answer to a valid request: the preferred status (else the lowest 2xx, else the first declared), with the
 * preferred example (else the first). A response without an example answers `{}` for a JSON object, nothing
 * otherwise.
 */
export function exampleAnswer(document: Node, op: MockOperation, preference: Preference): Response {
  const { status, contentType, body } = exampleOf(document, op, preference);
  return new Response(body ?? null, contentType ? { status, headers: { 'content-type': contentType } } : { status });
}

/** What `exampleAnswer` answers, before it becomes a `Response` (the HTTP mock caches and writes it as it is). */
export function exampleOf(document: Node, op: MockOperation, preference: Preference): ExampleAnswer {
  const statuses = Object.keys(op.responses);
  const status =
    (preference.code && statuses.includes(preference.code) ? preference.code : undefined) ??
    statuses.filter((s) => /^2\d\d$/.test(s)).sort()[0] ??
    statuses.find((s) => /^\d{3}$/.test(s)) ??
    '200';
  const response = deref(document, op.responses[status]).value;
  const content = isNode(response) && isNode(response.content) ? response.content : {};
  const media = Object.keys(content).find((m) => JSON_TYPE.test(m)) ?? Object.keys(content)[0];
  const code = Number(status);
  if (!media || code === 204) return { status: code };
  const mediaType = isNode(content[media]) ? (content[media] as Node) : {};
  const examples = isNode(mediaType.examples) ? mediaType.examples : {};
  const name = preference.example && Object.hasOwn(examples, preference.example) ? preference.example : Object.keys(examples)[0];
  let value: unknown = mediaType.example;
  if (name !== undefined) {
    const example = deref(document, examples[name]).value;
    value = isNode(example) ? example.value : undefined;
  }
  if (value === undefined) {
    const schema = deref(document, mediaType.schema).value;
    value = isNode(schema) && (schema.type === 'object' || isNode(schema.properties)) ? {} : undefined;
  }
  if (value === undefined) return { status: code };
  return { status: code, contentType: media, body: JSON_TYPE.test(media) ? JSON.stringify(value) : String(value) };
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
