import { describe, expect, it } from 'vitest';
import { parseSpecCommand } from '../../cli/src/args.ts';
import { generateOptions } from '../../cli/src/ensure-generated.ts';

describe('generateOptions', () => {
  it('carries every option of a spec command to the generator, --runtime as runtimeImport', async () => {
    const values = await parseSpecCommand(
      ['--spec', 'api', '--out', 'gen', '--runtime', 'rt', '--mode', 'plain', '--pagination', 'off', '--msw', '--strict', '-q'],
      {},
    );
    expect(generateOptions(values)).toEqual({
      spec: 'api',
      out: 'gen',
      runtimeImport: 'rt',
      mode: 'plain',
      pagination: 'off',
      msw: true,
      strict: true,
      force: undefined,
      quiet: true,
    });
  });
});
