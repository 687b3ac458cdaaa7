// The built explorer in Chromium, as the API's front page: the overview before an operation is picked, and an
// operation titled by its summary.
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, env, foreignRequests, mockSearch, openExplorer, useExplorer } from './harness.ts';

useExplorer();

describe('explorer: overview and titles', () => {
  it("opens on the document's overview: title, version, description, server and security schemes", async () => {
    const watched = await openExplorer(mockSearch());
    const { page, requests } = watched;
    try {
      const title = page.getByRole('heading', { level: 2, name: /^Site APIs/ });
      await title.waitFor();
      expect(await title.textContent()).toBe('Site APIsv1.0.0');
      expect(await page.getByText('Pick an operation from the list').count()).toBe(1);
      const main = page.getByRole('main');
      expect(await main.textContent()).toContain('All services in one document: blog, bookings');
      expect(await main.locator('.overview__servers code').allTextContents()).toEqual(['https://www.wixapis.com']);

      // Its data came as its own chunk.
      expect(requests.filter((url) => /explorer-overview-[\w-]+\.js$/.test(url))).toHaveLength(1);
      const schemes = page.getByTestId('security-schemes');
      expect(await schemes.locator('.overview__scheme code').allTextContents()).toEqual(
        expect.arrayContaining(['blog.apiKey', 'blog.oauthToken', 'members.apiKey']),
      );
      expect(await schemes.locator('.overview__scheme').first().textContent()).toMatch(/· API key in the header Authorization$/);
      // Scheme descriptions are Markdown: `POST /oauth2/token` is code, not backticks.
      expect(await schemes.textContent()).not.toContain('`');
      expect(await schemes.locator('code', { hasText: 'POST /oauth2/token' }).count()).toBeGreaterThan(0);

      // The overview is its own chunk: picking an operation replaces it with that operation's page.
      await page.getByLabel('Filter operations').fill('listPosts');
      await page.locator('a[data-testid="operation-blog.listPosts"]').click();
      await page.locator('#operation-title').waitFor();
      expect(await page.getByRole('heading', { level: 2, name: /^Site APIs/ }).count()).toBe(0);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(requests, [env.mockUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('meets WCAG 2.2 AA rules (axe-core) on the overview, in both themes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected inline, which the page's Content-Security-Policy would block.
      const watched = await openExplorer(mockSearch(), { colorScheme, bypassCSP: true });
      try {
        await watched.page.getByTestId('security-schemes').waitFor();
        expect(await accessibilityViolations(watched.page), colorScheme).toEqual([]);
      } finally {
        await watched.close();
      }
    }
  });

  it("titles an operation's page by its summary, with the operationId beneath it in code (the method goes with the path)", async () => {
    const watched = await openExplorer(`${mockSearch()}&op=blog.listPosts`);
    const { page, requests } = watched;
    try {
      const title = page.locator('#operation-title');
      await title.waitFor();
      // blog.listPosts's summary in the document is "List posts".
      expect(await title.textContent()).toBe('List posts listPosts');
      expect(await title.locator('code').textContent()).toBe('listPosts');
      // A deep link to an operation never loads the overview.
      expect(await page.getByRole('heading', { level: 2, name: /^Site APIs/ }).count()).toBe(0);
      expect(requests.filter((url) => /overview/.test(url))).toEqual([]);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
