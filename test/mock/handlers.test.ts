import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '@siteapi/runtime';
import { encodeGetForm } from '@siteapi/runtime/generated';
import { createHandlers, mockCall, type MockDocument } from '@siteapi/mock';
import { posts } from '@siteapi/clients/blog';
import { items } from '@siteapi/clients/data';
import { submissions } from '@siteapi/clients/forms';
import { startMockServer } from '@siteapi/mock/node';
import { AnswerCache } from '../../mock/answer.ts';
import { operationsOf } from '../../mock/operations.ts';
import { BIG, document as things } from './things-document.ts';

// The generated clients in an app's test, with msw answering from the bundled document: the way an app tests its
// own code without a Prism to start.
const document = JSON.parse(readFileSync('generated/src/openapi.json', 'utf8')) as MockDocument;
const server = setupServer(...createHandlers(document));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createClient({ modules: { posts, items, submissions }, retry: false });
const POST_ID = '3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56';

describe('msw handlers of the bundled document', () => {
  it("answer a call from the spec's example, converted by the generated client", async () => {
    const { post } = await client.posts.getPost(POST_ID, { fieldsets: ['URL'] });
    expect(post?.id).toBe(POST_ID);
    expect(post?.firstPublishedDate).toBeInstanceOf(Date);
    expect(post?.heroImage).toMatch(/^wix:image:\/\/v1\//);
  });

  it("refuse a request the schemas refuse, in the platform's shape, named by the caller's argument", async () => {
    const error = await client.posts.getPost(POST_ID, { fieldsets: ['EVERYTHING' as 'URL'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).violations.map((v) => [v.field, v.rule])).toEqual([['options.fieldsets.0', 'INVALID_ENUM_VALUE']]);
  });

  it('answer another declared status or example on request (Prefer), as Prism does', async () => {
    const error = await client.posts.getPost(POST_ID, undefined, { headers: { prefer: 'code=404' } }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('POST_NOT_FOUND');
  });

  it("check a GET form's .r content against the POST's body schema", async () => {
    const valid = await fetch(`https://www.wixapis.com/wix-data/v2/items/query?.r=${encodeGetForm({ dataCollectionId: 'Books', query: {} })}`);
    expect(valid.status).toBe(200);
    const invalid = await fetch(`https://www.wixapis.com/wix-data/v2/items/query?.r=${encodeGetForm({ dataCollectionId: 7 })}`);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      details: { validationError: { fieldViolations: [{ field: 'dataCollectionId', description: 'must be string', violatedRule: 'INVALID_TYPE' }] } },
    });
  });

  it('let a test override one call with a typed resolver that returns what the call resolves to', async () => {
    server.use(
      mockCall(posts.getPost, ({ params }) => ({
        post: {
          id: params.postId,
          title: 'Overridden',
          firstPublishedDate: new Date('2026-03-01T00:00:00.000Z'),
          heroImage: 'wix:image://v1/a.jpg/a.jpg#originWidth=4&originHeight=3',
        },
      })),
      // An unwrapping call's resolver returns the entity itself; the mock sends `{ submission }`.
      mockCall(submissions.getSubmission, () => ({ id: 's1', formId: 'f1', createdDate: new Date('2026-03-02T00:00:00.000Z') })),
    );
    const { post } = await client.posts.getPost('p-9');
    expect(post).toMatchObject({ id: 'p-9', title: 'Overridden', firstPublishedDate: new Date('2026-03-01T00:00:00.000Z') });
    expect(post?.heroImage).toBe('wix:image://v1/a.jpg/a.jpg#originWidth=4&originHeight=3');
    const submission = await client.submissions.getSubmission('s1');
    expect(submission).toMatchObject({ id: 's1', createdDate: new Date('2026-03-02T00:00:00.000Z') });
  });
});

describe('msw handlers sent client mistakes (the in-browser mock, app tests)', () => {
  const DEEP = `${'{"child":'.repeat(50_000)}{}${'}'.repeat(50_000)}`;
  it.each<[string, string, string, Record<string, string>, string | undefined, number, string]>([
    ['a 50,000-level nested JSON body', 'POST', '/things', { 'content-type': 'application/json' }, DEEP, 400, 'nests deeper than 256 levels'],
    [
      'a cookie with bad percent-encoding',
      'GET',
      '/things/t1',
      { cookie: 'session=%E0%A4%A' },
      undefined,
      400,
      "cookie parameter 'session' is not percent-encoded",
    ],
    ['Prefer: code=2XX where 2XX is declared', 'POST', '/things', { 'content-type': 'application/json', prefer: 'code=2XX' }, '{}', 200, '{"made":true}'],
    ['Prefer: code=default', 'GET', '/things/t1', { prefer: 'code=default, example=small' }, undefined, 200, '{"id":"t1"}'],
  ])('answer %s with a 400 or the declared answer, no 500 and no stack', async (_, method, path, headers, body, status, text) => {
    server.use(...createHandlers(things, { origin: 'http://things.test' }));
    const answer = await fetch(`http://things.test${path}`, { method, headers, body });
    const received = await answer.text();
    expect([answer.status, received]).toEqual([status, expect.stringContaining(text)]);
    expect(received).not.toMatch(/\n\s+at /);
  });

  it('make each declared answer once, within a size bound, whatever Prefer names arrive', () => {
    const op = operationsOf(things).find((o) => o.key === 'getThing')!;
    let made = 0;
    const answers = new AnswerCache(things, (answer) => ({ ...answer, made: ++made }));
    for (let i = 0; i < 50; i++) answers.get(op, { example: `unknown-${i}` });
    expect(made).toBe(1);
    // Room for the 512 KiB answer alone: the small one's arrival lets it go, and one over the bound is never kept.
    const bounded = new AnswerCache(things, (answer) => ({ ...answer, made: ++made }), JSON.stringify({ blob: BIG }).length + 50);
    const big = bounded.get(op, {}).made;
    expect(bounded.get(op, {}).made).toBe(big);
    bounded.get(op, { example: 'small' });
    expect(bounded.get(op, {}).made).toBeGreaterThan(big);
    const tiny = new AnswerCache(things, (answer) => ({ ...answer, made: ++made }), 1024);
    expect(tiny.get(op, {}).made).not.toBe(tiny.get(op, {}).made);
  });
});

describe('the in-process HTTP mock (siteapi mock --engine msw)', () => {
  it('serves the same handlers over loopback HTTP, with CORS for the origins it is told', async () => {
    server.close();
    const mock = await startMockServer({ document, allowOrigin: (origin) => origin === 'http://127.0.0.1:5173' });
    try {
      const over = createClient({ modules: { posts }, host: mock.url, retry: false });
      const { post } = await over.posts.getPost(POST_ID);
      expect(post?.firstPublishedDate).toBeInstanceOf(Date);
      const preflight = await fetch(`${mock.url}/blog/v3/posts/${POST_ID}`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173' } });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      const foreign = await fetch(`${mock.url}/blog/v3/posts/${POST_ID}`, { headers: { origin: 'https://evil.example' } });
      expect(foreign.status).toBe(403);
      const nowhere = await fetch(`${mock.url}/nothing/here`);
      expect(nowhere.status).toBe(404);
    } finally {
      await mock.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });
});
