import { watch as watchFolder, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  formatProblem,
  generateIncremental,
  isSpecFileName,
  type IncrementalOptions,
  type IncrementalResult,
  type Problem,
  sortProblems,
  SpecProblemsError,
} from '@siteapi/codegen';
import { runLine } from './run-line.ts';

export interface WatchOptions extends IncrementalOptions {
  /** Where report lines go (the command line prints them). */
  log(line: string): void;
  /** Quiet time after the last file event before a run; default 100 ms (editors save in several steps). */
  debounceMs?: number;
  /** Called after every run, for tests and tools: the result, or the problems that stopped it. */
  onRun?(outcome: { result?: IncrementalResult; problems?: Problem[]; error?: unknown }): void;
}

export interface SpecWatcher {
  /** Resolves after the first run. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs the incremental generator now and again after every change to a spec: only changed specs are regenerated,
 * one line reports each run, and a broken spec prints its problems and leaves the last good output in place.
 */
export function watchSpecs(options: WatchOptions): SpecWatcher {
  const cwd = options.cwd ?? process.cwd();
  const out = options.out;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  let closed = false;

  const runOnce = async (force: boolean) => {
    try {
      const result = await generateIncremental({ ...options, force: force || undefined });
      options.log(runLine(result, out));
      options.onRun?.({ result });
    } catch (error) {
      if (error instanceof SpecProblemsError) {
        for (const p of sortProblems(error.problems)) options.log(formatProblem(p));
        const files = [...new Set(error.problems.map((p) => p.file))].join(', ');
        options.log(`${files}: ${error.problems.length === 1 ? 'a problem' : `${error.problems.length} problems`}; ${out}/ keeps the last good output`);
        options.onRun?.({ problems: error.problems });
      } else {
        options.log(`generate failed: ${error instanceof Error ? error.message : String(error)}; ${out}/ keeps the last good output`);
        options.onRun?.({ error });
      }
    }
  };
  // One run at a time; events during a run cause exactly one more after it.
  const start = (force: boolean): Promise<void> => {
    running = runOnce(force).finally(() => {
      running = undefined;
      if (again && !closed) {
        again = false;
        void start(false);
      }
    });
    return running;
  };
  const schedule = () => {
    if (closed) return;
    if (running) again = true;
    else void start(false);
  };

  const ready = (async () => {
    const input = path.resolve(cwd, options.spec);
    const isDir = (await stat(input)).isDirectory();
    const dir = isDir ? input : path.dirname(input);
    const only = isDir ? undefined : path.basename(input);
    // Watch the folder, not the files: editors save by writing a new file and renaming it over the old one.
    watcher = watchFolder(dir, (_event, name) => {
      const file = name?.toString();
      if (!file || !isSpecFileName(path.basename(file)) || (only && file !== only)) return;
      clearTimeout(timer);
      timer = setTimeout(schedule, options.debounceMs ?? 100);
    });
    await start(options.force === true);
  })();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      watcher?.close();
      await ready.catch(() => undefined);
      while (running) await running;
    },
  };
}
