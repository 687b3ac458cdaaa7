import type { Page } from 'playwright-core';
import type ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { assertOnlyCalls, callsTo, curlRequest, fetchRequest, literalValue, parseTs, shellWords } from '../logic/snippet-parsers.ts';
import { env, useExplorer, useExplorerOn } from './harness.ts';

// The snippets the page shows for a document whose names are shell and JavaScript: path parameters named
// a'$(touch X)', c$(touch X) and b'+(…)+', a query parameter and a header with quotes, `$()` and backticks in
// their names and examples. curl and fetch read back (shell words, TypeScript literals) to exactly the request,
// the client's call to its arguments, and Wget quotes what it writes or says why it does not.
useExplorer();

const PATH_NAMES = ["a'$(touch X)'", 'c$(touch X)', "b'+(globalThis.pwned=1)+'"];
const QUERY = ["q'$(id)`id`", 'x\'$(touch X)`id`"+y+"'] as const;
const HEADER = ["x-trace'$`id`|&", "v'$(touch X)`id`"] as const;
const document = {
  openapi: '3.1.0',
  info: { title: 'Hostile names', version: '1.0.0' },
  servers: [{ url: 'https://api.example.com/v1' }],
  paths: {
    [`/items/${PATH_NAMES.map((name) => `{${name}}`).join('/')}`]: {
      get: {
        operationId: 'getItem',
        summary: 'Get an item',
        parameters: [
          ...PATH_NAMES.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
          { name: QUERY[0], in: 'query', required: true, schema: { type: 'string' }, example: QUERY[1] },
          { name: HEADER[0], in: 'header', required: true, schema: { type: 'string' }, example: HEADER[1] },
        ],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: {} } } } },
      },
    },
    '/things/{c$(touch X)}': {
      get: {
        operationId: 'getThing',
        summary: 'Get a thing',
        parameters: [{ name: 'c$(touch X)', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: {} } } } },
      },
    },
  },
};

const explorer = useExplorerOn(document, 'hostile-names');

async function open(op: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${explorer.url()}?mock=in-browser&op=${encodeURIComponent(op)}`);
  await page.getByRole('tablist', { name: 'Snippet language' }).waitFor({ timeout: 90_000 });
  return { page, errors, close: () => context.close() };
}

async function snippet(page: Page, tab: string, id: string): Promise<string> {
  await page.getByRole('tablist', { name: 'Snippet language' }).getByRole('tab', { name: tab, exact: true }).click();
  const code = page.getByTestId(`snippet-${id}`);
  await code.waitFor({ timeout: 30_000 });
  return (await code.textContent()) ?? '';
}

/** Opens More…, picks `language`, and gives what it shows: the snippet, or why there is none. */
async function moreLanguage(page: Page, language: string): Promise<{ code?: string; problem?: string }> {
  await page.getByRole('tablist', { name: 'Snippet language' }).getByRole('tab', { name: 'More…', exact: true }).click();
  await page.locator('select[id$="-language"]').selectOption(language);
  const shown = page.locator('[data-testid="snippet-more"], .snippets .field-problem').first();
  await expect.poll(async () => (await shown.textContent()) ?? '', { timeout: 30_000 }).toMatch(language === 'wget' ? /wget|Wget/ : /./);
  return (await shown.getAttribute('data-testid')) ? { code: (await shown.textContent()) ?? '' } : { problem: (await shown.textContent()) ?? '' };
}

describe('snippets on a document whose names are code', () => {
  it('shows curl, fetch and the call with every name and value quoted, each read back to exactly the request', async () => {
    const { page, errors, close } = await open('hostile-names.getItem');
    try {
      const url = `https://api.example.com/v1/items/${PATH_NAMES.map((name) => `{${encodeURIComponent(name)}}`).join('/')}?${encodeURIComponent(QUERY[0])}=${encodeURIComponent(QUERY[1])}`;
      const request = { method: 'GET', url, headers: { accept: 'application/json', [HEADER[0]]: HEADER[1] } };
      await expect.poll(() => snippet(page, 'curl', 'curl'), { timeout: 60_000 }).toContain('curl -X GET');
      expect(curlRequest(await snippet(page, 'curl', 'curl'))).toEqual(request);
      expect(fetchRequest(await snippet(page, 'fetch', 'fetch'))).toEqual(request);

      const source = parseTs(await snippet(page, 'TypeScript', 'client'));
      assertOnlyCalls(source, ['createClient', 'client.api.getItem']);
      const [call] = callsTo(source, 'client.api.getItem');
      expect(call!.arguments.map((arg) => literalValue(arg as ts.Expression))).toEqual([
        ...PATH_NAMES.map((name) => `{${name}}`),
        { [QUERY[0]]: QUERY[1], [HEADER[0]]: HEADER[1] },
      ]);

      // The library would leave the `'` of these names unquoted in most languages: it is not asked to.
      const wget = await moreLanguage(page, 'wget');
      expect(wget.code).toBeUndefined();
      expect(wget.problem).toContain('httpsnippet-lite cannot write this request safely in Wget. Copy the curl or fetch snippet');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows Wget with the URL quoted, where a path parameter named c$(touch X) was left bare', async () => {
    const { page, errors, close } = await open('hostile-names.getThing');
    try {
      const wget = await moreLanguage(page, 'wget');
      expect(wget.problem).toBeUndefined();
      const [words, ...more] = shellWords(wget.code!);
      expect(more).toEqual([]);
      expect(words).toEqual([
        'wget',
        '--quiet',
        '--method',
        'GET',
        '--header',
        'accept: application/json',
        '--output-document',
        '-',
        'https://api.example.com/v1/things/%7Bc%24(touch%20X)%7D',
      ]);
      expect(curlRequest(await snippet(page, 'curl', 'curl')).url).toBe('https://api.example.com/v1/things/{c%24(touch%20X)}');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
