import type { TestProject } from 'vitest/node';
import { startPrism } from '../../cli/src/prism.ts';

// One Prism for the whole contract project (its start-up is the slow part): serves the bundled specs on a free
// loopback port; test files read its URL with `inject('prismUrl')`.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prism = await startPrism({ document: 'generated/src/openapi.json' });
  project.provide('prismUrl', prism.url);
  return () => prism.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}
