// The built explorer in Chromium at 390 × 844 (a phone): one column, the operation list folded behind a button,
// and no horizontal page scroll on the list, an operation, its reference and its answer.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockSearch, openExplorer, sendAndWait, useExplorer } from './harness.ts';

useExplorer();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** How far the page is wider than the screen (0 when it is not). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('explorer: a 390 px screen', () => {
  it('shows the list first, folds it once an operation is picked, and never scrolls sideways', async () => {
    const watched = await openExplorer(mockSearch(), PHONE);
    const { page } = watched;
    try {
      const list = page.getByRole('navigation', { name: 'Operations' });
      const toggle = page.getByRole('button', { name: 'Operations', exact: true });
      expect(await list.isVisible()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.getByTestId('operation-blog.getPost').click();
      await page.locator('#operation-title').waitFor();
      expect(await list.isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await page.getByTestId('param-path-postId').fill(randomUUID());
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      await page.getByTestId('docs-response-404').locator('summary').first().click();
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // The button brings the list back, and keyboard users can reach it.
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await list.isVisible()).toBe(true);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('keeps the top bar one row (target, auth and theme behind Menu) and an operation page within the screen', async () => {
    const watched = await openExplorer(`${mockSearch()}&op=blog.getPost`, PHONE);
    const { page } = watched;
    try {
      await page.getByTestId('example-answer-200').waitFor();
      const bar = page.locator('.topbar');
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(48);
      const tops = await bar.evaluate((element) =>
        [...element.querySelectorAll(':scope > *')]
          .filter((child) => child.getClientRects().length > 0 && getComputedStyle(child).position !== 'absolute')
          .map((child) => Math.round(child.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      // Against the page's width, not innerWidth: on a phone the layout viewport grows with what overflows it.
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // The menu holds the rest.
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      expect(await page.getByTestId('auth-button').isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByTestId('auth-button').isVisible()).toBe(true);
      expect(await page.getByLabel('Theme').isVisible()).toBe(true);
      // Against the page's width, not innerWidth: on a phone the layout viewport grows with what overflows it.
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('opens a deep link to the models or a model with the list folded, and a wide enum list wraps', async () => {
    for (const search of ['&schema=', '&schema=bookings.ConfirmOrDeclineBookingRequest']) {
      const watched = await openExplorer(`${mockSearch()}${search}`, PHONE);
      const { page } = watched;
      try {
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        expect(await page.getByRole('navigation', { name: 'Operations', includeHidden: true }).isVisible(), search).toBe(false);
        expect(await page.getByRole('button', { name: 'Operations', exact: true }).getAttribute('aria-expanded')).toBe('false');
        expect(await overflow(page), search).toBeLessThanOrEqual(0);
        expect(watched.errors).toEqual([]);
      } finally {
        await watched.close();
      }
    }
  });
});
