import { rm } from 'node:fs/promises';
import path from 'node:path';
import { WORK } from '../lib/paths.ts';
import { type CompileDiagnostic, type CompileReport, prepareCompileRoot } from './compile.ts';
import { COMPILE_GROUPS, CONFIGURATIONS } from './configurations.ts';
import { API_DIR, type DirectoryEntry } from './directory.ts';
import type { GenerateOutcome, PeerOutcome } from './generate-one.ts';
import { WorkerLost, WorkerPool } from './pool.ts';
import { stableHash } from './sample.ts';

export interface DocumentResult extends DirectoryEntry {
  generate: GenerateOutcome | { status: 'lost'; ms: number; error: string };
  /** openapi-typescript on the same document; `lost` when its worker timed out or died. */
  openapiTypescript: PeerOutcome;
  /** Configurations whose program reported nothing on this document's output. */
  compiledIn: string[];
  diagnostics: CompileDiagnostic[];
}

export interface CorpusRun {
  documents: DocumentResult[];
  /** Chosen but not started: the time budget ran out. */
  notRun: DirectoryEntry[];
  /** Diagnostics no document owns (a configuration's own problem). */
  unattributed: CompileDiagnostic[];
  wallMs: number;
  compileMs: Record<string, number>;
  workers: number;
  batchSize: number;
}

export interface RunOptions {
  workers?: number;
  /** Documents per tsc program. */
  batchSize?: number;
  /** Stop starting new batches after this long; the batches begun are finished. */
  budgetMs?: number;
  /** A generation's time before it counts as lost, plus {@link TIMEOUT_MS_PER_MB} for each MB of its document. */
  generateTimeoutMs?: number;
  /** Compile the outputs (the default); `false` times the generations alone, as the bench's directory section does. */
  compile?: boolean;
  log?: (line: string) => void;
}

/** Time a document's size earns on top of the base timeout: Microsoft Graph's 47 MB gets about 10 minutes, not 3 (it took 2 at load 9 on two cores, 9 at load 16). */
export const TIMEOUT_MS_PER_MB = 10_000;

/**
 * The order a batch's documents are queued in: largest first, so the one that takes minutes (Microsoft Graph's 47 MB)
 * runs beside the small ones instead of after them, while the batch's compile waits.
 */
export function startOrder(batch: DirectoryEntry[]): DirectoryEntry[] {
  return [...batch].sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}

/** A document this large is compiled in programs of its own: its output alone can take most of a worker's heap. */
export const ALONE_BYTES = 10 * 1024 * 1024;

/** The tsc programs a batch's generated documents are compiled in: the small ones together, each very large one alone. */
export function programsOf<T extends DirectoryEntry>(docs: T[]): T[][] {
  const small = docs.filter((d) => d.bytes <= ALONE_BYTES);
  return [...(small.length ? [small] : []), ...docs.filter((d) => d.bytes > ALONE_BYTES).map((d) => [d])];
}

/** A folder name per document that cannot collide (`a/b.json` and `a-b.json` differ by their hash). */
export function slugOf(name: string): string {
  return `${name.replace(/\.json$/, '').replace(/[^A-Za-z0-9.]+/g, '_')}-${stableHash(name).slice(0, 6)}`;
}

/**
 * Every document generated in a worker process, then each batch's outputs compiled in one program per configuration
 * (also in the workers, ahead of the generations still waiting), and every diagnostic given back to its document.
 */
