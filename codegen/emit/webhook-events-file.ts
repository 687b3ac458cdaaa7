import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { literalText } from './literal-text.ts';
import { docs, propertyStructures, referencedNames, typeText } from './type-text.ts';
import { packageImports } from '../imported-names.ts';
import { FILES, importDeclaration, importTypes, printFile, serviceConst, spaced, type Statements, type ProjectRef } from './printing.ts';
import type { PlanNames } from './plan-names.ts';

/** generated/<service>/webhook-events.ts: payload types and typed handler registration per webhook. */
export function emitWebhookEvents(project: ProjectRef, service: IrService, plans: PlanNames, runtime: string): string {
  const refs = plans.forFile();
  const used = new Set<string>();
  const local = new Set<string>();
  const statements: StatementStructures[] = [];
  for (const ev of service.events) {
    let payload: string;
    if (ev.payload.kind === 'ref') {
      payload = ev.payload.name;
      used.add(payload);
    } else {
      payload = ev.typeName!;
      local.add(payload);
      referencedNames(ev.payload, used);
      const t = ev.payload;
      statements.push(
        t.kind === 'object' && t.properties.length > 0 && !t.additional
          ? { kind: StructureKind.Interface, isExported: true, name: payload, docs: docs(ev.description), properties: propertyStructures(t.properties) }
          : { kind: StructureKind.TypeAlias, isExported: true, name: payload, docs: docs(ev.description), type: typeText(t) },
      );
    }
    statements.push({
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs([ev.description, `Event type \`${ev.type}\`.`].filter(Boolean).join('\n\n')),
      declarations: [
        {
          name: ev.operationId,
          initializer: `/* @__PURE__ */ defineEvent<${payload}>(${serviceConst(service)}, ${literalText({ module: ev.module, name: ev.operationId, type: ev.type, plan: ev.plan }, '', refs)})`,
        },
      ],
    });
  }
  const imports: Statements =
    service.events.length > 0
      ? [
          importDeclaration({ moduleSpecifier: runtime, namedImports: packageImports('webhookEvents', ['defineEvent'], 'values') }),
          ...importTypes('webhookEvents', used, local, runtime),
          ...plans.importInto(refs),
          importDeclaration({ moduleSpecifier: `./${FILES.service}.js`, namedImports: [serviceConst(service)] }),
        ]
      : [];
  return printFile(project, `${service.name}/${FILES.events}.ts`, [...imports, ...spaced(statements)], service.file);
}
