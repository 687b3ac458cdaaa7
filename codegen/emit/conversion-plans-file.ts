import { StructureKind } from './structure-kinds.ts';
import { decoderRefs } from './decoder-text.ts';
import type { IrService } from '../ir/types.ts';
import { literalText, type LiteralNames } from './literal-text.ts';
import { FILES, printFile, spaced } from './printing.ts';
import { FileImports } from './file-imports.ts';
import type { PlanNames } from './plan-names.ts';
import { planGraph } from './plan-graph.ts';
import { declarePlans, responsePlansStatement } from './plan-declarations.ts';
import { compileDecoders, decoderFileStatements, walkerStatements } from './plan-decoders.ts';

/**
 * The file of the compiled decoders (what calls apply). Not in FILES: its dash keeps it apart from module names all
 * the same, and the plans' own file is where the data lives.
 */
export const DECODERS_FILE = 'response-decoders';

/** The file of the plans calls need before they send (request plans, callbacks' plans); not in FILES, as above. */
export const REQUEST_PLANS_FILE = 'request-plans';

/** The files this emitter writes: the plans as data (those requests need, the others), and the compiled decoders. */
export interface ConversionFiles {
  plans?: string;
  requestPlans?: string;
  decoders?: string;
}

/**
 * generated/<service>/conversion-plans.ts: the conversion plan of each component schema used by a call or event,
 * once, each call's response plan by operationId, and the walkers of the plans decoders leave as data. Plans of
 * recursive schemas refer to each other: those are declared empty first and filled in at the end. Calls load this
 * file only on demand (tools reading their plan; an answer with a walked value); webhook events import it.
 *
 * generated/<service>/request-plans.ts: the plans a module's calls name before they send (request plans, callbacks'
 * plans) and the plans those reach, so a module that encodes a request does not bring the rest; conversion-plans.ts
 * imports and re-exports them.
 *
 * generated/<service>/response-decoders.ts: each response plan compiled into its decoder, what calls apply; a
 * walked plan's value is left for later, its walker loaded from conversion-plans.ts.
 */
export function emitConversionPlans(service: IrService, plans: PlanNames, runtime: string): ConversionFiles {
  const responsePlans = service.operations.filter((op) => op.responsePlan);
  const responseRefs: LiteralNames = { names: plans.names, used: new Set() };
  const responseEntries = responsePlans.map((op) => `${op.operationId}: ${literalText(op.responsePlan!, '', responseRefs)}`);
  // A stream's items convert as answers do: the plans their decoders are compiled from.
  for (const op of service.operations) if (op.stream?.plan) literalText(op.stream.plan, '', responseRefs);
  // A used plan's own definition may refer to others: close over them, then print dependencies first.
  const graph = planGraph(service, plans);
  const early = graph.closure(plans.requestUsed);
  const needed = graph.closure([...plans.used, ...plans.requestUsed, ...responseRefs.used]);
  if (needed.size === 0 && responsePlans.length === 0) return {};
  const emitted = service.plans.filter((p) => needed.has(plans.names.get(p.plan)!));
  const cyclic = new Set(emitted.map((p) => plans.names.get(p.plan)!).filter((n) => graph.reaches(n, n)));

  let requestPlansText: string | undefined;
  const earlyList = emitted.filter((p) => early.has(plans.names.get(p.plan)!));
  if (earlyList.length > 0) {
    const statements = [
      ...new FileImports('requestPlans', runtime).types(['Plan']).declarations(),
      ...declarePlans(earlyList, cyclic, plans.names, { names: plans.names, used: new Set() }),
    ];
    requestPlansText = printFile(`${service.name}/${REQUEST_PLANS_FILE}.ts`, statements, service.file);
  }
  const fromEarly: LiteralNames = { names: plans.names, used: new Set(responseRefs.used) };
  const planStatements = declarePlans(
    emitted.filter((p) => !early.has(plans.names.get(p.plan)!)),
    cyclic,
    plans.names,
    fromEarly,
  );
  if (responsePlans.length > 0) planStatements.push(...responsePlansStatement(responseEntries));
  // Each plan compiled into its decoder (what generated calls apply); function declarations, so recursion needs no order.
  const compiled = compileDecoders(emitted, plans);
  const tableRefs = decoderRefs(plans.names);
  const walkers = emitted.filter((p) => compiled.walked.has(plans.names.get(p.plan)!));
  planStatements.push(...walkerStatements(walkers, plans.names, tableRefs));
  for (const p of walkers) fromEarly.used.add(plans.names.get(p.plan)!);
  const imported = [...fromEarly.used].filter((n) => early.has(n)).sort();
  const plansText = printFile(
    `${service.name}/${FILES.plans}.ts`,
    [
      ...new FileImports('conversionPlans', runtime)
        .types(['Converters', 'Expansion', 'Plan'])
        .values(tableRefs.converters)
        .fromFile(REQUEST_PLANS_FILE, imported)
        .declarations(),
      ...planStatements,
      ...(earlyList.length > 0 ? spaced([{ kind: StructureKind.ExportDeclaration, moduleSpecifier: `./${REQUEST_PLANS_FILE}.js` }]) : []),
    ],
    service.file,
  );

  const anyCompiled = [...compiled.byDecoder.keys()].some((name) => compiled.bodies.has(name));
  if (!anyCompiled && compiled.walked.size === 0) return { plans: plansText, requestPlans: requestPlansText };
  const decodersText = printFile(`${service.name}/${DECODERS_FILE}.ts`, decoderFileStatements(compiled, walkers, plans.names, runtime), service.file);
  return { plans: plansText, requestPlans: requestPlansText, decoders: decodersText };
}
