// The document model, not the generator: no ts-morph and Redocly (1.4 s and 140 MB of the command's start).
import { isDeepStrictEqual } from 'node:util';
import {
  deref,
  enumTakesNone,
  escapePointer,
  exampleValue,
  forEachPlace,
  isJsonMediaType,
  isNode,
  type Node,
  type OperationView,
  operations,
} from '@siteapi/document';
import { createAjv, type ErrorObject, errorText, exemptRequired, type ValidateFunction } from '@siteapi/document/ajv';
import { requiredAndRefused } from '@siteapi/mock/valid-sample';
import type { RequestParts } from '@siteapi/runtime';
import { decodeGetForm, type SequentialMediaType, sequentialMediaType, type ServerSentEvent } from '@siteapi/runtime/generated';
import { streamItems } from './stream-items.ts';

const BUNDLE_ID = 'urn:siteapi:bundle';

/** A document's example a call sends that its schema refuses, or a schema of the document that no value passes. */
export interface ExampleDefect {
  /** What it stands for: `request body`, `path parameter version`, `response 200`. */
  of: string;
  /** Where the example's value (or the schema's `enum` that takes no value) is in the bundle. */
  pointer: string;
  problem: string;
  /** Not the document's example but the schema at `pointer` is at fault (an enum that takes no value, a schema no made value passes). */
  ofSchema?: true;
}

/**
 * Where `holder` (a Parameter or Media Type Object at `at`) or its schema gives `sent` as an example: a named
 * example's value, its `example`, an item of the schema's `examples`; undefined when none equals it.
 */
function documentExample(bundle: Node, holder: Node, at: string, schema: { value: unknown; pointer: string }, sent: unknown): string | undefined {
  for (const [name, entry] of Object.entries(isNode(holder.examples) ? holder.examples : {})) {
    const { value: example, pointer } = deref(bundle, entry, `${at}/examples/${escapePointer(name)}`);
    const given = exampleValue(example);
    if (given && isNode(example) && isDeepStrictEqual(given.value, sent)) return `${pointer}/${'value' in example ? 'value' : 'dataValue'}`;
  }
  if (holder.example !== undefined && isDeepStrictEqual(holder.example, sent)) return `${at}/example`;
  const listed = isNode(schema.value) && Array.isArray(schema.value.examples) ? schema.value.examples : [];
  const i = listed.findIndex((example) => isDeepStrictEqual(example, sent));
  return i >= 0 ? `${schema.pointer}/examples/${i}` : undefined;
}

/**
 * Validates raw response bodies against the responses the bundle declares, by `<service>.<operationId>` and status,
 * and the value of a GET form (`?.r=`) against its declared `contentSchema`, which Prism cannot look inside. The
 * bundle is added to ajv whole, and each schema is compiled by its JSON pointer on first use, so `$ref`s into
 * components resolve as in the document.
 */
