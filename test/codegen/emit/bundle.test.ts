import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../codegen/generate.ts';

// The bundle's tags: one document keeps its own (a docs site nests them), services bundled together are tagged by service.
const bundleOf = async (spec: string) => JSON.parse((await generate(spec)).get('openapi.json')!) as Record<string, any>;

describe('bundle', () => {
  it("keeps one document's tags with 3.2's summary, parent and kind, and each operation's own tag", async () => {
    const bundled = await bundleOf('test/fixtures/streams-site/openapi.yaml');
    expect(bundled.tags).toEqual([
      { name: 'ai', summary: 'AI', kind: 'nav' },
      { name: 'chat', summary: 'Chat', parent: 'ai', kind: 'nav' },
      { name: 'ops', summary: 'Operations', kind: 'nav' },
    ]);
    expect(bundled.paths['/v1/chat/completions'].post.tags).toEqual(['chat']);
    expect(bundled.paths['/v1/cache/{key}'].additionalOperations.PURGE.tags).toEqual(['ops']);
  });

  it("tags services bundled together by service (the platform's bundle, which gen:check keeps current)", () => {
    const bundled = JSON.parse(readFileSync('generated/src/openapi.json', 'utf8')) as Record<string, any>;
    expect(bundled.tags.map((t: { name: string }) => t.name)).toEqual(Object.keys(bundled['x-services']));
    expect(bundled.paths['/blog/v3/posts/{postId}'].get.tags).toEqual(['blog']);
  });
});
