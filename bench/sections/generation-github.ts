// Generation on one large outside document, GitHub's REST description (@octokit/openapi): this project's generator
// in plain mode, openapi-typescript and hey-api, each run in a fresh process; then this project's output type-checked.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runNode } from '../lib/child.ts';
import { buildGenerator, generatorArgs } from '../lib/generator-driver.ts';
import { MB, ms, ratio } from '../lib/format.ts';
import { DRIVERS, ROOT, WORK, rel } from '../lib/paths.ts';
import type { Section } from '../lib/section.ts';
import { interleave, summarize } from '../lib/stats.ts';
import { operations as operationsOf } from '@siteapi/document';

const PACKAGE = path.join(ROOT, 'node_modules', '@octokit', 'openapi');
const DOCUMENT = path.join(PACKAGE, 'generated', 'api.github.com.json');
/** `api.github.com`: the peers name their output after the input file. */
const NAME = path.basename(DOCUMENT, path.extname(DOCUMENT));
const OUT = path.join(WORK, 'generation-github');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

/** The goal stated in bench/README.md: this generator within this factor of openapi-typescript's time here. */
const GOAL = 2;
/** How far a contender's count of operations may stray from the document's and still count as having done the work. */
const TOLERANCE = 0.02;

type Entry = 'ours' | 'openapi-typescript' | 'hey-api';
const ENTRIES: Entry[] = ['ours', 'openapi-typescript', 'hey-api'];

const LABELS: Record<Entry, string> = {
  ours: 'siteapi-kit codegen (plain mode: parse → IR → emit, write)',
  'openapi-typescript': 'openapi-typescript (types)',
  'hey-api': '@hey-api/openapi-ts (types, sdk, transformers, client)',
};

/** How each output spells one operation, as counted by {@link inspect}. */
const COUNTED: Record<Entry, string> = {
  ours: 'generated calls (`defineGeneratedCall(`, `defineGeneratedQueryCall(`, `defineGeneratedPagedCall(`) in the module files of each service folder',
  'openapi-typescript': `distinct \`operations["…"]\` in ${NAME}.d.ts`,
  'hey-api': `exported functions (\`export const\`) in ${NAME}/sdk.gen.ts`,
};

const command: Record<Entry, string[]> = {
  ours: generatorArgs('built', 'full', DOCUMENT, path.join(OUT, 'ours')),
  'openapi-typescript': [path.join(DRIVERS, 'generate-openapi-typescript.mjs'), DOCUMENT, path.join(OUT, 'openapi-typescript')],
  'hey-api': [path.join(DRIVERS, 'generate-hey-api.mjs'), DOCUMENT, path.join(OUT, 'hey-api')],
};

