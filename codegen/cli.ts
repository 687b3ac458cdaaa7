import path from 'node:path';
import { diffTrees, generate, readTree, writeAtomically } from './generate.ts';
import { SpecProblemsError } from './problems.ts';

const USAGE = `usage: tsx codegen/cli.ts <generate|check> [--spec <dir|file>] [--out <dir>]

  generate   validate spec/*.yaml and write generated/ (all or nothing)
  check      regenerate in memory and fail if generated/ differs

exit codes: 0 ok, 1 spec problems or generated/ out of date, 2 usage or internal error`;

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || (command !== 'generate' && command !== 'check')) {
    console.log(USAGE);
    return command && command !== '--help' && command !== '-h' ? 2 : 0;
  }
  const spec = option(rest, '--spec', 'spec');
  const out = option(rest, '--out', 'generated');
  const started = performance.now();
  let files: Map<string, string>;
  try {
    files = await generate(spec);
  } catch (error) {
    if (error instanceof SpecProblemsError) {
      console.error(error.message);
      console.error(`\n${out}/ was not changed.`);
      return 1;
    }
    throw error;
  }
  if (command === 'check') {
    const diff = diffTrees(await readTree(out), files);
    if (diff.length > 0) {
      console.error(`${out}/ is out of date with ${spec}/ and codegen/:`);
      for (const d of diff) console.error(`  ${d.change.padEnd(7)} ${path.join(out, d.path)}`);
      console.error('\nRun `npm run generate` to update it.');
      return 1;
    }
    console.log(`${out}/ is up to date (${files.size} files).`);
    return 0;
  }
  await writeAtomically(out, files);
  console.log(`Generated ${files.size} files in ${out}/ in ${Math.round(performance.now() - started)} ms.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(2);
  },
);
