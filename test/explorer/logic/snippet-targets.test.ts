// Snippets correct for any document: the generated calls imported from where the reader generated them, the
// document's server as the host unless a mock or live host was chosen, and a path parameter not filled yet shown as
// `{name}` (never a made-up `string`, which would send a wrong URL that looks right).
import { describe, expect, it } from 'vitest';
import { posts } from '../../../generated/src/blog/index.ts';
import { callOperation, createClient } from '../../../runtime/index.ts';
import { argumentsFromRequest } from '../../../runtime/generated.ts';
import type { OperationDetail } from '../../../explorer/src/catalogue/types.ts';
import { buildRequest, draftFromExample, draftFromSchema, NO_MOCK_PREFERENCES, type Draft } from '../../../explorer/src/request/draft.ts';
import { clientModule, clientSnippet, pathPlaceholders, requestSnippets, snippetHost } from '../../../explorer/src/snippets/snippets.ts';

const draft = (params: Draft['params']): Draft => ({ exampleName: null, params, bodyText: '', bodyMode: 'raw', mock: NO_MOCK_PREFERENCES });

const REPOS: OperationDetail = {
  id: 'github.reposGet',
  parameters: [
    { name: 'owner', in: 'path', required: true, deprecated: false, schema: { type: 'string' } },
    { name: 'repo', in: 'path', required: true, deprecated: false, schema: { type: 'string' }, example: 'hello-world' },
    { name: 'per_page', in: 'query', required: true, deprecated: false, schema: { type: 'integer', default: 30 } },
  ],
  responses: [],
  errors: [],
  events: [],
  arguments: [],
  schemas: {},
};

describe('snippets for any document', () => {
  it('imports the generated calls from the package, or from the out folder the reader generated', () => {
    expect(clientModule('@siteapi/clients', 'blog')).toBe('@siteapi/clients/blog');
    expect(clientModule('@acme/api/', 'pets')).toBe('@acme/api/pets');
    expect(clientModule('./generated', 'train-travel-api')).toBe('./generated/train-travel-api/index.js');
    expect(clientModule('../src/api/', 'github')).toBe('../src/api/github/index.js');
    const code = clientSnippet({
      service: 'github',
      clientImport: './out',
      module: 'repos',
      method: 'reposGet',
      args: [],
      arity: 0,
      host: 'https://api.github.com',
      auth: 'none',
    });
    expect(code).toContain("import { repos } from './out/github/index.js';");
    expect(code).not.toContain('@siteapi/clients');
  });

  it("names the document's server with the in-page mock, and the chosen mock or live host otherwise", () => {
    expect(snippetHost('browser', 'http://127.0.0.1:5173', 'https://api.github.com')).toBe('https://api.github.com');
    expect(snippetHost('mock', 'http://127.0.0.1:4010', 'https://api.github.com')).toBe('http://127.0.0.1:4010');
    expect(snippetHost('live', 'https://staging.example', 'https://api.github.com')).toBe('https://staging.example');
  });

  it('leaves a path parameter the document gives no value for empty, instead of the sampled `string`', () => {
    // The generator samples a required path parameter without an example (`string`) into its default call example.
    const example = { name: 'default', request: { path: { owner: 'string', repo: 'hello-world' }, query: { per_page: 30 }, header: {} } };
    expect(draftFromExample(REPOS, example).params).toEqual({ 'path:repo': 'hello-world', 'query:per_page': '30' });
    expect(draftFromSchema(REPOS).params).toEqual({ 'path:repo': 'hello-world', 'query:per_page': '30' });
    // And an empty one is not sent to `/repos/undefined/…`: the send says what to fill.
    expect(buildRequest(REPOS, draft({ 'path:repo': 'r' }))).toEqual({ ok: false, message: 'Fill the path parameter owner: the URL needs it.' });
  });

  it('shows an unfilled path parameter as {name} in the call, curl and fetch, and the value once filled', async () => {
    const detail: OperationDetail = {
      ...REPOS,
      id: 'blog.getPost',
      parameters: [{ name: 'postId', in: 'path', required: true, deprecated: false, schema: { type: 'string' } }],
    };
    const wire = async (postId: string | undefined) => {
      const placeholders = pathPlaceholders(['postId']);
      const request = buildRequest(detail, draft(postId === undefined ? {} : { 'path:postId': postId }), placeholders.values);
      if (!request.ok) throw new Error(request.message);
      let url = '';
      const keep: typeof fetch = (input) => {
        url = String(input);
        return Promise.reject(new Error('preview only'));
      };
      await callOperation(posts.getPost, request.value, { client: createClient({ host: 'https://www.wixapis.com', fetch: keep, retry: false }) }).catch(
        () => undefined,
      );
      const sent = { method: 'GET', url, headers: {} };
      const shown = requestSnippets(
        placeholders,
        {
          service: 'blog',
          module: 'posts',
          method: 'getPost',
          args: argumentsFromRequest(posts.getPost.op, request.value),
          arity: 2,
          host: 'https://www.wixapis.com',
          auth: 'none',
        },
        sent,
      );
      return [shown.client, shown.curl!, shown.fetch!];
    };
    const [call, curl, fetchCode] = await wire(undefined);
    expect(call).toContain("client.posts.getPost('{postId}')");
    expect(curl).toContain("'https://www.wixapis.com/blog/v3/posts/{postId}'");
    expect(fetchCode).toContain("fetch('https://www.wixapis.com/blog/v3/posts/{postId}'");
    for (const text of [call, curl, fetchCode]) expect(text).not.toMatch(/string|undefined|SITEAPIPATHPARAMETER/);
    const filled = await wire('p 1');
    expect(filled[1]).toContain('/blog/v3/posts/p%201');
  });
});
