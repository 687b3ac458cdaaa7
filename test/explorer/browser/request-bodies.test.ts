// A `siteapi docs` site in Chromium for bodies that are not JSON and for snippets a reader can paste: a form body as
// Twilio's (basic auth), a multipart upload (bearer, a `*/*` answer) and a JSON body with two named examples (one by
// `$ref`, an API key in the query). Try-it sends to a recording host on loopback, and the copied curl runs through the
// shell against the same host: both must send the same request.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/src/run.ts';
import { buildShell } from '../../../explorer/vite/build-shell.ts';
import { serveStatic, type StaticServer } from '../../../explorer/vite/static-server.ts';
import { env, useExplorer } from './harness.ts';

useExplorer();

const FIXTURE = path.resolve('test/fixtures/docs/request-bodies.yaml');
const SERVICE = 'bodies-and-auth';
const run = promisify(execFile);

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A live host on loopback that records every request but preflights and answers 200 with JSON. */
async function recordingHost(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{"sid":"SM1","url":"/p.png","name":"Rex"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A received multipart body's parts, read by the platform's own parser. */
async function partsOf(request: Received): Promise<[string, string | { name: string; text: string }][]> {
  const form = await new Request('http://x/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData();
  const parts: [string, string | { name: string; text: string }][] = [];
  for (const [name, value] of form) parts.push([name, typeof value === 'string' ? value : { name: value.name, text: await value.text() }]);
  return parts;
}

let work: string;
let host: Awaited<ReturnType<typeof recordingHost>>;
let server: StaticServer;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'request-bodies-'));
  host = await recordingHost();
  await buildShell(path.join(work, 'shell'));
  const out = path.join(work, 'site');
  const code = await runCli([
    'docs',
    '--spec',
    FIXTURE,
    '--out',
    out,
    '--shell',
    path.join(work, 'shell'),
    '--target',
    host.url,
    '--client-package',
    '@acme/bodies-api',
    '-q',
  ]);
  if (code !== 0) throw new Error(`siteapi docs exited ${code}`);
  server = await serveStatic(out);
}, 400_000);

afterAll(async () => {
  await Promise.all([server?.close(), host?.close()]);
  if (work) await rm(work, { recursive: true, force: true });
});

