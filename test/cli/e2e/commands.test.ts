import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTree } from '../../../codegen/generate.ts';
import { send } from '../../mock/raw-request.ts';
import { startLiveHost } from './live-host.ts';

// The siteapi command as a user runs it: plain node on the bin, in a folder with a spec set of its own.
const BIN = path.resolve('cli/bin/siteapi.js');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

function siteapi(args: string[], cwd = process.cwd()): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, timeout: 110_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/**
 * A user's project in a temp folder: an ES module package with notes and tasks in spec/. Prism cannot route a
 * dotted path template, so notes' `{note.id}` is renamed.
 */
/** `siteapi mock` in `cwd` with `args`, once it prints its URL; `stop()` sends Ctrl+C and resolves to the exit code. */
async function startMock(cwd: string, args: string[]): Promise<{ url: string; engine: string; stop(): Promise<unknown> }> {
  const child = spawn(process.execPath, [BIN, 'mock', '--out', 'gen', '--port', '0', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => {
    child.kill('SIGINT');
    return exited;
  };
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  try {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error('mock ended before serving');
      const line = /^(Prism|msw) mock of gen\/openapi\.json: (http:\/\/127\.0\.0\.1:\d+)/.exec(value);
      if (line) return { url: line[2]!, engine: line[1]!, stop };
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

async function project(): Promise<string> {
  const cwd = await mkdtemp(path.join(tmpdir(), 'siteapi-cli-'));
  dirs.push(cwd);
  await writeFile(path.join(cwd, 'package.json'), '{ "name": "my-app", "private": true, "type": "module" }\n');
  // Generated code imports @siteapi/runtime: here the built workspace package, as if installed.
  await mkdir(path.join(cwd, 'node_modules', '@siteapi'), { recursive: true });
  await symlink(path.resolve('runtime'), path.join(cwd, 'node_modules', '@siteapi', 'runtime'), 'dir');
  const notes = (await readFile('test/fixtures/specs/valid/notes.yaml', 'utf8')).replaceAll('note.id', 'noteKey');
  await cp('test/fixtures/specs/tasks/tasks.yaml', path.join(cwd, 'spec', 'tasks.yaml'), { recursive: true });
  await writeFile(path.join(cwd, 'spec', 'notes.yaml'), notes);
  return cwd;
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  await writeFile(file, text.replace(from, to));
}

describe('siteapi: help and usage', () => {
  it('prints the help of every command with its exit codes; an unknown command is a usage error (2)', async () => {
    const main = await siteapi(['--help']);
    expect(main.code).toBe(0);
    expect(main.stdout).toMatch(/commands:\n {2}generate .*\n {2}check .*\n {2}diff .*\n {2}contract .*\n {2}mock .*\n {2}docs .*\n\n/);
    for (const command of ['generate', 'check', 'diff', 'contract', 'mock', 'docs']) {
      const help = await siteapi([command, '--help']);
      expect(help.code, command).toBe(0);
      expect(help.stdout, command).toMatch(new RegExp(`^usage: siteapi ${command} [^]*exit codes: 0 `));
    }
    expect(await siteapi(['deploy'])).toMatchObject({ code: 2, stderr: expect.stringContaining("unknown command 'deploy'") });
    expect(await siteapi(['generate', '--sepc', 'x'])).toMatchObject({ code: 2, stderr: expect.stringContaining("Unknown option '--sepc'") });
  });

  it('a spec path that does not exist, or a folder without a spec, is one line and exit code 2', async () => {
    const cwd = await mkdtemp(path.join(tmpdir(), 'siteapi-input-'));
    dirs.push(cwd);
    await mkdir(path.join(cwd, 'empty'));
    await writeFile(path.join(cwd, 'empty', 'package.json'), '{}');
    for (const command of ['generate', 'check', 'docs']) {
      expect(await siteapi([command, '--spec', 'nowhere.yaml', '--out', 'gen'], cwd)).toEqual({
        code: 2,
        stdout: '',
        stderr: `siteapi ${command}: nowhere.yaml: no such file or folder\n`,
      });
    }
    expect(await siteapi(['generate', '--spec', 'empty', '--out', 'gen'], cwd)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'siteapi generate: empty: none of its 1 .yaml/.yml/.json files is an OpenAPI document (no top-level openapi or swagger key)\n',
    });
  });

  it('a config module whose top-level await never settles is exit code 2 naming the file, not a silent 0', async () => {
    const cwd = await mkdtemp(path.join(tmpdir(), 'siteapi-config-'));
    dirs.push(cwd);
    await writeFile(path.join(cwd, 'siteapi.config.mjs'), 'await new Promise(() => undefined);\nexport default { spec: "spec" };\n');
    for (const command of ['generate', 'check']) {
      expect(await siteapi([command], cwd)).toEqual({
        code: 2,
        stdout: '',
        stderr:
          `siteapi ${command}: siteapi.config.mjs: the config never finished loading (its top-level await waits for something that never happens)\n` +
          `Run \`siteapi ${command} --help\` for its options.\n`,
      });
    }
  });
});

describe('siteapi generate and check, on a spec set of its own', () => {
  it('generates, skips unchanged specs, checks, and keeps the output when a spec breaks', async () => {
    const cwd = await project();
    const first = await siteapi(['generate', '--spec', 'spec', '--out', 'gen'], cwd);
    expect(first).toMatchObject({ code: 0, stdout: expect.stringMatching(/^generated 2 services \(27 files\) in gen\//) });
    expect(await siteapi(['generate', '--out', 'gen'], cwd)).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^gen\/ is up to date: 2 specs unchanged/),
    });

    await writeFile(path.join(cwd, 'gen', 'tasks', 'tasks.ts'), '// edited\n');
    const stale = await siteapi(['check', '--out', 'gen'], cwd);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain(`changed ${path.join('gen', 'tasks', 'tasks.ts')}`);
    expect(stale.stderr).toContain('Run `npx siteapi generate --spec spec --out gen` to update it.');
    expect(await siteapi(['generate', '--out', 'gen'], cwd)).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^regenerated tasks \(spec\/tasks\.yaml\); wrote tasks\/tasks\.ts; no API change; 1 spec skipped/),
    });

    const good = await readTree(path.join(cwd, 'gen'));
    await edit(path.join(cwd, 'spec', 'tasks.yaml'), 'x-module: tasks\n      x-errors', 'x-module: tasks\n      x-cache: true\n      x-errors');
    const broken = await siteapi(['generate', '--out', 'gen'], cwd);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^1 problem in the specs:\nspec\/tasks\.yaml:\d+:\d+ unknown extension 'x-cache'/);
    expect(broken.stderr).toContain('gen/ was not changed.');
    expect(await readTree(path.join(cwd, 'gen'))).toEqual(good);
  });

  it('generate --watch reports each change in one line and stops on Ctrl+C with exit code 0', async () => {
    const cwd = await project();
    const child = spawn(process.execPath, [BIN, 'generate', '--out', 'gen', '--watch'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const lineMatching = async (re: RegExp) => {
      for (;;) {
        const { value, done } = await lines.next();
        if (done) throw new Error(`the watch ended before printing ${re}`);
        if (re.test(value)) return value as string;
      }
    };
    try {
      expect(await lineMatching(/generated 2 services/)).toMatch(/^\[\d\d:\d\d:\d\d\] generated 2 services \(27 files\) in gen\//);
      await lineMatching(/watching spec/);
      // A shorter title: breaking for callers that send one, compatible for readers of the two responses.
      await edit(path.join(cwd, 'spec', 'tasks.yaml'), 'title: { type: string, maxLength: 200 }', 'title: { type: string, maxLength: 100 }');
      expect(await lineMatching(/regenerated/)).toMatch(
        /regenerated tasks \(spec\/tasks\.yaml\); wrote openapi\.json; API: 1 breaking, 2 compatible; 1 spec skipped/,
      );
    } finally {
      child.kill('SIGINT');
    }
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
  });
});

describe('siteapi mock and contract, on a generated project', () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await project();
    expect(await siteapi(['generate', '--out', 'gen'], cwd)).toMatchObject({ code: 0, stdout: expect.stringMatching(/^generated 2 services/) });
  });

  it('mock with no --engine starts the msw engine, and exits 0 on Ctrl+C', async () => {
    const { url, engine, stop } = await startMock(cwd, []);
    let code: unknown;
    try {
      expect(engine).toBe('msw');
      const response = await fetch(`${url}/tasks/v1/tasks/t-1`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ task: { id: 't-1', status: 'OPEN' } });
    } finally {
      code = await stop();
    }
    expect(code).toBe(0);
  });

  it('mock --engine prism serves the bundle with Prism until Ctrl+C, and exits 0', async () => {
    const { url, engine, stop } = await startMock(cwd, ['--engine', 'prism']);
    expect(engine).toBe('Prism');
    let code: unknown;
    try {
      const response = await fetch(`${url}/tasks/v1/tasks/t-1`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ task: { id: 't-1', status: 'OPEN' } });
    } finally {
      code = await stop();
    }
    expect(code).toBe(0);
  });

  it('mock --engine msw serves the same bundle from its own process: examples, platform-shaped refusals, CORS; Ctrl+C exits 0', async () => {
    const { url, stop } = await startMock(cwd, ['--engine', 'msw', '--allow-host', 'mock.example.test']);
    let code: unknown;
    try {
      // A page whose name was rebound to this machine is refused by its Host; an --allow-host name is answered.
      const { port } = new URL(url);
      expect((await send(url, 'GET', '/tasks/v1/tasks/t-1', { host: `rebind.attacker.example:${port}` })).status).toBe(403);
      expect((await send(url, 'GET', '/tasks/v1/tasks/t-1', { host: `mock.example.test:${port}` })).status).toBe(200);
      const response = await fetch(`${url}/tasks/v1/tasks/t-1`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ task: { id: 't-1', status: 'OPEN' } });
      const refused = await fetch(`${url}/tasks/v1/tasks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"task":{"title":7}}' });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ details: { validationError: { fieldViolations: [expect.objectContaining({ field: 'task.title' })] } } });
      expect((await fetch(`${url}/tasks/v1/tasks/t-1`, { headers: { origin: 'http://evil.example' } })).status).toBe(403);
      expect((await fetch(`${url}/tasks/v1/tasks/t-1`, { headers: { origin: 'http://127.0.0.1:5173' } })).headers.get('access-control-allow-origin')).toBe(
        'http://127.0.0.1:5173',
      );
    } finally {
      code = await stop();
    }
    expect(code).toBe(0);
    expect(await siteapi(['mock', '--out', 'gen', '--engine', 'mirage'], cwd)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--engine mirage: expected msw or prism'),
    });
    expect(await siteapi(['mock', '--out', 'gen', '--allow-host', 'http://mock.example.test'], cwd)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--allow-host http://mock.example.test: expected a host name'),
    });
  });

  it('mock --engine prism answers browser pages from loopback and --allow-origin only (another origin gets no CORS and a 403), and Hosts of loopback and --allow-host only', async () => {
    const { url, stop } = await startMock(cwd, ['--engine', 'prism', '--allow-origin', 'https://explorer.example.test', '--allow-host', '.example.test']);
    let code: unknown;
    try {
      const task = `${url}/tasks/v1/tasks/t-1`;
      const { port } = new URL(url);
      expect((await send(url, 'GET', '/tasks/v1/tasks/t-1', { host: `rebind.attacker.example:${port}` })).status).toBe(403);
      expect((await send(url, 'GET', '/tasks/v1/tasks/t-1', { host: `mock.example.test:${port}` })).status).toBe(200);
      const evil = await fetch(task, { headers: { origin: 'http://evil.example' } });
      expect(evil.status).toBe(403);
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
      const evilPreflight = await fetch(task, { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' } });
      expect(evilPreflight.status).toBe(403);
      expect(evilPreflight.headers.get('access-control-allow-origin')).toBeNull();
      for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173', 'https://explorer.example.test']) {
        const answer = await fetch(task, { headers: { origin } });
        expect(answer.status, origin).toBe(200);
        expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin);
        expect(answer.headers.get('access-control-expose-headers'), origin).toContain('content-type');
      }
      const preflight = await fetch(task, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'prefer' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toBe('prefer');
      // Without an Origin (a server, curl, the generated client in Node) the mock answers as before.
      expect((await fetch(task)).status).toBe(200);
    } finally {
      code = await stop();
    }
    expect(code).toBe(0);
  });

  it('contract against the in-process mock (the default engine): every operation of the spec set passes, in a table per service', async () => {
    const result = await siteapi(['contract', '--out', 'gen'], cwd);
    // Nothing on stderr but progress lines (printed once a run has taken a second).
    expect(result.stderr).toMatch(/^(siteapi contract: [^\n]+, \d+\.\d s\n)*$/);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Contract check against the in-process mock of gen\/openapi\.json: 9 operations, 9 examples, [\d.]+ s\n/);
    expect(result.stdout).toMatch(/\nnotes\s+7\/7\s+0\ntasks\s+2\/2\s+0\ntotal\s+9\/9\s+0\n$/);
  });

  it('contract --engine prism: the same calls against the Prism mock, with a start timeout that can be set', async () => {
    const result = await siteapi(['contract', '--out', 'gen', '--engine', 'prism', '--prism-timeout', '120'], cwd);
    expect(result.stderr).toMatch(/^(siteapi contract: [^\n]+, \d+\.\d s\n)*$/);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Contract check against the Prism mock of gen\/openapi\.json: 9 operations, 9 examples, [\d.]+ s\n/);
    expect(result.stdout).toMatch(/\ntotal\s+9\/9\s+0\n$/);
    expect(await siteapi(['contract', '--out', 'gen', '--engine', 'mirage'], cwd)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--engine mirage: expected msw or prism'),
    });
    expect(await siteapi(['contract', '--out', 'gen', '--prism-timeout', '60'], cwd)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--prism-timeout: Prism is started only with --engine prism or --target'),
    });
    expect(await siteapi(['contract', '--out', 'gen', '--engine', 'prism', '--prism-timeout', 'soon'], cwd)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--prism-timeout soon: expected a number of seconds above 0'),
    });
  });

  it('contract --target: the calls reach the live host through the validating proxy, and its off-spec answer fails', async () => {
    const bundle = JSON.parse(await readFile(path.join(cwd, 'gen', 'openapi.json'), 'utf8')) as Record<string, unknown>;
    const host = await startLiveHost(bundle, { 'tasks.getTask': { status: 200, body: { task: { id: 't-1', title: 'Water the plants', status: 'LATER' } } } });
    try {
      const result = await siteapi(['contract', '--out', 'gen', '--target', host.url, '--json'], cwd);
      expect(result.code).toBe(1);
      const report = JSON.parse(result.stdout) as {
        target: string;
        passed: number;
        failed: number;
        operations: { operationId: string; passed: boolean; problem?: string }[];
      };
      expect(report).toMatchObject({ target: host.url, passed: 8, failed: 1 });
      expect(report.operations.filter((o) => !o.passed)).toEqual([
        expect.objectContaining({
          operationId: 'getTask',
          problem: expect.stringMatching(/^Prism: response\.body\.task\.status .*must be equal to one of the allowed values: OPEN, DONE/),
        }),
      ]);
      expect(host.requests).toContain('GET /tasks/v1/tasks/t-1');
      expect(host.requests).toContain('POST /notes/v1/notes');
    } finally {
      await host.close();
    }
  });
});

describe('siteapi diff', () => {
  it('exits 1 with a table when a change breaks callers, 0 when none does, 2 when a side cannot be read', async () => {
    const breaking = await siteapi(['diff', 'test/fixtures/diff/response-field-removed/old.yaml', 'test/fixtures/diff/response-field-removed/new.yaml']);
    expect(breaking.code).toBe(1);
    expect(breaking.stdout).toContain('shop.getItem  GET /shop/v1/items/{itemId}\n  BREAKING    field-removed  response 200: item.price');
    const compatible = await siteapi(['diff', '--json', 'test/fixtures/diff/enum-value-added/old.yaml', 'test/fixtures/diff/enum-value-added/new.yaml']);
    expect(compatible.code).toBe(0);
    expect(JSON.parse(compatible.stdout)).toMatchObject({
      breaking: 0,
      compatible: 5,
      changes: expect.arrayContaining([expect.objectContaining({ kind: 'enum-value-added', breaking: false })]),
    });
    expect(
      (await siteapi(['diff', '--strict-enums', 'test/fixtures/diff/enum-value-added/old.yaml', 'test/fixtures/diff/enum-value-added/new.yaml'])).code,
    ).toBe(1);
    expect(await siteapi(['diff', 'no/such/old', 'spec'])).toMatchObject({ code: 2, stderr: expect.stringContaining('no/such/old: no such file or folder') });
  });
});
