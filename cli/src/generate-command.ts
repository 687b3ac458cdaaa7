import { ensureGenerated, generateOptions } from './ensure-generated.ts';
import { watchSpecs } from './watch.ts';
import { parseSpecCommand } from './args.ts';

/** `siteapi generate`: one incremental run, or `--watch` until Ctrl+C. */
export async function generateCommand(args: string[]): Promise<number> {
  const values = await parseSpecCommand(args, { watch: { type: 'boolean' }, force: { type: 'boolean' } });
  const options = generateOptions(values);
  if (values.watch) {
    const stamp = () => new Date().toTimeString().slice(0, 8);
    const watcher = watchSpecs({ ...options, log: (line) => console.log(`[${stamp()}] ${line}`) });
    await watcher.ready;
    console.log(`[${stamp()}] watching ${values.spec} (Ctrl+C to stop)`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await watcher.close();
    return 0;
  }
  const result = await ensureGenerated(options);
  return result === 'problems' ? 1 : 0;
}
