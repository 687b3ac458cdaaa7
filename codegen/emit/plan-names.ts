import type { IrService } from '../ir/types.ts';
import { importedBy } from '../imported-names.ts';
import { Names, serviceConstName } from '../naming.ts';
import type { LiteralNames } from './literal-text.ts';
import { FILES } from './printing.ts';
import type { FileImports } from './file-imports.ts';
import { DECODERS_FILE, REQUEST_PLANS_FILE } from './conversion-plans-file.ts';
import { convertersName, decoderName, loaderName, type DecoderRefs } from './decoder-text.ts';

/** Names for the component plans of a service; remembers which ones (and which decoders) the emitted files use. */
export class PlanNames {
  readonly names: Map<object, string>;
  readonly used = new Set<string>();
  /** Plans the calls need before they send (request plans, callbacks' plans): request-plans.ts. */
  readonly requestUsed = new Set<string>();
  /** Compiled decoders the calls apply. */
  readonly decoders = new Set<string>();
  /** Recursive plans the calls' decoders leave for later. */
  readonly walked = new Set<string>();
  constructor(readonly service: IrService) {
    // One name apiece (types `Foo` and `foo` would both give `fooPlan`), and so are the names each plan gives its
    // decoder, loader and converters: none of them one of the files they meet imports (from the runtime, or the calls,
    // modules and events a module or the events' file declares) or declares (`responsePlans`).
    const reserved = new Set([
      ...importedBy('module', 'webhookEvents', 'conversionPlans', 'requestPlans', 'responseDecoders'),
      'responsePlans',
      serviceConstName(service.name),
      ...service.operations.flatMap((op) => [op.operationId, op.module]),
      ...service.events.map((ev) => ev.operationId),
    ]);
    const scope = new Names(reserved, 'value');
    const derived = new Set<string>();
    const take = (wanted: string): string => {
      let name = scope.take(wanted);
      let names = [decoderName(name), loaderName(name), convertersName(name)];
      while (names.some((n) => reserved.has(n) || derived.has(n))) {
        name = scope.take(wanted);
        names = [decoderName(name), loaderName(name), convertersName(name)];
      }
      for (const n of names) derived.add(n);
      return name;
    };
    this.names = new Map(service.plans.map((p) => [p.plan, take(`${p.name[0]!.toLowerCase()}${p.name.slice(1)}Plan`)]));
  }
  forFile(): LiteralNames {
    return { names: this.names, used: new Set() };
  }
  /** Imports into a file what it used from plans.ts, and counts it for the service. */
  importInto(refs: LiteralNames, imports: FileImports): void {
    const names = [...refs.used].sort();
    for (const n of names) this.used.add(n);
    imports.fromFile(FILES.plans, names);
  }
  /** Imports into a module what its calls name from request-plans.ts, and counts it for the service. */
  importRequestPlans(refs: LiteralNames, imports: FileImports): void {
    const names = [...refs.used].sort();
    for (const n of names) this.requestUsed.add(n);
    imports.fromFile(REQUEST_PLANS_FILE, names);
  }
  /** Imports into a file the decoders (and loaders of recursive plans' walkers) its calls apply, and counts them. */
  importDecoders(refs: DecoderRefs, imports: FileImports): void {
    for (const n of refs.decoders) this.decoders.add(n);
    for (const n of refs.walked) this.walked.add(n);
    imports.fromFile(DECODERS_FILE, [...refs.decoders, ...[...refs.walked].map(loaderName)].sort());
  }
}
