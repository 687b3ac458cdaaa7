import { type Project, StructureKind, VariableDeclarationKind, type StatementStructures } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { docs, literal, propertyName, propertyStructures, referencedNames, RUNTIME_TYPES, typeWriter } from './type-text.ts';
import { addStatements, FILES, importTypes, print } from './printing.ts';

/** generated/<service>/schema-types.ts: enumerations as const objects with union types, and every component schema. */
export function emitSchemaTypes(project: Project, service: IrService, runtime: string): string {
  const file = project.createSourceFile(`${service.name}/${FILES.types}.ts`, '', { overwrite: true });
  const used = new Set<string>();
  for (const t of service.types) referencedNames(t.type, used);
  importTypes(file, used, new Set(service.types.map((t) => t.name)), RUNTIME_TYPES, runtime);
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
    } else if (t.type.kind === 'object' && t.type.properties.length > 0 && !t.type.additional) {
      statements.push({
        kind: StructureKind.Interface,
        isExported: true,
        name: t.name,
        docs: docs(t.description),
        properties: propertyStructures(t.type.properties),
      });
    } else {
      statements.push({ kind: StructureKind.TypeAlias, isExported: true, name: t.name, docs: docs(t.description), type: typeWriter(t.type) });
    }
  }
  addStatements(file, statements);
  return print(file, service.file);
}
