// One generation by this project's generator, in a process of its own: `full` or `rerun` <spec dir> <out dir>.
// Run with `node --import tsx`, as `npm run generate` runs codegen/cli.ts. Prints {"outcome": ...} on stdout.
import { generate, writeAtomically } from '../../codegen/generate.ts';

/** parse → IR → emit → atomic write of everything: the cost of a generation after the specs changed. */
async function full(spec: string, out: string): Promise<string> {
  await writeAtomically(out, await generate(spec));
  return 'generated';
}

interface IncrementalModule {
  generateIncremental(options: { spec: string; out: string }): Promise<{ full: boolean; regenerated: unknown[] }>;
}

/** codegen's content-hash skip (codegen/incremental/), when this checkout has it. */
async function incremental(): Promise<IncrementalModule | undefined> {
  try {
    const module = (await import('../../codegen/incremental/incremental.ts')) as Partial<IncrementalModule>;
    return typeof module.generateIncremental === 'function' ? (module as IncrementalModule) : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * What `npm run generate` does when nothing changed since its last run into `out`: the content-hash skip when
 * codegen has it, else a second full generation (the only way to rerun without it).
 */
async function rerun(spec: string, out: string): Promise<string> {
  const skip = await incremental();
  if (!skip) return `${await full(spec, out)} (no content-hash skip in codegen)`;
  const result = await skip.generateIncremental({ spec, out });
  return result.full || result.regenerated.length > 0 ? `regenerated ${result.regenerated.length} spec(s)` : 'skipped (content hash unchanged)';
}

const [mode, spec, out] = process.argv.slice(2);
if ((mode !== 'full' && mode !== 'rerun') || !spec || !out) {
  console.error('usage: node --import tsx bench/drivers/generate-ours.ts <full|rerun> <spec dir> <out dir>');
  process.exit(2);
}
const outcome = await (mode === 'full' ? full : rerun)(spec, out);
console.log(JSON.stringify({ outcome }));
