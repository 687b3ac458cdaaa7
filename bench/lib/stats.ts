/** Median, min and max of a sample; the median is what tables compare, min and max show the spread. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  /** Number of samples (warm-up runs excluded). */
  n: number;
}

export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new Error('summarize: no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, n: sorted.length };
}

/**
 * Runs each entry `warmup` times, then `runs` rounds, taking every entry once per round in a rotating order:
 * a burst of load from elsewhere on the machine then hits all entries alike, so their ratios hold.
 */
export async function interleave<K extends string>(
  entries: readonly K[],
  options: { runs: number; warmup: number; onRound?: (round: number, total: number) => void },
  /** One sample, or several (e.g. one per call of a batch). */
  measure: (entry: K, warm: boolean) => Promise<number | number[]>,
): Promise<Record<K, number[]>> {
  for (let w = 0; w < options.warmup; w++) for (const entry of entries) await measure(entry, true);
  const samples = Object.fromEntries(entries.map((e) => [e, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < options.runs; round++) {
    options.onRound?.(round + 1, options.runs);
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[(i + round) % entries.length]!;
      const value = await measure(entry, false);
      samples[entry].push(...(Array.isArray(value) ? value : [value]));
    }
  }
  return samples;
}
