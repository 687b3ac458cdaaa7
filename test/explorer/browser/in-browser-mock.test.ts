// The built explorer as static files, with no mock server: the in-browser mock (msw's service worker running the
// @siteapi/mock handlers) answers every operation, and nothing leaves the page's own origin.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { examples, services } from '../../../generated/src/index.ts';
import { allCalls, exampleCases, type GeneratedIndex } from '../../../cli/src/contract/example-cases.ts';
import { createClient } from '../../../runtime/index.ts';
import { argumentsFromRequest } from '../../../runtime/generated.ts';
import { ISO_DATE, env, foreignRequests, openExplorer, pickWithPalette, sendAndWait, useExplorer } from './harness.ts';

useExplorer();

/** Each call example's HTTP request as the generated client makes it, for `host`, without sending it. */
async function exampleRequests(host: string): Promise<{ label: string; method: string; url: string; headers: Record<string, string>; body?: string }[]> {
  const generated = { services, examples } as unknown as GeneratedIndex;
  const out: { label: string; method: string; url: string; headers: Record<string, string>; body?: string }[] = [];
  for (const c of exampleCases(generated)) {
    const client = createClient({
      host,
      retry: false,
      modules: { [c.module]: { [c.name]: c.call } },
      fetch: async (input, init) => {
        const headers: Record<string, string> = {};
        new Headers(init?.headers).forEach((value, name) => {
          headers[name] = value;
        });
        out.push({ label: c.label, method: init?.method ?? 'GET', url: String(input), headers, body: typeof init?.body === 'string' ? init.body : undefined });
        return Response.json({});
      },
    }) as unknown as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>;
    await client[c.module]![c.name]!(...argumentsFromRequest(c.call.op, c.example.request)).catch(() => undefined);
  }
  return out;
}

describe('explorer: the in-browser mock', () => {
  it('is the target of a static build with no mock server, and answers a call converted', async () => {
    const watched = await openExplorer('');
    const { page } = watched;
    try {
      expect(await page.locator('#target-mode').inputValue()).toBe('browser');
      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      await page.getByTestId('param-path-postId').fill(randomUUID());
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      const converted = page.getByTestId('response-result').locator('[data-kind="date"]').first();
      await converted.waitFor();
      expect(await converted.textContent()).toMatch(ISO_DATE);
      expect(watched.errors).toEqual([]);
      // Only the page's own origin: the static files, the worker, the document and the mocked calls.
      expect(foreignRequests(watched.requests, [])).toEqual([]);
      expect(watched.requests.some((url) => url.startsWith(`${env.siteUrl}/__mock/blog/v3/posts/`))).toBe(true);
    } finally {
      await watched.close();
    }
  });

  it("answers every call example of every operation with a success, from the page's own origin", async () => {
    const watched = await openExplorer('?mock=in-browser');
    const { page } = watched;
    try {
      // One call through the UI starts the worker; then every example request goes through it.
      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      await page.getByTestId('param-path-postId').fill(randomUUID());
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      const requests = await exampleRequests(`${env.siteUrl}/__mock`);
      const generated = { services, examples } as unknown as GeneratedIndex;
      expect(new Set(requests.map((r) => r.label.replace(/ \(.*$/, ''))).size).toBe(allCalls(generated).length);
      const statuses = await page.evaluate(
        async (all) =>
          Promise.all(
            all.map(async (r) => {
              const response = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body });
              return [r.label, response.status, response.status >= 300 ? (await response.text()).slice(0, 200) : ''] as const;
            }),
          ),
        requests,
      );
      expect(statuses.filter(([, status]) => status >= 300)).toEqual([]);
      expect(foreignRequests(watched.requests, [])).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
