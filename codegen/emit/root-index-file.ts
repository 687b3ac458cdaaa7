import { StructureKind, VariableDeclarationKind } from './structure-kinds.ts';
import type { ExportDeclarationStructure } from 'ts-morph';
import type { IrService } from '../ir/types.ts';
import type { OpenApiDocument } from '@siteapi/document';
import { collectRefs, resolveRef } from '@siteapi/document';
import { SpecProblemsError } from '../problems.ts';
import { locateJsonPointer } from '@siteapi/document/load';
import { bundle } from './bundle.ts';
import { docs } from './type-text.ts';
import { Names } from '../naming.ts';
import { FileImports } from './file-imports.ts';
import { FILES, printFile, serviceIdentifier, spaced } from './printing.ts';

/** What generated/index.ts needs of a service: its name and module names (an incremental run has no IR for unchanged ones). */
export interface RootEntry {
  name: string;
  modules: string[];
}

export function rootEntry(service: IrService): RootEntry {
  return { name: service.name, modules: [...new Set(service.operations.map((o) => o.module))].sort() };
}

/** generated/index.ts: every service's modules and examples, for the explorer and the contract tests. */
/**
 * The files made from every spec together, by both the full and the incremental run: `index.ts` (all services) and
 * `openapi.json` (the bundle for the mock and the explorer).
 */
export function emitRootFiles(entries: RootEntry[], documents: unknown[]): Map<string, string> {
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name));
  return new Map([
    ['index.ts', emitRootIndex(sorted)],
    ['openapi.json', bundleText(documents)],
  ]);
}

/**
 * generated/src/openapi.json's text: the bundle of every document. Every local `$ref` in it must resolve (the mock, Prism
 * and the explorer follow them): one that does not is a generator bug, reported at its line, and nothing is written.
 */
export function bundleText(documents: unknown[]): string {
  const bundled = bundle(documents as OpenApiDocument[]);
  const text = `${JSON.stringify(bundled, null, 2)}\n`;
  const dangling = collectRefs(bundled).filter(({ ref }) => ref.startsWith('#') && resolveRef(bundled, ref) === undefined);
  if (dangling.length > 0) {
    throw new SpecProblemsError(
      dangling.map(({ ref, pointer }) => {
        const [line, col] = locateJsonPointer(text, pointer) ?? [1, 1];
        return { file: 'openapi.json', line, col, message: `$ref '${ref}' does not resolve in the bundle of every document; nothing was written` };
      }),
    );
  }
  return text;
}

/** generated/index.ts from the services' names and modules, in the order given. */
export function emitRootIndex(services: RootEntry[]): string {
  // The file's names: each service's namespace, its modules' and examples' aliases, and the two exports.
  const scope = new Names(['services', 'examples'], 'value');
  const idents = new Map(services.map((s) => [s, scope.take(serviceIdentifier(s))]));
  const ident = (s: RootEntry) => idents.get(s)!;
  const aliases = new Map(
    services.map((s) => [s, { modules: s.modules.map((m) => scope.take(`${ident(s)}_${m}`)), examples: scope.take(`${ident(s)}Examples`) }]),
  );
  // Its services' files only: no package, so no runtime specifier.
  const imports = new FileImports('rootIndex', '').declares(['services', 'examples']);
  for (const s of services) {
    imports.fromFile(
      `${s.name}/index`,
      s.modules.map((m, i) => ({ name: m, alias: aliases.get(s)!.modules[i]! })),
    );
    imports.fromFile(`${s.name}/${FILES.examples}`, [{ name: 'examples', alias: aliases.get(s)!.examples }]);
  }
  // A blank line between the imports and the exports.
  const exports = services.map(
    (s, i): ExportDeclarationStructure => ({
      kind: StructureKind.ExportDeclaration,
      moduleSpecifier: `./${s.name}/index.js`,
      namespaceExport: ident(s),
      leadingTrivia: i === 0 ? '\n' : undefined,
    }),
  );
  const statements = spaced([
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs('Every module of every service: `services.blog.posts.listPosts`.'),
      declarations: [
        {
          name: 'services',
          initializer: `{\n${services.map((s) => `  ${ident(s)}: ${moduleObject(s.modules, aliases.get(s)!.modules)},`).join('\n')}\n}`,
        },
      ],
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: docs('Call examples by service and operationId.'),
      declarations: [{ name: 'examples', initializer: `{\n${services.map((s) => `  ${ident(s)}: ${aliases.get(s)!.examples},`).join('\n')}\n}` }],
    },
  ]);
  return printFile('index.ts', [...imports.declarations(), ...exports, ...statements], 'spec/*.yaml');
}

/** A service's modules by name, `{ posts: blog_posts }`; `{}` for a service without calls (webhooks only). */
function moduleObject(modules: string[], aliases: string[]): string {
  return modules.length === 0 ? '{}' : `{ ${modules.map((m, i) => `${m}: ${aliases[i]}`).join(', ')} }`;
}
