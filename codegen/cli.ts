// The command line: `siteapi <command>` (codegen/cli/siteapi.js), or `tsx codegen/cli.ts <command>` as npm scripts do.
import { runCli } from './cli/run.ts';

// Exit explicitly: a command's work is done when it resolves, whatever handles a library left open.
runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(2);
  },
);
