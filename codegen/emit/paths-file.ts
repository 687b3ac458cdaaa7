import { createRequire } from 'node:module';
import type { GlobalContext, OpenAPI3, SchemaObject } from 'openapi-typescript';
import type { InterfaceDeclaration, TypeElement, TypeNode } from 'typescript';
import type { JsonSchema, OpenApiDocument } from '@siteapi/document';
import { converterTable } from '@siteapi/runtime/generated';
import { pointerOf, refKeys, resolveRef as resolvePointer } from '@siteapi/document';
import { reaches } from '../graph.ts';
import { FILE_IMPORTS } from '../imported-names.ts';
import { converterOf } from '../parse/converter-rules.ts';
import { isRuntimeType, convertedType as sdkTypeOf } from './converter-names.ts';
import { discriminatorsOf } from './paths-discriminators.ts';
import { FileImports } from './file-imports.ts';
import { printStructures } from './structure-printer.ts';

// Required, not imported: Node's ESM loader scans a CommonJS module's whole source for its export names, and for
// typescript.js (9 MB, which openapi-typescript's ESM build imports) that scan costs about 0.6 s of every run. The
// package's CommonJS entry (its `require` export) gives the same functions and loads the same TypeScript. Required on
// first use: its entry loads Redocly's core (about 330 modules, with `typescript` 0.6 s of CPU), which a run that
// writes no paths.ts (the no-change rerun, `--no-paths`) never needs.
const require = createRequire(import.meta.url);
interface Libraries {
  ts: typeof import('typescript');
  openapiTs: typeof import('openapi-typescript');
}
let loaded: Libraries | undefined;
const libraries = (): Libraries => (loaded ??= { ts: require('typescript'), openapiTs: require('openapi-typescript') });

/** Loads openapi-typescript (and `typescript`) now, if not yet loaded. */
export function loadPathsLibraries(): void {
  libraries();
}

const ref = (name: string) => libraries().ts.factory.createTypeReferenceNode(name);

/**
 * The types of converted values, as `siteapiMiddleware` delivers them: the SDK-side type of the runtime's converter
 * table for the converter the schema asks for (the rules the conversion plans read), `| null` where its `type` admits
 * null. Everything else is openapi-typescript's own.
 */
function convertedType(schema: SchemaObject, plain: boolean, used: Set<string>): TypeNode | undefined {
  const alias = (schema as { [ALIAS]?: string })[ALIAS];
  if (alias !== undefined) return ref(alias);
  const converter = converterOf(schema as JsonSchema, { calendarDates: plain, floats: !plain });
  // A value the dialect's validation refuses (`x-media: sound`) names no converter of the table.
  if (converter === undefined || !Object.hasOwn(converterTable(), converter)) return undefined;
  const type = sdkTypeOf(converter);
  if (type === undefined) return undefined;
  if (isRuntimeType(converter)) used.add(type);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  const { factory } = libraries().ts;
  return types.includes('null') ? factory.createUnionTypeNode([ref(type), factory.createLiteralTypeNode(factory.createNull())]) : ref(type);
}

/**
 * Whether a local `$ref`'s target (by its keys) is a schema that is not a component of its own: inside a component
 * schema (`definitions`, `$defs`, `items`, an `allOf` branch, a property), under a `schema` key (a media type's, a
 * parameter's, anywhere in `paths`), or in a place of the document OpenAPI does not define (`#/definitions/...`).
 */
function isInnerSchema(keys: string[], target: unknown): boolean {
  if (keys[0] === 'components') return keys.length > 3 && (keys[1] === 'schemas' || keys.includes('schema'));
  if (keys[0] === 'paths' || keys[0] === 'webhooks') return keys.includes('schema');
  // Only schemas are referred to in such places; a Parameter or a Response Object there is left to openapi-typescript.
  return keys.length > 0 && !!target && typeof target === 'object' && !('in' in target) && !('content' in target);
}

/**
 * The `components` section a local `$ref`'s target (by its keys) is copied to, or undefined where openapi-typescript's
 * own print of the ref compiles: a schema that is not a component of its own, and a Parameter, Request Body, Response
 * or Header Object inside `paths` or `webhooks` (`#/paths/~1a/get/parameters/0`), which it prints as an index into
 * `paths` through optional members (`["parameters"]["query"]`, `["requestBody"]`) that does not compile.
 */
