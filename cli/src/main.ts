// The command line: `siteapi <command>` (bin/siteapi.js runs the built dist/main.js; npm scripts run this source).
import { runCli } from './run.ts';

// Exit explicitly: a command's work is done when it resolves, whatever handles a library left open.
runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(2);
  },
);
