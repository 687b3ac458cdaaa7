// The built explorer in Chromium, accessibility and themes.
import { describe, expect, it } from 'vitest';
import {
  env,
  openExplorer,
  mockSearch,
  foreignRequests,
  openPalette,
  pickWithPalette,
  accessibilityViolations,
  sendAndWait,
  sendRecorded,
  useExplorer,
} from './harness.ts';

useExplorer();

describe('explorer: accessibility and themes', () => {
  it('meets WCAG 2.2 AA rules (axe-core) in both themes: list, request, answer, snippets, history, diff, palette, auth panel', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      // axe is injected as an inline script, which the page's own policy rightly refuses.
      const watched = await openExplorer(mockSearch(), { colorScheme, bypassCSP: true });
      const { page } = watched;
      try {
        expect(await accessibilityViolations(page), `${colorScheme}: start`).toEqual([]);
        await pickWithPalette(page, 'blog queryposts', 'blog.queryPosts');
        expect(await sendAndWait(page)).toMatch(/^200\b/);
        await page.getByTestId('response-raw').locator('.monaco-editor').waitFor({ timeout: 30_000 });
        await page.getByTestId('response-check').waitFor();
        expect(await accessibilityViolations(page), `${colorScheme}: request and answer`).toEqual([]);
        await sendRecorded(page);
        for (const tab of ['curl', 'History', 'Diff']) {
          await page.getByRole('tab', { name: tab, exact: true }).click();
          await page.getByRole('tabpanel').first().waitFor();
          // Opening a tab low on the page scrolls it; axe then counts a control half under the sticky request
          // toolbar as a small target. The panels are checked whole from the top, as the other states are (the page,
          // and the request column, which scrolls on its own on a wide screen).
          await page.locator('.operation-view, .operation-view__aside').evaluateAll((elements) => elements.forEach((element) => (element.scrollTop = 0)));
          expect(await accessibilityViolations(page), `${colorScheme}: ${tab}`).toEqual([]);
        }
        await page.getByTestId('diff-result').waitFor();
        await page.getByRole('button', { name: 'Form', exact: true }).click();
        expect(await accessibilityViolations(page), `${colorScheme}: body form`).toEqual([]);
        await (await openPalette(page)).fill('order');
        expect(await accessibilityViolations(page), `${colorScheme}: palette`).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByTestId('auth-button').click();
        await page.getByRole('dialog', { name: 'Authentication' }).waitFor();
        expect(await accessibilityViolations(page), `${colorScheme}: auth panel`).toEqual([]);
        expect(watched.errors).toEqual([]);
        expect(foreignRequests(watched.requests, [env.mockUrl])).toEqual([]);
      } finally {
        await watched.close();
      }
    }
  });

  it('meets WCAG 2.2 AA rules in both themes on the reference (Markdown, tables, schema trees) and at 390 px', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const viewport of [undefined, { width: 390, height: 844 }]) {
        const watched = await openExplorer(`${mockSearch()}&op=members.createMember`, { colorScheme, bypassCSP: true, ...(viewport ? { viewport } : {}) });
        const { page } = watched;
        const where = `${colorScheme}${viewport ? ', 390 px' : ''}`;
        try {
          // The reference is open as it loads (the 200 answer too); a request field is opened by hand.
          await page.getByTestId('docs-request-body').getByText('member', { exact: true }).click();
          await page.getByTestId('docs-response-401').locator('summary').first().click();
          expect(await accessibilityViolations(page), `${where}: reference`).toEqual([]);
          await page.goto(`${env.siteUrl}/${mockSearch()}&schema=blog.Post`);
          await page.getByTestId('model-tree').waitFor();
          await page.getByTestId('model-tree').locator('summary').first().click();
          expect(await accessibilityViolations(page), `${where}: a model`).toEqual([]);
          await page.getByRole('link', { name: 'All models', exact: true }).click();
          await page.getByLabel('Filter models').waitFor();
          expect(await accessibilityViolations(page), `${where}: the models`).toEqual([]);
          if (viewport) {
            await page.getByRole('button', { name: 'Operations', exact: true }).click();
            expect(await accessibilityViolations(page), `${where}: list open`).toEqual([]);
          }
          expect(watched.errors).toEqual([]);
        } finally {
          await watched.close();
        }
      }
    }
  });

  it('follows the system colour scheme and remembers a chosen theme', async () => {
    const watched = await openExplorer(mockSearch(), { colorScheme: 'dark' });
    const { page } = watched;
    try {
      const theme = (): Promise<string | undefined> => page.evaluate(() => document.documentElement.dataset.theme);
      expect(await theme()).toBe('dark');
      await page.getByLabel('Theme').selectOption('light');
      expect(await theme()).toBe('light');
      await page.reload();
      await page.getByRole('navigation', { name: 'Operations' }).waitFor();
      expect(await theme()).toBe('light');
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [env.mockUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
