import { describe, expect, it } from 'vitest';
import { EMITTER_PLUGINS } from '../../../codegen/emit/plugins.ts';
import type { EmitOptions } from '../../../codegen/emit/printing.ts';
import { emitServiceFiles } from '../../../codegen/emit/service.ts';
import { buildIr, parseSpecs, specFiles } from '../../../codegen/generate.ts';
import { SELECTABLE_PLUGINS } from '../../../codegen/options.ts';
import type { ProgressEvent } from '../../../codegen/progress.ts';

// The emitters as plugins over the IR: one list, the selectable ones named in options.ts, run per service.
const VALID = 'test/fixtures/specs/valid';

async function notes() {
  const docs = await parseSpecs(await specFiles(VALID));
  const [service] = buildIr(docs);
  return { service: service!, document: docs.find((d) => d.file === service!.file) };
}

describe('the emitter plugins', () => {
  it('have one name each, and the selectable ones are those options.ts declares', () => {
    const names = EMITTER_PLUGINS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(EMITTER_PLUGINS.filter((p) => p.selectable).map((p) => p.name)).toEqual([...SELECTABLE_PLUGINS]);
  });

  it.each([
    ['the default', { plugins: undefined, has: ['paths.ts'], lacks: ['mock-handlers.ts'] }],
    ['msw alone', { plugins: ['msw'], has: ['mock-handlers.ts'], lacks: ['paths.ts'] }],
    ['none', { plugins: [], has: [], lacks: ['paths.ts', 'mock-handlers.ts'] }],
  ] as const)('run as the selection says: %s', async (_, { plugins, has, lacks }) => {
    const { service, document } = await notes();
    const files = [...emitServiceFiles(service, document, { plugins }).keys()].map((p) => p.slice(service.name.length + 1));
    for (const file of ['schema-types.ts', 'service-info.ts', 'call-examples.ts', 'index.ts', ...has]) expect(files).toContain(file);
    for (const file of lacks) expect(files).not.toContain(file);
  });

  it('a plugin that needs the document (paths.ts) does not run for a service modelled without one', async () => {
    const { service } = await notes();
    expect([...emitServiceFiles(service, undefined, { plugins: ['paths', 'msw'] }).keys()]).not.toContain(`${service.name}/paths.ts`);
  });

  it.each([
    ['the default', {}, true],
    ['no plugin', { plugins: [] }, true],
    ['paths: false', { paths: false }, true],
    ['msw, without the document', { msw: true }, false],
  ] as [string, EmitOptions, boolean][])("report the service's files as steps 1 to the total: %s", async (_, options, withDocument) => {
    const { service, document } = await notes();
    const events: ProgressEvent[] = [];
    emitServiceFiles(service, withDocument ? document : undefined, { ...options, progress: (e) => events.push(e) });
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((e) => e.index)).toEqual(events.map((_, i) => i + 1));
    for (const e of events) expect(e.total).toBe(events.length);
  });
});
