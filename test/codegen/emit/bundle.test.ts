import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('renames a $ref in example data with the component it names, so tools that follow every $ref (Prism) find it; any other stays as written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-data-refs-'));
    try {
      const lookup = {
        openapi: '3.0.3',
        info: { title: 'Lookup', version: '1' },
        paths: {
          '/lookup': {
            post: {
              operationId: 'lookup',
              responses: {
                '200': {
                  description: 'OK',
                  content: {
                    'application/json': {
                      schema: { $ref: '#/components/schemas/Carrier' },
                      // sms77's description: a schema pasted into an example, and references that name nothing.
                      examples: {
                        response: {
                          value: {
                            schema: { properties: { carrier: { schema: { $ref: '#/components/schemas/Carrier' } } } },
                            missing: { $ref: '#/components/schemas/Nothing' },
                            elsewhere: { $ref: 'https://example.test/schema.json' },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        components: { schemas: { Carrier: { type: 'object', properties: { name: { type: 'string' } } } } },
      };
      writeFileSync(path.join(dir, 'lookup.json'), JSON.stringify(lookup));
      const bundled = await bundleOf(path.join(dir, 'lookup.json'));
      const service = Object.keys(bundled['x-services'])[0]!;
      expect(Object.keys(bundled.components.schemas)).toEqual([`${service}.Carrier`]);
      const value = (Object.values(bundled.paths)[0] as any).post.responses['200'].content['application/json'].examples.response.value;
      expect(value).toEqual({
        schema: { properties: { carrier: { schema: { $ref: `#/components/schemas/${service}.Carrier` } } } },
        missing: { $ref: '#/components/schemas/Nothing' },
        elsewhere: { $ref: 'https://example.test/schema.json' },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
