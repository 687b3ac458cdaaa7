// The built explorer in Chromium: the bugs a newcomer's walk found, each pinned (issue "explorer as docs", item 6).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { examples } from '../../../generated/src/index.ts';
import { mockSearch, openExplorer, pickWithPalette, sendAndWait, useExplorer } from './harness.ts';

useExplorer();

/** WCAG's contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('explorer: the newcomer walk', () => {
  it("offers each operation its own call examples, looked up by operationId, under one 'Request example' picker", async () => {
    const watched = await openExplorer(`${mockSearch()}&op=ecom.createOrderFromCheckout`);
    const { page } = watched;
    try {
      const picker = page.getByLabel('Request example');
      await picker.waitFor();
      const offered = await picker.locator('option').allTextContents();
      const own = (examples as unknown as Record<string, Record<string, { name: string }[]>>).ecom!.createOrderFromCheckout!.map((e) => e.name);
      expect(own.length).toBeGreaterThan(0);
      for (const name of own) expect(offered.some((text) => text.startsWith(name))).toBe(true);
      // The mock's example picker says it is about the answer.
      expect(await page.getByRole('group', { name: 'Mock answer' }).getByLabel('Answer example').count()).toBe(1);

      await pickWithPalette(page, 'oauth graphqlquery', 'oauth.graphqlQuery');
      const graphql = await page.getByLabel('Request example').locator('option').allTextContents();
      expect(graphql.filter((text) => text !== '(none)').length).toBeGreaterThan(0);
    } finally {
      await watched.close();
    }
  });

  it("keeps the Send button's label readable while hovered, in both themes", async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const watched = await openExplorer(`${mockSearch()}&op=blog.listPosts`, { colorScheme });
      const { page } = watched;
      try {
        const sendButton = page.getByRole('button', { name: 'Send', exact: true });
        await sendButton.hover();
        const [color, background] = await sendButton.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
        expect(contrast(color!, background!), `${colorScheme}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
      } finally {
        await watched.close();
      }
    }
  });

  it('lets keyboard users leave the body editor: Escape, then Tab', async () => {
    const watched = await openExplorer(`${mockSearch()}&op=blog.queryPosts`);
    const { page } = watched;
    try {
      // The plain editor first; Monaco loads when it is first used.
      await page.getByTestId('request-editor').click();
      const lines = page.getByTestId('request-editor').locator('.monaco-editor .view-lines');
      await lines.waitFor({ timeout: 30_000 });
      await lines.click();
      expect(await page.evaluate(() => !!document.activeElement?.closest('.monaco-editor'))).toBe(true);
      await page.keyboard.press('Tab');
      // Tab indents inside the editor...
      expect(await page.evaluate(() => !!document.activeElement?.closest('.monaco-editor'))).toBe(true);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      // ...and Escape, then Tab, leaves it.
      expect(await page.evaluate(() => !!document.activeElement?.closest('.monaco-editor'))).toBe(false);
    } finally {
      await watched.close();
    }
  });

  it('brings a new answer into view, and shows no token expiry once calls go with an API key', async () => {
    const watched = await openExplorer(`${mockSearch()}&op=blog.getPost`, { viewport: { width: 1280, height: 520 } });
    const { page } = watched;
    try {
      await page.getByTestId('auth-button').click();
      const panel = page.getByRole('dialog', { name: 'Authentication' });
      await panel.getByLabel('Client id').fill(randomUUID());
      await panel.getByRole('button', { name: 'Sign in as visitor' }).click();
      await expect.poll(() => panel.getByTestId('auth-status').textContent()).toMatch(/access token expires/);
      await panel.getByRole('textbox', { name: 'API key' }).fill('sk-test');
      await panel.getByRole('button', { name: 'Use API key' }).click();
      await expect.poll(() => panel.getByTestId('auth-status').textContent()).toMatch(/API key/);
      expect(await panel.getByTestId('auth-status').textContent()).not.toMatch(/expires/);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      await page.getByTestId('param-path-postId').fill(randomUUID());
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      await expect.poll(() => page.getByTestId('response-status').evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    } finally {
      await watched.close();
    }
  });
});
