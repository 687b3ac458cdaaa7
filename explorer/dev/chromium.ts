// The browser the explorer's browser tests and bench drive with playwright-core. Nothing is downloaded: the first
// of CHROMIUM_PATH, Debian's /usr/bin/chromium, and the headless Chromium inside the @sparticuz/chromium npm package
// (unpacked to the temp folder on first use), so a fresh machine needs no apt step.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export interface ChromiumChoice {
  executablePath: string;
  args: string[];
  /** Where it came from, for logs and bench notes. */
  source: 'CHROMIUM_PATH' | 'debian' | '@sparticuz/chromium';
}

const DEBIAN = '/usr/bin/chromium';
const UNSAFE_ARGS = [
  '--single-process',
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
  '--disable-features=AudioServiceOutOfProcess,IsolateOrigins',
];
let found: Promise<ChromiumChoice> | undefined;

async function find(): Promise<ChromiumChoice> {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (!existsSync(given)) throw new Error(`CHROMIUM_PATH is ${given}, which does not exist`);
    return { executablePath: given, args: [], source: 'CHROMIUM_PATH' };
  }
  if (existsSync(DEBIAN)) return { executablePath: DEBIAN, args: [], source: 'debian' };
  const { default: packaged } = await import('@sparticuz/chromium');
  // Its args suit one page in a sandbox-less container. Left out: --single-process (closing a context would end
  // the browser) and those that turn off the same-origin policy or site isolation, so pages behave as in a user's
  // browser (CORS, mixed content).
  const args = packaged.args.filter((arg) => !UNSAFE_ARGS.some((unsafe) => arg.startsWith(unsafe)));
  return { executablePath: await packaged.executablePath(), args, source: '@sparticuz/chromium' };
}

/** The Chromium to use, looked up once per process. */
export function findChromium(): Promise<ChromiumChoice> {
  found ??= find();
  return found;
}

/** Launches the found Chromium headless; `options.args` come after the choice's own. */
export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const choice = await findChromium();
  return chromium.launch({ ...options, executablePath: choice.executablePath, args: [...choice.args, ...(options.args ?? [])] });
}
