import { defineConfig } from 'vitest/config';

// Four projects: unit (runtime and codegen, no network), contract (Prism on loopback), browser (Chromium),
// cli (the siteapi command run as a user runs it: child processes, its own Prism and a stand-in live host on loopback).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts', 'test/codegen/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'contract', include: ['test/contract/**/*.test.ts'], globalSetup: ['test/contract/prism-setup.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } },
      { test: { name: 'cli', include: ['test/cli/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000 } },
      { test: { name: 'browser', include: ['test/browser/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 } },
    ],
  },
});
