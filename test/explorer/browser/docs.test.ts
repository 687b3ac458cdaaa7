// The built explorer in Chromium, as the API's documentation: descriptions rendered from the specs' Markdown.
import { describe, expect, it } from 'vitest';
import { mockSearch, openExplorer, useExplorer } from './harness.ts';

useExplorer();

describe('explorer: documentation', () => {
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
});