function hoistSection(keys: string[], target: unknown): 'schemas' | 'parameters' | 'requestBodies' | 'responses' | 'headers' | undefined {
  if (isInnerSchema(keys, target)) return 'schemas';
  if (keys[0] !== 'paths' && keys[0] !== 'webhooks') return undefined;
  if (keys.at(-1) === 'requestBody') return 'requestBodies';
  const parent = keys.at(-2);
  return parent === 'parameters' || parent === 'responses' || parent === 'headers' ? parent : undefined;
}

/**
 * What `$ref`s reach anywhere but a component of their own (`#/components/schemas/Account/definitions/ids`,
 * `#/paths/~1pets/post/requestBody/.../schema/properties/owner`, `#/paths/~1pets/get/parameters/0`) copied to its
 * `components` section (`hoistSection`) under the pointer's keys joined by dots (`Account.definitions.ids`; a name
 * taken gets `_2`, `_3`, ...), with the refs pointing there: openapi-typescript prints such a ref as an index into the
 * type of the place (`components["schemas"]["Account"]["definitions"]`), which is not a property of that type (or one
 * that may be undefined) and does not compile.
 */
function hoistInnerRefs(doc: Record<string, unknown>): void {
  const hoisted = new Map<string, string>();
  const components = (doc.components ??= {}) as Record<string, unknown>;
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const obj = node as Record<string, unknown>;
    const ref = obj.$ref;
    const keys = typeof ref === 'string' ? refKeys(ref) : undefined;
    if (typeof ref === 'string' && keys && !(keys[0] === 'components' && keys.length === 3)) {
      const target = resolvePointer(doc, ref);
      const section = target === undefined ? undefined : hoistSection(keys, target);
      if (section) {
        let pointer = hoisted.get(ref);
        if (pointer === undefined) {
          const objects = (components[section] ??= {}) as Record<string, unknown>;
          const base = (keys[0] === 'components' && keys[1] === 'schemas' ? keys.slice(2) : keys).join('.');
          let name: string = base;
          for (let n = 2; Object.hasOwn(objects, name); n++) name = `${base}_${n}`;
          pointer = `#${pointerOf('components', section, name)}`;
          hoisted.set(ref, pointer);
          // The same object, not a copy: the refs inside it are rewritten once, wherever the walk meets it.
          objects[name] = target;
          walk(target);
        }
        obj.$ref = pointer;
      }
    }
    for (const value of Object.values(obj)) walk(value);
  };
  walk(doc.paths);
  walk(doc.webhooks);
  walk(components);
}

/** Whether a schema admits null by itself (`nullable: true`, a `type` list with `null`). */
const isNullable = (s: Record<string, unknown>): boolean => s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'));

/**
 * openapi-typescript (7.13) types an `allOf` member `$ref` whose properties the `allOf`'s `required` names as
 * `WithRequired<Ref, keys>`, with `keys extends keyof Ref`: where the ref's schema is nullable, `Ref` is `{...} | null`,
 * its `keyof` is `never`, and the output does not compile (TS2344). Such a member points to a copy of the schema
 * that is not nullable (`<Name>.notNull`, in the ref's section): within the `allOf`, a value that has those keys is
 * no null anyway.
 */
