// The document model, not the generator: no ts-morph and Redocly (1.4 s and 140 MB of the command's start).
import { deref, escapePointer, isNode, type Node, operations } from '@siteapi/document';
import { createAjv, type ErrorObject, exemptRequired, type ValidateFunction } from '@siteapi/document/ajv';
import { decodeGetForm } from '@siteapi/runtime/generated';

const BUNDLE_ID = 'urn:siteapi:bundle';

/**
 * Validates raw response bodies against the responses the bundle declares, by `<service>.<operationId>` and status,
 * and the value of a GET form (`?.r=`) against its declared `contentSchema`, which Prism cannot look inside. The
 * bundle is added to ajv whole, and each schema is compiled by its JSON pointer on first use, so `$ref`s into
 * components resolve as in the document.
 */
export class ResponseSchemas {
  // Verbose: a required writeOnly property is left out of answers, a readOnly one out of a GET form (`exemptRequired`).
  private readonly ajv = createAjv({ verbose: true });
  private readonly operations = new Map<string, { pointer: string; op: Node }>();
  /** The GET form of each call that has one (`x-form-of` on a GET), by the call's `<service>.<operationId>`. */
  private readonly getForms = new Map<string, { pointer: string; op: Node }>();
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly bundle: Node) {
    this.ajv.addSchema(bundle, BUNDLE_ID, undefined, false);
    for (const { method, pointer, operation: op, operationId } of operations(bundle)) {
      if (operationId !== undefined) this.operations.set(operationId, { pointer, op });
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

  /** The first way `body` breaks the declared response of that status, or null when it matches (or nothing is declared). */
  check(operationKey: string, status: number, body: unknown): string | null {
    const validate = this.validator(operationKey, status);
    if (!validate || validate(body)) return null;
    return this.describe(validate.errors ?? [], 'response');
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

  /** The first error that counts in this direction, or null when only exempt `required` errors remain. */
  private describe(errors: ErrorObject[], direction: 'request' | 'response'): string | null {
    const counted = errors.filter((e) => !exemptRequired(e, direction, this.bundle));
    return counted.length > 0 ? describe(counted) : null;
  }

  private validator(operationKey: string, status: number): ValidateFunction | null {
    const key = `${operationKey} ${status}`;
    if (this.compiled.has(key)) return this.compiled.get(key)!;
    const found = this.operations.get(operationKey);
    let validate: ValidateFunction | null = null;
    if (found) {
      const responses = (found.op.responses ?? {}) as Node;
      const code =
        String(status) in responses
          ? String(status)
          : `${String(status)[0]}XX` in responses
            ? `${String(status)[0]}XX`
            : 'default' in responses
              ? 'default'
              : undefined;
      if (code) {
        // A response may be a $ref to components/responses: point at its target so the schema's own refs resolve.
        const { value: response, pointer } = deref(this.bundle, responses[code], `${found.pointer}/responses/${escapePointer(code)}`);
        const content = isNode(response) && isNode(response.content) ? response.content : {};
        const media = Object.keys(content).find((m) => m === 'application/json' || m.endsWith('+json'));
        if (media && isNode((content[media] as Node).schema))
          validate = this.ajv.getSchema(`${BUNDLE_ID}#${pointer}/content/${escapePointer(media)}/schema`) ?? null;
      }
    }
    this.compiled.set(key, validate);
    return validate;
  }
}

function describe(errors: ErrorObject[]): string {
  const e = errors.find((x) => x.keyword !== 'oneOf' && x.keyword !== 'anyOf' && x.keyword !== 'if') ?? errors[0];
  if (!e) return 'does not match its schema';
  const extra =
    e.keyword === 'additionalProperties'
      ? ` '${String((e.params as { additionalProperty?: string }).additionalProperty)}'`
      : e.keyword === 'enum'
        ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
        : '';
  return `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${extra}`;
}
