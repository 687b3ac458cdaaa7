// The one place where text becomes a name in generated code: services, modules, calls, types, the root index's
// imports and exports. Every name comes out a valid identifier that no reserved word, global the generated files
// use, or name they import can clash with, and a scope (`Names`) hands each one out once, in the order asked, so
// the same document always gives the same names.
import { importedBy } from './imported-names.ts';
import { IDENTIFIER, identifierProblem } from './parse/identifiers.ts';

/**
 * Globals a generated file may refer to or a reader expects to mean the built-in: TypeScript's standard types (the
 * converted `Date`, `Blob` for bytes, `Record` and `Array` in type text, the utility types) and the web platform's
 * request types. A declaration of one of these would shadow it in its file.
 */
export const GLOBAL_TYPES: ReadonlySet<string> = new Set([
  'Array',
  'ArrayBuffer',
  'ArrayLike',
  'Awaited',
  'BigInt',
  'Blob',
  'Boolean',
  'DataView',
  'Date',
  'Error',
  'Exclude',
  'Extract',
  'File',
  'Function',
  'Headers',
  'InstanceType',
  'Iterable',
  'JSON',
  'Map',
  'Math',
  'NonNullable',
  'Number',
  'Object',
  'Omit',
  'Parameters',
  'Partial',
  'Pick',
  'Promise',
  'PromiseLike',
  'Readonly',
  'ReadonlyArray',
  'ReadonlyMap',
  'ReadonlySet',
  'Record',
  'RegExp',
  'Request',
  'Required',
  'Response',
  'ReturnType',
  'Set',
  'String',
  'Symbol',
  'URL',
  'URLSearchParams',
  'Uint8Array',
  'WeakMap',
  'WeakSet',
]);

/**
 * What the files that declare or import the service's types (`schema-types.ts`, module files, `webhook-events.ts`,
 * `service-info.ts`) import from a package, values and types: a type of the same name would clash with the import
 * (`PagedCall`, `ImageRef`; `paginate` too, which a module file imports as a value beside the schema types).
 */
export const TYPE_FILE_IMPORTS: ReadonlySet<string> = new Set(importedBy('schemaTypes', 'module', 'webhookEvents', 'serviceInfo'));

/**
 * The values a call, an event or a module may not be named: what module files, `webhook-events.ts` and
 * `mock-handlers.ts` import from a package (the runtime's call makers, the features calls name, the converters; the
 * mock's helpers), the service's `ServiceInfo` they import, its error catalogue (the service's index exports it beside
 * the calls) and the names `mock-handlers.ts` declares beside the calls it imports.
 */
export function reservedValues(service: string): string[] {
  const mocks = mockNames(service);
  return [...importedBy('module', 'webhookEvents', 'mockHandlers'), serviceConstName(service), serviceErrorsName(service), mocks.handlers, mocks.calls];
}

/** Module names that are files of the service's own (`index.ts`, `paths.ts`): no module may be named so. */
export const SERVICE_FILE_NAMES: ReadonlySet<string> = new Set(['index', 'paths']);

/** The `ServiceInfo` constant of a service: `pricing-plans` → `pricingPlansService`. */
export function serviceConstName(service: string): string {
  return `${camelName(service)}Service`;
}

/** The constant of a service's error catalogue: `pricing-plans` → `pricingPlansErrors`. */
export function serviceErrorsName(service: string): string {
  return `${camelName(service)}Errors`;
}

/** What a service's `mock-handlers.ts` declares: `blog` → `blogHandlers` (msw handlers), `blogMocks` (one mock per call). */
export function mockNames(service: string): { handlers: string; calls: string } {
  return { handlers: `${camelName(service)}Handlers`, calls: `${camelName(service)}Mocks` };
}

/** The words of any text: `get-pets`, `Pets_List`, `GET /pets/{id}`, `Example API 2.0` → their letters and digits. */
export function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
}

/** A valid identifier from `joined`: a leading digit gets a `_`, empty text the fallback. */
function identifierOf(joined: string, fallback: string): string {
  if (joined === '') return fallback;
  return /^[0-9]/.test(joined) ? `_${joined}` : joined;
}

/**
 * A value name: `pricing-plans` → `pricingPlans`, `example-api-2-0` → `exampleApi20`, `123abc` → `_123abc`. The
 * first word keeps its case and each later word is capitalized, so names already in camelCase stay as they are.
 */
export function camelName(text: string, fallback = 'api'): string {
  const parts = words(text);
  return identifierOf(parts.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join(''), fallback);
}

/**
 * A call's or a module's name from any text, its words lower-cased and joined: `GET /pets/{id}` → `getPetsId`,
 * `Pets_List` → `petsList`, `getHTTPStatus` → `getHttpStatus`; a reserved word gets a `_`, a leading digit one before.
 */
export function memberName(text: string, fallback: string): string {
  const parts = words(text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2'));
  const name = identifierOf(parts.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join(''), fallback);
  return identifierProblem(name) === undefined ? name : `${name}_`;
}

/** A type name: `post-count_stats` → `PostCountStats`, `123abc` → `_123abc`. */
export function pascalName(text: string, fallback = 'Type'): string {
  return identifierOf(
    words(text)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(''),
    fallback,
  );
}

/**
 * A scope of names (one file, or files whose exports meet in one `export *`): each name is handed out once. A
 * wanted name that is not an identifier loses its other characters; one that is a reserved word, a global of
 * `GLOBAL_TYPES` or another reserved name gets a `_`; one already taken a number (`Pet2`, `Pet3`, …). In a scope of
 * file names (`files`), a name is taken by any that differs from it only in case: `emailTemplates.ts` and
 * `emailtemplates.ts` are one file on case-insensitive file systems, and TypeScript refuses them in one program.
 */
export class Names {
  private readonly taken = new Set<string>();
  private readonly reserved: ReadonlySet<string>;
  constructor(
    reserved: Iterable<string> = [],
    private readonly kind: 'value' | 'type' = 'type',
    private readonly files = false,
  ) {
    this.reserved = new Set(reserved);
  }

  /** The name `wanted` becomes in this scope, now taken. */
  take(wanted: string): string {
    let base = IDENTIFIER.test(wanted) ? wanted : identifierOf(wanted.replace(/[^A-Za-z0-9_$]/g, '_'), '_');
    if (this.isReserved(base)) base = `${base}_`;
    let name = base;
    for (let n = 2; this.has(name) || this.isReserved(name); n++) name = `${base}${n}`;
    this.claim(name);
    return name;
  }

  /** Marks a name as taken without asking for it (a name the file declares on its own). */
  claim(name: string): void {
    this.taken.add(this.key(name));
  }

  has(name: string): boolean {
    return this.taken.has(this.key(name));
  }

  private key(name: string): string {
    return this.files ? name.toLowerCase() : name;
  }

  private isReserved(name: string): boolean {
    return this.reserved.has(name) || (this.kind === 'type' && GLOBAL_TYPES.has(name)) || identifierProblem(name, this.kind) !== undefined;
  }
}

/**
 * The type names of a document's component schemas, handed out in one scope with what generated files import, in
 * sorted order so that a document always gives the same names.
 */
export function componentTypeNames(components: Iterable<string>, scope: Names = new Names(TYPE_FILE_IMPORTS)): Map<string, string> {
  return new Map([...components].sort().map((c) => [c, scope.take(c)]));
}
