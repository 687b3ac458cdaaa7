// siteapi.config.{json,mjs,js}: the options a project always passes, so `siteapi generate` needs no flags. A flag
// given on the command line wins over the file; the file wins over the defaults.
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONFIG_KEYS, configValueProblem, type GeneratorConfig } from './generator-options.ts';
import { UsageError } from './usage-error.ts';

/** The project's files, and the generator's options under their flags' names (generator-options.ts). */
export interface SiteapiConfig extends GeneratorConfig {
  /** A spec file or a folder of specs. Default `spec`. */
  spec?: string;
  /** The out folder. Default `generated`. */
  out?: string;
}

const CONFIG_FILES = ['siteapi.config.json', 'siteapi.config.mjs', 'siteapi.config.js'];

/** Every key a config may hold: the project's files, then the generator's options. */
const KEYS = ['spec', 'out', ...CONFIG_KEYS.keys()];

/** Why a key's value is refused, in the words of what it takes; undefined when it takes it. */
function valueProblem(key: string, value: unknown): string | undefined {
  if (key === 'spec' || key === 'out') return typeof value === 'string' && value !== '' ? undefined : 'a non-empty string';
  return configValueProblem(key, value);
}

/** How long a config module may take to load (its top-level awaits included). */
const LOAD_LIMIT_MS = 30_000;

/** The config file named by `--config`, else the first of CONFIG_FILES in `cwd`; `{}` when there is none. */
export async function loadConfig(
  explicit: string | undefined,
  cwd = process.cwd(),
  { loadLimitMs = LOAD_LIMIT_MS }: { loadLimitMs?: number } = {},
): Promise<SiteapiConfig & { file?: string }> {
  let file: string | undefined;
  if (explicit) {
    file = path.resolve(cwd, explicit);
    if (!(await exists(file))) throw new UsageError(`--config ${explicit}: no such file`);
  } else {
    for (const name of CONFIG_FILES) {
      if (await exists(path.join(cwd, name))) {
        file = path.join(cwd, name);
        break;
      }
    }
  }
  if (!file) return {};
  const shown = path.relative(cwd, file) || file;
  let raw: unknown;
  try {
    raw = file.endsWith('.json')
      ? JSON.parse(await readFile(file, 'utf8'))
      : ((await settled(import(pathToFileURL(file).href), shown, loadLimitMs)) as { default?: unknown }).default;
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError(`${shown}: ${(error as Error).message}`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new UsageError(`${shown}: the config must be an object (a JSON object, or a module's default export)`);
  for (const [key, value] of Object.entries(raw)) {
    // A list, not an object's keys: '__proto__', 'constructor' or 'toString' are unknown options, not Object.prototype's.
    if (!KEYS.includes(key)) throw new UsageError(`${shown}: unknown option '${key}' (known: ${KEYS.join(', ')})`);
    const problem = valueProblem(key, value);
    if (problem) throw new UsageError(`${shown}: '${key}' has an invalid value ${JSON.stringify(value)} (${problem})`);
  }
  return { ...(raw as SiteapiConfig), file: shown };
}

/**
 * A config module's load, refused when it cannot finish: when nothing is left for it to wait for (a top-level
 * await on a promise nobody settles, where Node would otherwise exit 0 with the command never run), or past `limitMs`.
 */
function settled<T>(load: Promise<T>, shown: string, limitMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const stuck = (why: string) => reject(new UsageError(`${shown}: the config never finished loading (${why})`));
    const idle = () => stuck('its top-level await waits for something that never happens');
    const timer = setTimeout(() => stuck(`still loading after ${limitMs / 1000} s`), limitMs);
    timer.unref();
    process.once('beforeExit', idle);
    const done = () => {
      clearTimeout(timer);
      process.off('beforeExit', idle);
    };
    load.then(
      (value) => {
        done();
        resolve(value);
      },
      (error: unknown) => {
        done();
        reject(error);
      },
    );
  });
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
