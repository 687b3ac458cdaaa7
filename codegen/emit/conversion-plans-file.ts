import { type Project, StructureKind, VariableDeclarationKind } from 'ts-morph';
import { convertersName, convertersText, decoderBody, decoderName, decoderRefs, isRecursive } from './decoder-text.ts';
import type { IrService } from '../ir/types.ts';
import { literalText, type LiteralNames } from './literal-text.ts';
import { docs } from './type-text.ts';
import { addStatements, FILES, print } from './printing.ts';
import type { PlanNames } from './plan-names.ts';

/** The plan constants one plan's text refers to (itself included, when its schema is recursive). */
function dependencies(plan: object, plans: PlanNames): Set<string> {
  const refs: LiteralNames = { names: plans.names, used: new Set() };
  literalText(plan, '', refs, plan);
  return refs.used;
}

/**
 * generated/<service>/conversion-plans.ts: the conversion plan of each component schema used by a call or event,
 * once. Plans of recursive schemas refer to each other: those are declared empty first and filled in at the end.
 */
export function emitConversionPlans(project: Project, service: IrService, plans: PlanNames, runtime: string): string | undefined {
  // A used plan's own definition may refer to others: close over them, then print dependencies first.
  const needed = new Set(plans.used);
  const deps = new Map(service.plans.map((p) => [plans.names.get(p.plan)!, dependencies(p.plan, plans)]));
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of service.plans) {
      const name = plans.names.get(p.plan)!;
      if (!needed.has(name)) continue;
      for (const dep of deps.get(name)!) {
        if (needed.has(dep)) continue;
        needed.add(dep);
        grew = true;
      }
    }
  }
  if (needed.size === 0) return undefined;
  const file = project.createSourceFile(`${service.name}/${FILES.plans}.ts`, '', { overwrite: true });
  file.addImportDeclaration({ moduleSpecifier: runtime, namedImports: ['Converters', 'Expansion', 'Plan'], isTypeOnly: true });
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const queue = [...(deps.get(from) ?? [])];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (next === to) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(deps.get(next) ?? []));
    }
    return false;
  };
  const emitted = service.plans.filter((p) => needed.has(plans.names.get(p.plan)!));
  const cyclic = new Set(emitted.map((p) => plans.names.get(p.plan)!).filter((n) => reaches(n, n)));
  const declaration = (name: string, doc: string, initializer: string) => ({
    kind: StructureKind.VariableStatement as const,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: docs(doc),
    declarations: [{ name, type: 'Plan', initializer }],
  });
  const text = (p: (typeof emitted)[number]) => literalText(p.plan, '', { names: plans.names, used: new Set() }, p.plan);
  addStatements(file, [
    ...emitted
      .filter((p) => cyclic.has(plans.names.get(p.plan)!))
      .map((p) => declaration(plans.names.get(p.plan)!, `Conversions of \`${p.name}\` (recursive).`, '{}')),
    ...emitted.filter((p) => !cyclic.has(plans.names.get(p.plan)!)).map((p) => declaration(plans.names.get(p.plan)!, `Conversions of \`${p.name}\`.`, text(p))),
  ]);
  for (const p of emitted.filter((e) => cyclic.has(plans.names.get(e.plan)!))) file.addStatements(`Object.assign(${plans.names.get(p.plan)!}, ${text(p)});`);
  // Each plan compiled into its decoder (what generated calls apply); function declarations, so recursion needs no order.
  // The decoders the calls use, and those they call: each plan's decoder once, in the order of the plans.
  const byDecoder = new Map(emitted.filter((p) => !isRecursive(p.plan)).map((p) => [decoderName(plans.names.get(p.plan)!), p]));
  const bodies = new Map<string, string[]>();
  const converters = new Set<string>();
  // Recursive plans the decoders walk as data, each with the converters it names.
  const walked = new Set([...plans.used].filter((n) => emitted.some((p) => plans.names.get(p.plan) === n && isRecursive(p.plan))));
  const queue = [...plans.used].filter((n) => byDecoder.has(n));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (bodies.has(name)) continue;
    const refs = decoderRefs(plans.names);
    bodies.set(name, decoderBody(byDecoder.get(name)!.plan, refs));
    for (const c of refs.converters) converters.add(c);
    for (const w of refs.walked) walked.add(w);
    queue.push(...refs.decoders);
  }
  const tableRefs = decoderRefs(plans.names);
  addStatements(
    file,
    emitted
      .filter((p) => walked.has(plans.names.get(p.plan)!))
      .map((p) => ({
        kind: StructureKind.VariableStatement as const,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: docs(`The converters {@link ${plans.names.get(p.plan)!}} names, for walking it.`),
        declarations: [{ name: convertersName(plans.names.get(p.plan)!), type: 'Converters', initializer: convertersText(p.plan, tableRefs) }],
      })),
  );
  for (const c of tableRefs.converters) converters.add(c);
  addStatements(
    file,
    [...byDecoder]
      .filter(([name]) => bodies.has(name))
      .map(([name, p]) => ({
        kind: StructureKind.Function as const,
        isExported: true,
        name,
        docs: docs(`Converts a parsed \`${p.name}\` in place, as {@link ${plans.names.get(p.plan)!}} says.`),
        parameters: [
          { name: 'v', type: 'any' },
          { name: 'x', type: 'Expansion[]' },
        ],
        returnType: 'void',
        statements: bodies.get(name)!,
      })),
  );
  if (converters.size > 0) file.insertImportDeclaration(1, { moduleSpecifier: runtime, namedImports: [...converters].sort() });
  return print(file, service.file);
}
