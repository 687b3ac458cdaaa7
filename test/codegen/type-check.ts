import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** The module settings users' projects have: Node's own, and a bundler's (Vite's, without `moduleDetection`). */
export const MODULE_SETTINGS = {
  NodeNext: { module: 'nodenext', moduleResolution: 'nodenext' },
  Bundler: { module: 'esnext', moduleResolution: 'bundler' },
} as const;

/**
 * Type-checks every `.ts` file under `dir` with `tsc` under `strict` and the given module settings, the runtime
 * (and the mock) resolved to its sources; answers the first 20 lines of tsc's report ('' when it passes).
 */
export async function typeCheck(dir: string, modules: { module: string; moduleResolution: string } = MODULE_SETTINGS.NodeNext): Promise<string> {
  const config = `tsconfig.${modules.moduleResolution}.json`;
  await writeFile(
    path.join(dir, config),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: 'es2022',
        ...modules,
        lib: ['es2022', 'dom'],
        types: [],
        allowImportingTsExtensions: true,
        paths: {
          '@siteapi/runtime': [path.resolve('runtime/index.ts')],
          '@siteapi/runtime/generated': [path.resolve('runtime/generated.ts')],
          // The msw handlers of `--msw`, and what the mock reads documents with.
          '@siteapi/mock': [path.resolve('mock/index.ts')],
          '@siteapi/document': [path.resolve('document/index.ts')],
          '@siteapi/document/ajv': [path.resolve('document/ajv.ts')],
        },
      },
      include: ['**/*.ts'],
    }),
  );
  const tsc = path.resolve('node_modules/typescript/bin/tsc');
  const report = await promisify(execFile)(process.execPath, [tsc, '-p', path.join(dir, config)], { maxBuffer: 64 * 1024 * 1024 }).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  return report.split('\n').slice(0, 20).join('\n');
}
