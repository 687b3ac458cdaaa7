// One generation by this project's generator, in a process of its own: `full` or `rerun` <spec dir|file> <out dir>.
// `full` also takes one outside document (YAML or JSON, any OpenAPI version: plain mode), as the GitHub section does.
// Plain Node ESM, like the peers' drivers: `node bench/drivers/generate-ours.mjs` runs the built packages (dist/, as an
// installed `siteapi generate` does); with `--conditions=@siteapi/source --import tsx` the same file runs the
// TypeScript sources, as `npm run generate` does. Prints {"outcome": ...} on stdout.
import { generate, generateIncremental, RUNTIME_IMPORT, writeAtomically } from '@siteapi/codegen';

/**
 * parse → IR → emit → atomic write of everything: the cost of a generation after the specs changed. Service files
 * import the runtime from its package name (the default, spelled out: the GitHub section type-checks the output
 * with that name's entries mapped to runtime/).
 */
async function full(spec, out) {
  await writeAtomically(out, await generate(spec, { runtimeImport: RUNTIME_IMPORT }));
  return 'generated';
}

/** What `npm run generate` does when nothing changed since its last run into `out`: the content-hash skip. */
async function rerun(spec, out) {
  const result = await generateIncremental({ spec, out });
  return result.full || result.regenerated.length > 0 ? `regenerated ${result.regenerated.length} spec(s)` : 'skipped (content hash unchanged)';
}

const [mode, spec, out] = process.argv.slice(2);
if ((mode !== 'full' && mode !== 'rerun') || !spec || !out) {
  console.error('usage: node [--conditions=@siteapi/source --import tsx] bench/drivers/generate-ours.mjs <full|rerun> <spec dir|file> <out dir>');
  process.exit(2);
}
const outcome = await (mode === 'full' ? full : rerun)(spec, out);
console.log(JSON.stringify({ outcome }));
