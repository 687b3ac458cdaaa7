import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate, type ProgressEvent, RUNTIME_IMPORT, SpecInputError, SpecProblemsError, sortProblems } from '@siteapi/codegen';
import openapiTS, { astToString } from 'openapi-typescript';
import { ROOT } from '../lib/paths.ts';
import { pagingOf, type PagingCount } from './paging.ts';

export interface GenerateOutcome {
  /** `generated`; `problems`: refused with located problems (as intended for bad input); `crash`: anything else thrown. */
  status: 'generated' | 'problems' | 'crash';
  ms: number;
  files?: number;
  /** Its calls, and those that page by kind. */
  paging?: PagingCount;
  problemCount?: number;
  /** The first problems, `file:line:col message` with the file relative to the directory. */
  problems?: string[];
  /** A crash: `Name: message` and the first stack frames. */
  error?: string;
  stack?: string[];
}

export interface PeerOutcome {
  ok: boolean;
  ms: number;
  error?: string;
}

// The first document of a process also pays for loading and compiling a generator (ajv's schemas, ts-morph): it is
// run once untimed, so every time reported is a warm one, for both tools alike.
let warmOurs = false;
let warmPeer = false;

/** Where a run is, in words: `emitting paths.ts of <service> (12 of 40)`, `parsing <file>`. */
export function describeProgress(event: ProgressEvent, apiDir: string): string {
  const verb = { read: 'reading', parse: 'parsing', ir: 'modelling', emit: 'emitting', write: 'writing' }[event.stage];
  const file = event.file ? ` ${path.isAbsolute(event.file) ? path.relative(apiDir, event.file) : event.file}` : '';
  const service = event.service ? ` of ${event.service}` : '';
  const count = event.index && event.total ? ` (${event.index} of ${event.total})` : '';
  return `${verb}${file}${service}${count}`;
}

/**
 * One document through this generator (plain mode, in memory, timed), its `.ts` output written to `outDir`;
 * `progress` hears where the run is, so a run stopped for its time can say where it was.
 */
export async function generateOne(apiDir: string, name: string, outDir: string, progress?: (where: string) => void): Promise<GenerateOutcome> {
  const file = path.join(apiDir, name);
  const tell = progress && ((event: ProgressEvent) => progress(describeProgress(event, apiDir)));
  if (!warmOurs) {
    warmOurs = true;
    await generate(file, { mode: 'plain', progress: tell }).catch(() => {});
  }
  const started = performance.now();
  try {
    const files = await generate(file, { mode: 'plain', runtimeImport: RUNTIME_IMPORT, progress: tell });
    const ms = performance.now() - started;
    await rm(outDir, { recursive: true, force: true });
    let count = 0;
    for (const [rel, text] of files) {
      if (!rel.endsWith('.ts')) continue;
      await mkdir(path.dirname(path.join(outDir, rel)), { recursive: true });
      await writeFile(path.join(outDir, rel), text);
      count++;
    }
    return { status: 'generated', ms, files: count, paging: pagingOf(files) };
  } catch (error) {
    const ms = performance.now() - started;
    if (error instanceof SpecProblemsError) {
      const problems = sortProblems(error.problems)
        .slice(0, 10)
        .map((p) => `${path.relative(apiDir, p.file) || p.file}:${p.line}:${p.col} ${p.message}`);
      return { status: 'problems', ms, problemCount: error.problems.length, problems };
    }
    if (error instanceof SpecInputError) return { status: 'problems', ms, problemCount: 1, problems: [error.message] };
    return { status: 'crash', ms, ...describeCrash(error) };
  }
}

/** The same document through openapi-typescript (`openapiTS()` + `astToString()`), timed, for the comparison. */
export async function openapiTypescriptOne(apiDir: string, name: string): Promise<PeerOutcome> {
  const url = pathToFileURL(path.join(apiDir, name));
  if (!warmPeer) {
    warmPeer = true;
    await openapiTS(url, { silent: true }).catch(() => {});
  }
  const started = performance.now();
  try {
    astToString(await openapiTS(url, { silent: true }));
    return { ok: true, ms: performance.now() - started };
  } catch (error) {
    return { ok: false, ms: performance.now() - started, error: describeCrash(error).error };
  }
}

export function describeCrash(error: unknown): { error: string; stack: string[] } {
  if (!(error instanceof Error)) return { error: `thrown: ${String(error)}`, stack: [] };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .slice(0, 6)
    .map((l) => l.trim().replaceAll(pathToFileURL(ROOT).href, '').replaceAll(ROOT, ''));
  return { error: `${error.name}: ${error.message.split('\n')[0]}`, stack: frames };
}
