import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '@siteapi/document';
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

  it("renames a $ref in one document's own tags and info with the component it names (apideck's tags hold their model)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-tag-refs-'));
    try {
      const connectors = {
        openapi: '3.0.0',
        info: { title: 'Connectors', version: '1', 'x-model': { $ref: '#/components/schemas/Connector' } },
        tags: [{ name: 'Connectors', description: '', 'x-apideck-model': { $ref: '#/components/schemas/Connector' } }],
        paths: {
          '/connectors': {
            get: {
              operationId: 'listConnectors',
              tags: ['Connectors'],
              responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Connector' } } } } },
            },
          },
        },
        components: { schemas: { Connector: { type: 'object', properties: { id: { type: 'string' } } } } },
      };
      writeFileSync(path.join(dir, 'connectors.json'), JSON.stringify(connectors));
      // Before, generation stopped: "$ref '#/components/schemas/Connector' does not resolve in the bundle".
      const bundled = await bundleOf(path.join(dir, 'connectors.json'));
      const service = Object.keys(bundled['x-services'])[0]!;
      expect(bundled.tags).toEqual([{ name: 'Connectors', description: '', 'x-apideck-model': { $ref: `#/components/schemas/${service}.Connector` } }]);
      expect(bundled.info['x-model']).toEqual({ $ref: `#/components/schemas/${service}.Connector` });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names every webhook's operation as the document model's operations view reads it, and keeps an extension among them (or a list among the components) as written", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-webhooks-'));
    try {
      const post = { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': { description: 'ok' } } };
      const hooks = {
        openapi: '3.2.0',
        info: { title: 'Hooks', version: '1' },
        paths: { '/things': { get: { operationId: 'listThings', responses: { '200': { description: 'ok' } } } } },
        webhooks: {
          // An x- key before the method, a $ref to a Path Item, OpenAPI 3.2's query and additionalOperations.
          created: { 'x-note': 'first', post },
          referenced: { $ref: '#/components/pathItems/Hook' },
          queried: { query: post },
          purged: { additionalOperations: { PURGE: { responses: { '200': { description: 'ok' } } } } },
          // Publishers' own key among the events (tolerated with a warning "kept in the bundled document").
          'x-resources': { item: 'ticket' },
        },
        // impala.travel's: an extension's list among the components, no names to rename.
        components: { pathItems: { Hook: { post } }, 'x-samples-languages': ['curl', 'node'] },
      };
      writeFileSync(path.join(dir, 'hooks.json'), JSON.stringify(hooks));
      const bundled = await bundleOf(path.join(dir, 'hooks.json'));
      const events = operations(bundled, 'webhooks');
      expect(events.map((v) => [v.path, v.method])).toEqual([
        ['hooks.created', 'post'],
        ['hooks.referenced', 'post'],
        ['hooks.queried', 'query'],
        ['hooks.purged', 'PURGE'],
      ]);
      for (const { path: name, operation } of events) {
        expect(operation, name).toMatchObject({ operationId: expect.stringMatching(/^hooks\.on[A-Z]/), 'x-service': 'hooks' });
      }
      expect(bundled.webhooks['hooks.created']['x-note']).toBe('first');
      expect(bundled.webhooks['x-resources']).toEqual({ item: 'ticket' });
      expect(Object.keys(bundled.webhooks)).not.toContain('hooks.x-resources');
      expect(bundled.components['x-samples-languages']).toEqual(['curl', 'node']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
