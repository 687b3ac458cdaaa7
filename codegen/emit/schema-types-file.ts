import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures } from 'ts-morph';
import { declaredAsInterface } from '../ir/alias-recursion.ts';
import type { IrService, IrType } from '../ir/types.ts';
import { docs, literal, propertyName, propertyStructures, referencedNames, typeText } from './type-text.ts';
import { FILES, printFile, spaced } from './printing.ts';
import { FileImports } from './file-imports.ts';

/** generated/<service>/schema-types.ts: enumerations as const objects with union types, and every component schema. */
export function emitSchemaTypes(service: IrService, runtime: string): string {
  const used = new Set<string>();
  for (const t of service.types) {
    referencedNames(t.type, used);
    if (t.writable) referencedNames(t.writable, used);
  }
  const local = new Set(service.types.flatMap((t) => (t.writableName ? [t.name, t.writableName] : [t.name])));
  const imports = new FileImports('schemaTypes', runtime).typesUsed(used, local, FILES.types).declarations();
  const statements: StatementStructures[] = [];
  for (const t of service.types) {
    if (t.enumValues) {
      statements.push({
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: docs(t.description),
        declarations: [{ name: t.name, initializer: `{\n${t.enumValues.map((v) => `  ${propertyName(v)}: ${literal(v)},`).join('\n')}\n} as const` }],
      });
      statements.push({
        kind: StructureKind.TypeAlias,
        isExported: true,
        name: t.name,
        type: `(typeof ${t.name})[keyof typeof ${t.name}]`,
        docs: docs(t.description),
      });
    } else {
      statements.push(declaration(t.name, t.type, t.description));
    }
    if (t.writable && t.writableName)
      statements.push(declaration(t.writableName, t.writable, `{@link ${t.name}} as a request sends it: without the fields the server sets (readOnly).`));
  }
  return printFile(`${service.name}/${FILES.types}.ts`, [...imports, ...spaced(statements)], service.file);
}

/** An interface for a plain object type, else a type alias. */
function declaration(name: string, type: IrType, description: string | undefined): StatementStructures {
  if (declaredAsInterface(type)) {
    return { kind: StructureKind.Interface, isExported: true, name, docs: docs(description), properties: propertyStructures(type.properties) };
  }
  return { kind: StructureKind.TypeAlias, isExported: true, name, docs: docs(description), type: typeText(type) };
}
