// One generation by this project's generator, in a process of its own: `full` or `rerun` <spec dir|file> <out dir>.
// `full` also takes one outside document (YAML or JSON, any OpenAPI version: plain mode), as the GitHub section does.
// Run from source with `node --conditions=@siteapi/source --import tsx`, as `npm run generate` runs the command line. Prints {"outcome": ...} on stdout.
import { generate, generateIncremental, RUNTIME_IMPORT, writeAtomically } from '@siteapi/codegen';

/**
 * parse → IR → emit → atomic write of everything: the cost of a generation after the specs changed. Service files
 * import the runtime from its package name (the default, spelled out: the GitHub section type-checks the output
 * with that name mapped to runtime/index.ts).
 */
async function full(spec: string, out: string): Promise<string> {
  await writeAtomically(out, await generate(spec, { runtimeImport: RUNTIME_IMPORT }));
  return 'generated';
}

/** What `npm run generate` does when nothing changed since its last run into `out`: the content-hash skip. */
async function rerun(spec: string, out: string): Promise<string> {
  const result = await generateIncremental({ spec, out });
  return result.full || result.regenerated.length > 0 ? `regenerated ${result.regenerated.length} spec(s)` : 'skipped (content hash unchanged)';
}

const [mode, spec, out] = process.argv.slice(2);
if ((mode !== 'full' && mode !== 'rerun') || !spec || !out) {
  console.error('usage: node --conditions=@siteapi/source --import tsx bench/drivers/generate-ours.ts <full|rerun> <spec dir|file> <out dir>');
  process.exit(2);
}
const outcome = await (mode === 'full' ? full : rerun)(spec, out);
console.log(JSON.stringify({ outcome }));
