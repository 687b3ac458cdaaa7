import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv, escapePointer, HTTP_METHODS, resolveRef } from '@siteapi/codegen';

type Node = Record<string, unknown>;
const BUNDLE_ID = 'urn:siteapi:bundle';
const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Validates raw response bodies against the responses the bundle declares, by `<service>.<operationId>` and status.
 * The bundle is added to ajv whole, and each response schema is compiled by its JSON pointer on first use, so
 * `$ref`s into components resolve as in the document.
 */
export class ResponseSchemas {
  private readonly ajv = createAjv();
  private readonly operations = new Map<string, { pointer: string; op: Node }>();
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly bundle: Node) {
    this.ajv.addSchema(bundle, BUNDLE_ID, undefined, false);
    for (const [p, item] of Object.entries((bundle.paths as Node | undefined) ?? {})) {
      if (!isNode(item)) continue;
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (isNode(op) && typeof op.operationId === 'string') this.operations.set(op.operationId, { pointer: `/paths/${escapePointer(p)}/${method}`, op });
      }
    }
  }

  /**
   * Whether an operation declares no success answer but this error status (`405` or `4XX`): such a call (an
   * outside document's Petstore `addPet` declares only `405`) is right to answer it.
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
    return describe(validate.errors ?? []);
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
        let pointer = `${found.pointer}/responses/${escapePointer(code)}`;
        let response = responses[code];
        if (isNode(response) && typeof response.$ref === 'string') {
          pointer = response.$ref.slice(1);
          response = resolveRef(this.bundle, response.$ref);
        }
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
