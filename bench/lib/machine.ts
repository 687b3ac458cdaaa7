import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.ts';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  /** 1-minute load average when the run started and ended: a busy machine shows here. */
  loadAverage: { start: number; end?: number };
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: { start: os.loadavg()[0]! },
  };
}

/**
 * The packages measured or measuring, with the versions actually installed (read from their package.json); and
 * @octokit/openapi, whose GitHub description is the input of the generation-github section.
 */
export const MEASURED_PACKAGES = [
  'openapi-typescript',
  'openapi-fetch',
  '@hey-api/openapi-ts',
  '@stoplight/prism-cli',
  'vite',
  'rolldown',
  'typescript',
  'tsx',
  'ts-morph',
  '@octokit/openapi',
  '@scalar/api-reference',
  'swagger-ui-dist',
] as const;

export function packageVersions(): Record<string, string> {
  const own = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
  const out: Record<string, string> = { [own.name]: own.version };
  for (const name of MEASURED_PACKAGES) {
    try {
      out[name] = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      out[name] = 'not installed';
    }
  }
  return out;
}
