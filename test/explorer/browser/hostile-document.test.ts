import { describe, expect, it } from 'vitest';
import { env, useExplorer, useExplorerOn } from './harness.ts';

// The explorer on a document shaped to break its views: a body that is an array of itself, an answer that is an
// `allOf` of itself, descriptions of 5,000 `>`, of 5,000 `*` around a letter, and a list nested 1,000 levels deep
// (about 1 MB). Every page still shows its operation, the descriptions as text, and no script error.
useExplorer();

const nestedList = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
const document = {
  openapi: '3.1.0',
  info: { title: 'Hostile shapes', version: '1.0.0', description: '>'.repeat(5000) },
  paths: {
    '/nests': {
      post: {
        operationId: 'postNest',
        summary: 'Post a nest',
        description: `${'*'.repeat(5000)}a${'*'.repeat(5000)}`,
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Nest' }, example: [[]] } } },
        responses: {
          '200': { description: '>'.repeat(5000), content: { 'application/json': { schema: { $ref: '#/components/schemas/Loop' }, example: { name: 'x' } } } },
        },
      },
    },
    '/lists': {
      get: {
        operationId: 'getList',
        summary: 'Get a list',
        description: nestedList,
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Ping' }, example: { ping: 'p' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Nest: { type: 'array', items: { $ref: '#/components/schemas/Nest' } },
      Loop: { allOf: [{ $ref: '#/components/schemas/Loop' }, { type: 'object', properties: { name: { type: 'string' } } }] },
      Ping: { allOf: [{ $ref: '#/components/schemas/Pong' }], properties: { ping: { type: 'string' } } },
      Pong: { allOf: [{ $ref: '#/components/schemas/Ping' }], properties: { pong: { type: 'string' } } },
    },
  },
};

const explorer = useExplorerOn(document, 'hostile');

async function open(search: string) {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${explorer.url()}${search}`);
  await page.getByRole('navigation', { name: 'Operations', includeHidden: true }).waitFor({ state: 'attached', timeout: 90_000 });
  return { page, errors, close: () => context.close() };
}

describe('the explorer on a hostile document', () => {
  it.each([
    ['hostile-shapes.postNest', 'Post a nest'],
    ['hostile-shapes.getList', 'Get a list'],
  ])('%s: the page shows the operation, its description as text and its request and answer parts', async (id, summary) => {
    const { page, errors, close } = await open(`?mock=in-browser&op=${encodeURIComponent(id)}`);
    try {
      await expect.poll(() => page.locator('main').textContent(), { timeout: 60_000 }).toContain(summary);
      // What the page shows, should the request builder not come.
      await page
        .getByRole('button', { name: /^Send/ })
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nthe page shows:\n${((await page.locator('main').textContent()) ?? '').slice(0, 2000)}`);
        });
      // The description is the operation's own text, untouched, not a Markdown tree thousands of levels deep.
      const plain = await page.locator('.markdown--plain').allTextContents();
      expect(plain.some((text) => text.length >= 1000)).toBe(true);
      expect(await page.getByTestId('view-error').allTextContents()).toEqual([]);
      expect(errors.filter((e) => /call stack|too much recursion/i.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['Nest', 'Loop', 'Ping'])('the model %s opens', async (name) => {
    const { page, errors, close } = await open(`?schema=${name}`);
    try {
      await expect.poll(() => page.locator('main').textContent(), { timeout: 60_000 }).toContain(name);
      expect(errors.filter((e) => /call stack|too much recursion/i.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});
