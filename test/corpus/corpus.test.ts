import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createClient } from '@siteapi/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { formatProblem, SpecProblemsError } from '../../codegen/problems.ts';
import { MODULE_SETTINGS, typeCheck } from '../codegen/type-check.ts';

// Public OpenAPI documents installed from the registry (devDependencies): ReadMe's examples of every feature in
// Swagger 2.0, OpenAPI 3.0 and 3.1 (Train Travel among them), Scalar's Galaxy, and GitHub's REST description.
// Each must generate, and all the output must type-check under `strict`, in Node's and a bundler's module settings.
const README = 'node_modules/@readme/oas-examples';
const CORPUS = [
  ...['2.0/json', '3.0/yaml', '3.1/yaml'].flatMap((d) =>
    readdirSync(path.join(README, d))
      .sort()
      .map((f) => path.join(README, d, f)),
  ),
  'node_modules/@scalar/galaxy/dist/3.1.yaml',
  'node_modules/@octokit/openapi/generated/api.github.com.json',
];

// Inside the checkout, so the generated files' `@siteapi/runtime` imports resolve when a test imports them.
const out = path.resolve('node_modules/.cache/siteapi-corpus');
await rm(out, { recursive: true, force: true });
afterAll(() => rm(out, { recursive: true, force: true }));

describe(`outside documents: ${CORPUS.length} public OpenAPI documents`, () => {
  const failures: string[] = [];
  it.each(CORPUS)('generates %s', async (doc) => {
    try {
      const files = await generate(doc, { runtimeImport: '@siteapi/runtime' });
      const dir = path.join(out, doc.replace(/^node_modules\//, '').replace(/[^A-Za-z0-9]+/g, '-'));
      for (const [p, text] of files) {
        await mkdir(path.dirname(path.join(dir, p)), { recursive: true });
        await writeFile(path.join(dir, p), text);
      }
    } catch (error) {
      failures.push(doc);
      throw error instanceof SpecProblemsError ? new Error(error.problems.slice(0, 5).map(formatProblem).join('\n')) : error;
    }
  });

  it.each(Object.keys(MODULE_SETTINGS) as (keyof typeof MODULE_SETTINGS)[])(
    'type-checks everything generated under strict with %s module settings',
    async (settings) => {
      expect(failures).toEqual([]);
      expect(await typeCheck(out, MODULE_SETTINGS[settings])).toBe('');
    },
  );
});

describe("GitHub's REST description, generated as it is published", () => {
  it('pages a list call by the Link header it declares, on a loopback server', async () => {
    const sent: string[] = [];
    const server = createServer((req, res) => {
      sent.push(req.url!);
      const url = new URL(req.url!, 'http://x');
      const page = Number(url.searchParams.get('page') ?? '1');
      const issues = [1, 2].map((n) => ({ id: page * 10 + n, number: page * 10 + n, title: `issue ${page}.${n}`, created_at: '2026-11-27T10:00:00Z' }));
      const next = new URL(req.url!, `http://${req.headers.host}`);
      next.searchParams.set('page', String(page + 1));
      res.writeHead(200, { 'content-type': 'application/json', ...(page < 3 ? { link: `<${next.href}>; rel="next"` } : {}) });
      res.end(JSON.stringify(issues));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // The service is named after the document's title; its folder is the one beside the bundle.
      const root = path.join(out, '-octokit-openapi-generated-api-github-com-json');
      const dir = path.join(root, readdirSync(root, { withFileTypes: true }).find((e) => e.isDirectory())!.name);
      const { issues } = (await import(path.join(dir, 'issues.ts'))) as { issues: Record<string, (...args: unknown[]) => unknown> };
      const client = createClient({ modules: { issues }, host: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      const titles: string[] = [];
      const dates: unknown[] = [];
      const bound = client.issues as unknown as {
        issuesListForRepo(owner: string, repo: string, options: object): AsyncIterable<{ title: string; created_at: unknown }>;
      };
      for await (const issue of bound.issuesListForRepo('octo', 'hello', { per_page: 2 })) {
        titles.push(issue.title);
        dates.push(issue.created_at);
      }
      expect(titles).toEqual(['issue 1.1', 'issue 1.2', 'issue 2.1', 'issue 2.2', 'issue 3.1', 'issue 3.2']);
      expect(dates.every((d) => d instanceof Date)).toBe(true);
      expect(sent).toEqual(['/repos/octo/hello/issues?per_page=2', '/repos/octo/hello/issues?per_page=2&page=2', '/repos/octo/hello/issues?per_page=2&page=3']);
    } finally {
      server.close();
    }
  });
});
