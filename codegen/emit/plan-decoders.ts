import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import {
  convertersName,
  convertersText,
  DECODER_PARAMS,
  decoderBody,
  decoderName,
  type DecoderRefs,
  decoderRefs,
  isWalked,
  loaderName,
} from './decoder-text.ts';
import { FILES, spaced, type Statements } from './printing.ts';
import { FileImports } from './file-imports.ts';
import { docs } from './type-text.ts';
import type { PlanNames } from './plan-names.ts';

// The plans as code: each plan the calls use compiled into its decoder; the plans that stay data (a recursive plan,
// and those that reach one) walked by a decoder loaded on demand.

type ComponentPlan = IrService['plans'][number];

export interface CompiledDecoders {
  /** The plan of each compilable decoder, by decoder name, in the order of the plans. */
  byDecoder: Map<string, ComponentPlan>;
  /** The statements of each decoder the calls use, and of those they call. */
  bodies: Map<string, string[]>;
  /** The runtime converters the bodies call. */
  converters: Set<string>;
  /** The plan constants left for later: walked at run time. */
  walked: Set<string>;
}

/** Compiles the decoders the calls use (`plans.decoders`), and those they call: each plan's decoder once. */
export function compileDecoders(emitted: ComponentPlan[], plans: PlanNames): CompiledDecoders {
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
  return { byDecoder, bodies, converters, walked };
}

/** In conversion-plans.ts: each walked plan's converters and its decoder, which walks it (`tableRefs` notes the converters). */
export function walkerStatements(walkers: ComponentPlan[], names: ReadonlyMap<object, string>, tableRefs: DecoderRefs): StatementStructures[] {
  const statements = spaced(
    walkers.flatMap((p) => {
      const name = names.get(p.plan)!;
      return [
        {
          kind: StructureKind.VariableStatement,
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          docs: docs(`The converters {@link ${name}} names, for walking it.`),
          declarations: [{ name: convertersName(name), type: 'Converters', initializer: convertersText(p.plan, tableRefs) }],
        },
        {
          kind: StructureKind.VariableStatement,
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          docs: docs(`Converts a parsed \`${p.name}\` in place, walking {@link ${name}} (it reaches a recursive plan, so it is not compiled).`),
          declarations: [{ name: decoderName(name), initializer: `${DECODER_PARAMS} => walkPlan(v, ${name}, x, ${convertersName(name)})` }],
        },
      ];
    }),
  );
  if (walkers.length > 0) tableRefs.converters.add('walkPlan');
  return statements;
}

/** response-decoders.ts: its imports, a loader per walked plan, then the compiled decoders. */
export function decoderFileStatements(compiled: CompiledDecoders, walkers: ComponentPlan[], names: ReadonlyMap<object, string>, runtime: string): Statements {
  const loaders = spaced(
    walkers.map((p) => {
      const name = names.get(p.plan)!;
      return {
        kind: StructureKind.VariableStatement,
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
    [...compiled.byDecoder]
      .filter(([name]) => compiled.bodies.has(name))
      .map(([name, p]) => ({
        kind: StructureKind.Function,
        isExported: true,
        name,
        docs: docs(`Converts a parsed \`${p.name}\` in place, as \`${names.get(p.plan)!}\` (conversion-plans.ts) says.`),
        parameters: [
          { name: 'v', type: 'any' },
          { name: 'x', type: 'Expansion[]' },
        ],
        returnType: 'void',
        statements: compiled.bodies.get(name)!,
      })),
  );
  const imports = new FileImports('responseDecoders', runtime)
    .types(['Expansion', ...(walkers.length > 0 ? ['ResponseDecoder'] : [])])
    .values(compiled.converters)
    .declarations();
  return [...imports, ...loaders, ...decoders];
}
