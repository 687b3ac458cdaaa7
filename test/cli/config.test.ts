import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { SpecProblemsError } from '../../codegen/problems.ts';
import { parseSpecCommand } from '../../cli/src/args.ts';
import { loadConfig } from '../../cli/src/config.ts';
import { UsageError } from '../../cli/src/usage-error.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});
async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'siteapi-config-'));
  dirs.push(dir);
  return dir;
}

describe('siteapi.config and --mode', () => {
  it('takes spec, out, runtime and mode from the file; flags win over it, it wins over the defaults', async () => {
    const dir = await folder();
    const json = path.join(dir, 'siteapi.config.json');
    await writeFile(json, JSON.stringify({ spec: 'api/openapi.yaml', out: 'src/client', runtime: 'my-runtime', mode: 'plain' }));
    expect(await parseSpecCommand(['--config', json], {})).toMatchObject({
      spec: 'api/openapi.yaml',
      out: 'src/client',
      generator: { runtimeImport: 'my-runtime', mode: 'plain' },
    });
    expect(await parseSpecCommand(['--config', json, '--out', 'elsewhere', '--mode', 'auto'], {})).toMatchObject({
      out: 'elsewhere',
      generator: { mode: 'auto' },
    });
    const mjs = path.join(dir, 'siteapi.config.mjs');
    await writeFile(mjs, "export default { spec: 'openapi.json' };\n");
    expect(await parseSpecCommand(['--config', mjs], {})).toEqual({
      config: mjs,
      spec: 'openapi.json',
      out: 'generated',
      generator: { runtimeImport: '@siteapi/runtime', mode: 'auto', pagination: 'auto', plugins: ['paths'], strict: false },
    });
  });

  it('refuses an unknown option, a bad value, a missing file and a bad --mode, saying where', async () => {
    const dir = await folder();
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ mode: 'strict' }));
    await expect(parseSpecCommand(['--config', bad], {})).rejects.toThrow(/bad\.json: 'mode' has an invalid value "strict" \(auto, plain or platform\)/);
    await writeFile(bad, JSON.stringify({ output: 'x' }));
    await expect(parseSpecCommand(['--config', bad], {})).rejects.toThrow(
      /unknown option 'output' \(known: spec, out, runtime, mode, pagination, plugins, msw, strict\)/,
    );
    await writeFile(bad, '{ "spec": ');
    await expect(parseSpecCommand(['--config', bad], {})).rejects.toThrow(UsageError);
    await expect(parseSpecCommand(['--config', path.join(dir, 'none.json')], {})).rejects.toThrow(/no such file/);
    await expect(parseSpecCommand(['--mode', 'loose'], {})).rejects.toThrow(/--mode loose: expected auto, plain or platform/);
    await expect(parseSpecCommand(['--pagination', 'on'], {})).rejects.toThrow(/--pagination on: expected auto or off/);
    expect((await parseSpecCommand(['--pagination', 'off'], {})).generator.pagination).toBe('off');
    await writeFile(bad, JSON.stringify({ pagination: 'never' }));
    await expect(parseSpecCommand(['--config', bad], {})).rejects.toThrow(/'pagination' has an invalid value "never" \(auto or off\)/);
  });

  it("refuses Object.prototype's names as unknown options, from JSON and from a module", async () => {
    const dir = await folder();
    const json = path.join(dir, 'proto.json');
    for (const key of ['__proto__', 'hasOwnProperty', 'constructor', 'toString', 'valueOf']) {
      await writeFile(json, `{ "${key}": "x" }`);
      await expect(loadConfig(json, dir), key).rejects.toThrow(
        new UsageError(`proto.json: unknown option '${key}' (known: spec, out, runtime, mode, pagination, plugins, msw, strict)`),
      );
    }
    const mjs = path.join(dir, 'proto.mjs');
    await writeFile(mjs, "export default { ['__proto__']: { spec: 'x' }, constructor: 'y' };\n");
    await expect(loadConfig(mjs, dir)).rejects.toThrow(
      new UsageError("proto.mjs: unknown option '__proto__' (known: spec, out, runtime, mode, pagination, plugins, msw, strict)"),
    );
  });

  it('refuses a config module that never finishes loading, naming the file', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, 'siteapi.config.mjs'), 'await new Promise(() => undefined);\nexport default {};\n');
    const started = Date.now();
    await expect(loadConfig(undefined, dir, { loadLimitMs: 200 })).rejects.toThrow(
      new UsageError('siteapi.config.mjs: the config never finished loading (still loading after 0.2 s)'),
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('plain mode reads a platform spec by inference; platform mode requires the dialect', async () => {
    const files = await generate('spec/reviews.yaml', { mode: 'plain' });
    const reviews = files.get('reviews/reviews.ts')!;
    expect(reviews).toContain('export const getReview: Call<[reviewId: string');
    const error = await generate('node_modules/@readme/oas-examples/3.1/yaml/petstore.yaml', { mode: 'platform' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecProblemsError);
    expect((error as SpecProblemsError).problems.map((p) => p.message)).toContain('x-service is required (name and prefix of the service, see spec/README.md)');
  });
});
