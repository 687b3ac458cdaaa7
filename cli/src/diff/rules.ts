/**
 * Every kind of change the diff reports, and whether it breaks, by direction. `request` is what callers send
 * (parameters, request bodies): narrowing it breaks callers. `response` is what callers read (response bodies,
 * event payloads): widening it, or taking something away, breaks readers. `operation` is the call itself.
 * The table is the single place that decides; README.md ("Breaking-change report") repeats it for readers.
 */
export type Direction = 'operation' | 'request' | 'response';

export interface Rule {
  /** Breaking in that direction; a direction the kind never occurs in is absent. */
  operation?: boolean;
  request?: boolean;
  response?: boolean;
  why: string;
}

export const RULES = {
  'operation-removed': { operation: true, why: 'its callers fail' },
  'operation-added': { operation: false, why: 'nobody calls it yet' },
  'path-changed': { operation: true, why: 'requests go to a path that no longer exists' },
  'method-changed': { operation: true, why: 'requests use a method the path no longer serves' },
  'sdk-name-changed': { operation: true, why: 'the generated call moves (operationId, x-method or x-module): code that calls it stops compiling' },
  'arguments-changed': { operation: true, why: 'positional arguments were removed, reordered or renamed, or a field moved to another argument' },
  'argument-added': { operation: false, why: 'a new trailing argument; existing calls still compile' },
  'success-status-changed': { response: true, why: 'callers that check the status see another one' },
  'parameter-removed': { request: true, why: 'callers that pass it stop compiling, and the server ignores it' },
  'parameter-added': { request: false, why: 'optional: existing calls need not send it' },
  'parameter-required': { request: true, why: 'existing calls do not send it' },
  'parameter-optional': { request: false, why: 'existing calls send it anyway' },
  'parameter-moved': { request: true, why: 'callers send it where it is no longer read (query, header, path)' },
  'body-required': { request: true, why: 'existing calls send no body' },
  'field-removed': { request: true, response: true, why: 'readers lose a value they use; callers that set it stop compiling and the server drops it' },
  'field-renamed': { request: true, response: true, why: 'a removal under the old name' },
  'read-only-field-removed': { request: false, response: true, why: 'readers lose a value they use; no caller could send it (readOnly)' },
  'write-only-field-removed': { request: true, response: false, why: 'callers that set it stop compiling; no reader ever got it (writeOnly)' },
  'field-added': { request: false, response: false, why: 'an optional request field, or a new value readers may ignore' },
  'field-required': { request: true, response: false, why: 'callers must now send it; readers just always get it' },
  'field-optional': { request: false, response: true, why: 'readers may now get undefined; callers may just leave it out' },
  'type-changed': { request: true, response: true, why: 'neither side accepts what the other sends' },
  'type-narrowed': { request: true, response: false, why: 'fewer values accepted: some existing calls are rejected; readers get a subset' },
  'type-widened': { request: false, response: true, why: 'more values: readers may get one they cannot handle; callers are unaffected' },
  'constraint-tightened': { request: true, response: false, why: 'a smaller range, length, size or a pattern: some existing calls are rejected' },
  'constraint-loosened': { request: false, response: false, why: 'more values accepted' },
  'conversion-changed': {
    request: true,
    response: true,
    why: 'the SDK type changes (a date-time format or an x- conversion added or removed: Date vs string, media references, ...)',
  },
  'enum-value-removed': { request: true, response: true, why: 'callers that send it are rejected; code that names the constant stops compiling' },
  'enum-value-added': {
    request: false,
    response: false,
    why: 'compatible by the platform convention: readers must handle unknown values (use --strict-enums to count it for exhaustive switches)',
  },
  'error-code-added': { operation: false, why: 'callers must already handle errors they do not know' },
  'error-code-removed': { operation: false, why: 'the call no longer fails that way: handling it is dead code' },
  'error-code-changed': {
    operation: true,
    why: 'a code callers match on got another status or client code, or was replaced by another code of the same status',
  },
  'event-removed': { operation: true, why: 'handlers registered for it never run, and their registration stops compiling' },
  'event-added': { operation: false, why: 'nobody handles it yet' },
} as const satisfies Record<string, Rule>;

export type ChangeKind = keyof typeof RULES;

export interface DiffOptions {
  /** Count an enum value added to a response as breaking (readers with exhaustive switches). */
  strictEnums?: boolean;
}

export function isBreaking(kind: ChangeKind, direction: Direction, options: DiffOptions = {}): boolean {
  if (kind === 'enum-value-added' && direction === 'response' && options.strictEnums) return true;
  const rule: Rule = RULES[kind];
  const verdict = rule[direction];
  if (verdict === undefined) throw new Error(`change kind ${kind} does not occur in the ${direction} direction`);
  return verdict;
}
