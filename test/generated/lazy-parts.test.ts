import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, type CallInit, createClient, isApiError } from '@siteapi/runtime';
import { compressRichContent, defineCall, responsePlanOf, type ServiceInfo } from '@siteapi/runtime/generated';
import { blogErrors, getPost, posts } from '@siteapi/clients/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What a call loads only when an answer needs it (rich content's node tree with its plan, the error answer's reading
// and the service's error catalogue), through generated calls against a loopback server.
let answer: unknown = {};
let status = 200;
const server = createServer((req: IncomingMessage, res) => {
  req.resume();
  req.on('end', () => res.writeHead(status, { 'content-type': 'application/json', 'x-wix-request-id': 'req-7' }).end(JSON.stringify(answer)));
});
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** Rich content whose nodes carry floats as the platform sends them, two levels deep. */
const document = () => ({
  nodes: [
    {
      type: 'IMAGE',
      id: 'i1',
      imageData: { image: { src: { id: 'a.jpg' }, width: 'Infinity', height: 600 }, crop: { x: 'NaN', y: 0.5 } },
      nodes: [{ type: 'PARAGRAPH', id: 'p1', paragraphData: { indentation: '-Infinity' }, nodes: [] }],
    },
  ],
  metadata: { version: 1, createdTimestamp: '2024-05-01T10:00:00.000Z' },
});

describe('parts loaded on demand', () => {
  it("converts rich content's node tree of an answer (its decoder loaded with the answer)", async () => {
    status = 200;
    answer = { post: { id: 'p1', firstPublishedDate: '2024-05-01T10:00:00.000Z', richContent: document() } };
    const client = createClient({ modules: { posts }, host });
    const { post } = await client.posts.getPost('p1', { fieldsets: ['RICH_CONTENT'] });
    const [image] = post!.richContent!.nodes!;
    expect(image!.imageData!.image!.width).toBe(Number.POSITIVE_INFINITY);
    expect(image!.imageData!.image!.height).toBe(600);
    expect(image!.imageData!.crop!.x).toBeNaN();
    expect(image!.nodes![0]!.paragraphData!.indentation).toBe(Number.NEGATIVE_INFINITY);
    expect(post!.richContent!.metadata!.createdTimestamp).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(post!.firstPublishedDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
  });

  it('converts the node tree of compressed rich content once expanded', async () => {
    status = 200;
    answer = { posts: [{ id: 'p1', richContentCompressed: await compressRichContent(document()) }], metaData: { count: 1 } };
    const client = createClient({ modules: { posts }, host });
    const listed = await client.posts.listPosts({ fieldsets: ['RICH_CONTENT'] });
    const post = listed.posts![0]!;
    expect(post).not.toHaveProperty('richContentCompressed');
    expect(post.richContent!.nodes![0]!.imageData!.crop!.x).toBeNaN();
    expect(post.richContent!.nodes![0]!.nodes![0]!.paragraphData!.indentation).toBe(Number.NEGATIVE_INFINITY);
  });

  it("names an error answer's field violations after the caller's arguments, with the catalogue's entry of its code", async () => {
    status = 400;
    answer = {
      message: 'invalid',
      details: { validationError: { fieldViolations: [{ field: 'paging.limit', description: 'must be at most 100', violatedRule: 'MAX' }] } },
    };
    const client = createClient({ modules: { posts }, host });
    const invalid = await client.posts.listPosts({ paging: { limit: 500 } }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).violations).toEqual([
      { field: 'options.paging.limit', serverField: 'paging.limit', description: 'must be at most 100', rule: 'MAX' },
    ]);
    expect((invalid as ApiError).requestId).toBe('req-7');

    status = 404;
    answer = { message: '', details: { applicationError: { code: 'POST_NOT_FOUND' } } };
    const missing = await getPost('p404', undefined, { client }).catch((e: unknown) => e);
    expect(isApiError(missing, 404)).toBe(true);
    expect((missing as ApiError).entry).toEqual(blogErrors.POST_NOT_FOUND);
    expect((missing as ApiError).entry?.description).toContain('No published post has the given id or slug');
    // With no message of its own, the error says the catalogue's.
    expect((missing as ApiError).message).toContain('POST_NOT_FOUND: Post not found.');
  });

  it('still gives an ApiError with the status and body when the catalogue does not load', async () => {
    const service: ServiceInfo = {
      name: 'notes',
      title: 'Notes',
      prefix: '/notes',
      host: 'www.example.invalid',
      loadErrors: () => Promise.reject(new Error('chunk failed to load')),
    };
    const getNote = defineCall<[id: string, init?: CallInit], unknown>(service, {
      module: 'notes',
      operationId: 'getNote',
      method: 'GET',
      path: '/v1/notes/{id}',
      args: [{ name: 'id', required: true, value: 'path.id' }],
    });
    status = 404;
    answer = { message: 'gone', details: { applicationError: { code: 'NOTE_NOT_FOUND' } } };
    const error = await getNote('n1', { client: createClient({ host }) }).catch((e: unknown) => e);
    expect(isApiError(error, 404)).toBe(true);
    expect((error as ApiError).code).toBe('NOTE_NOT_FOUND');
    expect((error as ApiError).entry).toBeUndefined();
    expect((error as ApiError).message).toContain('NOTE_NOT_FOUND: gone');
  });

  it("gives tools a call's response plan as data, loaded on demand", async () => {
    expect(getPost.op.responsePlan).toBeUndefined();
    const plan = await responsePlanOf(getPost.op);
    expect(plan).toMatchObject({
      post: { firstPublishedDate: 'date', url: 'pageUrl', richContent: { nodes: { '*': { imageData: { crop: { x: 'float' } } } } } },
    });
  });
});
