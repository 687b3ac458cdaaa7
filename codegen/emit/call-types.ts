import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures } from 'ts-morph';
import type { IrOperation, IrService } from '../ir/types.ts';
import { type LiteralNames, literalText } from './literal-text.ts';
import { docs, objectTypeText, propertyName, propertyStructures, referencedNames, typeText } from './type-text.ts';

// The types a call declares in its module file: named arguments, its result, its callbacks (and their readers),
// its error answers.

/** The type names a module file declares (`local`) and the ones its types refer to (`used`), which it imports. */
export interface TypeNames {
  local: Set<string>;
  used: Set<string>;
}

/** An interface for an options object, an alias for any other argument that has a name of its own. */
export function argumentTypes(op: IrOperation, names: TypeNames): StatementStructures[] {
  const statements: StatementStructures[] = [];
  for (const arg of op.args) {
    if (!arg.typeName) {
      referencedNames(arg.type, names.used);
      continue;
    }
    names.local.add(arg.typeName);
    referencedNames(arg.type, names.used);
    const argDocs = docs(arg.description ?? `Argument \`${arg.name}\` of {@link ${op.operationId}}.`);
    statements.push(
      arg.properties
        ? {
            kind: StructureKind.Interface,
            isExported: true,
            name: arg.typeName,
            docs: argDocs,
            properties: propertyStructures(arg.properties.map((p) => ({ name: p.name, type: p.type, required: p.required, description: p.description }))),
          }
        : { kind: StructureKind.TypeAlias, isExported: true, name: arg.typeName, docs: argDocs, type: typeText(arg.type) },
    );
  }
  return statements;
}

/** The call's result type, unless it is a component's (then only named): an interface for a plain object, else an alias. */
export function responseType(service: IrService, op: IrOperation, names: TypeNames): StatementStructures[] {
  // A call that answers only a stream has no answer type of its own: its items have one (streamItemType).
  if (op.stream?.only) return [];
  const isComponent = service.types.some((t) => t.name === op.response.typeName);
  if (isComponent) {
    names.used.add(op.response.typeName);
    return [];
  }
  names.local.add(op.response.typeName);
  referencedNames(op.response.type, names.used);
  const t = op.response.type;
  return [
    t.kind === 'object' && t.properties.length > 0 && !t.additional
      ? {
          kind: StructureKind.Interface,
          isExported: true,
          name: op.response.typeName,
          docs: docs(`Result of {@link ${op.operationId}}.`),
          properties: propertyStructures(t.properties),
        }
      : {
          kind: StructureKind.TypeAlias,
          isExported: true,
          name: op.response.typeName,
          docs: docs(`Result of {@link ${op.operationId}}.`),
          type: typeText(t),
        },
  ];
}

/** A streamed answer's item type, unless it is a component's (then only named). */
export function streamItemType(op: IrOperation, names: TypeNames): StatementStructures[] {
  const stream = op.stream;
  if (!stream) return [];
  referencedNames(stream.itemType, names.used);
  if (!stream.declared) {
    names.used.add(stream.itemTypeName);
    return [];
  }
  names.local.add(stream.itemTypeName);
  const t = stream.itemType;
  const itemDocs = docs(`One item of the stream {@link ${op.operationId}} answers (\`${stream.mediaType}\`).`);
  return [
    t.kind === 'object' && t.properties.length > 0 && !t.additional
      ? { kind: StructureKind.Interface, isExported: true, name: stream.itemTypeName, docs: itemDocs, properties: propertyStructures(t.properties) }
      : { kind: StructureKind.TypeAlias, isExported: true, name: stream.itemTypeName, docs: itemDocs, type: typeText(t) },
  ];
}

/** Each callback's payload type, then each one's `read<Type>`, which converts the parsed body (dates, media). */
export function callbackStatements(op: IrOperation, names: TypeNames, refs: LiteralNames): StatementStructures[] {
  const statements: StatementStructures[] = [];
  for (const cb of op.callbacks ?? []) {
    names.local.add(cb.typeName);
    referencedNames(cb.type, names.used);
    statements.push({
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: cb.typeName,
      docs: docs(`What {@link ${op.operationId}}'s server sends your server (callback \`${cb.name}\`: \`${cb.method} ${cb.expression}\`).`),
      type: typeText(cb.type),
    });
  }
  for (const cb of op.callbacks ?? []) {
    // The body as your server receives it, parsed: converted to the SDK types its type names (dates, media).
    statements.push({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs(`Converts the parsed JSON body of callback \`${cb.name}\` to {@link ${cb.typeName}}.`),
      declarations: [
        {
          name: `read${cb.typeName}`,
          initializer: `(body: unknown): ${cb.typeName} => ${cb.plan && Object.keys(cb.plan).length > 0 ? `decodeResponse(body, ${literalText(cb.plan, '', refs)}) as ${cb.typeName}` : `body as ${cb.typeName}`}`,
        },
      ],
    });
  }
  return statements;
}

/** The error answers by status, for `isApiError<E, 404>(e, 404)`. */
export function errorAnswersType(op: IrOperation, names: TypeNames): StatementStructures[] {
  const errorAnswers = op.errorAnswers;
  if (!errorAnswers) return [];
  names.local.add(errorAnswers.typeName);
  for (const a of errorAnswers.answers) referencedNames(a.type, names.used);
  return [
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: errorAnswers.typeName,
      docs: docs(`Error answers of {@link ${op.operationId}} by status: \`isApiError<${errorAnswers.typeName}, 404>(e, 404)\` types \`e.data\`.`),
      // Statuses as number keys (`404`), so `isApiError<E, 404>(e, 404)` takes the number; `'4XX'` and `default` as names.
      type: objectTypeText(errorAnswers.answers.map((a) => `${/^\d+$/.test(a.status) ? a.status : propertyName(a.status)}: ${typeText(a.type)};`).join('\n')),
    },
  ];
}

/** Every type a call declares, in file order; its query builder's items and unwrapped result are only referred to. */
export function callTypes(service: IrService, op: IrOperation, names: TypeNames, refs: LiteralNames): StatementStructures[] {
  const statements = [...argumentTypes(op, names), ...responseType(service, op, names), ...streamItemType(op, names)];
  if (op.queryBuilder) referencedNames(op.queryBuilder.itemType, names.used);
  if (typeof op.paging === 'object') referencedNames(op.paging.itemType, names.used);
  if (op.unwrap) referencedNames(op.unwrap.type, names.used);
  return [...statements, ...callbackStatements(op, names, refs), ...errorAnswersType(op, names)];
}
