// The built explorer in Chromium, sharing and history: share links, snippets, history, diffs of answers.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { env, openExplorer, mockSearch, foreignRequests, pickWithPalette, sendRecorded, useExplorer } from './harness.ts';

useExplorer();

describe('explorer: sharing and history', () => {
  it('carries the whole request in a share link and snippets, with credentials only as placeholders', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    const apiKey = `sk-${randomUUID()}`;
    const serviceId = randomUUID();
    const slug = "baker's-café-🍞";
    try {
      await page.getByTestId('auth-button').click();
      const panel = page.getByRole('dialog', { name: 'Authentication' });
      await panel.getByRole('textbox', { name: 'API key' }).fill(apiKey);
      await panel.getByRole('button', { name: 'Use API key' }).click();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      await pickWithPalette(page, 'bookings setcustomslug', 'bookings.setCustomSlug');
      await page.getByTestId('param-path-serviceId').fill(serviceId);
      await page.getByRole('button', { name: 'Form', exact: true }).click();
      await page.getByTestId('body-slug').fill(slug);

      // Snippets (beside the docs, one language at a time) follow the inputs; the key is a placeholder.
      const snippet = async (kind: string, tab: string): Promise<string> => {
        await page.getByRole('tablist', { name: 'Snippet language' }).getByRole('tab', { name: tab, exact: true }).click();
        return (await page.getByTestId(`snippet-${kind}`).textContent()) ?? '';
      };
      await page.getByRole('tablist', { name: 'Snippet language' }).getByRole('tab', { name: 'curl', exact: true }).click();
      const curl = page.getByTestId('snippet-curl');
      await expect.poll(() => curl.textContent()).toContain(`${env.mockUrl}/bookings/v2/services/${serviceId}/slugs/custom`);
      expect(await curl.textContent()).toContain(`'{"slug":"baker'\\''s-café-🍞"}'`);
      expect(await curl.textContent()).toContain("-H 'authorization: <API_KEY>'");
      expect(await snippet('client', 'TypeScript')).toMatch(/import \{ \w+ \} from '@siteapi\/clients\/bookings';[\s\S]*\.setCustomSlug\('/);
      expect(await snippet('fetch', 'fetch')).toContain(`slug: 'baker\\'s-café-🍞'`);
      for (const [kind, tab] of [
        ['curl', 'curl'],
        ['client', 'TypeScript'],
        ['fetch', 'fetch'],
      ])
        expect(await snippet(kind!, tab!)).not.toContain(apiKey);

      const link = await page.getByTestId('share-link').inputValue();
      expect(link).not.toContain(apiKey);
      const fragment = new URLSearchParams(new URL(link).hash.slice(1)).get('request')!;
      expect(Buffer.from(fragment, 'base64url').toString('utf8')).not.toContain(apiKey);
      expect(link.startsWith(`${env.siteUrl}/?`)).toBe(true);

      // The link, opened in a new page, brings back the same request.
      const other = await openExplorer(link.slice(env.siteUrl.length + 1));
      try {
        await other.page.getByRole('button', { name: 'Send', exact: true }).waitFor();
        expect(await other.page.locator('#operation-title').textContent()).toContain('setCustomSlug');
        expect(await other.page.getByTestId('param-path-serviceId').inputValue()).toBe(serviceId);
        await other.page.getByRole('button', { name: 'Form', exact: true }).click();
        expect(await other.page.getByTestId('body-slug').inputValue()).toBe(slug);
        expect(new URL(other.page.url()).hash).toBe('');
        expect(other.errors).toEqual([]);
        expect(foreignRequests(other.requests, [env.mockUrl])).toEqual([]);
      } finally {
        await other.close();
      }
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [env.mockUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('keeps a searchable history per operation across reloads and reopens a past request', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      await pickWithPalette(page, 'blog listposts', 'blog.listPosts');
      const limit = page.getByTestId('param-query-paging.limit');
      await limit.fill('5');
      await sendRecorded(page);
      await limit.fill('7');
      await sendRecorded(page);

      await page.reload();
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      expect(await limit.inputValue()).not.toBe('7');
      await page.getByRole('tab', { name: 'History' }).click();
      const entries = page.getByTestId('history-entry');
      await expect.poll(() => entries.count()).toBe(2);
      expect(await entries.nth(0).textContent()).toContain('paging.limit=7');
      expect(await entries.nth(1).textContent()).toContain('paging.limit=5');

      const search = page.getByLabel('Search history');
      await search.fill('no-such-thing');
      await expect.poll(() => entries.count()).toBe(0);
      await search.fill('"5"');
      await expect.poll(() => entries.count()).toBe(1);
      await search.fill('');
      await expect.poll(() => entries.count()).toBe(2);

      await entries
        .nth(1)
        .getByRole('button', { name: /^Reopen/ })
        .click();
      await expect.poll(() => limit.inputValue()).toBe('5');
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [env.mockUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('diffs two answers: the fields that changed, appeared or went away', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      await page.getByTestId('param-path-postId').fill(randomUUID());
      const example = page.getByRole('group', { name: 'Mock answer' }).getByLabel('Answer example');
      await example.selectOption('published');
      await sendRecorded(page);
      await example.selectOption('compressed');
      await sendRecorded(page);

      await page.getByRole('tab', { name: 'Diff' }).click();
      const result = page.getByTestId('diff-result');
      await result.waitFor();
      const lines = await page.getByTestId('diff-entry').allTextContents();
      expect(lines.some((line) => /^added post\.richContentCompressed: "/.test(line))).toBe(true);
      expect(lines.some((line) => /^removed post\.richContent: \{/.test(line))).toBe(true);
      // The other way round, the same paths swap kinds.
      await page.getByLabel('Before').selectOption({ index: 0 });
      await page.getByLabel('After').selectOption({ index: 1 });
      await expect
        .poll(async () => (await page.getByTestId('diff-entry').allTextContents()).some((line) => line.startsWith('removed post.richContentCompressed')))
        .toBe(true);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [env.mockUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
