import { defineConfig } from 'vitest/config';

// Tests mirror the packages: test/{document,runtime,codegen,mock,cli,generated,explorer,spec,bench}. Five projects:
// - unit: runtime, codegen, the mock, the command line's modules, the generated clients and the explorer's logic;
//   no network but loopback
// - contract: every call through the generated clients against Prism on loopback
// - cli: the siteapi command run as a user runs it (child processes, its own Prism, a stand-in live host on
//   loopback), and the packages packed and installed in an empty folder
// - browser: the built explorer in Chromium
// - corpus: public OpenAPI documents from the registry generated and type-checked
// Workspace packages resolve to their TypeScript sources (the `@siteapi/source` export condition).
const resolve = { conditions: ['@siteapi/source', 'module', 'node', 'import', 'default'] };
const unit = [
  'test/runtime/**/*.test.ts',
  'test/document/**/*.test.ts',
  'test/codegen/**/*.test.ts',
  'test/mock/**/*.test.ts',
  'test/cli/*.test.ts',
  'test/generated/**/*.test.ts',
  'test/explorer/logic/**/*.test.ts',
  'test/spec/**/*.test.ts',
  'test/docs/**/*.test.ts',
  'test/bench/**/*.test.ts',
];

export default defineConfig({
  resolve,
  ssr: { resolve: { conditions: resolve.conditions, externalConditions: ['@siteapi/source'] } },
  test: {
    projects: [
      // Type tests (*.test-d.ts) run with tsc in the unit project.
      {
        extends: true,
        test: {
          name: 'unit',
          include: unit,
          environment: 'node',
          testTimeout: 30_000,
          typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: 'tsconfig.json' },
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['test/contract/**/*.test.ts'],
          globalSetup: ['test/contract/prism-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { extends: true, test: { name: 'cli', include: ['test/cli/e2e/**/*.test.ts'], environment: 'node', testTimeout: 300_000, hookTimeout: 300_000 } },
      {
        extends: true,
        test: {
          name: 'corpus',
          include: ['test/corpus/**/*.test.ts'],
          // The APIs.guru sample takes as long as `npm run corpus` (about 2 minutes on two cores, with two compile
          // workers of its own): `npm test` runs it last, alone, through `npm run corpus:test`.
          exclude: process.env.SITEAPI_CORPUS_SAMPLE === '1' ? [] : ['test/corpus/apis-guru-sample.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/explorer/browser/**/*.test.ts'],
          globalSetup: ['test/explorer/browser/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