function nonNullAllOfRefs(doc: Record<string, unknown>): void {
  const copies = new Map<string, string>();
  const seen = new Set<object>();
  const notNull = (ref: string, keys: string[], target: Record<string, unknown>): string => {
    let pointer = copies.get(ref);
    if (pointer === undefined) {
      const section = ((doc.components as Record<string, unknown>)[keys[1]!] ??= {}) as Record<string, unknown>;
      const base = `${keys.slice(2).join('.')}.notNull`;
      let name = base;
      for (let n = 2; Object.hasOwn(section, name); n++) name = `${base}_${n}`;
      const { nullable: _, ...copy } = target;
      if (Array.isArray(copy.type)) copy.type = copy.type.filter((t) => t !== 'null');
      section[name] = copy;
      pointer = `#${pointerOf('components', keys[1]!, name)}`;
      copies.set(ref, pointer);
    }
    return pointer;
  };
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const obj = node as Record<string, unknown>;
    const required = Array.isArray(obj.required) ? (obj.required as unknown[]) : [];
    if (Array.isArray(obj.allOf) && required.length > 0) {
      obj.allOf = obj.allOf.map((member: unknown) => {
        const ref = (member as { $ref?: unknown } | null)?.$ref;
        const keys = typeof ref === 'string' ? refKeys(ref) : undefined;
        // After hoistInnerRefs every schema ref is to a component of its own.
        if (typeof ref !== 'string' || keys?.length !== 3 || keys[0] !== 'components') return member;
        const target = resolvePointer(doc, ref) as Record<string, unknown> | undefined;
        const properties = target?.properties;
        if (!target || !isNullable(target) || !properties || typeof properties !== 'object') return member;
        if (!required.some((key) => typeof key === 'string' && Object.hasOwn(properties, key))) return member;
        return { ...(member as object), $ref: notNull(ref, keys, target) };
      });
    }
    for (const value of Object.values(obj)) walk(value);
  };
  walk(doc.paths);
  walk(doc.webhooks);
  walk(doc.components);
}

/**
 * openapi-typescript (7.13) adds each operation to its `operations` interface by copying every member before it
 * (`members = createNodeArray([...members, next])`): quadratic, about 20 s and most of the garbage collection on a
 * document of 20,000 operations. The footer it pushes that interface into gives it `members` that read as empty and
 * keep what is appended, until `finish` sets them all at once.
 */
function appendOnlyOperations(): { footer: GlobalContext['injectFooter']; finish: () => void } {
  const { ts } = libraries();
  const collected: TypeElement[] = [];
  let node: InterfaceDeclaration | undefined;
  const footer: GlobalContext['injectFooter'] = [];
  footer.push = (...nodes) => {
    for (const n of nodes) {
      if (!node && ts.isInterfaceDeclaration(n) && n.name.text === 'operations') {
        node = n;
        collected.push(...n.members);
        Object.defineProperty(n, 'members', {
          configurable: true,
          get: () => [],
          set: (members: readonly TypeElement[]) => collected.push(...members),
        });
      }
      Array.prototype.push.call(footer, n);
    }
    return footer.length;
  };
  const finish = () => {
    if (node) Object.defineProperty(node, 'members', { configurable: true, writable: true, value: ts.factory.createNodeArray(collected) });
  };
  return { footer, finish };
}

/**
 * openapi-typescript (7.13) gives a schema whose `allOf` has a `$ref` to a schema with a `discriminator`, and that no
 * mapping of it names, the discriminator property as a member of its own (`class: "Name"`), beside the schema's own
 * `properties`: where those also declare that property, the object type has it twice (TS2300, duplicate identifier).
 * The schema's own declaration of it moves to an `allOf` member of its own (the same constraint, in JSON Schema), so
 * the two meet as an intersection. Runs on what `discriminatorsOf` found, once it has patched the document.
 */
function ownDiscriminatorsApart(doc: Record<string, unknown>, found: GlobalContext['discriminators']): void {
  for (const [pointer, discriminator] of Object.entries(found.objects)) {
    if (found.refsHandled.includes(pointer)) continue;
    const schema = resolvePointer(doc, pointer) as Record<string, unknown> | undefined;
    const name = discriminator.propertyName;
    // openapi-typescript adds the member only to a schema with allOf or anyOf and no discriminator of its own.
    if (!schema || typeof schema !== 'object' || schema.discriminator || !(Array.isArray(schema.allOf) || Array.isArray(schema.anyOf))) continue;
    const properties = schema.properties as Record<string, unknown> | undefined;
    if (!properties || typeof properties !== 'object' || !Object.hasOwn(properties, name)) continue;
    const { [name]: own, ...rest } = properties;
    const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
    const member: Record<string, unknown> = { properties: { [name]: own } };
    if (required.includes(name)) member.required = [name];
    schema.properties = rest;
    if (required.includes(name)) schema.required = required.filter((key) => key !== name);
    schema.allOf = [...(Array.isArray(schema.allOf) ? schema.allOf : []), member];
  }
}

