// The built explorer in Chromium, with the keyboard only: find an operation, fill it, send it, read its reference,
// go to a model and back to an operation, never touching the mouse.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockSearch, openExplorer, useExplorer } from './harness.ts';

useExplorer();

/** Presses Tab until `matches` says the focused element is the one wanted; fails after `max` presses. */
async function tabTo(page: Page, matches: string, max = 60): Promise<void> {
  // Parts mount a moment after the one before; Tab presses sent before the target exists walk past it into the list.
  await page.locator(matches).first().waitFor();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, matches)) return;
  }
  throw new Error(`Tab never reached ${matches}`);
}

describe('explorer: keyboard only', () => {
  it('finds, fills and sends an operation, opens its reference and a model, and comes back', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      await page.keyboard.press('Control+k');
      // Enter straight after typing, as a quick typist does: the input's best result is chosen even when the
      // (deferred) results still show a shorter query's.
      await page.keyboard.type('blog getpost');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#operation-title').textContent()).toContain('getPost');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('operation-title');

      await tabTo(page, '[data-testid="param-path-postId"]');
      await page.keyboard.type(randomUUID());
      await page.keyboard.press('Control+Enter');
      await expect.poll(() => page.getByTestId('response-status').textContent(), { timeout: 20_000 }).toMatch(/^200\b/);

      // The reference is open; a folded response opens from its summary with Enter, and a model link follows.
      await page.locator('#operation-title').focus();
      await tabTo(page, '[data-testid="docs-response-404"] > summary');
      await page.keyboard.press('Enter');
      expect(await page.getByTestId('docs-response-404').getAttribute('open')).not.toBeNull();
      await page.locator('#operation-title').focus();
      await tabTo(page, '[data-testid="docs-response-200"] a');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#model-title').textContent()).toBe('blog.GetPostResponse');

      // From the model, a "used by" link leads back to an operation.
      await tabTo(page, '[data-testid="model-used-by"] a');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#operation-title').isVisible()).toBe(true);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
