// The built explorer in Chromium, as the API's documentation: descriptions rendered from the specs' Markdown.
import { describe, expect, it } from 'vitest';
import { env, mockSearch, openExplorer, openPalette, useExplorer } from './harness.ts';

useExplorer();

describe('explorer: documentation', () => {
  it('opens an operation as docs first: summary title, parameter table, the 200 fields and example values with no click', async () => {
    const watched = await openExplorer(`${mockSearch()}&op=blog.getPost`, { viewport: { width: 1440, height: 900 } });
    const { page } = watched;
    try {
      const title = page.locator('#operation-title');
      await expect.poll(() => title.textContent()).toContain('Get post');
      // The operationId is beneath the summary.
      const summaryBox = await title.locator('.operation-view__summary').boundingBox();
      const idBox = await title.locator('.operation-view__operation-id').boundingBox();
      expect(await title.locator('.operation-view__operation-id').textContent()).toBe('getPost');
      expect(idBox!.y).toBeGreaterThanOrEqual(summaryBox!.y + summaryBox!.height - 1);

      // The title comes with the catalogue; the reference with the operation's chunk.
      const table = page.getByTestId('docs-parameters');
      await table.waitFor();
      // Two columns: the name with its marks and type; the description with its default and example; by place.
      expect(await table.locator('thead th').allTextContents()).toEqual(['Name', 'Description']);
      expect(await table.locator('th[scope="rowgroup"]').allTextContents()).toEqual(['Path parameters', 'Query parameters']);
      const postId = table.locator('tr', { hasText: 'postId' });
      expect(await postId.locator('td').allTextContents()).toEqual(['postId requiredstring', 'Post ID.Example 3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56']);
      expect(await table.isVisible()).toBe(true);

      // The success answer's tree is open down to the post's fields (the answer only wraps it): its first few shown,
      // the rest folded beneath (in the page, one click away), nothing nested opened.
      const ok = page.getByTestId('docs-response-200');
      expect(await ok.getByText('title', { exact: true }).isVisible()).toBe(true);
      const minutes = ok.getByText('minutesToRead', { exact: true });
      expect(await minutes.count()).toBe(1);
      expect(await minutes.isVisible()).toBe(false);
      await ok.getByTestId('schema-more').locator(':scope > summary').click();
      expect(await minutes.isVisible()).toBe(true);
      // Beside the docs: the request as code and the 200 example answer's values, before any send.
      const answer = page.getByTestId('example-answer-200');
      await expect.poll(() => answer.textContent()).toContain('"minutesToRead": 6');
      expect(await answer.isVisible()).toBe(true);
      expect(await page.getByTestId('snippet-client').isVisible()).toBe(true);
      const docs = await page.getByTestId('operation-docs').boundingBox();
      const examples = await page.getByTestId('example-answers').boundingBox();
      expect(docs!.x + docs!.width).toBeLessThanOrEqual(examples!.x);
      // Another status's example is one tab away.
      await page.getByRole('tablist', { name: 'Example answer by status' }).getByRole('tab', { name: '404' }).click();
      await expect.poll(() => page.getByTestId('example-answer-404').textContent()).toContain('POST_NOT_FOUND');
      expect(watched.requests.filter((url) => url.startsWith(env.mockUrl))).toEqual([]);

      // More languages: the snippet library is its own chunk, fetched only when that tab is opened.
      const library = () => watched.requests.filter((url) => /httpsnippet/i.test(url));
      expect(library()).toEqual([]);
      await page.getByRole('tablist', { name: 'Snippet language' }).getByRole('tab', { name: 'More…' }).click();
      await expect.poll(() => page.getByTestId('snippet-more').textContent()).toContain('import requests');
      expect(await page.getByTestId('snippet-more').textContent()).toContain(`${env.mockUrl}/blog/v3/posts/`);
      expect(library().length).toBeGreaterThan(0);

      // Try it brings the request builder (in the same column) into view with the keyboard in its first field.
      await page.getByTestId('try-it').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('param-path-postId');
      expect(await page.getByTestId('param-path-postId').isVisible()).toBe(true);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it("renders an operation's and a field's description as Markdown, with no markup left as text", async () => {
    const watched = await openExplorer(`${mockSearch()}&op=blog.queryPosts`);
    const { page } = watched;
    try {
      const description = page.locator('.operation-view__description');
      await description.waitFor();
      // `filter`, `sort` and `cursorPaging.limit` are code, not backticks.
      expect(await description.locator('code').allTextContents()).toEqual(expect.arrayContaining(['filter', 'sort', 'cursorPaging.limit']));
      expect(await description.textContent()).not.toContain('`');
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('documents the parameters, the request body and each response as trees: readOnly left out of requests', async () => {
    const watched = await openExplorer(`${mockSearch()}&op=members.createMember`);
    const { page } = watched;
    try {
      const body = page.getByTestId('docs-request-body');
      await body.getByText('member', { exact: true }).click();
      const names = async (scope: typeof body) => scope.locator('.schema-tree__name').allTextContents();
      // In the request, the member has no `id` or `loginEmailVerified` (readOnly: the platform sets them).
      await expect.poll(() => names(body)).toContain('loginEmail');
      expect(await names(body)).not.toContain('id');
      expect(await names(body)).not.toContain('loginEmailVerified');

      // The success answer is open, its fields a level deep (no click): in the answer they are there, marked read-only, with their types.
      const ok = page.getByTestId('docs-response-200');
      await expect.poll(() => names(ok)).toEqual(expect.arrayContaining(['id', 'loginEmailVerified']));
      expect(await ok.textContent()).toContain('read-only');
      expect(await ok.textContent()).toContain('string (uuid)');
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('lists the events an operation emits, links to their payload, and the payload back to the operations', async () => {
    const watched = await openExplorer(`${mockSearch()}&op=bookings.confirmOrDeclineBooking`);
    const { page } = watched;
    try {
      const events = page.getByTestId('docs-events');
      await expect
        .poll(() => events.locator('li').allTextContents())
        .toEqual([expect.stringContaining('bookings.onBookingConfirmed'), expect.stringContaining('bookings.onBookingDeclined')]);
      expect(await events.textContent()).toContain('wix.bookings.v2.booking_confirmed');
      // A response's one-line summary drops Markdown's marks, not the underscores inside a code.
      expect(await page.getByTestId('docs-response-404').locator('summary').first().textContent()).toContain('BOOKING_NOT_FOUND');
      await events.getByRole('link', { name: 'bookings.BookingDeclinedEvent', exact: true }).click();
      await page.getByRole('heading', { name: 'bookings.BookingDeclinedEvent', exact: true }).waitFor();
      const emittedBy = page.getByTestId('model-emitted-by');
      await expect.poll(() => emittedBy.textContent()).toContain('bookings.declineBooking');
      await emittedBy.getByRole('link', { name: 'bookings.declineBooking', exact: true }).click();
      await expect.poll(() => page.locator('#operation-title').textContent()).toContain('declineBooking');
      // An operation that emits nothing says nothing about events.
      await page.goto(`${new URL(page.url()).origin}/${mockSearch()}&op=blog.getPost`);
      await page.getByTestId('docs-response-200').waitFor();
      expect(await page.getByTestId('docs-events').count()).toBe(0);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('puts the documentation beside the try-it on a wide screen, and above it on a narrower one', async () => {
    for (const [width, sideBySide] of [
      [1200, true],
      [1100, false],
    ] as const) {
      const watched = await openExplorer(`${mockSearch()}&op=blog.getPost`, { viewport: { width, height: 900 } });
      const { page } = watched;
      try {
        const about = await page.getByRole('region', { name: 'About this operation' }).boundingBox();
        const request = await page.getByRole('region', { name: 'Request', exact: true }).boundingBox();
        expect(about && request).toBeTruthy();
        if (sideBySide) expect(about!.x + about!.width).toBeLessThanOrEqual(request!.x);
        else expect(about!.y + about!.height).toBeLessThanOrEqual(request!.y);
      } finally {
        await watched.close();
      }
    }
  });

  it('lists the models, shows one with its tree and the operations using it, and links both ways', async () => {
    const watched = await openExplorer(`${mockSearch()}&op=blog.getPost`);
    const { page } = watched;
    try {
      await page.getByRole('link', { name: 'Models', exact: true }).click();
      await page.getByRole('heading', { name: 'Models', exact: true }).waitFor();
      expect(page.url()).toContain('schema=');
      await page.getByLabel('Filter models').fill('blog post');
      await page.getByRole('link', { name: 'Post', exact: true }).click();
      await page.getByRole('heading', { name: 'blog.Post', exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('schema')).toBe('blog.Post');
      // Its tree shows every field, readOnly ones marked.
      const tree = page.getByTestId('model-tree');
      await expect.poll(() => tree.locator('.schema-tree__name').allTextContents()).toEqual(expect.arrayContaining(['id', 'title', 'firstPublishedDate']));
      expect(await tree.textContent()).toContain('read-only');
      // Used by: the operations whose answers hold a post, and back to one of them.
      const usedBy = page.getByTestId('model-used-by');
      expect(await usedBy.textContent()).toContain('blog.getPost');
      await usedBy.getByRole('link', { name: 'blog.queryPosts', exact: true }).click();
      await expect.poll(() => page.locator('#operation-title').textContent()).toContain('queryPosts');
      expect(new URL(page.url()).searchParams.get('schema')).toBeNull();
      // From an operation's reference (the success answer open), a schema name is a link to its model; Back returns.
      await page.getByTestId('docs-response-200').getByRole('link', { name: 'blog.QueryPostsResponse', exact: true }).click();
      await page.getByRole('heading', { name: 'blog.QueryPostsResponse', exact: true }).waitFor();
      await page.goBack();
      await expect.poll(() => page.locator('#operation-title').textContent()).toContain('queryPosts');
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('finds models and their fields in the palette, and opens a model at a field (?field=)', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      const input = await openPalette(page);
      await input.fill('post firstPublishedDate');
      const option = page.getByTestId('palette-model-blog.Post');
      await option.waitFor();
      expect(await option.textContent()).toContain('field firstPublishedDate');
      await option.click();
      await page.getByRole('heading', { name: 'blog.Post', exact: true }).waitFor();
      const url = new URL(page.url());
      expect([url.searchParams.get('schema'), url.searchParams.get('field')]).toEqual(['blog.Post', 'firstPublishedDate']);
      const row = page.locator('#field-firstPublishedDate');
      await expect.poll(() => row.getAttribute('data-target')).toBe('true');
      expect(await row.isVisible()).toBe(true);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
