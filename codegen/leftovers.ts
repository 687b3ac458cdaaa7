import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The sibling folders a write of `outDir` uses while it runs: `.<out>.staging-<pid>` and `.<out>.previous-<pid>`. */
export function writeFolders(outDir: string, pid = process.pid): { staging: string; previous: string } {
  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(outDir);
  return { staging: path.join(parent, `.${base}.staging-${pid}`), previous: path.join(parent, `.${base}.previous-${pid}`) };
}

/** Whether a process of this machine is running (`pid`'s leftovers are then in use, not leftovers). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Cleans up after writes of `outDir` that were killed: a dead process's staging folder is removed; its previous
 * output is put back when the out folder is missing (killed between the two renames), else removed. Folders of live
 * processes (a run in progress) are left alone. Returns what it did, one line each.
 */
export async function recoverLeftovers(outDir: string): Promise<string[]> {
  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(outDir);
  const pattern = new RegExp(`^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(staging|previous)-(\\d+)$`);
  let entries: string[];
  try {
    entries = await readdir(parent);
  } catch {
    return [];
  }
  const done: string[] = [];
  // Previous outputs first: one may have to become the out folder again.
  const leftovers = entries.map((name) => ({ name, match: pattern.exec(name) })).filter((e) => e.match && !processAlive(Number(e.match[2])));
  leftovers.sort((a, b) => (a.match![1] === 'previous' ? -1 : 0) - (b.match![1] === 'previous' ? -1 : 0));
  for (const { name, match } of leftovers) {
    const full = path.join(parent, name);
    const missing = await stat(outDir).then(
      () => false,
      () => true,
    );
    if (match![1] === 'previous' && missing) {
      await rename(full, path.resolve(outDir));
      done.push(`restored ${name} as ${base} (a killed run had moved it aside)`);
    } else {
      await rm(full, { recursive: true, force: true });
      done.push(`removed ${name} (left by process ${match![2]}, which is gone)`);
    }
  }
  return done;
}
