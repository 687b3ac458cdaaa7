import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeProgress } from '../../bench/corpus/generate-one.ts';
import { WorkerLost, WorkerPool } from '../../bench/corpus/pool.ts';

// A corpus document whose generation runs out of time is reported where it was, not only as lost.

describe('corpus worker pool', () => {
  it('says where a job was when its time ran out', async () => {
    const pool = new WorkerPool(1, 256, fileURLToPath(new URL('./fixtures/stalling-worker.ts', import.meta.url)));
    try {
      const outcome = await pool.run({ kind: 'openapi-typescript', apiDir: '.', name: 'many.json' }, 3000).catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(WorkerLost);
      expect((outcome as WorkerLost).message).toBe('timed out after 3 s while emitting paths.ts of many-api (3 of 4)');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it.each([
    [{ stage: 'emit', service: 'many-api', file: 'paths.ts', index: 3, total: 4 } as const, 'emitting paths.ts of many-api (3 of 4)'],
    [{ stage: 'parse', file: '/dir/api/microsoft.com/graph-beta.json', index: 1, total: 1 } as const, 'parsing microsoft.com/graph-beta.json (1 of 1)'],
    [{ stage: 'read' } as const, 'reading'],
  ])('describes a step: %o', (event, words) => {
    expect(describeProgress(event, '/dir/api')).toBe(words);
  });
});
