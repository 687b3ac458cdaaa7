import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { StatementStructures } from 'ts-morph';
import type { IrOperation, IrService } from '../ir/types.ts';
import { decoderRefs } from './decoder-text.ts';
import { docs } from './type-text.ts';
import { FILES, printFile, serviceConst, spaced } from './printing.ts';
import { FileImports } from './file-imports.ts';
import type { PlanNames } from './plan-names.ts';
import { callTypes } from './call-types.ts';
import { callStatement, definer } from './call-declaration.ts';

/**
 * generated/<service>/<module>.ts: each call's types (call-types.ts), then one thin call per operation
 * (call-declaration.ts), the module object, and the imports all of them need.
 */
export function emitModule(service: IrService, module: string, ops: IrOperation[], plans: PlanNames, runtime: string): string {
  const refs = plans.forFile();
  const decoders = decoderRefs(plans.names);
  const local = new Set<string>();
  const used = new Set<string>();
  const statements: StatementStructures[] = [];
  for (const op of ops) statements.push(...callTypes(service, op, { local, used }, refs));
  const featureNames = new Set<string>();
  for (const op of ops) {
    const call = callStatement(service, op, decoders, refs);
    for (const n of call.features) featureNames.add(n);
    statements.push(call.statement);
  }
  statements.push({
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: docs(`The \`${module}\` module: pass it to \`createClient({ modules: { ${module} } })\`.`),
    declarations: [
      { name: module, initializer: `{ ${ops.map((o) => (o.sdkName === o.operationId ? o.operationId : `${o.sdkName}: ${o.operationId}`)).join(', ')} }` },
    ],
  });
  const hasBuilder = ops.some((o) => o.queryBuilder);
  const values = [
    ...(ops.some((o) => o.callbacks?.some((c) => c.plan && Object.keys(c.plan).length > 0)) ? ['decodeResponse'] : []),
    ...new Set(ops.map(definer)),
  ];
  const runtimeTypes = [
    ...(ops.some((o) => !o.queryBuilder && typeof o.paging !== 'object' && !o.stream?.chooser) ? ['Call'] : []),
    ...(ops.some((o) => typeof o.paging === 'object') ? ['PagedCall'] : []),
    'CallInit',
    // An inline decoder (a call's own response plan) names the Expansion type.
    ...(decoders.arrow ? ['Expansion'] : []),
    ...(hasBuilder ? ['ItemQuery', 'QueryCall'] : []),
    ...(ops.some((o) => o.stream && !o.stream.chooser) ? ['Stream'] : []),
    ...(ops.some((o) => o.stream?.chooser) ? ['StreamChoiceCall'] : []),
  ];
  const imports = new FileImports('module', runtime)
    .values([...values, ...decoders.converters, ...featureNames])
    .typesUsed(new Set([...used, ...runtimeTypes]), local, FILES.types)
    .declares([...local, ...ops.map((o) => o.operationId), module]);
  plans.importRequestPlans(refs, imports);
  plans.importDecoders(decoders, imports);
  imports.fromFile(FILES.service, [serviceConst(service)]);
  return printFile(`${service.name}/${module}.ts`, [...imports.declarations(), ...spaced(statements)], service.file);
}