export async function runCorpus(docs: DirectoryEntry[], options: RunOptions = {}): Promise<CorpusRun> {
  const { workers = 2, batchSize = 100, budgetMs = Number.POSITIVE_INFINITY, generateTimeoutMs = 180_000, compile = true, log = () => {} } = options;
  const started = performance.now();
  const root = await prepareCompileRoot(path.join(WORK, 'corpus'));
  const pool = new WorkerPool(workers);
  const results: DocumentResult[] = [];
  const unattributed: CompileDiagnostic[] = [];
  const compileMs: Record<string, number> = Object.fromEntries(Object.keys(CONFIGURATIONS).map((c) => [c, 0]));
  const batches: DirectoryEntry[][] = [];
  for (let i = 0; i < docs.length; i += batchSize) batches.push(docs.slice(i, i + batchSize));
  const notRun: DirectoryEntry[] = [];
  let done = 0;
  const width = String(docs.length).length;

  const generateDoc = async (doc: DirectoryEntry): Promise<DocumentResult> => {
    const slug = slugOf(doc.name);
    const timeoutMs = generateTimeoutMs + Math.round((doc.bytes / 1024 / 1024) * TIMEOUT_MS_PER_MB);
    const lost = (error: unknown) => {
      if (!(error instanceof WorkerLost)) throw error;
      return { status: 'lost' as const, ok: false, ms: timeoutMs, error: error.message };
    };
    const [generate, openapiTypescript] = await Promise.all([
      pool.run<GenerateOutcome>({ kind: 'generate', apiDir: API_DIR, name: doc.name, outDir: path.join(root.outDir, slug) }, timeoutMs).catch(lost),
      pool.run<PeerOutcome>({ kind: 'openapi-typescript', apiDir: API_DIR, name: doc.name }, timeoutMs).catch(lost),
    ]);
    done++;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    log(
      `[${String(done).padStart(width)}/${docs.length}] ${generate.status.padEnd(9)} ${seconds(generate.ms).padStart(7)}` +
        `  openapi-typescript ${openapiTypescript.ok ? 'ok  ' : 'fail'} ${seconds(openapiTypescript.ms).padStart(7)}  ${doc.name}`,
    );
    return { ...doc, generate, openapiTypescript, compiledIn: [], diagnostics: [] };
  };

  const compileProgram = async (ok: DocumentResult[], label: string): Promise<void> => {
    const slugs = ok.map((r) => slugOf(r.name));
    await Promise.all(
      COMPILE_GROUPS.map(async (configurations) => {
        const reports = await pool
          .run<Record<string, CompileReport>>({ kind: 'compile', root, configurations, batch: label, slugs }, configurations.length * 30 * 60_000, true)
          .catch((error: Error) =>
            Object.fromEntries(
              configurations.map((configuration): [string, CompileReport] => [
                configuration,
                { diagnostics: new Map(), unattributed: [{ configuration, code: 0, kind: 'options', message: error.message }], ms: 0 },
              ]),
            ),
          );
        for (const [configuration, report] of Object.entries(reports)) {
          compileMs[configuration] = (compileMs[configuration] ?? 0) + report.ms;
          // A program of one document: what went wrong with the program (its worker lost) is that document's.
          const own = ok.length === 1 && report.unattributed.length > 0;
          if (own) ok[0]!.diagnostics.push(...report.unattributed);
          else unattributed.push(...report.unattributed);
          const failing = own ? ok : ok.filter((r) => report.diagnostics.has(slugOf(r.name)));
          for (const r of ok) {
            const found = report.diagnostics.get(slugOf(r.name));
            if (found) r.diagnostics.push(...found);
            else if (report.unattributed.length === 0) r.compiledIn.push(configuration);
          }
          log(`${label} ${configuration}: ${ok.length - failing.length} of ${ok.length} compile (${(report.ms / 1000).toFixed(0)} s)`);
        }
      }),
    );
  };

  const runBatch = async (batch: DirectoryEntry[], index: number): Promise<void> => {
    const generated = await Promise.all(startOrder(batch).map(generateDoc));
    results.push(...generated);
    const ok = generated.filter((r) => r.generate.status === 'generated');
    const slugs = ok.map((r) => slugOf(r.name));
    if (slugs.length === 0) return;
    if (compile) for (const [part, docsOfProgram] of programsOf(ok).entries()) await compileProgram(docsOfProgram, `b${index}${part ? `-${part}` : ''}`);
    await Promise.all(slugs.map((s) => rm(path.join(root.outDir, s), { recursive: true, force: true })));
  };

  // Two batches in flight keep the workers busy while one batch waits for its last slow document.
  const running = new Set<Promise<void>>();
  for (const [index, batch] of batches.entries()) {
    if (performance.now() - started > budgetMs) {
      notRun.push(...batch);
      continue;
    }
    const p = runBatch(batch, index).finally(() => running.delete(p));
    running.add(p);
    if (running.size >= 2) await Promise.race(running);
  }
  await Promise.all(running);
  await pool.close();
  const order = new Map(docs.map((d, i) => [d.name, i]));
  results.sort((a, b) => order.get(a.name)! - order.get(b.name)!);
  return { documents: results, notRun, unattributed, wallMs: performance.now() - started, compileMs, workers, batchSize };
}
