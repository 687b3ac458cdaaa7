import type { Table } from './format.ts';

export interface BenchOptions {
  /** Measured runs (rounds) per entry, after the warm-up; at least 5 for committed results. */
  runs: number;
  /** Warm-up runs per entry, not recorded. */
  warmup: number;
}

export interface SectionContext extends BenchOptions {
  /** A progress line on stderr (the table goes to stdout). */
  log(message: string): void;
}

export interface SectionReport {
  id: string;
  title: string;
  /** `not measured` for a slot whose measurement is not implemented yet. */
  status: 'measured' | 'not measured';
  /** How it was measured, one sentence each (printed under the table and written to results.md). */
  method: string[];
  table?: Table;
  /** Raw numbers for results.json (milliseconds, bytes, samples). */
  data: unknown;
}

export interface Section {
  id: string;
  title: string;
  /** Measured runs when `--runs` is not given, for a section whose runs take long; otherwise the bench's default. */
  defaultRuns?: number;
  run(ctx: SectionContext): Promise<SectionReport>;
}
