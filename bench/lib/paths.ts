import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Scratch space for peers' generated code, bundles and builds (gitignored, recreated by each run). */
export const WORK = path.join(ROOT, 'bench', '.work');
export const DRIVERS = path.join(ROOT, 'bench', 'drivers');
export const SPEC_DIR = path.join(ROOT, 'spec');
export const BUNDLED_DOCUMENT = path.join(ROOT, 'generated', 'src', 'openapi.json');

export const rel = (p: string): string => path.relative(ROOT, p) || '.';
