// The schema tree in Chromium, on a `siteapi docs` site of a document shaped like OpenAI's chat completion request: the
// reader opens `messages` and switches between its variants (each named with the value of `role` that selects it),
// reads `temperature` as a nullable number with its example, the response headers of each status, and reaches each
// variant of the message union from its model page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/src/run.ts';
import { buildShell } from '../../../explorer/vite/build-shell.ts';
import { serveStatic, type StaticServer } from '../../../explorer/vite/static-server.ts';
import { accessibilityViolations, env, useExplorer } from './harness.ts';

useExplorer();

const FIXTURE = path.resolve('test/fixtures/docs/chat-union.yaml');
const OPERATION = 'chat-shop.createChatCompletion';
let work: string;
let server: StaticServer | undefined;
let url: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'schema-tree-'));
  await buildShell(path.join(work, 'shell'));
  const out = path.join(work, 'site');
  const code = await runCli(['docs', '--spec', FIXTURE, '--out', out, '--shell', path.join(work, 'shell'), '-q']);
  if (code !== 0) throw new Error(`siteapi docs exited ${code}`);
  server = await serveStatic(out);
  url = server.url;
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** A fresh context on `search`: the page, and every page error and foreign request it makes. */
async function open(search: string, width = 1440): Promise<{ page: Page; errors: string[]; foreign: string[]; close(): Promise<void> }> {
  // bypassCSP: axe is injected inline, which the site's own policy rightly refuses.
  const context = await env.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const at = request.url();
    if (!at.startsWith('data:') && !at.startsWith('blob:') && new URL(at).origin !== new URL(url).origin) foreign.push(at);
  });
  await page.goto(`${url}/${search}`);
  return { page, errors, foreign, close: () => context.close() };
}

describe('the schema tree of a union body', () => {
  it("shows messages' variants and switches between them, temperature as a nullable number with its example, and each status's headers", async () => {
    const tab = await open(`?op=${encodeURIComponent(OPERATION)}`);
    const { page } = tab;
    try {
      const body = page.getByTestId('docs-request-body');
      await body.waitFor();
      // Fields merged from the allOf, each typed: nothing reads "any".
      const temperature = body.locator('#field-temperature');
      expect(await temperature.textContent()).toMatch(/temperature\s*number, 0 to 2\s*nullable · default 1 · example 0\.2/);
      expect(await temperature.textContent()).toContain('Sampling temperature between 0 and 2.');
      expect(await body.locator('#field-user').textContent()).toContain('example "user-1234"');
      expect(await body.locator('.schema-tree__type').allTextContents()).not.toContain('any');

      // messages: the union's members by title, each with the role that selects it; the first open.
      const messages = body.locator('#field-messages');
      expect(await messages.locator('summary').textContent()).toContain(
        'array of (System message | User message | Assistant message | chat-shop.ToolMessage), at least 1 item',
      );
      await messages.locator('summary').first().click();
      const variants = messages.getByRole('tablist', { name: 'One of 4, by role' });
      await variants.waitFor();
      expect(await variants.getByRole('tab').allTextContents()).toEqual([
        'System message (role = system)',
        'User message (role = user)',
        'Assistant message (role = assistant)',
        'chat-shop.ToolMessage (role = tool)',
      ]);
      const panel = messages.getByRole('tabpanel').first();
      expect(await panel.textContent()).toContain('Instructions the model follows, whatever the user says.');
      expect(await panel.locator('#field-role').textContent()).toContain('"system"');

      // Switching: the tool message's own fields, its role a const.
      await variants.getByRole('tab', { name: 'chat-shop.ToolMessage (role = tool)' }).click();
      await expect.poll(() => panel.locator('.schema-tree__name').allTextContents()).toEqual(['role', 'content', 'tool_call_id']);
      expect(await panel.locator('#field-role').textContent()).toContain('"tool"');
      expect(await panel.locator('#field-tool_call_id').textContent()).toContain('example "call_42"');
      // The keyboard moves between variants too.
      await variants.getByRole('tab', { name: 'chat-shop.ToolMessage (role = tool)' }).press('ArrowLeft');
      await expect.poll(() => panel.textContent()).toContain('tool_calls');

      // model: anyOf string | enum, the enum's values on its tab, the description beside the union kept.
      const model = body.locator('#field-model');
      expect(await model.locator('summary').textContent()).toContain('string | Known models');
      await model.locator('summary').first().click();
      expect(await model.textContent()).toContain('The model that answers, like gpt-4o or o3.');
      await model.getByRole('tab', { name: 'Known models' }).click();
      await expect.poll(() => model.getByRole('tabpanel').locator('.schema-tree__enum code').allTextContents()).toEqual(['gpt-4o', 'gpt-4o-mini', 'o3']);

      // The response headers, per status: the success answer's open, the 429's once opened.
      const headers = page.getByTestId('docs-headers-200');
      expect(await headers.textContent()).toMatch(/x-request-id\s*required\s*string · example "req_8f2c"/);
      expect(await headers.textContent()).toContain('How long the model took, in milliseconds.');
      await page.getByTestId('docs-response-429').locator('summary').first().click();
      expect(await page.getByTestId('docs-headers-429').textContent()).toContain('Seconds to wait before trying again.');

      expect(await accessibilityViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
      expect(tab.foreign).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it("a union's model page shows its variants, each reachable as its own model", async () => {
    const tab = await open(`?schema=${encodeURIComponent('chat-shop.ChatCompletionRequestMessage')}`);
    const { page } = tab;
    try {
      const tree = page.getByTestId('model-tree');
      await tree.waitFor();
      expect(await page.getByRole('main').textContent()).toContain('One message of the conversation, by its author');
      const variants = tree.getByRole('tablist', { name: 'One of 4, by role' });
      await variants.getByRole('tab', { name: 'User message (role = user)' }).click();
      const panel = tree.getByRole('tabpanel');
      await expect.poll(() => panel.textContent()).toContain("The user's words, as text or as parts.");
      // The variant's own model, one click away.
      await panel.getByRole('link', { name: 'chat-shop.UserMessage' }).click();
      await expect.poll(() => page.locator('#model-title').textContent()).toBe('chat-shop.UserMessage');
      await expect.poll(() => page.getByTestId('model-tree').locator('.schema-tree__name').allTextContents()).toEqual(['role', 'content']);
      expect(tab.errors).toEqual([]);
      expect(tab.foreign).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('on a phone (390 px) the variants stay within the screen and nothing scrolls sideways', async () => {
    const tab = await open(`?op=${encodeURIComponent(OPERATION)}`, 390);
    const { page } = tab;
    try {
      const messages = page.getByTestId('docs-request-body').locator('#field-messages');
      await messages.locator('summary').first().click();
      const tabs = messages.getByRole('tablist', { name: 'One of 4, by role' }).getByRole('tab');
      await tabs.first().waitFor();
      for (const box of await Promise.all((await tabs.all()).map((t) => t.boundingBox()))) expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
