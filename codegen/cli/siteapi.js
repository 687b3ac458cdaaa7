#!/usr/bin/env node
// The `siteapi` command. The command line, the generator and the runtime are TypeScript: tsx compiles them on load,
// so plain `node` (and `npx siteapi`) can run it without a build step.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../cli.ts', import.meta.url).href);
