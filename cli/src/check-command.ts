import path from 'node:path';
import { diffTrees, generate, isBookkeeping, readTree, SpecProblemsError } from '@siteapi/codegen';
import { parseCommand, SPEC_OUT_OPTIONS } from './args.ts';

/** `siteapi check`: a full regeneration in memory, compared file by file (the manifest is a cache, not output). */
export async function checkCommand(args: string[]): Promise<number> {
  const { values } = parseCommand(args, SPEC_OUT_OPTIONS);
  const { spec, out } = values;
  let files: Map<string, string>;
  try {
    files = await generate(spec, { runtimeImport: values.runtime });
  } catch (error) {
    if (!(error instanceof SpecProblemsError)) throw error;
    console.error(error.message);
    return 1;
  }
  const onDisk = new Map([...(await readTree(out))].filter(([p]) => !isBookkeeping(p)));
  const diff = diffTrees(onDisk, files);
  if (diff.length > 0) {
    console.error(`${out}/ is out of date with ${spec}/ and codegen/:`);
    for (const d of diff) console.error(`  ${d.change.padEnd(7)} ${path.join(out, d.path)}`);
    const fix =
      spec === 'spec' && out === 'generated/src' && !values.runtime
        ? 'npm run generate'
        : `npx siteapi generate --spec ${spec} --out ${out}${values.runtime ? ` --runtime ${values.runtime}` : ''}`;
    console.error(`\nRun \`${fix}\` to update it.`);
    return 1;
  }
  console.log(`${out}/ is up to date (${files.size} files).`);
  return 0;
}
