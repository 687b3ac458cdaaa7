// The built explorer in Chromium, navigation: the windowed list, the palette, deep links.
import { describe, expect, it } from 'vitest';
import { OPERATION_COUNT, env, openExplorer, mockSearch, foreignRequests, openPalette, pickWithPalette, useExplorer } from './harness.ts';

useExplorer();

describe('explorer: navigation', () => {
  it('paints a windowed list of every operation without the whole document or Monaco', async () => {
    const watched = await openExplorer(mockSearch());
    const { page, requests } = watched;
    try {
      expect(await page.getByText(`${OPERATION_COUNT} operations`).count()).toBe(1);
      // Windowed: the DOM holds the rows in view, not all 248.
      const rendered = await page.locator('a[data-testid^="operation-"]').count();
      expect(rendered).toBeGreaterThan(5);
      expect(rendered).toBeLessThan(60);
      // Scrolling to the end renders the last service's rows.
      await page.locator('.operation-list__viewport').evaluate((element) => (element.scrollTop = element.scrollHeight));
      await page.getByRole('button', { name: /Reviews/ }).waitFor();

      expect(requests.filter((url) => url.includes('openapi'))).toEqual([]);
      expect(requests.filter((url) => /json-editor|editor\.worker|json\.worker|\/op-/.test(url))).toEqual([]);

      // Keyboard: the list is one tab stop; arrows move, Enter opens.
      await page.getByLabel('Filter operations').fill('post');
      await page.getByLabel('Filter operations').press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('op')).toMatch(/^blog\./);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(requests, [env.mockUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('finds operations by parameter and body field names, and deep links to them', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      const input = await openPalette(page);
      await input.fill('cursorPaging');
      const results = page.getByRole('listbox', { name: 'Results' }).getByRole('option');
      // Results follow the input as soon as the browser has time (a deferred value): wait for them.
      await expect.poll(() => results.first().textContent()).toMatch(/body field cursorPaging|parameter cursorPaging/);
      expect(await results.count()).toBeGreaterThan(3);
      await input.fill('returnPrivateReviews');
      await expect.poll(() => results.first().textContent()).toMatch(/parameter returnPrivateReviews/);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Go to an operation or a model' }).waitFor({ state: 'hidden' });

      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      const first = page.url();
      await pickWithPalette(page, 'reviews getreview', 'reviews.getReview');
      expect(new URL(page.url()).searchParams.get('op')).toBe('reviews.getReview');
      await page.goBack();
      await expect.poll(() => page.locator('#operation-title').textContent()).toContain('getPost');
      expect(page.url()).toBe(first);

      // The link opens the operation in a new page.
      const other = await env.browser.newPage();
      try {
        await other.goto(first);
        await other.getByRole('button', { name: 'Send', exact: true }).waitFor();
        expect(await other.locator('#operation-title').textContent()).toContain('getPost');
      } finally {
        await other.close();
      }
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [env.mockUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  // One operation per service: found with the palette, a field filled, sent to Prism, a converted value shown.
});
