import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { formatProblem, SpecProblemsError } from '../../codegen/problems.ts';
import { MODULE_SETTINGS, typeCheck } from '../codegen/type-check.ts';

// Public OpenAPI documents installed from the registry (devDependencies): ReadMe's examples of every feature in
// Swagger 2.0, OpenAPI 3.0 and 3.1 (Train Travel among them), Scalar's Galaxy, and GitHub's REST description.
// Each must generate, and all the output must type-check under `strict`, in Node's and a bundler's module settings.
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

  it.each(Object.keys(MODULE_SETTINGS) as (keyof typeof MODULE_SETTINGS)[])(
    'type-checks everything generated under strict with %s module settings',
    async (settings) => {
      expect(failures).toEqual([]);
      expect(await typeCheck(out, MODULE_SETTINGS[settings])).toBe('');
    },
  );
});
