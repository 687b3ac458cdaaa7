import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StructureKind } from 'ts-morph';
import { generate } from '../../../codegen/generate.ts';
import { printFile } from '../../../codegen/emit/printing.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const HEADER = '// Generated from spec/x.yaml by codegen. Do not edit.\n\n';

describe('printFile', () => {
  it('writes the header, then the statements as the printer indents them', () => {
    const statements = [
      { kind: StructureKind.ImportDeclaration as const, moduleSpecifier: './b.js', namedImports: ['B'], isTypeOnly: true },
      {
        kind: StructureKind.VariableStatement as const,
        isExported: true,
        declarations: [{ name: 'a', type: 'B', initializer: "{\n    b: [\n    { c: 'd' },\n  ],\n  }" }],
        leadingTrivia: '\n',
      },
    ];
    expect(printFile('svc/a.ts', statements, 'spec/x.yaml')).toBe(
      `${HEADER}import type { B } from './b.js';\n\nexport let a: B = {\n  b: [\n    { c: 'd' },\n  ],\n};\n`,
    );
  });

  it('makes an empty part, and a file with no import or export, a module', () => {
    expect(printFile('svc/schema-types.ts', [], 'spec/x.yaml')).toBe(`${HEADER}export { };\n`);
    expect(printFile('svc/a.ts', [{ kind: StructureKind.TypeAlias, name: 'A', type: 'string' }, 'const b = 1;'], 'spec/x.yaml')).toBe(
      `${HEADER}type A = string;\nconst b = 1;\nexport { };\n`,
    );
  });
});

// Plain documents of the kinds that once sent a file to ts-morph and TypeScript's formatter: descriptions with carriage
// returns (the printer's doc comments), and a document of webhooks only (a service without calls in the root index).
const PLAIN = {
  'carriage-returns.json': {
    openapi: '3.0.3',
    info: { title: 'Carriage returns', version: '1', description: 'Lines\r\nend\rthe old way.' },
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          description: 'Lists things.\r\n\r\nIn pages.\n\r\n\rReally.',
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { type: 'object', description: 'A page\r\nof things.', properties: { name: { type: 'string', description: 'Its\r\nname.' } } },
                },
              },
            },
          },
        },
      },
    },
  },
  'webhooks-only.json': {
    openapi: '3.1.0',
    info: { title: 'Webhooks only', version: '1' },
    webhooks: {
      thingChanged: { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': { description: 'ok' } } } },
    },
  },
};

describe('the header', () => {
  it('names a spec whose file name holds line breaks on its one line, so the name is no code and no parse error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'printing-header-'));
    try {
      // A file name may hold any character but `/` and NUL; the header is a line comment.
      const name = 'carriage\nglobalThis.PWNED = 1;\u2028globalThis.PWNED = 2;\r x.json';
      await writeFile(path.join(dir, name), JSON.stringify(PLAIN['carriage-returns.json']));
      const files = await generate(dir);
      const header = `// Generated from ${path.relative(process.cwd(), path.join(dir, 'carriage\\u000aglobalThis.PWNED = 1;\\u2028globalThis.PWNED = 2;\\u000d x.json'))} by codegen. Do not edit.`;
      const code = [...files].filter(([file]) => file.includes('/') && file.endsWith('.ts'));
      expect(code.length).toBeGreaterThan(3);
      for (const [, text] of code) expect(text.split('\n')[0]).toBe(header);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a generation', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'printing-'));
    for (const [name, document] of Object.entries(PLAIN)) await writeFile(path.join(dir, name), JSON.stringify(document));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('of the nine specs and of plain documents loads neither ts-morph nor its TypeScript', { timeout: 180_000 }, () => {
    // A process of its own, from the sources as `npm run generate` runs them; it lists the CommonJS modules it loaded.
    const script = [
      "import { createRequire } from 'node:module';",
      "import { generate } from '@siteapi/codegen';",
      'let files = 0;',
      'for (const spec of process.argv.slice(1)) files += (await generate(spec, { msw: true })).size;',
      'console.log(JSON.stringify({ files, loaded: Object.keys(createRequire(import.meta.url).cache) }));',
    ].join('\n');
    const specs = ['spec', 'test/fixtures/specs/tasks/tasks.yaml', ...Object.keys(PLAIN).map((name) => path.join(dir, name))];
    const out = execFileSync(process.execPath, ['--conditions=@siteapi/source', '--import', 'tsx', '--input-type=module', '-e', script, ...specs], {
      cwd: repo,
      encoding: 'utf8',
    });
    const { files, loaded } = JSON.parse(out.trim().split('\n').pop()!) as { files: number; loaded: string[] };
    expect(files).toBeGreaterThan(150);
    // The check sees what it should: `typescript` is loaded (paths.ts, the syntax check).
    expect(loaded.some((m) => m.includes(`${path.sep}typescript${path.sep}`))).toBe(true);
    expect(loaded.filter((m) => /[\\/]@?ts-morph[\\/]/.test(m))).toEqual([]);
  });
});

/** The generator's own TypeScript sources (not its build). */
async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.split(path.sep).some((part) => part === 'dist' || part === 'node_modules'));
}

describe('the code model', () => {
  it('takes only types from ts-morph: no source of the generator imports or requires a value of it', async () => {
    const root = path.join(repo, 'codegen');
    const importers: string[] = [];
    for (const file of await sources(root)) {
      const text = await readFile(file, 'utf8');
      if (/^import (?!type )[^;]*? from 'ts-morph';/ms.test(text) || /(import|require)\(['"]ts-morph['"]\)/.test(text))
        importers.push(path.relative(root, file));
    }
    expect(importers).toEqual([]);
  });
});
