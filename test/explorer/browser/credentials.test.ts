// The built explorer in Chromium, credentials: an API key belongs to the target it was entered for.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, openExplorer, sendAndWait, useExplorer } from './harness.ts';

useExplorer();

interface RecordingHost {
  url: string;
  /** `METHOD /path authorization` of every request but preflights. */
  requests: string[];
  close(): Promise<void>;
}

/** A live host on loopback that answers getPost and records who was sent which credentials. */
async function recordingHost(): Promise<RecordingHost> {
  const requests: string[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    requests.push(`${request.method} ${request.url?.split('?')[0]} ${request.headers.authorization ?? '(none)'}`);
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ post: { id: 'p1', title: 'Hello' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let a: RecordingHost;
let b: RecordingHost;
beforeAll(async () => {
  [a, b] = await Promise.all([recordingHost(), recordingHost()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe('explorer: credentials', () => {
  it('a remembered API key is not sent to the target a link names: the page asks, and sends it only when told', async () => {
    const watched = await openExplorer(`?target=${encodeURIComponent(a.url)}&op=blog.getPost`);
    const { page } = watched;
    try {
      await page.getByTestId('auth-button').click();
      const panel = page.getByRole('dialog', { name: 'Authentication' });
      await panel.getByLabel(/Remember tokens/).check();
      await panel.getByRole('textbox', { name: 'API key' }).fill('sk-entered-for-a');
      await panel.getByRole('button', { name: 'Use API key' }).click();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await page.getByTestId('param-path-postId').fill('p1');
      expect(await sendAndWait(page)).toContain('200');
      expect(a.requests).toEqual(['GET /blog/v3/posts/p1 sk-entered-for-a']);

      // A link to another target, opened in the same browser: the key comes back from localStorage.
      await page.goto(`${env.siteUrl}/?target=${encodeURIComponent(b.url)}&op=blog.getPost`);
      await page.getByTestId('param-path-postId').fill('p1');
      await page.keyboard.press('Control+Enter');
      const question = page.getByTestId('credential-question');
      await question.waitFor();
      expect(await question.textContent()).toContain(`The API key was entered for ${a.url}. Send it to ${b.url}?`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(b.requests).toEqual([]);

      await page.getByTestId('send-without-key').click();
      await expect.poll(() => b.requests).toEqual(['GET /blog/v3/posts/p1 (none)']);

      await page.keyboard.press('Control+Enter');
      await question.waitFor();
      await page.getByTestId('send-with-key').click();
      await expect.poll(() => b.requests.at(-1)).toBe('GET /blog/v3/posts/p1 sk-entered-for-a');
      expect(b.requests).toHaveLength(2);
      expect(watched.errors).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
