// How the explorer's Vite configs load: in a process that runs the sources, natively with the source condition, so
// `npm start`, `npm run explorer` and `siteapi docs` in a checkout never need a dist/ folder (a fresh clone has none).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildConditions, runsSources, viteConfigLoader } from '../../../explorer/vite/config-loader.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('runsSources', () => {
  const cases: Array<[string, string[], boolean]> = [
    ['the npm scripts', ['--conditions=@siteapi/source', '--import', 'tsx'], true],
    ['flags with =', ['--conditions=@siteapi/source', '--import=tsx'], true],
    ['the short flag', ['-C', '@siteapi/source', '--import', 'tsx'], true],
    ['the condition alone (vitest workers)', ['--conditions', '@siteapi/source', '--conditions', 'module'], false],
    ['tsx alone', ['--import', 'tsx'], false],
    ['plain node', [], false],
    ['another condition', ['--conditions=development', '--import', 'tsx'], false],
  ];
  it.each(cases)('%s', (_name, execArgv, expected) => {
    expect(runsSources(execArgv)).toBe(expected);
    expect(viteConfigLoader(execArgv)).toBe(expected ? 'native' : 'bundle');
    expect(buildConditions(execArgv).includes('@siteapi/source')).toBe(expected);
  });
});

// A child started as the npm scripts start Node, with a resolve hook that refuses any workspace package's dist/:
// the configs, and every module they import, must come from the sources.
const REFUSE_DIST = `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
  export async function resolve(specifier, context, next) {
    const found = await next(specifier, context);
    const inWorkspace = found.url.startsWith(${JSON.stringify(`file://${root}`)}) && !found.url.includes('/node_modules/');
    if (inWorkspace && /\\\\/(site-)?dist\\\\//.test(found.url)) throw new Error('resolved to a build output: ' + found.url);
    return found;
  }
\`));
`;

/** `node -e script` started as the npm scripts start Node, with the hook that refuses dist/. */
function nodeAsNpmScripts(script: string) {
  return run(
    process.execPath,
    [
      '--conditions=@siteapi/source',
      '--import',
      'tsx',
      '--import',
      `data:text/javascript,${encodeURIComponent(REFUSE_DIST)}`,
      '--input-type=module',
      '-e',
      script,
    ],
    { cwd: root, timeout: 60_000 },
  );
}

describe('viteConfigLoader', () => {
  it.each(['explorer/vite.config.ts', 'explorer/vite.shell.config.ts'])('loads %s from the sources, never a dist/ file', async (config) => {
    const script = `
      import { loadConfigFromFile } from 'vite';
      import { viteConfigLoader } from './explorer/vite/config-loader.ts';
      const loaded = await loadConfigFromFile({ command: 'serve', mode: 'development' }, ${JSON.stringify(config)}, undefined, 'silent', undefined, viteConfigLoader());
      console.log(JSON.stringify({ loader: viteConfigLoader(), plugins: loaded.config.plugins.flat().length }));
    `;
    const { stdout } = await nodeAsNpmScripts(script);
    const result = JSON.parse(stdout.trim().split('\n').at(-1) as string) as { loader: string; plugins: number };
    expect(result.loader).toBe('native');
    expect(result.plugins).toBeGreaterThan(1);
  });

  it("fails under Vite's default loader when a package resolves only to dist/ (what a fresh clone's npm start met)", async () => {
    const script = `
      import { loadConfigFromFile } from 'vite';
      await loadConfigFromFile({ command: 'serve', mode: 'development' }, 'explorer/vite.config.ts', undefined, 'silent', undefined, 'bundle');
    `;
    const failed = await nodeAsNpmScripts(script).then(
      () => undefined,
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    expect(failed).toMatch(/dist|Failed to resolve/);
  });
});
