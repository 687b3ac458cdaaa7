import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readTree } from '../../codegen/generate.ts';
import type { IncrementalResult } from '../../codegen/incremental/incremental.ts';
import { watchSpecs } from '../../cli/src/watch.ts';
import type { Problem } from '../../codegen/problems.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

type Outcome = { result?: IncrementalResult; problems?: Problem[]; error?: unknown };

/** The watch on a temp copy of two specs (tasks as JSON when asked); each run's outcome is awaited in turn. */
async function watching(tasksAsJson = false) {
  const cwd = await mkdtemp(path.join(tmpdir(), 'watch-'));
  dirs.push(cwd);
  await cp('test/fixtures/specs/valid/notes.yaml', path.join(cwd, 'spec', 'notes.yaml'), { recursive: true });
  if (tasksAsJson) {
    const tasks = parse(await readFile('test/fixtures/specs/tasks/tasks.yaml', 'utf8')) as unknown;
    await writeFile(path.join(cwd, 'spec', 'tasks.json'), `${JSON.stringify(tasks, null, 2)}\n`);
  } else {
    await cp('test/fixtures/specs/tasks/tasks.yaml', path.join(cwd, 'spec', 'tasks.yaml'));
  }
  const lines: string[] = [];
  const outcomes: Outcome[] = [];
  const waiters: ((o: Outcome) => void)[] = [];
  const watcher = watchSpecs({
    spec: 'spec',
    out: 'gen',
    cwd,
    debounceMs: 50,
    log: (line) => lines.push(line),
    onRun: (o) => (waiters.shift() ?? ((x: Outcome) => outcomes.push(x)))(o),
  });
  const nextRun = () => (outcomes.length > 0 ? Promise.resolve(outcomes.shift()!) : new Promise<Outcome>((resolve) => waiters.push(resolve)));
  const edit = async (file: string, from: string, to: string) => {
    const full = path.join(cwd, 'spec', file);
    const text = await readFile(full, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
    await writeFile(full, text.replace(from, to));
  };
  return { cwd, lines, watcher, nextRun, edit, gen: (rel: string) => path.join(cwd, 'gen', rel) };
}

describe('generate --watch', () => {
  it('regenerates only the edited spec, keeps the last good output on a broken edit, and regenerates once it is fixed', async () => {
    const w = await watching();
    try {
      const first = await w.nextRun();
      await w.watcher.ready;
      expect(first.result?.regenerated.map((r) => r.service)).toEqual(['notes', 'tasks']);
      const notesTime = (await stat(w.gen('notes/notes.ts'))).mtimeMs;

      // An edit to tasks.yaml: tasks alone is regenerated, and the line says what changed.
      await w.edit('tasks.yaml', 'enum: [OPEN, DONE]', 'enum: [OPEN, DONE, BLOCKED]');
      const edited = await w.nextRun();
      expect(edited.result?.regenerated).toEqual([{ file: path.join('spec', 'tasks.yaml'), service: 'tasks' }]);
      expect(edited.result?.written).toEqual(['openapi.json', 'tasks/paths.ts', 'tasks/schema-types.ts']);
      expect((await stat(w.gen('notes/notes.ts'))).mtimeMs).toBe(notesTime);
      expect(await readFile(w.gen('tasks/schema-types.ts'), 'utf8')).toContain("BLOCKED: 'BLOCKED'");
      expect(w.lines.at(-1)).toMatch(
        /^regenerated tasks \(spec\/tasks\.yaml\); wrote openapi\.json, tasks\/paths\.ts, tasks\/schema-types\.ts; API: 0 breaking, \d+ compatible; 1 spec skipped \(unchanged\) \(\d+ ms\)$/,
      );

      // A broken edit: its problem with file:line:col, and the previous output stays whole.
      const good = await readTree(w.gen(''));
      await w.edit('tasks.yaml', 'x-errors: [TASK_NOT_FOUND]', 'x-errors: [TASK_MISSING]');
      const broken = await w.nextRun();
      expect(broken.problems?.map((p) => `${p.file}:${p.line}:${p.col}`)).toEqual([expect.stringMatching(/^spec\/tasks\.yaml:\d+:\d+$/)]);
      expect(w.lines.slice(-2)).toEqual([
        expect.stringMatching(/^spec\/tasks\.yaml:\d+:\d+ .*error code 'TASK_MISSING' is not in x-error-catalogue/),
        'spec/tasks.yaml: a problem; gen/ keeps the last good output',
      ]);
      expect(await readTree(w.gen(''))).toEqual(good);

      // Fixed (to something new): regenerated again, the watch went on.
      await w.edit('tasks.yaml', 'x-errors: [TASK_MISSING]', 'x-errors: []');
      const fixed = await w.nextRun();
      expect(fixed.result?.regenerated.map((r) => r.service)).toEqual(['tasks']);
      expect(await readFile(w.gen('tasks/tasks.ts'), 'utf8')).not.toContain('TASK_NOT_FOUND');
      expect(w.lines.at(-1)).toMatch(/^regenerated tasks .*API: 0 breaking, 1 compatible/);
    } finally {
      await w.watcher.close();
    }
  });

  it('regenerates after an edit to a JSON spec, as the generator reads .json beside .yaml', async () => {
    const w = await watching(true);
    try {
      const first = await w.nextRun();
      await w.watcher.ready;
      expect(first.result?.regenerated.map((r) => r.service)).toEqual(['notes', 'tasks']);
      await w.edit('tasks.json', '"DONE"\n', '"DONE",\n                "BLOCKED"\n');
      const edited = await w.nextRun();
      expect(edited.result?.regenerated).toEqual([{ file: path.join('spec', 'tasks.json'), service: 'tasks' }]);
      expect(await readFile(w.gen('tasks/schema-types.ts'), 'utf8')).toContain("BLOCKED: 'BLOCKED'");
    } finally {
      await w.watcher.close();
    }
  });
});
