import type { ImportDeclarationStructure, ImportSpecifierStructure, OptionalKind } from 'ts-morph';
import { FILE_IMPORTS, type FileKind, packageImports } from '../imported-names.ts';
import { StructureKind } from './structure-kinds.ts';

/** Where a group of names comes from: the file kind's package, or a sibling file of the service (`./plans.js`). */
interface Source {
  readonly specifier: string;
  readonly typeOnly: boolean;
  /** Package imports are sorted and checked against FILE_IMPORTS; a sibling file's keep the order given. */
  readonly side?: 'values' | 'types';
  readonly names: Map<string, OptionalKind<ImportSpecifierStructure> | string>;
}

/**
 * One generated file's symbol registry: every name it imports, recorded as the emitter uses it, and the import
 * declarations that bring them, written in the order each source was first used. A package name must be one
 * codegen/imported-names.ts lists for the file's kind, which naming.ts reserves: no name a document gives can be
 * one. A name is bound once in a file: one imported from two places, or imported and declared there, is a generator
 * bug, thrown (no such file is written).
 */
export class FileImports {
  private readonly sources = new Map<string, Source>();
  /** Each name bound in the file: where it is imported from, or '' for a declaration of the file's own. */
  private readonly bound = new Map<string, string>();

  constructor(
    private readonly kind: FileKind,
    private readonly runtime: string,
  ) {}

  /** Values of the kind's package (the runtime's generated entry, or the mock). */
  values(names: Iterable<string>): this {
    return this.add(this.packageSource('values'), names);
  }

  /** Types of the kind's package. */
  types(names: Iterable<string>): this {
    return this.add(this.packageSource('types'), names);
  }

  /**
   * Types a file's declarations name: the package's (those the kind imports from it, which no schema type is named),
   * then the schema types' from `schema-types.ts` (those not declared in the file, `local`).
   */
  typesUsed(names: Iterable<string>, local: ReadonlySet<string>, schemaTypes: string): this {
    const listed = FILE_IMPORTS[this.kind].types;
    const all = [...names];
    this.types(all.filter((n) => listed.has(n)));
    return this.fromFile(schemaTypes, all.filter((n) => !listed.has(n) && !local.has(n)).sort(), true);
  }

  /** Names (with an alias, `{ name, alias }`) from a sibling file, `./<file>.js`, in the order given. */
  fromFile(file: string, names: Iterable<string | OptionalKind<ImportSpecifierStructure>>, typeOnly = false): this {
    const key = `${typeOnly ? 'type ' : ''}./${file}.js`;
    let source = this.sources.get(key);
    if (!source) {
      source = { specifier: `./${file}.js`, typeOnly, names: new Map() };
      this.sources.set(key, source);
    }
    return this.add(source, names);
  }

  /** Names the file declares itself: none of them may be imported. */
  declares(names: Iterable<string>): this {
    for (const name of names) this.bind(name, '');
    return this;
  }

  /** Whether the file binds `name`, by an import or a declaration recorded here. */
  has(name: string): boolean {
    return this.bound.has(name);
  }

  /** The import declarations, a source each, in the order the sources were first used; none for a source left empty. */
  declarations(): ImportDeclarationStructure[] {
    return [...this.sources.values()]
      .filter((s) => s.names.size > 0)
      .map((s) => ({
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: s.specifier,
        namedImports: s.side ? packageImports(this.kind, s.names.keys(), s.side) : [...s.names.values()],
        ...(s.typeOnly ? { isTypeOnly: true } : {}),
      }));
  }

  private packageSource(side: 'values' | 'types'): Source {
    const key = `${side} package`;
    let source = this.sources.get(key);
    if (!source) {
      const specifier = FILE_IMPORTS[this.kind].from === 'mock' ? '@siteapi/mock' : this.runtime;
      source = { specifier, typeOnly: side === 'types', side, names: new Map() };
      this.sources.set(key, source);
    }
    return source;
  }

  private add(source: Source, names: Iterable<string | OptionalKind<ImportSpecifierStructure>>): this {
    for (const entry of names) {
      const local = typeof entry === 'string' ? entry : (entry.alias ?? entry.name);
      if (source.names.has(local)) continue;
      // A package name the table does not list is refused here, where the emitter uses it.
      if (source.side) packageImports(this.kind, [local], source.side);
      this.bind(local, source.specifier);
      source.names.set(local, entry);
    }
    return this;
  }

  private bind(name: string, from: string): void {
    const before = this.bound.get(name);
    if (before !== undefined && before !== from) {
      const where = (f: string) => (f === '' ? 'declared in the file' : `imported from ${f}`);
      throw new Error(`a ${this.kind} file binds ${name} twice: ${where(before)} and ${where(from)}`);
    }
    this.bound.set(name, from);
  }
}
