import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { literalText } from './literal-text.ts';
import { docs, propertyStructures, referencedNames, typeText } from './type-text.ts';
import { FILES, printFile, serviceConst, spaced } from './printing.ts';
import { FileImports } from './file-imports.ts';
import type { PlanNames } from './plan-names.ts';

/** generated/<service>/webhook-events.ts: payload types and typed handler registration per webhook. */
export function emitWebhookEvents(service: IrService, plans: PlanNames, runtime: string): string {
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
  const imports = new FileImports('webhookEvents', runtime);
  if (service.events.length > 0) {
    imports.values(['defineEvent']).typesUsed(used, local, FILES.types);
    plans.importInto(refs, imports);
    imports.fromFile(FILES.service, [serviceConst(service)]);
  }
  return printFile(`${service.name}/${FILES.events}.ts`, [...imports.declarations(), ...spaced(statements)], service.file);
}
