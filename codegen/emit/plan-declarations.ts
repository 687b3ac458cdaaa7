import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures, VariableStatementStructure } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import { type LiteralNames, literalText } from './literal-text.ts';
import { spaced, type Statements } from './printing.ts';
import { docs } from './type-text.ts';

// The plans as data: one `Plan` constant per component plan, and the calls' response plans by operationId.

type ComponentPlan = IrService['plans'][number];

function planDeclaration(name: string, doc: string, initializer: string): VariableStatementStructure {
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: docs(doc),
    declarations: [{ name, type: 'Plan', initializer }],
  };
}

/**
 * The plans of one file: recursive ones (`cyclic`) declared empty first and filled in at the end, as they refer to
 * each other; what their text names is noted in `named`.
 */
export function declarePlans(list: ComponentPlan[], cyclic: ReadonlySet<string>, names: Map<object, string>, named: LiteralNames): Statements {
  const text = (p: ComponentPlan) => {
    const own: LiteralNames = { names, used: new Set() };
    const t = literalText(p.plan, '', own, p.plan);
    for (const n of own.used) named.used.add(n);
    return t;
  };
  const name = (p: ComponentPlan) => names.get(p.plan)!;
  return [
    ...spaced([
      ...list.filter((p) => cyclic.has(name(p))).map((p) => planDeclaration(name(p), `Conversions of \`${p.name}\` (recursive).`, '{}')),
      ...list.filter((p) => !cyclic.has(name(p))).map((p) => planDeclaration(name(p), `Conversions of \`${p.name}\`.`, text(p))),
    ]),
    ...list.filter((e) => cyclic.has(name(e))).map((p) => `Object.assign(${name(p)}, ${text(p)});`),
  ];
}

/** `responsePlans`: each call's response plan (as `operationId: <plan text>` entries). */
export function responsePlansStatement(entries: string[]): StatementStructures[] {
  return spaced([
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs("Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check)."),
      declarations: [{ name: 'responsePlans', initializer: `{\n${entries.join(',\n')}\n} satisfies Record<string, Plan>` }],
    },
  ]);
}
