// A `siteapi docs` site in Chromium for request bodies the document gives no example of: the body the editor, the
// builder and the snippets start from carries every field (each field's own example, default or enum first), a
// recursive schema ends, a deep one is bounded, and the in-page mock (which checks the body against its schema)
// accepts it; "Required fields only" gives the short body back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/src/run.ts';
import { buildShell } from '../../../explorer/vite/build-shell.ts';
import { serveStatic, type StaticServer } from '../../../explorer/vite/static-server.ts';
import { env, useExplorer } from './harness.ts';

useExplorer();

const FIXTURE = path.resolve('test/fixtures/docs/sampled-bodies.yaml');
const SERVICE = 'sampled-bodies';

let work: string;
let server: StaticServer;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'sampled-bodies-'));
  await buildShell(path.join(work, 'shell'));
  const out = path.join(work, 'site');
  const code = await runCli(['docs', '--spec', FIXTURE, '--out', out, '--shell', path.join(work, 'shell'), '-q']);
  if (code !== 0) throw new Error(`siteapi docs exited ${code}`);
  server = await serveStatic(out);
}, 400_000);

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function open(operationId: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/?op=${encodeURIComponent(`${SERVICE}.${operationId}`)}`);
  await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
  return { page, errors, close: () => context.close() };
}

const body = async (page: Page) => JSON.parse(await page.getByTestId('request-editor').inputValue()) as Record<string, unknown>;

describe('a request body with no example of its own', () => {
  it('starts with every field, in the editor and the snippets, and the in-page mock accepts it', async () => {
    const { page, errors, close } = await open('createOrder');
    try {
      const order = await body(page);
      expect(Object.keys(order)).toEqual(['customer', 'items', 'payment', 'category', 'giftWrap', 'notes', 'metadata', 'deep']);
      expect(order.customer).toEqual({
        name: 'Ada Lovelace',
        email: 'someone@example.com',
        tier: 'gold',
        address: { street: '12 Analytical Row', city: 'London' },
      });
      expect(order.payment).toEqual({ kind: 'card', number: '4242424242424242' });
      expect(order.category).toEqual({ name: 'Teas', parent: null, children: [] });
      // The snippets are built from the same body.
      await expect.poll(() => page.getByTestId('snippet-curl').textContent()).toContain('12 Analytical Row');

      await page.keyboard.press('Control+Enter');
      await expect.poll(() => page.getByTestId('response-status').textContent(), { timeout: 20_000 }).toMatch(/^201\b/);

      await page.getByRole('button', { name: 'Required fields only' }).click();
      expect(await body(page)).toEqual({ customer: { name: 'Ada Lovelace' }, items: [{ sku: 'TEA-42' }, { sku: 'TEA-42' }] });
      await page.getByRole('button', { name: 'Generate from schema' }).click();
      expect(Object.keys(await body(page))).toHaveLength(8);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a recursive body ends where it meets itself and is accepted', async () => {
    const { page, errors, close } = await open('createCategory');
    try {
      expect(await body(page)).toEqual({ name: 'Teas', parent: null, children: [] });
      await page.keyboard.press('Control+Enter');
      await expect.poll(() => page.getByTestId('response-status').textContent(), { timeout: 20_000 }).toMatch(/^204\b/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
