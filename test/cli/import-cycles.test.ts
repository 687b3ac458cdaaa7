import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Imports point one way: a module never comes back to itself through the modules it loads. Type-only imports are
// erased at build time and do not count; dynamic `import()`s do (they load the module all the same).
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.name === 'node_modules' || e.name === 'dist'
      ? []
      : e.isDirectory()
        ? sources(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
  );
}

/** Each module's value imports (relative ones, within the package). */
function valueImports(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (m[2]) continue;
      targets.push(path.resolve(path.dirname(file), (m[3] ?? m[4])!));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph, each as the modules on it (relative to `root`), from a depth-first walk. */
function cycles(graph: Map<string, string[]>, root: string): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('reports each cycle with the modules on it, back to where it starts', () => {
    const graph = new Map([
      ['/p/a.ts', ['/p/b.ts']],
      ['/p/b.ts', ['/p/a.ts']],
      ['/p/c.ts', []],
    ]);
    expect(cycles(graph, '/p')).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  for (const pkg of ['cli/src', 'runtime', 'document', 'codegen', 'mock', 'explorer/src', 'explorer/vite']) {
    it(`${pkg} has no value import cycle`, () => {
      expect(cycles(valueImports(sources(path.resolve(pkg))), path.resolve(pkg))).toEqual([]);
    });
  }
});