/** The operations under the document's `paths`: what every contender has to turn into a call or a type. */
async function documentFacts(): Promise<{ operations: number; bytes: number; openapi: string; version: string }> {
  if (!existsSync(DOCUMENT)) throw new Error(`${rel(DOCUMENT)} is missing: @octokit/openapi is a devDependency, run npm install`);
  const text = await readFile(DOCUMENT, 'utf8');
  const doc = JSON.parse(text) as { openapi?: string };
  const operations = operationsOf(doc).length;
  const version = (JSON.parse(await readFile(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
  return { operations, bytes: Buffer.byteLength(text), openapi: doc.openapi ?? '?', version };
}

interface Output {
  operations: number;
  files: number;
  /** Every file written. */
  bytes: number;
  /** The TypeScript files only (this project also writes the bundled document, openapi.json). */
  typescriptBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const matches = (text: string, pattern: RegExp): string[] => text.match(pattern) ?? [];

/** What one run left in its folder: files, bytes and its operations, counted the way each tool spells one. */
async function inspect(entry: Entry): Promise<Output> {
  const dir = path.join(OUT, entry);
  const files = await filesUnder(dir);
  if (files.length === 0) throw new Error(`${entry} wrote nothing into ${rel(dir)}`);
  const sizes = await Promise.all(files.map(async (f) => ({ ts: f.endsWith('.ts'), size: (await stat(f)).size })));
  const bytes = sizes.reduce((sum, s) => sum + s.size, 0);
  const typescriptBytes = sizes.reduce((sum, s) => sum + (s.ts ? s.size : 0), 0);
  const read = async (file: string): Promise<string> => {
    if (!files.includes(file)) throw new Error(`${entry} did not write ${rel(file)}`);
    return readFile(file, 'utf8');
  };
  let operations = 0;
  if (entry === 'ours') {
    // Module files sit in a service folder; support files (schema-types, service-info, …) have a dash, and index.ts
    // only re-exports.
    const modules = files.filter((f) => path.dirname(f) !== dir && !path.basename(f).includes('-') && path.basename(f) !== 'index.ts');
    for (const file of modules) operations += matches(await read(file), /\bdefineGenerated(?:Query|Paged)?Call\(/g).length;
  } else if (entry === 'openapi-typescript') {
    operations = new Set(matches(await read(path.join(dir, `${NAME}.d.ts`)), /\boperations\["[^"]+"\]/g)).size;
  } else {
    operations = matches(await read(path.join(dir, NAME, 'sdk.gen.ts')), /^export const \w+ = /gm).length;
  }
  return { operations, files: files.length, bytes, typescriptBytes };
}

interface Compiled {
  compiles: boolean;
  ms: number;
  errorCount: number;
  /** The first error lines, or the end of the output when tsc failed without any. */
  errors: string[];
}

/** `tsc --noEmit` under strict on this project's output of the last run, the runtime imported from its sources. */
async function typecheck(): Promise<Compiled> {
  const dir = path.join(OUT, 'ours');
  const compilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    lib: ['es2022', 'dom'],
    types: [],
    allowImportingTsExtensions: true,
    paths: {
      '@siteapi/runtime': [path.join(ROOT, 'runtime', 'index.ts')],
      '@siteapi/runtime/generated': [path.join(ROOT, 'runtime', 'generated.ts')],
    },
  };
  await writeFile(path.join(dir, 'tsconfig.json'), `${JSON.stringify({ compilerOptions, include: ['**/*.ts'] }, null, 2)}\n`);
  const result = await runNode([TSC, '-p', dir, '--noEmit'], { allowFailure: true });
  const lines = `${result.stdout}\n${result.stderr}`.split('\n').filter((l) => l.trim() !== '');
  const errors = lines.filter((l) => /error TS\d+/.test(l));
  return {
    compiles: result.code === 0,
    ms: result.ms,
    errorCount: errors.length,
    errors: (errors.length > 0 ? errors : lines.slice(-10)).slice(0, 20),
  };
}

const count = (n: number): string => n.toLocaleString('en-US');

export const generationGithub: Section = {
  id: 'generation-github',
  title: "Generation: GitHub's REST description, one process per run",
  // A round is three generations of a 13 MB document (about half a minute): fewer runs unless --runs says otherwise.
  defaultRuns: 3,
  async run(ctx) {
    const doc = await documentFacts();
    ctx.log(`  ${rel(DOCUMENT)}: ${MB(doc.bytes)}, ${count(doc.operations)} operations; ${ctx.runs} runs after ${ctx.warmup} warm-up`);
    await rm(OUT, { recursive: true, force: true });
    await buildGenerator(ctx.log);
    const outputs = {} as Record<Entry, Output>;
    const samples = await interleave(ENTRIES, { ...ctx, onRound: (round, total) => ctx.log(`  round ${round}/${total}`) }, async (entry, warm) => {
      // Output folders are removed first so every run writes from scratch; the removal and the check are not timed.
      await rm(path.join(OUT, entry), { recursive: true, force: true });
      const { ms: elapsed } = await runNode(command[entry]);
      // Every run is checked, the warm-up first: the document's operations all came out.
      const output = await inspect(entry);
      if (Math.abs(output.operations - doc.operations) > doc.operations * TOLERANCE) {
        throw new Error(`${entry}: ${count(output.operations)} operations (${COUNTED[entry]}) for the document's ${count(doc.operations)}`);
      }
      outputs[entry] = output;
      if (warm) ctx.log(`  warm-up ${entry}: ${ms(elapsed)}, ${count(output.operations)} operations, ${output.files} files, ${MB(output.bytes)} in all`);
      return elapsed;
    });
    ctx.log('  tsc --noEmit (strict) on the output of this project');
    const compiled = await typecheck();
    if (!compiled.compiles) for (const line of compiled.errors.slice(0, 5)) ctx.log(`    ${line}`);
    const stats = Object.fromEntries(ENTRIES.map((e) => [e, summarize(samples[e])])) as Record<Entry, ReturnType<typeof summarize>>;
    const base = stats['openapi-typescript'].median;
    const ours = stats.ours.median / base;
    const verdict = compiled.compiles ? 'yes' : `no (${count(compiled.errorCount)} errors)`;
    return {
      id: this.id,
      title: `Generation: GitHub's REST description (${NAME}.json, ${count(doc.operations)} operations), one process per run`,
      status: 'measured',
      method: [
        `Input: ${rel(DOCUMENT)} (@octokit/openapi ${doc.version}; ${MB(doc.bytes)}, OpenAPI ${doc.openapi}, ${count(doc.operations)} operations) for every tool, each reading the JSON from disk itself.`,
        "This project's generator in plain mode (the document is not in the platform dialect: upgraded to OpenAPI 3.1, checked against OpenAPI's schema, service, modules and names inferred), run as plain Node ESM on its built packages (codegen/dist, as installed; `tsc -b` first), writing every file atomically (bench/drivers/generate-ours.mjs `full`); the peers through the generation section's drivers, plain Node ESM as well.",
        'hey-api plugins: @hey-api/client-fetch, @hey-api/typescript, @hey-api/sdk (transformer: true), @hey-api/transformers (dates: true). openapi-typescript: one .d.ts.',
        `Time: wall clock from spawn to exit of a fresh Node process per run (module loading included), the output folder removed before each run, written to ${rel(OUT)}/. Files and .ts written: the last run's output; this project also writes the bundled document (openapi.json, ${MB(outputs.ours.bytes - outputs.ours.typescriptBytes)}), which the .ts column leaves out.`,
        `Checked after every run, warm-up included, untimed: the operations that came out, within ${TOLERANCE * 100}% of the document's ${count(doc.operations)} or the section stops. Counted: this project, ${COUNTED.ours}; openapi-typescript, ${COUNTED['openapi-typescript']}; hey-api, ${COUNTED['hey-api']}.`,
        `Compiles: after the timed runs, typescript's tsc --noEmit under strict (module nodenext, lib es2022 + dom, skipLibCheck, types []) on this project's output of the last run, @siteapi/runtime mapped to runtime/ (its index.ts and generated.ts): ${verdict}, in ${ms(compiled.ms)}. The peers' outputs are not type-checked.`,
        `Runs: ${ctx.runs} after ${ctx.warmup} warm-up (3 by default for this section, --runs overrides), interleaved round by round in a rotating order. Ratio: median ÷ openapi-typescript's. Goal: this generator within ×${GOAL} of openapi-typescript's time.`,
      ],
      table: {
        columns: ['generator', 'median', 'min', 'max', '× openapi-typescript', 'operations', 'files', '.ts written'],
        rows: ENTRIES.map((e) => [
          LABELS[e],
          ms(stats[e].median),
          ms(stats[e].min),
          ms(stats[e].max),
          ratio(stats[e].median / base),
          count(outputs[e].operations),
          String(outputs[e].files),
          MB(outputs[e].typescriptBytes),
        ]),
        notes: [
          `compiles: ${verdict} (this project's output, tsc --noEmit strict, ${ms(compiled.ms)})`,
          `goal: within ×${GOAL} of openapi-typescript; this run ${ratio(ours)}, ${ours <= GOAL ? 'met' : 'not met'}`,
        ],
      },
      data: {
        unit: 'ms',
        input: { path: rel(DOCUMENT), package: `@octokit/openapi@${doc.version}`, bytes: doc.bytes, openapi: doc.openapi, operations: doc.operations },
        runs: ctx.runs,
        warmup: ctx.warmup,
        outputs,
        compiled,
        goal: { ratio: GOAL, actual: ours, met: ours <= GOAL },
        stats,
        samples,
      },
    };
  },
};