/** Marks a schema of the prepared document that stands for a component typed by an alias of its own (`aliasEagerCycles`). */
const ALIAS = Symbol('alias');

/** The keys under which openapi-typescript prints a schema's subschemas outside an object type (unions, intersections, arrays). */
const EAGER_KEYS = ['oneOf', 'anyOf', 'allOf', 'prefixItems', 'items'] as const;

/**
 * openapi-typescript (7.13) types a component as a member of the `components` interface and refers to it as
 * `components["schemas"]["Name"]`: where a component reaches itself outside an object type (`oneOf: [string, array of
 * itself]`), TypeScript resolves the member through itself (TS2502, referenced in its own type annotation), though a type
 * alias may say as much. Each component on such a cycle is typed by an exported alias (`Schema<Name>`) that
 * `aliasDeclarations` writes, and every ref to it (in the document copy) is a schema the `transform` hook prints as
 * the alias. Returns the originals by alias name.
 */
function aliasEagerCycles(doc: Record<string, unknown>): Map<string, { name: string; schema: unknown }> {
  const schemas = ((doc.components as Record<string, unknown> | undefined)?.schemas ?? {}) as Record<string, unknown>;
  const refOf = (name: string) => `#${pointerOf('components', 'schemas', name)}`;
  const eager = new Map<string, Set<string>>();
  for (const [name, schema] of Object.entries(schemas)) {
    const targets = new Set<string>();
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(walk);
      const obj = node as Record<string, unknown>;
      const keys = typeof obj.$ref === 'string' ? refKeys(obj.$ref) : undefined;
      if (keys?.length === 3 && keys[0] === 'components' && keys[1] === 'schemas') targets.add(keys[2]!);
      for (const key of EAGER_KEYS) walk(obj[key]);
    };
    walk(schema);
    eager.set(name, targets);
  }
  const aliases = new Map<string, string>();
  const taken = new Set(['paths', 'webhooks', 'components', '$defs', 'operations', 'WithRequired', ...FILE_IMPORTS.paths.types]);
  for (const name of [...eager.keys()].filter((n) => reaches(n, n, eager))) {
    const base = `Schema${name.replace(/[^A-Za-z0-9_$]/g, '_')}`;
    let alias = base;
    for (let n = 2; taken.has(alias); n++) alias = `${base}_${n}`;
    taken.add(alias);
    aliases.set(refOf(name), alias);
  }
  const originals = new Map<string, { name: string; schema: unknown }>();
  if (aliases.size === 0) return originals;
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const obj = node as Record<string, unknown> & { [ALIAS]?: string };
    const alias = typeof obj.$ref === 'string' ? aliases.get(obj.$ref) : undefined;
    if (alias !== undefined) {
      // The transform hook is asked only about schemas with a type; the keys beside the ref (nullable) still apply.
      delete obj.$ref;
      obj.type = 'object';
      obj[ALIAS] = alias;
    }
    for (const value of Object.values(obj)) walk(value);
  };
  for (const key of Object.keys(doc)) if (key !== 'components') walk(doc[key]);
  for (const [section, objects] of Object.entries(doc.components as Record<string, unknown>)) {
    for (const [name, value] of Object.entries((objects ?? {}) as Record<string, unknown>)) {
      const alias = section === 'schemas' ? aliases.get(refOf(name)) : undefined;
      walk(value);
      if (alias === undefined) continue;
      originals.set(alias, { name, schema: value });
      schemas[name] = { type: 'object', [ALIAS]: alias };
    }
  }
  return originals;
}

/** The aliases of `aliasEagerCycles`, each its component's schema as openapi-typescript prints it. */
function aliasDeclarations(originals: Map<string, { name: string; schema: unknown }>, ctx: GlobalContext): import('typescript').Node[] {
  const { ts, openapiTs } = libraries();
  return [...originals].map(([alias, { name, schema }]) =>
    ts.factory.createTypeAliasDeclaration(
      [ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)],
      alias,
      undefined,
      openapiTs.transformSchemaObject(schema as SchemaObject, { path: `#${pointerOf('components', 'schemas', name)}`, ctx }),
    ),
  );
}

