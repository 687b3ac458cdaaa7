import { describe, expect, it } from 'vitest';
import { slimDocument } from '../../cli/src/prism-document.ts';

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

  it('as a proxy, keeps every response schema (Prism validates the live answers)', () => {
    expect(proxy.paths['/blog/v3/posts/{postId}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Post' });
    expect(Object.keys(proxy.components.schemas)).toEqual(['Post', 'Error']);
  });
});
