// siteapi.config.{json,mjs,js}: the options a project always passes, so `siteapi generate` needs no flags. A flag
// given on the command line wins over the file; the file wins over the defaults.
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UsageError } from './usage-error.ts';

export interface SiteapiConfig {
  /** A spec file or a folder of specs. Default `spec`. */
  spec?: string;
  /** The out folder. Default `generated`. */
  out?: string;
  /** The module specifier generated files import the runtime from. Default `@siteapi/runtime`. */
  runtime?: string;
  /**
   * `auto` (default): a document with `x-service` is read in the platform dialect, any other in plain mode;
   * `plain`: every document in plain mode (names, modules and arguments inferred over any it declares);
   * `platform`: every document must be in the dialect.
   */
  mode?: 'auto' | 'plain' | 'platform';
  /** `auto` (default): plain-mode list calls page as the document says or shows; `off`: every call returns its answer as it is. */
  pagination?: 'auto' | 'off';
  /** Also generate each service's msw handlers (`mock-handlers.ts`, importing `@siteapi/mock`). Default false. */
  msw?: boolean;
  /** Warnings are errors (`--strict`). Default false. */
  strict?: boolean;
}

const CONFIG_FILES = ['siteapi.config.json', 'siteapi.config.mjs', 'siteapi.config.js'];

const KEYS: Record<keyof SiteapiConfig, (v: unknown) => boolean> = {
  spec: (v) => typeof v === 'string' && v !== '',
  out: (v) => typeof v === 'string' && v !== '',
  runtime: (v) => typeof v === 'string' && v !== '',
  mode: (v) => v === 'auto' || v === 'plain' || v === 'platform',
  pagination: (v) => v === 'auto' || v === 'off',
  msw: (v) => typeof v === 'boolean',
  strict: (v) => typeof v === 'boolean',
};

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
    // Own keys only: '__proto__', 'constructor' or 'toString' are unknown options, not Object.prototype's.
    const valid = Object.hasOwn(KEYS, key) ? KEYS[key as keyof SiteapiConfig] : undefined;
    if (!valid) throw new UsageError(`${shown}: unknown option '${key}' (known: ${Object.keys(KEYS).join(', ')})`);
    if (!valid(value))
      throw new UsageError(
        `${shown}: '${key}' has an invalid value ${JSON.stringify(value)}${key === 'mode' ? ' (auto, plain or platform)' : key === 'pagination' ? ' (auto or off)' : ' (a non-empty string)'}`,
      );
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
