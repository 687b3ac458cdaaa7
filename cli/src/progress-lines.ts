import type { Progress, ProgressEvent } from '@siteapi/codegen';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function describe(e: ProgressEvent): string {
  const of = e.total !== undefined && e.total > 1 ? ` (${e.index ?? '?'}/${e.total})` : '';
  switch (e.stage) {
    case 'read':
      return `reading ${e.file ?? `${e.total} spec${e.total === 1 ? '' : 's'}`}`;
    case 'parse':
      return `parsing ${e.file}${of}`;
    case 'ir':
      return `modelling ${e.file}${of}`;
    case 'emit':
      return `emitting ${e.service}/${e.file}${of}`;
    case 'write':
      return `writing ${e.count?.toLocaleString('en-US')} file${e.count === 1 ? '' : 's'}`;
  }
}

export interface ProgressOptions {
  quiet?: boolean;
  write?: (line: string) => void;
  after?: number;
}

/**
 * Progress lines on stderr for a run that takes longer than a second: nothing for a quick run, then the step it is
 * at and the time so far, at most one line a second (and one when the kind of step changes). Plain text (no colour,
 * so NO_COLOR holds); nothing with `quiet`.
 */
export function progressTicker(command: string, options: ProgressOptions = {}): ((step: string, kind?: string) => void) | undefined {
  if (options.quiet) return undefined;
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const every = options.after ?? 1000;
  const started = performance.now();
  let printedAt = started;
  let printedKind: string | undefined;
  return (step, kind = step) => {
    const now = performance.now();
    if (now - started < every) return;
    if (kind === printedKind && now - printedAt < every) return;
    printedAt = now;
    printedKind = kind;
    write(`siteapi ${command}: ${step}, ${seconds(now - started)}`);
  };
}

/** The generator's progress events as progress lines (`progressTicker`), one kind per stage. */
export function progressLines(command: string, options: ProgressOptions = {}): Progress | undefined {
  const tick = progressTicker(command, options);
  return tick && ((event) => tick(describe(event), event.stage));
}
