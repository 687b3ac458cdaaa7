import { type Ajv2020, createAjv, type ErrorObject, exemptRequired, type ValidateFunction } from '@siteapi/document/ajv';
import { decodeGetForm } from '@siteapi/runtime/generated';
import { deref, isNode, type Node, pointerKeys, pointerTooDeep } from '@siteapi/document';
import type { MockOperation, MockParameter } from './operations.ts';
import type { SchemaCheck } from './valid-sample.ts';

/** One thing wrong with a request, in the platform's terms: the field (a parameter name or a body path) and why. */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: string;
}

/** What validation reads of a request: its URL, its headers and its body text. */
export interface RequestParts {
  url: URL;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

const BUNDLE_ID = 'urn:siteapi:mock';
/** How deep a JSON value may nest: a schema that refers to itself is checked by recursion, one level per level. */
export const MAX_NESTING = 256;

/** The platform's names of JSON Schema rules, as its field violations carry them. */
const RULES: Record<string, string> = {
  required: 'REQUIRED_FIELD',
  maximum: 'MAX',
  exclusiveMaximum: 'MAX',
  minimum: 'MIN',
  exclusiveMinimum: 'MIN',
  maxLength: 'MAX_LENGTH',
  minLength: 'MIN_LENGTH',
  maxItems: 'MAX_SIZE',
  minItems: 'MIN_SIZE',
  format: 'FORMAT',
  pattern: 'FORMAT',
  enum: 'INVALID_ENUM_VALUE',
  const: 'INVALID_ENUM_VALUE',
  type: 'INVALID_TYPE',
};

/**
 * Validates requests with the document's own schemas: the whole document is added to ajv once, and each schema is
 * compiled by its JSON pointer on first use, so `$ref`s resolve as in the document (as the contract check does).
 */
export class RequestValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly document: Node) {
    // Verbose: a required readOnly property is left out of requests (`exemptRequired`).
    this.ajv = createAjv({ verbose: true });
    this.ajv.addSchema(document, BUNDLE_ID, undefined, false);
  }

  private validator(pointer: string): ValidateFunction | null {
    let validate = this.compiled.get(pointer);
    if (validate === undefined) {
      try {
        validate = this.ajv.getSchema(`${BUNDLE_ID}#${pointer}`) ?? null;
      } catch {
        // A schema ajv cannot compile is not checked, rather than failing every call of the operation.
        validate = null;
      }
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  /**
   * The check of the schema at a JSON pointer of the document (ajv's errors, with their parent schemas), for an answer
   * the mock makes from it (`valid-sample.ts`); none when ajv cannot compile that schema.
   */
  schemaCheck(pointer: string): SchemaCheck | undefined {
    const validate = this.validator(pointer);
    if (!validate) return undefined;
    return (value) => (validate(value) ? [] : (validate.errors ?? []));
  }

  /** Every violation of a request to the operation; none when it is valid. */
  async check(op: MockOperation, request: Request, params: Record<string, string>): Promise<FieldViolation[]> {
    return this.checkParts(op, { url: new URL(request.url), headers: request.headers, text: () => request.clone().text() }, params);
  }

  /** `check` on a request's parts, as any server has them (the HTTP mock makes no Fetch `Request`). */
  async checkParts(op: MockOperation, request: RequestParts, params: Record<string, string>): Promise<FieldViolation[]> {
    const { url } = request;
    const out: FieldViolation[] = [];
    for (const param of op.parameters) {
      if (param.exploded) {
        out.push(...this.explodedViolations(op, param, url));
        continue;
      }
      const raw = rawValues(param, url, request, params);
      if (raw?.length === 0) {
        if (param.required) out.push({ field: param.name, description: `${param.in} parameter '${param.name}' is required`, violatedRule: 'REQUIRED_FIELD' });
        continue;
      }
      if (raw === undefined) {
        out.push({ field: param.name, description: `${param.in} parameter '${param.name}' is not percent-encoded`, violatedRule: 'FORMAT' });
        continue;
      }
      const value = param.in === 'querystring' ? querystringValue(this.document, param, url) : coerce(this.document, raw, param.schema);
      out.push(...this.violations(param.pointer, value, param.name));
      // A GET form's value says what it carries (`contentSchema`): decoded and checked as the body it stands for.
      if (isNode(param.schema.contentSchema) && param.schema.contentEncoding === 'base64url' && typeof value === 'string') {
        let content: unknown;
        try {
          content = decodeGetForm(value);
        } catch (error) {
          out.push({ field: param.name, description: `is not base64url JSON: ${(error as Error).message}`, violatedRule: 'FORMAT' });
          continue;
        }
        if (value.length > MAX_NESTING && pointerTooDeep(content, MAX_NESTING) !== undefined) {
          out.push({ field: param.name, description: `nests deeper than ${MAX_NESTING} levels`, violatedRule: 'FORMAT' });
          continue;
        }
        out.push(...this.violations(`${param.pointer}/contentSchema`, content, ''));
      }
    }
    if (op.body) {
      const text = await request.text();
      if (text.trim() === '') {
        if (op.body.required) out.push({ field: 'body', description: 'a request body is required', violatedRule: 'REQUIRED_FIELD' });
      } else if (text.length > MAX_NESTING && textNestsDeeper(text, MAX_NESTING)) {
        // Refused before parsing: a deep body costs seconds to parse and overflows the stack to check.
        return [{ field: 'body', description: `the request body nests deeper than ${MAX_NESTING} levels`, violatedRule: 'FORMAT' }];
      } else {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return [{ field: 'body', description: 'the request body is not JSON', violatedRule: 'FORMAT' }];
        }
        out.push(...this.violations(op.body.pointer, body, ''));
      }
    }
    return out;
  }

  /**
   * A query object sent as its own keys (form style, exploded): its properties' keys, or, for an object of any keys,
   * every key no other parameter of the operation takes, each typed by its property's schema.
   */
  private explodedViolations(op: MockOperation, param: MockParameter, url: URL): FieldViolation[] {
    const schema = deref(this.document, param.schema).value as Node;
    const properties = isNode(schema.properties) ? schema.properties : undefined;
    const others = new Set(op.parameters.filter((p) => p !== param && p.in === 'query').map((p) => p.name));
    // forEach, not keys(): an app's tsconfig may have the DOM library without its iterables.
    const sent = new Set<string>();
    url.searchParams.forEach((_, key) => sent.add(key));
    const keys = properties ? Object.keys(properties) : Array.from(sent).filter((key) => !others.has(key));
    const value: Record<string, unknown> = {};
    for (const key of keys) {
      const raw = url.searchParams.getAll(key);
      if (raw.length > 0) value[key] = coerce(this.document, raw, properties?.[key] ?? schema.additionalProperties);
    }
    // No key at all is how an empty object is sent: absent, it is an empty object where one is required.
    if (Object.keys(value).length === 0 && !param.required) return [];
    return this.violations(param.pointer, value, param.name);
  }

  private violations(pointer: string, value: unknown, base: string): FieldViolation[] {
    const validate = this.validator(pointer);
    if (!validate || validate(value)) return [];
    return (validate.errors ?? [])
      .filter((e) => !['oneOf', 'anyOf', 'if', 'allOf'].includes(e.keyword) && !exemptRequired(e, 'request', this.document))
      .map((e) => violation(e, base));
  }
}

