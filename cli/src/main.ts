// The command line: `siteapi <command>` (bin/siteapi.js runs the built dist/main.js; npm scripts run this source).
import { runCli } from './run.ts';

/**
 * Exits once what was written is out: on a pipe stdout and stderr are asynchronous, and exiting at once cut a long
 * report (`contract --json` on GitHub's description, 300 kB) short.
 */
function exit(code: number): void {
  let pending = 2;
  const done = () => {
    if (--pending === 0) process.exit(code);
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
}

// Exit explicitly: a command's work is done when it resolves, whatever handles a library left open.
runCli(process.argv.slice(2)).then(exit, (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  exit(2);
});