/**
 * A copy of a parsed document (plain objects, arrays and JSON values) to prepare and hand to openapi-typescript,
 * which patches it: what `structuredClone` gives (an object reached twice is copied once and shared), in about half its
 * time on a large document, as it knows the shapes it copies. A `__proto__` key stays a key.
 */
export function copyOf<T>(doc: T): T {
  const copies = new Map<object, unknown>();
  const copy = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const done = copies.get(value);
    if (done !== undefined) return done;
    if (Array.isArray(value)) {
      const out: unknown[] = new Array(value.length);
      copies.set(value, out);
      for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
      return out;
    }
    const out: Record<string, unknown> = {};
    copies.set(value, out);
    for (const key of Object.keys(value)) {
      const item = copy((value as Record<string, unknown>)[key]);
      if (key === '__proto__') Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
      else out[key] = item;
    }
    return out;
  };
  return copy(doc) as T;
}

/**
 * openapi-typescript's statements for `paths.ts` (`paths`, `components`, `operations` and the aliases of
 * `aliasEagerCycles`) of the service's own document, with the runtime types the `transform` hook used, or where and
 * why openapi-typescript threw on it.
 */
export function pathsStatements(
  doc: OpenApiDocument,
  plain: boolean,
): { statements: import('typescript').Node[]; used: Set<string> } | { skipped: { pointer: string; reason: string } } {
  const { resolveRef, transformSchema } = libraries().openapiTs;
  const copy = copyOf(doc) as unknown as Record<string, unknown>;
  hoistInnerRefs(copy);
  nonNullAllOfRefs(copy);
  const aliased = aliasEagerCycles(copy);
  const schema = copy as unknown as OpenAPI3;
  const used = new Set<string>();
  const operations = appendOnlyOperations();
  const injectFooter = operations.footer;
  const transform: GlobalContext['transform'] = (s) => convertedType(s, plain, used);
  const discriminators = discriminatorsOf(schema);
  ownDiscriminatorsApart(copy, discriminators);
  const ctx: GlobalContext = {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: true,
    discriminators,
    emptyObjectsUnknown: false,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter,
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    redoc: undefined as never,
    silent: true,
    inject: undefined,
    transform,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve: <T>($ref: string) => resolveRef<T>(schema, $ref, { silent: true }),
  };
  try {
    const nodes = transformSchema(schema, ctx);
    operations.finish();
    return { statements: [...nodes, ...aliasDeclarations(aliased, ctx)], used };
  } catch (error) {
    return skippedBy(error);
  }
}

/** A schema openapi-typescript cannot read (its message starts with the place): the file is skipped, not the run. */
function skippedBy(error: unknown): { skipped: { pointer: string; reason: string } } {
  const message = String((error as Error)?.message ?? error).split('\n')[0]!;
  const place = /^#(\/[^:\s]*): /.exec(message);
  return { skipped: { pointer: place?.[1] ?? '', reason: place ? message.slice(place[0].length) : message } };
}

/**
 * `<service>/paths.ts`: openapi-typescript's `paths`, `components` and `operations` of the service's own document
 * (its published paths, not the mock bundle's), so `createClient<paths>()` of openapi-fetch is typed for every call.
 * Made with openapi-typescript's Node API (`transformSchema`, from the package's entry) from the document already
 * parsed and bundled, so nothing is read or validated twice, and printed by its `astToString` (TypeScript's printer):
 * the one printer of these nodes, whose emit state only TypeScript can read. A document openapi-typescript throws on
 * gets no paths.ts (nothing imports it): `skipped` says where and why.
 */
export function emitPathsFile(
  doc: OpenApiDocument,
  header: string,
  runtime: string,
  plain: boolean,
): { text: string } | { skipped: { pointer: string; reason: string } } {
  const made = pathsStatements(doc, plain);
  if ('skipped' in made) return made;
  let body: string;
  try {
    body = libraries().openapiTs.astToString(made.statements);
  } catch (error) {
    return skippedBy(error);
  }
  // The file's symbol registry writes its import, as every file's; the structure printer prints it.
  const imports = printStructures(new FileImports('paths', runtime).types(made.used).declarations());
  return { text: `${header}\n${imports === '' ? '' : `${imports}\n\n`}${body}` };
}
