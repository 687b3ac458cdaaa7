// The built explorer in Chromium, safety: answers shown as text, tokens kept out of storage, network failures explained.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../cli/src/prism.ts';
import { env, openExplorer, mockSearch, foreignRequests, pickWithPalette, sendAndWait, useExplorer } from './harness.ts';
import { IMG_PAYLOAD, SCRIPT_PAYLOAD } from './hostile-server.ts';

useExplorer();

describe('explorer: safety', () => {
  it('shows markup and script from an answer as text and runs none of it', async () => {
    const watched = await openExplorer(`?target=${encodeURIComponent(env.hostileUrl)}`);
    const { page } = watched;
    try {
      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      const result = page.getByTestId('response-result');
      await result.getByText(IMG_PAYLOAD, { exact: false }).first().waitFor();
      expect(await result.textContent()).toContain(SCRIPT_PAYLOAD);
      const raw = page.getByTestId('response-raw').locator('.view-lines');
      await raw.waitFor({ timeout: 30_000 });
      // The answer's column is narrow beside the docs: Monaco wraps its lines, so spaces are compared away.
      await expect.poll(async () => ((await raw.textContent()) ?? '').replace(/[\s\u00a0]/g, '')).toContain('onerror=window.__pwned=1');
      await page.getByRole('tab', { name: /Headers/ }).click();
      expect(await page.getByRole('table', { name: 'Response headers' }).textContent()).toContain(IMG_PAYLOAD);

      // An HTML error page is shown as text too.
      await pickWithPalette(page, 'blog getpostbyslug', 'blog.getPostBySlug');
      expect(await sendAndWait(page)).toMatch(/^500\b/);
      await page.getByTestId('error').waitFor();

      // Give any injected handler time to run, then look for its traces.
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(await page.locator('img, svg[onload], [data-testid="response-result"] script').count()).toBe(0);
      expect(watched.dialogs).toEqual([]);
      expect(watched.console.filter((line) => /pwned/.test(line))).toEqual([]);
      expect(watched.requests.filter((url) => new URL(url).pathname === '/x')).toEqual([]);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [env.hostileUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('keeps tokens out of localStorage, sessionStorage and the URL unless asked to remember them', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    const tokens = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('/oauth2/token') || response.request().method() !== 'POST') return;
      const body = (await response.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string };
      for (const value of [body.access_token, body.refresh_token]) if (value) tokens.add(value);
    });
    const authorizations: string[] = [];
    page.on('request', (request) => {
      const value = request.headers().authorization;
      if (value && request.url().includes('/blog/')) authorizations.push(value);
    });
    const stored = (): Promise<string> =>
      page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, url: location.href, state: history.state }));
    const containsToken = (text: string): boolean => [...tokens].some((token) => text.includes(token));
    try {
      await page.getByTestId('auth-button').click();
      const panel = page.getByRole('dialog', { name: 'Authentication' });
      await panel.getByLabel('Client id').fill(randomUUID());
      await panel.getByRole('button', { name: 'Sign in as visitor' }).click();
      await expect.poll(() => panel.getByTestId('auth-status').textContent()).toMatch(/Visitor/);
      await panel.getByLabel('Member email').fill('maya.cohen@example.com');
      await panel.getByLabel('Password').fill('Tr0ub4dor&3-horse');
      await panel.getByRole('button', { name: 'Sign in as member' }).click();
      await expect.poll(() => panel.getByTestId('auth-status').textContent(), { timeout: 15_000 }).toMatch(/Member/);
      await page.keyboard.press('Escape');

      await pickWithPalette(page, 'blog listposts', 'blog.listPosts');
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      expect(tokens.size).toBeGreaterThan(0);
      // The call carried the member's token...
      expect(authorizations.length).toBeGreaterThan(0);
      expect(authorizations.every((value) => tokens.has(value))).toBe(true);
      // ...which is in no storage and no URL.
      expect(containsToken(await stored())).toBe(false);
      expect(containsToken(page.url())).toBe(false);
      await page.getByRole('tab', { name: 'Request' }).click();
      expect(containsToken((await page.getByRole('table', { name: 'Request headers' }).textContent()) ?? '')).toBe(false);

      // Opting in keeps them in localStorage; opting out removes them again.
      await page.getByTestId('auth-button').click();
      await panel.getByLabel(/Remember tokens/).check();
      expect(containsToken(await stored())).toBe(true);
      await panel.getByLabel(/Remember tokens/).uncheck();
      expect(containsToken(await stored())).toBe(false);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [env.mockUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });

  it('explains a refused connection and a CORS refusal, and cancels a call that does not answer', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const watched = await openExplorer(`?target=${encodeURIComponent(closed)}&op=blog.listPosts`);
    const { page } = watched;
    try {
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      await page.keyboard.press('Control+Enter');
      const diagnosis = page.getByTestId('network-diagnosis');
      await diagnosis.waitFor({ timeout: 15_000 });
      expect(await diagnosis.textContent()).toMatch(/connection refused/i);
      expect(await page.getByTestId('response-status').textContent()).toBe('No response');

      await page.getByLabel('Target URL').fill(env.hostileUrl);
      await pickWithPalette(page, 'blog gettotalposts', 'blog.getTotalPosts');
      await page.keyboard.press('Control+Enter');
      await expect.poll(() => diagnosis.textContent(), { timeout: 15_000 }).toMatch(/CORS does not allow this origin/);

      await pickWithPalette(page, 'blog getpostmetrics', 'blog.getPostMetrics');
      await page.keyboard.press('Control+Enter');
      await page.getByTestId('response-pending').waitFor();
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await diagnosis.waitFor();
      expect(await diagnosis.textContent()).toMatch(/cancelled/i);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [closed, env.hostileUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