/** The operation's page in a fresh context that may use the clipboard. */
async function open(operationId: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await env.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/?op=${encodeURIComponent(`${SERVICE}.${operationId}`)}`);
  await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
  return { page, errors, close: () => context.close() };
}

const snippet = (page: Page, id: string) => page.getByTestId(`snippet-${id}`).textContent();

async function showTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Snippet language' }).getByRole('tab', { name, exact: true }).click();
}

/** What Copy puts on the clipboard for the snippet shown. */
async function copied(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: `Copy ${title}` }).click();
  await expect.poll(() => page.getByRole('region', { name: title }).getByText('Copied.').count()).toBe(1);
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Sets a scheme's credential in the auth panel. */
async function setScheme(page: Page, scheme: string, fill: (panel: ReturnType<Page['getByTestId']>) => Promise<void>): Promise<void> {
  await page.getByTestId('auth-button').click();
  const panel = page.getByRole('dialog', { name: 'Authentication' }).getByTestId(`scheme-${SERVICE}.${scheme}`);
  await fill(panel);
  await panel.getByRole('button', { name: /^Use for/ }).click();
  await expect.poll(() => panel.getByTestId(`scheme-status-${SERVICE}.${scheme}`).textContent()).toContain('Set, for');
  await page.keyboard.press('Escape');
}

/** Runs a copied curl command in the shell, in `cwd`. */
async function runCurl(command: string, cwd = work): Promise<void> {
  await run('sh', ['-c', `${command} --silent --show-error --output /dev/null`], { cwd });
}

describe('request bodies that are not JSON, and snippets a reader can paste', () => {
  it("a form body as Twilio's: documented, built as form fields, sent as a form, curl with --data-urlencode and -u", async () => {
    const { page, errors, close } = await open('createMessage');
    try {
      // The reference: the form's media type and its fields, not "any".
      const docs = page.getByTestId('docs-media-application/x-www-form-urlencoded');
      await expect.poll(() => docs.textContent()).toContain('MediaUrl');
      expect(await page.getByTestId('docs-request-body').textContent()).toContain('To');
      // The builder: the document's example in form fields.
      expect(await page.getByTestId('body-To').inputValue()).toBe('+15558675310');
      expect(await page.getByTestId('body-media-type').textContent()).toBe('application/x-www-form-urlencoded');

      // Snippets: curl first, the form's fields, the basic scheme as a placeholder.
      const tabs = page.getByRole('tablist', { name: 'Snippet language' }).getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['curl', 'fetch', 'TypeScript', 'More…']);
      await expect.poll(() => snippet(page, 'curl')).toContain("--data-urlencode 'To=+15558675310'");
      const curl = (await snippet(page, 'curl'))!;
      expect(curl).toContain("-u '<user>:<password>'");
      expect(curl).toContain(`--data-urlencode 'Body=Hi there & welcome: it'\\''s 100% true'`);

      // The reader's credentials: masked on the page, whole in what is copied.
      await setScheme(page, 'accountSid_authToken', async (panel) => {
        await panel.getByLabel('Username').fill('AC123');
        await panel.getByLabel('Password').fill("s3cr'et");
      });
      await expect.poll(() => snippet(page, 'curl')).toContain("-u 'AC123:********'");
      expect(await snippet(page, 'curl')).not.toContain('s3cr');
      const command = await copied(page, 'curl');
      expect(command).toContain(`-u 'AC123:s3cr'\\''et'`);
      // The other languages too (raw HTTP: the body's `'` keeps the code ones out): masked on the page, whole when copied.
      await showTab(page, 'More…');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('http');
      await expect.poll(() => snippet(page, 'more')).toContain(`Basic ${btoa('AC123:********')}`);
      expect(await copied(page, 'HTTP/1.1')).toContain(`Basic ${btoa("AC123:s3cr'et")}`);
      await showTab(page, 'curl');

      // Try-it sends the form, and the copied curl sends the same request.
      await page.keyboard.press('Control+Enter');
      await expect.poll(() => host.received.length, { timeout: 20_000 }).toBe(1);
      await runCurl(command);
      expect(host.received).toHaveLength(2);
      const [sent, pasted] = host.received.splice(0);
      for (const request of [sent!, pasted!]) {
        expect(request.method).toBe('POST');
        expect(request.url).toMatch(/\/Accounts\/AC123\/Messages\.json$/);
        expect(request.headers.authorization).toBe(`Basic ${btoa("AC123:s3cr'et")}`);
        expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
        expect([...new URLSearchParams(request.body.toString())]).toEqual([
          ['To', '+15558675310'],
          ['From', '+15017122661'],
          ['Body', "Hi there & welcome: it's 100% true"],
        ]);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a multipart upload: a file input per file field, -F for each file (an optional one too) and --form-string for text, bearer in curl; a */* answer documented', async () => {
    const { page, errors, close } = await open('uploadPhoto');
    try {
      await expect.poll(() => page.getByTestId('docs-response-200').textContent()).toContain('Where the photo is served.');
      expect(await page.getByTestId('docs-response-200').textContent()).not.toContain('No JSON body');
      expect(await page.getByTestId('docs-response-200').textContent()).toContain('*/*');

      // Before a file is picked, the snippet shows where it goes: the optional file field's too, as Scalar lists it.
      await expect.poll(() => snippet(page, 'curl')).toContain(`-F 'file=@"<file>"'`);
      expect(await snippet(page, 'curl')).toContain(`-F 'thumbnail=@"<file>"'`);
      expect(await snippet(page, 'curl')).toContain("-H 'authorization: Bearer <token>'");

      await page.getByTestId('body-file-file').setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: Buffer.from('PNG bytes of Rex') });
      await page.getByTestId('body-file-thumbnail').setInputFiles({ name: 'rex-small.png', mimeType: 'image/png', buffer: Buffer.from('small Rex') });
      await page.getByTestId('body-caption').fill('Rex; type=text/html');
      await expect.poll(() => snippet(page, 'curl')).toContain(`-F 'file=@"rex.png"'`);
      expect(await snippet(page, 'curl')).toContain(`-F 'thumbnail=@"rex-small.png"'`);
      expect(await snippet(page, 'curl')).toContain("--form-string 'caption=Rex; type=text/html'");
      await showTab(page, 'fetch');
      const fetchCode = (await snippet(page, 'fetch'))!;
      expect(fetchCode).toContain("form.append('file', await openAsBlob('rex.png'), 'rex.png');");
      expect(fetchCode).toContain("form.append('caption', 'Rex; type=text/html');");

      await setScheme(page, 'bearerAuth', (panel) => panel.getByLabel('Access token').fill('tok-123'));
      await showTab(page, 'curl');
      await expect.poll(() => snippet(page, 'curl')).toContain("-H 'authorization: Bearer ********'");
      const command = await copied(page, 'curl');
      expect(command).toContain("-H 'authorization: Bearer tok-123'");

      await page.keyboard.press('Control+Enter');
      await expect.poll(() => host.received.length, { timeout: 20_000 }).toBe(1);
      const folder = await mkdtemp(path.join(work, 'upload-'));
      await writeFile(path.join(folder, 'rex.png'), 'PNG bytes of Rex');
      await writeFile(path.join(folder, 'rex-small.png'), 'small Rex');
      await runCurl(command, folder);
      const [sent, pasted] = host.received.splice(0);
      for (const request of [sent!, pasted!]) {
        expect(request.url).toMatch(/\/pets\/p1\/photo$/);
        expect(request.headers.authorization).toBe('Bearer tok-123');
        const parts = await partsOf(request);
        expect(parts).toEqual(
          expect.arrayContaining([
            ['file', { name: 'rex.png', text: 'PNG bytes of Rex' }],
            ['thumbnail', { name: 'rex-small.png', text: 'small Rex' }],
            ['caption', 'Rex; type=text/html'],
          ]),
        );
        expect(parts).toHaveLength(3);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the document's named request examples (one by $ref) fill the body, the builder and the snippets; the client names the site's package", async () => {
    const { page, errors, close } = await open('createPet');
    try {
      const picker = page.getByLabel('Request example');
      expect(await picker.locator('option').allTextContents()).toEqual(['cat · A cat', 'dog · A dog']);
      await expect.poll(() => snippet(page, 'curl')).toContain(`--data-raw '{"name":"Tom","kind":"cat"}'`);
      expect(await snippet(page, 'curl')).toContain('api_key=%3Capi-key%3E');
      await picker.selectOption('dog');
      await expect.poll(() => snippet(page, 'curl')).toContain(`--data-raw '{"name":"Rex","kind":"dog"}'`);
      await showTab(page, 'TypeScript');
      const client = (await snippet(page, 'client'))!;
      expect(client).toContain(`from '@acme/bodies-api/${SERVICE}'`);
      expect(client).toContain("name: 'Rex'");
      // The client is given what the call's security asks for, by the scheme's name.
      expect(client).toContain("credentials: {\n    apiKeyQuery: '<api-key>',\n  },");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
