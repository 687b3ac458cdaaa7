import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShell } from '../../../explorer/vite/build-shell.ts';

// An OpenAPI 3.2 document (test/fixtures/openapi-32: streams with itemSchema, the query method, a PURGE in
// additionalOperations, a querystring parameter, nested tags, $self with a second file) through every command that
// reads a document, as a user runs them: plain node on the bin, in a project folder of its own.
const BIN = path.resolve('cli/bin/siteapi.js');
let cwd: string;

function siteapi(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, timeout: 200_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'siteapi-32-'));
  await writeFile(path.join(cwd, 'package.json'), '{ "name": "my-app", "private": true, "type": "module" }\n');
  await mkdir(path.join(cwd, 'node_modules', '@siteapi'), { recursive: true });
  await symlink(path.resolve('runtime'), path.join(cwd, 'node_modules', '@siteapi', 'runtime'), 'dir');
  await cp('test/fixtures/openapi-32', path.join(cwd, 'spec'), { recursive: true });
});
afterAll(async () => {
  if (cwd) await rm(cwd, { recursive: true, force: true });
});

const SPEC = ['--spec', 'spec/openapi.yaml', '--out', 'client'];

describe('siteapi on an OpenAPI 3.2 document', () => {
  it('generate writes the client and check finds it up to date, its lint without errors', async () => {
    expect(await siteapi(['generate', ...SPEC, '--msw'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^generated 1 service/) });
    const check = await siteapi(['check', ...SPEC, '--msw']);
    expect(check.stdout).toContain('0 errors');
    expect(check).toMatchObject({ code: 0, stdout: expect.stringContaining('client/ is up to date') });
  });

  it('diff reports a change to the PURGE operation, and none between a document and itself', async () => {
    const changed = (await readFile(path.join(cwd, 'spec/openapi.yaml'), 'utf8')).replace('required: [key, purgedAt]', 'required: [key]');
    await cp(path.join(cwd, 'spec'), path.join(cwd, 'spec-new'), { recursive: true });
    await writeFile(path.join(cwd, 'spec-new/openapi.yaml'), changed);
    const diff = await siteapi(['diff', 'spec/openapi.yaml', 'spec-new/openapi.yaml']);
    expect(diff.code).toBe(1);
    expect(diff.stdout).toContain('streams-3-2.purgeCache  PURGE /cache/{key}');
    expect(diff.stdout).toContain('field-optional  response 200: purgedAt  no longer required');
    expect(await siteapi(['diff', 'spec/openapi.yaml', 'spec/openapi.yaml'])).toMatchObject({ code: 0 });
  });

  it('mock answers the QUERY operation and the PURGE of additionalOperations with their examples, each by its own method', async () => {
    const child = spawn(process.execPath, [BIN, 'mock', ...SPEC, '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      let url = '';
      for await (const line of createInterface({ input: child.stdout })) {
        url = /^msw mock of client\/openapi\.json: (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1] ?? '';
        if (url) break;
      }
      const found = await fetch(`${url}/v1/notes/search`, { method: 'QUERY', headers: { 'content-type': 'application/json' }, body: '{"text":"milk"}' });
      expect(found.status).toBe(200);
      expect(((await found.json()) as { id: string }[]).map((n) => n.id)).toEqual(['n-1', 'n-2']);
      const purged = await fetch(`${url}/v1/cache/notes`, { method: 'PURGE' });
      expect(await purged.json()).toEqual({ key: 'notes', purgedAt: '2026-11-29T10:00:00Z' });
      expect((await fetch(`${url}/v1/cache/notes`)).status).toBe(404);
      const lines = await fetch(`${url}/v1/logs`, { headers: { 'x-api-key': 'k' } });
      expect([lines.headers.get('content-type'), (await lines.text()).split('\n').length]).toEqual(['application/jsonl', 3]);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });

  it.each([
    ['on the in-process mock (the default engine)', []],
    ['with --engine prism: QUERY, PURGE and the streams on the in-process mock, the rest on Prism', ['--engine', 'prism']],
  ])('contract calls every operation through the generated client %s', async (_, engine) => {
    const result = await siteapi(['contract', ...SPEC, '--json', ...engine]);
    expect(result.stderr).not.toMatch(/Error:|at .*\.js:\d+/);
    const report = JSON.parse(result.stdout) as { operations: { call: string; passed: boolean; problem?: string }[] };
    expect(report.operations.map((o) => [o.call, o.passed, o.problem])).toEqual([
      ['admin.purgeCache', true, undefined],
      ['admin.streamLogs', true, undefined],
      ['completions.createChatCompletion', true, undefined],
      ['notes.listNotes', true, undefined],
      ['notes.searchNotes', true, undefined],
      ['notes.upload', true, undefined],
    ]);
    expect(result.code).toBe(0);
  });

  it('docs builds the site of the document', async () => {
    const shell = path.join(cwd, 'shell');
    await buildShell(shell);
    const result = await siteapi(['docs', '--spec', 'spec/openapi.yaml', '--out', 'site', '--shell', shell]);
    expect(result).toMatchObject({ code: 0, stdout: expect.stringMatching(/^wrote site\/: \d+ files/) });
    const assets = await readdir(path.join(cwd, 'site', 'assets'));
    const texts = await Promise.all(assets.map((f) => readFile(path.join(cwd, 'site', 'assets', f), 'utf8')));
    for (const id of ['searchNotes', 'purgeCache', 'listNotes', 'streamLogs'])
      expect(
        texts.some((t) => t.includes(`"operationId":"${id}"`)),
        id,
      ).toBe(true);
    const mock = JSON.parse(await readFile(path.join(cwd, 'site', 'mock-document.json'), 'utf8')) as { openapi: string; paths: Record<string, any> };
    expect(mock.openapi).toBe('3.2.0');
    expect(Object.keys(mock.paths['/v1/cache/{key}'].additionalOperations)).toEqual(['PURGE']);
  }, 300_000);
});
