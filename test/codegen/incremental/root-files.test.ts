import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachePath } from '../../../codegen/incremental/manifest.ts';
import { allDocuments } from '../../../codegen/incremental/root-files.ts';
import type { HashedSource } from '../../../codegen/incremental/run-plan.ts';
import type { LoadedDocument } from '@siteapi/document/load';

// Every spec's document for the root files: parsed this run, from the cache, or read again when the cache lacks it.

const out = await mkdtemp(path.join(tmpdir(), 'siteapi-root-files-'));
afterAll(() => rm(out, { recursive: true, force: true }));
await mkdir(path.join(out, path.dirname(cachePath('hc'))), { recursive: true });
await writeFile(path.join(out, cachePath('hc')), JSON.stringify({ openapi: '3.1.0', cached: true }));

const plain = (title: string) => ['openapi: 3.1.0', `info: { title: ${title}, version: "1" }`, 'paths: {}', ''].join('\n');
const changed: HashedSource = { file: 'new.yaml', text: plain('New'), hash: 'hn' };
const cached: HashedSource = { file: 'cached.yaml', text: plain('Cached'), hash: 'hc' };
const notCached: HashedSource = { file: 'clone.yaml', text: plain('Clone'), hash: 'hx' };
const parsed = { file: 'new.yaml', data: { parsed: true } } as unknown as LoadedDocument;

describe('allDocuments', () => {
  it.each([
    ['the changed spec as parsed', { given: [changed], want: { data: { 'new.yaml': { parsed: true } }, uncached: ['new.yaml'] } }],
    [
      'a kept spec from the cache',
      { given: [changed, cached], want: { data: { 'new.yaml': { parsed: true }, 'cached.yaml': { openapi: '3.1.0', cached: true } }, uncached: ['new.yaml'] } },
    ],
    [
      'a kept spec the cache lacks, read again',
      {
        given: [changed, notCached],
        want: {
          data: { 'new.yaml': { parsed: true }, 'clone.yaml': expect.objectContaining({ info: { title: 'Clone', version: '1' } }) },
          uncached: ['new.yaml', 'clone.yaml'],
        },
      },
    ],
  ] as [string, { given: HashedSource[]; want: { data: Record<string, unknown>; uncached: string[] } }][])('%s', async (_, { given, want }) => {
    const { data, uncached } = await allDocuments(out, given, [changed], [parsed], 'auto');
    expect(Object.fromEntries(data)).toEqual(want.data);
    expect([...uncached]).toEqual(want.uncached);
  });
});
