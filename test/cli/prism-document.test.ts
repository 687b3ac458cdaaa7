import { chmod, lstat, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prismDocument, slimDocument } from '../../cli/src/prism-document.ts';

// What Prism is started on: the bundle without what Prism never reads, and nothing it reads changed.
const document = {
  openapi: '3.1.0',
  info: { title: 'Blog', version: '1', description: 'Long prose.' },
  tags: [{ name: 'posts' }],
  'x-services': { blog: {} },
  servers: [{ url: 'https://www.wixapis.com' }],
  paths: {
    '/blog/v3/posts/{postId}': {
      summary: 'A post',
      get: {
        operationId: 'blog.getPost',
        summary: 'Get a post',
        description: 'Gets a post.',
        tags: ['posts'],
        'x-service': 'blog',
        'x-errors': { POST_NOT_FOUND: {} },
        parameters: [
          { name: 'postId', in: 'path', required: true, description: 'The id.', schema: { type: 'string', description: 'Id.' }, example: 'p1' },
          { name: 'x-wix-request-id', in: 'header', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The post.',
            headers: { 'x-wix-request-id': { description: 'Echoed.', schema: { type: 'string' } } },
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Post' }, examples: { one: { summary: 'One', value: { post: { id: 'p1' } } } } },
            },
          },
          '404': { description: 'Not found.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
    '/members/v1/members': { get: { operationId: 'members.listMembers', 'x-service': 'members', responses: { '200': { description: 'Members.' } } } },
  },
  webhooks: { postCreated: { post: { responses: { '200': { description: 'ok' } } } } },
  components: {
    schemas: {
      Post: {
        type: 'object',
        title: 'Post',
        properties: { id: { type: 'string', description: 'Its id.' }, description: { type: 'string' } },
        'x-media': 'image',
      },
      Error: { type: 'object', description: 'An error.', properties: { message: { type: 'string', readOnly: true } } },
      Unused: { type: 'string' },
    },
    securitySchemes: { oauth: { type: 'http', scheme: 'bearer', description: 'A token.' } },
  },
};

describe('slimDocument', () => {
  const mock = slimDocument(document, { mock: true }) as typeof document;
  const proxy = slimDocument(document, { mock: false }) as typeof document;

  it('leaves out prose, tags, x- extensions and webhooks, and keeps what Prism reads', () => {
    expect(mock).not.toHaveProperty('tags');
    expect(mock).not.toHaveProperty('x-services');
    expect(mock).not.toHaveProperty('webhooks');
    expect(mock.info).toEqual({ title: 'Blog', version: '1' });
    expect(mock.servers).toEqual(document.servers);
    const get = mock.paths['/blog/v3/posts/{postId}'].get;
    expect(Object.keys(get).sort()).toEqual(['operationId', 'parameters', 'responses']);
    expect(get.parameters).toEqual([
      { name: 'postId', in: 'path', required: true, schema: { type: 'string' }, example: 'p1' },
      { name: 'x-wix-request-id', in: 'header', schema: { type: 'string' } },
    ]);
    expect(mock.paths['/blog/v3/posts/{postId}']).not.toHaveProperty('summary');
  });

  it('keeps names that look like prose or extensions: properties, headers', () => {
    expect(proxy.components.schemas.Post).toEqual({ type: 'object', properties: { id: { type: 'string' }, description: { type: 'string' } } });
    expect(proxy.paths['/blog/v3/posts/{postId}'].get.responses['200'].headers).toEqual({ 'x-wix-request-id': { schema: { type: 'string' } } });
  });

  it("keeps each response's description (required by OpenAPI) and its examples' values", () => {
    const ok = mock.paths['/blog/v3/posts/{postId}'].get.responses['200'];
    expect(ok.description).toBe('The post.');
    expect(ok.content['application/json'].examples).toEqual({ one: { value: { post: { id: 'p1' } } } });
  });

  it('as a mock, leaves out a response schema beside examples, and keeps one without examples and the components it reaches', () => {
    expect(mock.paths['/blog/v3/posts/{postId}'].get.responses['200'].content['application/json']).not.toHaveProperty('schema');
    expect(mock.paths['/blog/v3/posts/{postId}'].get.responses['404'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(Object.keys(mock.components.schemas)).toEqual(['Error']);
    expect(mock.components.schemas.Error).toEqual({ type: 'object', properties: { message: { type: 'string', readOnly: true } } });
    expect(mock.components.securitySchemes).toEqual({ oauth: { type: 'http', scheme: 'bearer' } });
  });

  it('keeps a component whose name holds a percent sign, its reference percent-encoded once (Tier%201 as Tier%25201)', () => {
    const ok = { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Tier%25201' } } } } };
    const tiers = { ...document, paths: { '/tiers': { get: { responses: ok } } }, components: { schemas: { 'Tier%201': { type: 'string' }, Unused: {} } } };
    expect(Object.keys((slimDocument(tiers, { mock: true }) as typeof tiers).components.schemas)).toEqual(['Tier%201']);
  });

  it('as a proxy, keeps every response schema (Prism validates the live answers)', () => {
    expect(proxy.paths['/blog/v3/posts/{postId}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Post' });
    expect(Object.keys(proxy.components.schemas)).toEqual(['Post', 'Error']);
  });
});

describe('prismDocument: the slim copy Prism is started on', () => {
  let root: string;
  let bundle: string;
  let slim: string;
  /** The cache's name for the bundle's slim copy, learnt from a first write in a private folder. */
  let name: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'prism-document-'));
    bundle = path.join(root, 'openapi.json');
    await writeFile(bundle, JSON.stringify(document));
    slim = JSON.stringify(slimDocument(document, { mock: true }));
    name = path.basename(await prismDocument(bundle, { mock: true }, path.join(root, 'learn')));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("is written in the user's cache folder, private to the user (not the shared temporary folder)", async () => {
    const before = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = path.join(root, 'user-cache');
    try {
      const written = await prismDocument(bundle, { mock: true });
      expect(written).toBe(path.join(root, 'user-cache', 'siteapi', 'prism', name));
      expect((await stat(path.dirname(written))).mode & 0o777).toBe(0o700);
      expect(await readFile(written, 'utf8')).toBe(slim);
      // Reused while the bundle is unchanged.
      const { mtimeMs } = await stat(written);
      expect(await prismDocument(bundle, { mock: true })).toBe(written);
      expect((await stat(written)).mtimeMs).toBe(mtimeMs);
    } finally {
      if (before === undefined) delete process.env.XDG_CACHE_HOME;
      else process.env.XDG_CACHE_HOME = before;
    }
  });

  it('never serves a file planted in a folder others may write to', async () => {
    const shared = path.join(root, 'shared');
    await mkdir(shared);
    await chmod(shared, 0o777);
    await writeFile(path.join(shared, name), '{"openapi":"3.1.0","planted":true}');
    const written = await prismDocument(bundle, { mock: true }, shared);
    expect(await readFile(written, 'utf8')).toBe(slim);
    // Written in a fresh private folder instead.
    expect(path.dirname(written)).not.toBe(shared);
    expect((await stat(path.dirname(written))).mode & 0o777).toBe(0o700);
    await rm(path.dirname(written), { recursive: true });
  });

  it.each([
    ['final', (folder: string) => path.join(folder, name)],
    ['partial', (folder: string) => path.join(folder, `${name}.${process.pid}.partial`)],
  ])('never follows a link planted at the %s name', async (kind, at) => {
    const folder = path.join(root, `linked-${kind}`);
    await mkdir(folder, { mode: 0o700 });
    const victim = path.join(root, `victim-${kind}.txt`);
    await writeFile(victim, 'precious');
    await symlink(victim, at(folder));
    const written = await prismDocument(bundle, { mock: true }, folder);
    expect((await lstat(written)).isFile()).toBe(true);
    expect(await readFile(written, 'utf8')).toBe(slim);
    expect(await readFile(victim, 'utf8')).toBe('precious');
  });
});
