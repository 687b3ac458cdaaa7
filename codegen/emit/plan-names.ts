import type { SourceFile } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import type { LiteralNames } from './literal-text.ts';
import { FILES } from './printing.ts';

/** Names for the component plans of a service; remembers which ones the emitted files use. */
export class PlanNames {
  readonly names: Map<object, string>;
  readonly used = new Set<string>();
  constructor(readonly service: IrService) {
    this.names = new Map(service.plans.map((p) => [p.plan, `${p.name[0]!.toLowerCase()}${p.name.slice(1)}Plan`]));
  }
  forFile(): LiteralNames {
    return { names: this.names, used: new Set() };
  }
  /** Imports what one file used from plans.ts, and counts it for the service. */
  importInto(file: SourceFile, refs: LiteralNames): void {
    const names = [...refs.used].sort();
    for (const n of names) this.used.add(n);
    if (names.length > 0) file.addImportDeclaration({ moduleSpecifier: `./${FILES.plans}.js`, namedImports: names });
  }
}