export class ResponseSchemas {
  // Verbose: a required writeOnly property is left out of answers, a readOnly one out of a GET form (`exemptRequired`).
  // Not optimized: a schema judges the answers of one operation's examples, and compiling is most of the cost.
  private readonly ajv = createAjv({ verbose: true, optimize: false });
  private readonly operations = new Map<string, { pointer: string; op: Node; view: OperationView }>();
  /** The GET form of each call that has one (`x-form-of` on a GET), by the call's `<service>.<operationId>`. */
  private readonly getForms = new Map<string, { pointer: string; op: Node }>();
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly bundle: Node) {
    this.ajv.addSchema(bundle, BUNDLE_ID, undefined, false);
    for (const view of operations(bundle)) {
      const { method, pointer, operation: op, operationId } = view;
      if (operationId !== undefined) this.operations.set(operationId, { pointer, op, view });
      if (method === 'get' && typeof op['x-form-of'] === 'string') this.getForms.set(op['x-form-of'], { pointer, op });
    }
  }

  /**
   * Whether an operation declares no success answer but this status (`405`, `4XX`, a redirect's `302`): such a call
   * (an outside document's Petstore `addPet` declares only `405`, GitHub's downloads only `302`) is right to answer it.
   */
  declaresOnlyErrors(operationKey: string, status: number): boolean {
    const responses = Object.keys((this.operations.get(operationKey)?.op.responses as Node | undefined) ?? {});
    return (
      !responses.some((code) => /^2(\d\d|XX)$/i.test(code)) &&
      responses.some((code) => code === String(status) || code.toUpperCase() === `${String(status)[0]}XX`)
    );
  }

  /**
   * The first way `body` breaks the declared response of that status, or null when it matches (or nothing is declared).
   * When all it breaks are enums that take no value of their own type (`enumTakesNone`), the document's defect, not
   * the client's: they go to `defects`, and it passes.
   */
  check(operationKey: string, status: number, body: unknown, defects?: ExampleDefect[]): string | null {
    const validate = this.validator(operationKey, status);
    if (!validate || validate(body)) return null;
    const problem = this.describe(validate.errors ?? [], 'response');
    const own = problem && defects ? this.noValueDefects(`response ${status}`, validate.errors ?? [], 'response') : [];
    if (own.length === 0) return problem;
    defects!.push(...own);
    return null;
  }

  private schemaPointers?: WeakMap<object, string>;

  /**
   * Each counted error as a defect of the document when every one is at an `enum` that takes no value of its type,
   * at that enum's place in the bundle; else none (something else is wrong too, which may be the client's).
   */
  private noValueDefects(of: string, errors: ErrorObject[], direction: 'request' | 'response'): ExampleDefect[] {
    const counted = errors.filter((e) => !exemptRequired(e, direction, this.bundle));
    if (counted.length === 0 || !counted.every((e) => e.keyword === 'enum' && enumTakesNone(e.parentSchema))) return [];
    if (!this.schemaPointers) {
      const pointers = new WeakMap<object, string>();
      forEachPlace(this.bundle, (node, kind, pointer) => {
        if (kind === 'schema' && !pointers.has(node)) pointers.set(node, pointer);
      });
      this.schemaPointers = pointers;
    }
    const out: ExampleDefect[] = [];
    for (const e of counted) {
      const at = this.schemaPointers.get(e.parentSchema as object);
      if (at === undefined) return [];
      out.push({ of, pointer: `${at}/enum`, problem: `${errorText([e])}: its enum holds no ${String(e.parentSchema?.type)}`, ofSchema: true });
    }
    return out;
  }

  /**
   * The first way the value of a call's GET form breaks the content its parameter declares (`contentSchema`, after
   * `contentEncoding: base64url`), or null when it matches or declares none.
   */
  checkGetForm(operationKey: string, parameter: string, value: string): string | null {
    const form = this.getForms.get(operationKey);
    const params = Array.isArray(form?.op.parameters) ? (form.op.parameters as Node[]) : [];
    const index = params.findIndex((p) => isNode(p) && p.name === parameter && p.in === 'query');
    const schema = index >= 0 && isNode(params[index]!.schema) ? (params[index]!.schema as Node) : undefined;
    if (!form || !schema || !isNode(schema.contentSchema)) return null;
    let content: unknown;
    try {
      content = decodeGetForm(value);
    } catch (error) {
      return `is not base64url JSON: ${(error as Error).message}`;
    }
    const key = `${form.pointer}/parameters/${index}/schema/contentSchema`;
    let validate = this.compiled.get(key);
    if (validate === undefined) {
      validate = this.ajv.getSchema(`${BUNDLE_ID}#${key}`) ?? null;
      this.compiled.set(key, validate);
    }
    if (!validate || validate(content)) return null;
    return this.describe(validate.errors ?? [], 'request');
  }

  /**
   * The document's own examples that a call example sends and its schemas refuse: each parameter value and the JSON
   * body that equal an example the document gives there (a named example, `example`, the schema's `examples`) and
   * break the schema, with the place of that example in the bundle; and a value that breaks only enums holding no
   * value of their type, with the place of each enum. Another value no document example equals was made by the
   * generator, and is not the document's to answer for: it is not listed.
   */
  requestExampleDefects(operationKey: string, request: RequestParts): ExampleDefect[] {
    const found = this.operations.get(operationKey);
    if (!found) return [];
    const out: ExampleDefect[] = [];
    const judge = (of: string, sent: unknown, holder: { value: unknown; pointer: string }, schema: { value: unknown; pointer: string }) => {
      if (sent === undefined || !isNode(holder.value) || !isNode(schema.value)) return;
      const given = documentExample(this.bundle, holder.value, holder.pointer, schema, sent);
      const validate = this.compile(schema.pointer);
      if (!validate || validate(sent)) return;
      const problem = this.describe(validate.errors ?? [], 'request');
      if (!problem) return;
      if (given) {
        out.push({ of, pointer: given, problem });
        return;
      }
      // A value made from a schema no value passes: that schema's defect, at its enum that takes none, or at the
      // schema itself where it requires a name and refuses it (no value the mock makes from it passes either).
      const none = this.noValueDefects(of, validate.errors ?? [], 'request');
      if (none.length > 0) {
        out.push(...none);
        return;
      }
      const contradiction = requiredAndRefused(this.bundle, schema.value, schema.pointer, (at, value) => this.problemsAt(at, value, 'request'));
      if (contradiction) out.push({ of, pointer: schema.pointer, problem: `${contradiction}: no value passes it`, ofSchema: true });
    };
    for (const param of found.view.parameters) {
      if (param.in === 'querystring' || param.in === 'cookie') continue;
      const sent = request[param.in as 'path' | 'query' | 'header']?.[param.name];
      judge(
        `${param.in} parameter ${param.name}`,
        sent,
        { value: param.value, pointer: param.pointer },
        deref(this.bundle, param.value.schema, `${param.pointer}/schema`),
      );
    }
    const body = found.view.requestBody;
    const content = body && isNode(body.value.content) ? body.value.content : {};
    const media = Object.keys(content).find((m) => isJsonMediaType(m));
    if (body && media && isNode(content[media])) {
      const at = `${body.pointer}/content/${escapePointer(media)}`;
      judge('request body', request.body, { value: content[media], pointer: at }, deref(this.bundle, (content[media] as Node).schema, `${at}/schema`));
    }
    return out;
  }

  /**
   * The first way `value` breaks the schema at a pointer of the bundle as an answer (a required writeOnly property
   * may be absent), or null when it passes or the schema cannot be compiled. The in-process mock judges its answers
   * with it (`judgeAnswer`), so each schema compiles once for both.
   */
  problemAt(pointer: string, value: unknown): string | null {
    let validate: ValidateFunction | null;
    try {
      validate = this.compile(pointer);
    } catch {
      this.compiled.set(pointer, null);
      return null;
    }
    if (!validate || validate(value)) return null;
    return this.describe(validate.errors ?? [], 'response');
  }

  /** What counts against `value` at a pointer of the bundle in this direction; `undefined` when that schema cannot be compiled. */
  private problemsAt(pointer: string, value: unknown, direction: 'request' | 'response'): ErrorObject[] | undefined {
    let validate: ValidateFunction | null;
    try {
      validate = this.compile(pointer);
    } catch {
      this.compiled.set(pointer, null);
      return undefined;
    }
    if (!validate) return undefined;
    return validate(value) ? [] : (validate.errors ?? []).filter((e) => !exemptRequired(e, direction, this.bundle));
  }

  /** The first error that counts in this direction, or null when only exempt `required` errors remain. */
  private describe(errors: ErrorObject[], direction: 'request' | 'response'): string | null {
    const counted = errors.filter((e) => !exemptRequired(e, direction, this.bundle));
    return counted.length > 0 ? errorText(counted) : null;
  }

  /**
   * The first way a streamed answer (server-sent events, JSON Lines, NDJSON, a JSON text sequence) breaks the stream
   * its status declares, naming the item (counted from 1): an item that is no JSON, or breaks the item's schema (3.2's
   * `itemSchema`, with an event's `data` checked against its `contentSchema`; else the media type's `schema` as one
   * event's JSON `data`, or one line; an array schema's `items` for lines and sequences), or a body cut inside an item.
   * OpenAI's `data: [DONE]` end is no item. Null when it matches, or the answer is no stream the status declares.
   */
  checkStream(operationKey: string, status: number, contentType: string | null, body: string): string | null {
    const format = sequentialMediaType(contentType);
    const found = format && this.responseAt(operationKey, status);
    if (!format || !found) return null;
    const media = Object.keys(found.content).find((m) => sequentialMediaType(m) === format);
    if (!media) return null;
    const at = `${found.pointer}/content/${escapePointer(media)}`;
    const mediaType = found.content[media] as Node;
    const check = this.itemCheck(format, mediaType, at);
    const { items, cut } = streamItems(format, body);
    for (const [i, item] of items.entries()) {
      if (format === 'text/event-stream' && (item as ServerSentEvent).data === '[DONE]' && mediaType.itemSchema === undefined) continue;
      const problem = check(item);
      if (problem) return `item ${i + 1}: ${problem}`;
    }
    return cut ? `item ${items.length + 1} is cut short: the body ended inside it` : null;
  }

  /** How one item of a stream is judged. */
  private itemCheck(format: SequentialMediaType, mediaType: Node, at: string): (item: ServerSentEvent | string) => string | null {
    const json = (text: string): { value: unknown } | string => {
      try {
        return { value: JSON.parse(text) };
      } catch {
        return `is not JSON: ${text.slice(0, 80)}`;
      }
    };
    const against = (pointer: string, value: unknown): string | null => {
      const validate = this.compile(pointer);
      return !validate || validate(value) ? null : errorText(validate.errors ?? []);
    };
    if (mediaType.itemSchema !== undefined) {
      const { value: item, pointer } = deref(this.bundle, mediaType.itemSchema, `${at}/itemSchema`);
      if (format !== 'text/event-stream')
        return (text) => {
          const parsed = json(text as string);
          return typeof parsed === 'string' ? parsed : against(pointer, parsed.value);
        };
      const data = isNode(item) && isNode(item.properties) ? deref(this.bundle, item.properties.data, `${pointer}/properties/data`) : undefined;
      const content = data && isNode(data.value) && data.value.contentSchema !== undefined ? `${data.pointer}/contentSchema` : undefined;
      return (event) => {
        const problem = against(pointer, event);
        if (problem || !content) return problem;
        const parsed = json((event as ServerSentEvent).data);
        const inner = typeof parsed === 'string' ? parsed : against(content, parsed.value);
        return inner && `data ${inner}`;
      };
    }
    if (mediaType.schema === undefined) return () => null;
    const { value: schema, pointer } = deref(this.bundle, mediaType.schema, `${at}/schema`);
    const one = format !== 'text/event-stream' && isNode(schema) && schema.type === 'array' && schema.items !== undefined ? `${pointer}/items` : pointer;
    return (item) => {
      const parsed = json(typeof item === 'string' ? item : item.data);
      return typeof parsed === 'string' ? parsed : against(one, parsed.value);
    };
  }

  private compile(pointer: string): ValidateFunction | null {
    let validate = this.compiled.get(pointer);
    if (validate === undefined) {
      validate = this.ajv.getSchema(`${BUNDLE_ID}#${pointer}`) ?? null;
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  /** The declared response of a status (its code, else its range, else `default`): its content and where it is. */
  private responseAt(operationKey: string, status: number): { content: Node; pointer: string } | undefined {
    const found = this.operations.get(operationKey);
    if (!found) return undefined;
    const responses = (found.op.responses ?? {}) as Node;
    const code =
      String(status) in responses
        ? String(status)
        : `${String(status)[0]}XX` in responses
          ? `${String(status)[0]}XX`
          : 'default' in responses
            ? 'default'
            : undefined;
    if (!code) return undefined;
    // A response may be a $ref to components/responses: point at its target so the schema's own refs resolve.
    const { value: response, pointer } = deref(this.bundle, responses[code], `${found.pointer}/responses/${escapePointer(code)}`);
    return { content: isNode(response) && isNode(response.content) ? response.content : {}, pointer };
  }

  private validator(operationKey: string, status: number): ValidateFunction | null {
    const key = `${operationKey} ${status}`;
    if (this.compiled.has(key)) return this.compiled.get(key)!;
    const found = this.responseAt(operationKey, status);
    let validate: ValidateFunction | null = null;
    if (found) {
      const media = Object.keys(found.content).find((m) => m === 'application/json' || m.endsWith('+json'));
      if (media && isNode((found.content[media] as Node).schema))
        validate = this.ajv.getSchema(`${BUNDLE_ID}#${found.pointer}/content/${escapePointer(media)}/schema`) ?? null;
    }
    this.compiled.set(key, validate);
    return validate;
  }
}
