import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Public documents in plain mode, as a user runs them: generate, then every operation called through the generated
// client against the Prism mock of the document (`siteapi contract`).
const BIN = path.resolve('cli/bin/siteapi.js');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

function siteapi(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, timeout: 200_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const DOCUMENTS = [
  ['Train Travel (OpenAPI 3.1)', 'node_modules/@readme/oas-examples/3.1/yaml/train-travel.yaml', 7],
  ['Petstore (OpenAPI 3.0, operations without a success answer)', 'node_modules/@readme/oas-examples/3.0/yaml/petstore.yaml', 20],
  ['Petstore (Swagger 2.0, JSON)', 'node_modules/@readme/oas-examples/2.0/json/petstore.json', 20],
  ["Scalar's Galaxy (OpenAPI 3.1)", 'node_modules/@scalar/galaxy/dist/3.1.yaml', 9],
] as const;

describe('siteapi on outside documents', () => {
  it.each(DOCUMENTS)('%s: every operation passes the contract check against its mock', async (_, document, operations) => {
    const cwd = await mkdtemp(path.join(tmpdir(), 'siteapi-outside-'));
    dirs.push(cwd);
    await writeFile(path.join(cwd, 'package.json'), '{ "name": "my-app", "private": true, "type": "module" }\n');
    await mkdir(path.join(cwd, 'node_modules', '@siteapi'), { recursive: true });
    await symlink(path.resolve('runtime'), path.join(cwd, 'node_modules', '@siteapi', 'runtime'), 'dir');
    const file = `api${path.extname(document)}`;
    await copyFile(document, path.join(cwd, file));
    const result = await siteapi(['contract', '--spec', file, '--out', 'client', '--json'], cwd);
    expect(result.stderr).not.toMatch(/Error:|at .*\.js:\d+/);
    const report = JSON.parse(result.stdout) as { operations: { operation: string; passed: boolean; problems?: unknown }[] };
    expect(report.operations.filter((o) => !o.passed)).toEqual([]);
    expect(report.operations).toHaveLength(operations);
    expect(result.code).toBe(0);
  });
});
