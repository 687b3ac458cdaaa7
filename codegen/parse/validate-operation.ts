import { identifierProblem } from './identifiers.ts';
import { reservedValues, SERVICE_FILE_NAMES } from '../naming.ts';
import type { OpenApiDocument, OperationObject } from '@siteapi/document';

// The Operation Object of a platform document: what makes it a call of the SDK (its names, module, arguments), and
// the error codes and events it names.

type At = (pointer: string, message: string) => void;

/** One operation as the checks see it: where it is and how problems name it (`GET /posts`). */
export interface OperationPlace {
  op: OperationObject;
  method: string;
  pointer: string;
  label: string;
}

/** What the checks of a document's calls remember across them: SDK methods (`module.method`), module file names. */
export interface CallNames {
  /** `module.method` → the call that has it. */
  sdk: Map<string, string>;
  /** A module's file name lower-cased → the module's spelling (case-insensitive file systems hold one of both). */
  moduleFiles: Map<string, string>;
  /** The values generated files import or declare beside the calls (naming.ts's `reservedValues`): no call or module may be named so. */
  imported: ReadonlySet<string>;
}

export const callNames = (service = ''): CallNames => ({ sdk: new Map(), moduleFiles: new Map(), imported: new Set(reservedValues(service)) });

/**
 * The names a call becomes in generated code, its module and arguments, `x-idempotent` off GETs, one SDK method per
 * `module.method` of the document, and one spelling per module file name (`names` remembers them across the calls).
 */
export function checkCall({ op, method, pointer, label }: OperationPlace, names: CallNames, at: At): void {
  const sdkNames = names.sdk;
  if (!op.operationId) at(pointer, `${label}: operationId is required (the platform SDK's method name)`);
  // Each of these becomes a name in generated code.
  for (const [where, name] of [
    ['operationId', op.operationId],
    ['x-method', op['x-method']],
    ['x-module', op['x-module']],
  ] as const) {
    const problem = name === undefined ? undefined : identifierProblem(name);
    if (problem) at(`${pointer}/${where}`, `${label}: ${where} ${problem}`);
    else if (where !== 'x-method' && typeof name === 'string' && names.imported.has(name))
      at(`${pointer}/${where}`, `${label}: ${where} '${name}' is taken by what the generated files import or declare beside the calls; choose another`);
  }
  (Array.isArray(op['x-arguments']) ? op['x-arguments'] : []).forEach((arg, i) => {
    const problem = identifierProblem(arg?.name);
    if (problem) at(`${pointer}/x-arguments/${i}/name`, `${label}: argument name ${problem}`);
  });
  const module = op['x-module'];
  if (!module) at(pointer, `${label}: x-module is required`);
  else if (typeof module === 'string') {
    const file = module.toLowerCase();
    const other = names.moduleFiles.get(file);
    if (SERVICE_FILE_NAMES.has(file)) at(`${pointer}/x-module`, `${label}: '${module}' is reserved for the service's ${file}.ts; choose another module name`);
    else if (other !== undefined && other !== module)
      at(
        `${pointer}/x-module`,
        `${label}: module '${module}' differs from module '${other}' only in case (one file on case-insensitive file systems); spell both alike`,
      );
    else names.moduleFiles.set(file, module);
  }
  if (!op['x-arguments']) at(pointer, `${label}: x-arguments is required (the SDK method's positional arguments)`);
  // Retries cover every GET already; on a GET the mark would suggest the others are not safe.
  if (op['x-idempotent'] !== undefined && method === 'get')
    at(`${pointer}/x-idempotent`, `${label}: x-idempotent is for calls of other methods (every GET is retried as safe to send again)`);
  const sdkName = `${op['x-module']}.${op['x-method'] ?? op.operationId}`;
  if (sdkNames.has(sdkName)) at(pointer, `${label}: ${sdkName} is also the method of ${sdkNames.get(sdkName)}; give one an x-method or another module`);
  else sdkNames.set(sdkName, label);
}

/** Each `x-errors` code is in the document's error catalogue, each `x-emits` event one of its webhooks. */
export function checkErrorsAndEvents(doc: OpenApiDocument, { op, pointer, label }: OperationPlace, at: At): void {
  const catalogue = doc['x-error-catalogue'] ?? {};
  for (const [i, code] of (op['x-errors'] ?? []).entries()) {
    if (!Object.hasOwn(catalogue, code)) at(`${pointer}/x-errors/${i}`, `${label}: error code '${code}' is not in x-error-catalogue`);
  }
  for (const [i, name] of (op['x-emits'] ?? []).entries()) {
    if (!Object.hasOwn(doc.webhooks ?? {}, name)) at(`${pointer}/x-emits/${i}`, `${label}: event '${name}' is not one of the document's webhooks`);
  }
}
