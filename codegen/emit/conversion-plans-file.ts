import { type Project, StructureKind, VariableDeclarationKind } from 'ts-morph';
import { convertersName, convertersText, decoderBody, decoderName, decoderRefs, isWalked, loaderName } from './decoder-text.ts';
import type { IrService } from '../ir/types.ts';
import { literalText, type LiteralNames } from './literal-text.ts';
import { DECODER_PARAMS } from './decoder-text.ts';
import { docs } from './type-text.ts';
import { FILES, importDeclaration, printFile, spaced, type Statements } from './printing.ts';
import type { PlanNames } from './plan-names.ts';

/** The plan constants one plan's text refers to (itself included, when its schema is recursive). */
function dependencies(plan: object, plans: PlanNames): Set<string> {
  const refs: LiteralNames = { names: plans.names, used: new Set() };
  literalText(plan, '', refs, plan);
  return refs.used;
}

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
export function emitConversionPlans(project: Project, service: IrService, plans: PlanNames, runtime: string): ConversionFiles {
  const responsePlans = service.operations.filter((op) => op.responsePlan);
  const responseRefs: LiteralNames = { names: plans.names, used: new Set() };
  const responseEntries = responsePlans.map((op) => `${op.operationId}: ${literalText(op.responsePlan!, '', responseRefs)}`);
  const deps = new Map(service.plans.map((p) => [plans.names.get(p.plan)!, dependencies(p.plan, plans)]));
  // A used plan's own definition may refer to others: close over them, then print dependencies first.
  const closure = (names: Iterable<string>): Set<string> => {
    const out = new Set(names);
    const queue = [...out];
    while (queue.length > 0) {
      for (const dep of deps.get(queue.pop()!) ?? []) {
        if (out.has(dep)) continue;
        out.add(dep);
        queue.push(dep);
      }
    }
    return out;
  };
  const early = closure(plans.requestUsed);
  const needed = closure([...plans.used, ...plans.requestUsed, ...responseRefs.used]);
  if (needed.size === 0 && responsePlans.length === 0) return {};
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
  // The plans of one file, cyclic ones declared empty first and filled in at the end; what their text names is noted.
  const declarePlans = (list: typeof emitted, named: LiteralNames): Statements => {
    const text = (p: (typeof emitted)[number]) => {
      const own: LiteralNames = { names: plans.names, used: new Set() };
      const t = literalText(p.plan, '', own, p.plan);
      for (const n of own.used) named.used.add(n);
      return t;
    };
    const name = (p: (typeof emitted)[number]) => plans.names.get(p.plan)!;
    return [
      ...spaced([
        ...list.filter((p) => cyclic.has(name(p))).map((p) => declaration(name(p), `Conversions of \`${p.name}\` (recursive).`, '{}')),
        ...list.filter((p) => !cyclic.has(name(p))).map((p) => declaration(name(p), `Conversions of \`${p.name}\`.`, text(p))),
      ]),
      ...list.filter((e) => cyclic.has(name(e))).map((p) => `Object.assign(${name(p)}, ${text(p)});`),
    ];
  };
  let requestPlansText: string | undefined;
  const earlyList = emitted.filter((p) => early.has(plans.names.get(p.plan)!));
  if (earlyList.length > 0) {
    const statements = [
      importDeclaration({ moduleSpecifier: runtime, namedImports: ['Plan'], isTypeOnly: true }),
      ...declarePlans(earlyList, { names: plans.names, used: new Set() }),
    ];
    requestPlansText = printFile(project, `${service.name}/${REQUEST_PLANS_FILE}.ts`, statements, service.file);
  }
  const fromEarly: LiteralNames = { names: plans.names, used: new Set(responseRefs.used) };
  const planStatements = declarePlans(
    emitted.filter((p) => !early.has(plans.names.get(p.plan)!)),
    fromEarly,
  );
  if (responsePlans.length > 0) {
    planStatements.push(
      ...spaced([
        {
          kind: StructureKind.VariableStatement,
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          docs: docs("Each call's response plan, by operationId: what the service's `loadResponsePlans` gives tools (the mock, the contract check)."),
          declarations: [{ name: 'responsePlans', initializer: `{\n${responseEntries.join(',\n')}\n} satisfies Record<string, Plan>` }],
        },
      ]),
    );
  }
  // Each plan compiled into its decoder (what generated calls apply); function declarations, so recursion needs no order.
  // The decoders the calls use, and those they call: each plan's decoder once, in the order of the plans.
  const byDecoder = new Map(emitted.filter((p) => !isWalked(p.plan, plans.names)).map((p) => [decoderName(plans.names.get(p.plan)!), p]));
  const bodies = new Map<string, string[]>();
  const converters = new Set<string>();
  // Plans the decoders leave for later (recursive ones, and those reaching one), each walked with the converters it names.
  const walked = new Set([...plans.walked].filter((n) => emitted.some((p) => plans.names.get(p.plan) === n && isWalked(p.plan, plans.names))));
  const queue = [...plans.decoders].filter((n) => byDecoder.has(n));
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
  const walkers = emitted.filter((p) => walked.has(plans.names.get(p.plan)!));
  planStatements.push(
    ...spaced(
      walkers.flatMap((p) => {
        const name = plans.names.get(p.plan)!;
        return [
          {
            kind: StructureKind.VariableStatement as const,
            isExported: true,
            declarationKind: VariableDeclarationKind.Const,
            docs: docs(`The converters {@link ${name}} names, for walking it.`),
            declarations: [{ name: convertersName(name), type: 'Converters', initializer: convertersText(p.plan, tableRefs) }],
          },
          {
            kind: StructureKind.VariableStatement as const,
            isExported: true,
            declarationKind: VariableDeclarationKind.Const,
            docs: docs(`Converts a parsed \`${p.name}\` in place, walking {@link ${name}} (it reaches a recursive plan, so it is not compiled).`),
            declarations: [{ name: decoderName(name), initializer: `${DECODER_PARAMS} => walkPlan(v, ${name}, x, ${convertersName(name)})` }],
          },
        ];
      }),
    ),
  );
  if (walkers.length > 0) tableRefs.converters.add('walkPlan');
  for (const p of walkers) fromEarly.used.add(plans.names.get(p.plan)!);
  const imported = [...fromEarly.used].filter((n) => early.has(n)).sort();
  const plansText = printFile(
    project,
    `${service.name}/${FILES.plans}.ts`,
    [
      importDeclaration({ moduleSpecifier: runtime, namedImports: ['Converters', 'Expansion', 'Plan'], isTypeOnly: true }),
      ...(tableRefs.converters.size > 0 ? [importDeclaration({ moduleSpecifier: runtime, namedImports: [...tableRefs.converters].sort() })] : []),
      ...(imported.length > 0 ? [importDeclaration({ moduleSpecifier: `./${REQUEST_PLANS_FILE}.js`, namedImports: imported })] : []),
      ...planStatements,
      ...(earlyList.length > 0 ? spaced([{ kind: StructureKind.ExportDeclaration, moduleSpecifier: `./${REQUEST_PLANS_FILE}.js` }]) : []),
    ],
    service.file,
  );

  const compiled = [...byDecoder].filter(([name]) => bodies.has(name));
  if (compiled.length === 0 && walked.size === 0) return { plans: plansText, requestPlans: requestPlansText };
  const loaders = spaced(
    walkers.map((p) => {
      const name = plans.names.get(p.plan)!;
      return {
        kind: StructureKind.VariableStatement as const,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: docs(
          `The decoder of a \`${p.name}\`, loaded with the first answer that has one (it reaches a recursive plan: it and its plans are large, and few answers carry them).`,
        ),
        declarations: [
          {
            name: loaderName(name),
            initializer: `(): Promise<ResponseDecoder> => import('./${FILES.plans}.js').then((m) => m.${decoderName(name)})`,
          },
        ],
      };
    }),
  );
  const decoders = spaced(
    compiled.map(([name, p]) => ({
      kind: StructureKind.Function as const,
      isExported: true,
      name,
      docs: docs(`Converts a parsed \`${p.name}\` in place, as \`${plans.names.get(p.plan)!}\` (conversion-plans.ts) says.`),
      parameters: [
        { name: 'v', type: 'any' },
        { name: 'x', type: 'Expansion[]' },
      ],
      returnType: 'void',
      statements: bodies.get(name)!,
    })),
  );
  const decoderImports = [
    importDeclaration({ moduleSpecifier: runtime, namedImports: ['Expansion', ...(walkers.length > 0 ? ['ResponseDecoder'] : [])], isTypeOnly: true }),
    ...(converters.size > 0 ? [importDeclaration({ moduleSpecifier: runtime, namedImports: [...converters].sort() })] : []),
  ];
  const decodersText = printFile(project, `${service.name}/${DECODERS_FILE}.ts`, [...decoderImports, ...loaders, ...decoders], service.file);
  return { plans: plansText, requestPlans: requestPlansText, decoders: decodersText };
}
