import { type Project, StructureKind, VariableDeclarationKind } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { literalText, type LiteralNames } from './literal-text.ts';
import { docs } from './type-text.ts';
import { addStatements, FILES, print } from './printing.ts';
import type { PlanNames } from './plan-names.ts';

/** generated/<service>/conversion-plans.ts: the conversion plan of each component schema used by a call or event, once. */
export function emitConversionPlans(project: Project, service: IrService, plans: PlanNames, runtime: string): string | undefined {
  // A used plan's own definition may refer to others: close over them, then print dependencies first.
  const needed = new Set(plans.used);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of service.plans) {
      const name = plans.names.get(p.plan)!;
      if (!needed.has(name)) continue;
      const refs: LiteralNames = { names: new Map([...plans.names].filter(([o]) => o !== p.plan)), used: new Set() };
      literalText(p.plan, '', refs);
      for (const dep of refs.used) {
        if (needed.has(dep)) continue;
        needed.add(dep);
        grew = true;
      }
    }
  }
  if (needed.size === 0) return undefined;
  const file = project.createSourceFile(`${service.name}/${FILES.plans}.ts`, '', { overwrite: true });
  file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: ['Plan'], isTypeOnly: true });
  addStatements(
    file,
    service.plans
      .filter((p) => needed.has(plans.names.get(p.plan)!))
      .map((p) => ({
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: docs(`Conversions of \`${p.name}\`.`),
        declarations: [
          {
            name: plans.names.get(p.plan)!,
            type: 'Plan',
            initializer: literalText(p.plan, '', { names: new Map([...plans.names].filter(([o]) => o !== p.plan)), used: new Set() }),
          },
        ],
      })),
  );
  return print(file, service.file);
}