function violation(e: ErrorObject, base: string): FieldViolation {
  const segments = pointerKeys(e.instancePath);
  if (e.keyword === 'required') segments.push(String((e.params as { missingProperty?: string }).missingProperty));
  const path = segments.join('.');
  const field = base && path ? `${base}.${path}` : base || path || 'body';
  return { field, description: e.message ?? 'is invalid', violatedRule: RULES[e.keyword] ?? e.keyword.toUpperCase() };
}

/** Whether a JSON text opens more than `max` arrays or objects inside one another (brackets in strings skipped). */
function textNestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * A parameter's raw values: each repeat of a query key, a header, a path segment, a cookie; `undefined` for a
 * cookie that is not percent-encoded.
 */
function rawValues(param: MockParameter, url: URL, request: RequestParts, params: Record<string, string>): string[] | undefined {
  switch (param.in) {
    case 'path':
      return params[param.name] === undefined ? [] : [params[param.name]!];
    case 'query':
      return url.searchParams.getAll(param.name);
    case 'querystring':
      return url.search.length > 1 ? [url.search.slice(1)] : [];
    case 'header': {
      const value = request.headers.get(param.name);
      return value === null ? [] : [value];
    }
    case 'cookie': {
      const found = (request.headers.get('cookie') ?? '')
        .split(';')
        .map((c) => c.trim().split('='))
        .find(([name]) => name === param.name);
      if (!found) return [];
      try {
        return [decodeURIComponent(found.slice(1).join('='))];
      } catch {
        return undefined;
      }
    }
  }
}

/**
 * The whole query string as its `querystring` parameter's schema reads it (OpenAPI 3.2): a form
 * (`application/x-www-form-urlencoded`) is an object of its keys, each typed as its property; any other media type
 * is the query string itself, percent-decoded.
 */
function querystringValue(document: Node, param: MockParameter, url: URL): unknown {
  if (!/^application\/x-www-form-urlencoded\b/i.test(param.contentType ?? '')) {
    try {
      return decodeURIComponent(url.search.slice(1));
    } catch {
      return url.search.slice(1);
    }
  }
  const properties = isNode(param.schema.properties) ? param.schema.properties : {};
  // No prototype: a key named __proto__ is a key like any other.
  const out: Record<string, unknown> = Object.create(null);
  // forEach, not keys(): a project whose lib has no DOM.Iterable compiles the generated handlers that import this.
  url.searchParams.forEach((_value, key) => {
    if (!Object.hasOwn(out, key)) out[key] = coerce(document, url.searchParams.getAll(key), properties[key]);
  });
  return out;
}

/** Strings as the schema types them: numbers, booleans, arrays of repeated keys. */
function coerce(document: Node, raw: string[], given: unknown): unknown {
  // An array's `items` (or a form's property) given by `$ref` is typed by its target.
  const found = deref(document, given).value;
  const schema = isNode(found) ? found : {};
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('array')) {
    return raw.map((r) => coerce(document, [r], schema.items));
  }
  const value = raw[raw.length - 1]!;
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}
