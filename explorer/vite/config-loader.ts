// How Vite loads the explorer's config files (vite.config.ts, vite.shell.config.ts). They import the document model
// (`@siteapi/document`) by its package name. Vite's default loader bundles a config and leaves packages to Node, which
// resolves them through `default` to `dist/`: missing on a fresh clone, stale after an edit. When this process runs
// the sources (the `npm` scripts start Node with `--conditions=@siteapi/source --import tsx`), Node loads the config
// itself ('native'), so a package resolves to its TypeScript source exactly as the rest of the process does.
import { defaultClientConditions } from 'vite';

/** Whether Node was started with the source condition and tsx's loader (the repository's `npm` scripts). */
export function runsSources(execArgv: readonly string[] = process.execArgv): boolean {
  const flags = flagValues(execArgv);
  return (
    flags.some(([name, value]) => (name === '--conditions' || name === '-C') && value === '@siteapi/source') &&
    flags.some(([name, value]) => name === '--import' && value === 'tsx')
  );
}

/** 'native' where Node itself can import the config with the source condition, else Vite's default, 'bundle'. */
export function viteConfigLoader(execArgv: readonly string[] = process.execArgv): 'native' | 'bundle' {
  return runsSources(execArgv) ? 'native' : 'bundle';
}

/**
 * The resolve conditions of a build this process runs: the source condition first when it runs the sources, so the
 * runtime the generated calls import is the one beside them (the installed packages carry only dist/).
 */
export function buildConditions(execArgv: readonly string[] = process.execArgv): string[] {
  return runsSources(execArgv) ? ['@siteapi/source', ...defaultClientConditions] : [...defaultClientConditions];
}

/** `--name=value` and `--name value` pairs of Node's own flags. */
function flagValues(execArgv: readonly string[]): Array<[string, string | undefined]> {
  const pairs: Array<[string, string | undefined]> = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] as string;
    const equals = arg.indexOf('=');
    if (equals > 0) pairs.push([arg.slice(0, equals), arg.slice(equals + 1)]);
    else pairs.push([arg, execArgv[i + 1]]);
  }
  return pairs;
}
