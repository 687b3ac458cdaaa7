import { CommandError, UsageError } from './usage-error.ts';
import { HELP, MAIN_HELP } from './help.ts';
import { VERSION } from './version.ts';

// Each command is loaded when used: `diff` and `--help` need neither ts-morph nor Prism.
const COMMANDS: Record<string, () => Promise<(args: string[]) => Promise<number>>> = {
  generate: async () => (await import('./generate-command.ts')).generateCommand,
  check: async () => (await import('./check-command.ts')).checkCommand,
  diff: async () => (await import('./diff-command.ts')).diffCommand,
  contract: async () => (await import('./contract-command.ts')).contractCommand,
  mock: async () => (await import('./mock-command.ts')).mockCommand,
  docs: async () => (await import('./docs-command.ts')).docsCommand,
};

/** Runs one command line; resolves with the exit code (see help.ts). */
export async function runCli(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === '--version' || command === '-v') {
    console.log(VERSION);
    return 0;
  }
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    console.log(command === 'help' && args[0] && HELP[args[0]] ? HELP[args[0]] : MAIN_HELP);
    return 0;
  }
  const load = COMMANDS[command];
  if (!load) {
    console.error(`siteapi: unknown command '${command}'\n\n${MAIN_HELP}`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP[command]);
    return 0;
  }
  try {
    return await (await load())(args);
  } catch (error) {
    // A wrong spec path, a folder without a spec, a missing package: its message, like a usage error (the codegen is loaded lazily).
    if (error instanceof CommandError || (error instanceof Error && error.name === 'SpecInputError')) {
      console.error(`siteapi ${command}: ${error.message}`);
      return 2;
    }
    if (error instanceof UsageError) {
      console.error(`siteapi ${command}: ${error.message}\nRun \`siteapi ${command} --help\` for its options.`);
      return 2;
    }
    console.error(`siteapi ${command}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 2;
  }
}
