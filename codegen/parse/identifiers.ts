// The one rule for spec text that becomes a TypeScript name in generated code (a const, a parameter, a type, a
// module object's key). A spec is untrusted: such text is checked here, in the parse stage, and never emitted
// otherwise; anything else from a spec reaches generated code only as a quoted literal or inside a doc comment.

/** ASCII letters, digits, `_` and `$`, not starting with a digit. */
export const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Words that cannot name a declaration or a parameter (ECMAScript reserved and strict-mode words). */
const RESERVED = new Set([
  'arguments',
  'await',
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'eval',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'implements',
  'import',
  'in',
  'instanceof',
  'interface',
  'let',
  'new',
  'null',
  'package',
  'private',
  'protected',
  'public',
  'return',
  'static',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
]);
/** TypeScript's own type names, which cannot name an interface or a type alias. */
const TYPE_RESERVED = new Set(['any', 'bigint', 'boolean', 'never', 'number', 'object', 'string', 'symbol', 'undefined', 'unknown']);

/** What is wrong with `name` as a value name (`value`) or a type name (`type`); undefined when it is fine. */
export function identifierProblem(name: unknown, kind: 'value' | 'type' = 'value'): string | undefined {
  if (typeof name !== 'string' || !IDENTIFIER.test(name)) {
    return `${JSON.stringify(name)} cannot be a TypeScript name: use ASCII letters, digits, _ and $, not starting with a digit`;
  }
  if (RESERVED.has(name) || (kind === 'type' && TYPE_RESERVED.has(name))) return `'${name}' is a reserved word in TypeScript; choose another name`;
  return undefined;
}
