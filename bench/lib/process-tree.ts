import { readFileSync } from 'node:fs';

/** A process and its descendants (Linux /proc; elsewhere the process alone). */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [pid];
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Resident memory of a process tree in bytes (0 where /proc is not there). */
export function treeRss(pid: number): number {
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

export function signalTree(pid: number, signal: NodeJS.Signals): void {
  for (const p of processTree(pid).reverse()) {
    try {
      process.kill(p, signal);
    } catch {
      // already gone
    }
  }
}
