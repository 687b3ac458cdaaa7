import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { formatProblem, SpecProblemsError } from '../../codegen/problems.ts';

// Public OpenAPI documents installed from the registry (devDependencies): ReadMe's examples of every feature in
// Swagger 2.0, OpenAPI 3.0 and 3.1 (Train Travel among them), Scalar's Galaxy, and GitHub's REST description.
// Each must generate, and all the output must type-check under `strict`.
const README = 'node_modules/@readme/oas-examples';
const CORPUS = [
  ...['2.0/json', '3.0/yaml', '3.1/yaml'].flatMap((d) =>
    readdirSync(path.join(README, d))
      .sort()
      .map((f) => path.join(README, d, f)),
  ),
  'node_modules/@scalar/galaxy/dist/3.1.yaml',
  'node_modules/@octokit/openapi/generated/api.github.com.json',
];

const out = await mkdtemp(path.join(tmpdir(), 'siteapi-corpus-'));
afterAll(() => rm(out, { recursive: true, force: true }));

describe(`outside documents: ${CORPUS.length} public OpenAPI documents`, () => {
  const failures: string[] = [];
  it.each(CORPUS)('generates %s', async (doc) => {
    try {
      const files = await generate(doc, { runtimeImport: '@siteapi/runtime' });
      const dir = path.join(out, doc.replace(/^node_modules\//, '').replace(/[^A-Za-z0-9]+/g, '-'));
      for (const [p, text] of files) {
        await mkdir(path.dirname(path.join(dir, p)), { recursive: true });
        await writeFile(path.join(dir, p), text);
      }
    } catch (error) {
      failures.push(doc);
      throw error instanceof SpecProblemsError ? new Error(error.problems.slice(0, 5).map(formatProblem).join('\n')) : error;
    }
  });

  it('type-checks everything generated under strict', async () => {
    expect(failures).toEqual([]);
    const runtime = path.resolve('runtime');
    await writeFile(
      path.join(out, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2022', 'dom'],
          types: [],
          allowImportingTsExtensions: true,
          paths: { '@siteapi/runtime': [path.join(runtime, 'index.ts')], '@siteapi/runtime/generated': [path.join(runtime, 'generated.ts')] },
        },
        include: ['**/*.ts'],
      }),
    );
    const tsc = path.resolve('node_modules/typescript/bin/tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '-p', out], { maxBuffer: 64 * 1024 * 1024 }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result.split('\n').slice(0, 20).join('\n')).toBe('');
  });
});
