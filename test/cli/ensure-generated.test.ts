import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseSpecCommand } from '../../cli/src/args.ts';
import { ensureGenerated, generateOptions } from '../../cli/src/ensure-generated.ts';

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
      plugins: ['paths', 'msw'],
      strict: true,
      force: undefined,
      quiet: true,
    });
  });
});

describe('ensureGenerated', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  // A document with one thing its output does not read: an extension the generator does not know.
  const SPEC = `openapi: 3.0.3
info: { title: T, version: "1" }
x-unknown-extension: true
paths:
  /a:
    get:
      operationId: getA
      responses:
        "200": { description: ok }
`;

  async function warningsPrinted(quiet: boolean): Promise<string[]> {
    const dir = await mkdtemp(path.join(tmpdir(), 'ensure-generated-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 's.yaml'), SPEC);
    const printed: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      const outcome = await ensureGenerated({ spec: path.join(dir, 's.yaml'), out: path.join(dir, 'out'), quiet }, { log: () => {} });
      expect(outcome).toBe('ok');
    } finally {
      error.mockRestore();
    }
    return printed.filter((line) => line.includes('warning:'));
  }

  it('prints each kind of warning once, and none with --quiet', async () => {
    const loud = await warningsPrinted(false);
    expect(loud).toHaveLength(1);
    expect(loud[0]).toMatch(/s\.yaml:3:1 warning: 'x-unknown-extension'/);
    expect(await warningsPrinted(true)).toEqual([]);
  });
});
