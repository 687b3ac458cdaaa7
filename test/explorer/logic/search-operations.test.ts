// The palette's ranking on a big outside document: GitHub's REST description (1,223 operations), read as the explorer
// reads it: plain mode names its calls, the bundle namespaces them, and the catalogue is made from that bundle.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '@siteapi/document';
import type { CatalogueEntry } from '../../../explorer/src/catalogue/types.ts';
import { searchOperations } from '../../../explorer/src/search/search-operations.ts';
import { firstSentence } from '../../../explorer/vite/slim-document.ts';
import { slimOfText } from './modelled-bundle.ts';

const GITHUB = fileURLToPath(new URL('../../../node_modules/@octokit/openapi/generated/api.github.com.json', import.meta.url));
const slim = slimOfText(GITHUB, readFileSync(GITHUB, 'utf8'), 'plain');
const byRoute = (method: string, path: string): CatalogueEntry => slim.catalogue.find((e) => e.method === method && e.path === path)!;
const ids = (query: string, limit = 50): string[] => searchOperations(slim.catalogue, query, limit).map((hit) => hit.entry.id);

describe("search over GitHub's description", () => {
  const reposGet = byRoute('GET', '/repos/{owner}/{repo}');
  const issuesForRepo = byRoute('GET', '/repos/{owner}/{repo}/issues');

  it("reads the renamed operations with the document's operationIds and their descriptions' new words", () => {
    expect(slim.catalogue.length).toBe(1223);
    // The description: "The `parent` and `source` objects are present when the repository is a fork. ..."
    expect(reposGet).toMatchObject({ operationId: 'reposGet', summary: 'Get a repository', keywords: 'parent source objects present when fork' });
    // `repos/get` has reposGet's words: search finds it through the name, and the first paint does not carry it.
    expect(reposGet.originalOperationId).toBeUndefined();
    for (const entry of slim.catalogue) expect(entry.keywords?.split(' ').length ?? 0, entry.id).toBeLessThanOrEqual(12);
  });

  it.each([
    ['the exact summary', 'Get a repository'],
    ['the summary in lower case', '  get a  repository '],
    ["the catalogue's operationId", 'reposGet'],
    ["the document's own operationId", 'repos/get'],
  ])('%s puts reposGet first: %s', (_, query) => {
    expect(ids(query, 5)[0], ids(query, 5).join(', ')).toBe(reposGet.id);
  });

  it('puts the operations of a path first for the path', () => {
    const onPath = slim.catalogue.filter((e) => e.path === '/repos/{owner}/{repo}').map((e) => e.id);
    expect(onPath).toHaveLength(3);
    expect(ids('/repos/{owner}/{repo}', 3).sort()).toEqual(onPath.sort());
  });

  it('ranks the operation a summary names among the first three', () => {
    expect(ids('list repository issues', 3)).toContain(issuesForRepo.id);
    expect(ids('repository issues list', 3)).toContain(issuesForRepo.id);
  });

  it('requires every term', () => {
    for (const hit of searchOperations(slim.catalogue, 'list repository issues', 2000)) {
      const text = JSON.stringify(hit.entry).toLowerCase();
      for (const word of ['list', 'repo', 'issue']) expect(text, hit.entry.id).toContain(word);
    }
  });

  it('does not let a stop word match everything, and finds by the other words', () => {
    expect(ids('a', 2000).length).toBeLessThan(slim.catalogue.length);
    expect(ids('get a repository secret', 3)).toContain(byRoute('GET', '/repos/{owner}/{repo}/actions/secrets/{secret_name}').id);
    expect(ids('a repository secret', 10)).toEqual(ids('repository secret', 10));
  });

  it('finds an operation by a word only its description has', () => {
    // "fork" is in reposGet's description's first sentence, not in its summary, name or path.
    expect(ids('repository fork parent', 10)).toContain(reposGet.id);
  });

  it('prefers a word match to a fuzzy subsequence', () => {
    // "gist" is a word of the gists calls and only letters of others (issuesListComments).
    const paths = searchOperations(slim.catalogue, 'gist comments', 3).map((hit) => hit.entry.path);
    expect(paths).toEqual([
      expect.stringMatching(/^\/gists\/.*comments/),
      expect.stringMatching(/^\/gists\/.*comments/),
      expect.stringMatching(/^\/gists\/.*comments/),
    ]);
  });

  it('takes an abbreviation at word starts, not letters scattered inside words', () => {
    expect(ids('lrpe', 5)).toContain(byRoute('GET', '/users/{username}/received_events/public').id);
    expect(ids('issues', 2000).every((id) => /issue/i.test(JSON.stringify(slim.catalogue.find((e) => e.id === id))))).toBe(true);
  });
});

describe("a plain document's own operationIds", () => {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Things', version: '1' },
    paths: {
      '/things': { get: { operationId: 'get-thing', responses: { '200': { description: 'ok' } } } },
      '/things/{id}': {
        get: {
          operationId: 'get-thing',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  } as unknown as OpenApiDocument;
  const catalogue = slimOfText('things.json', JSON.stringify(document), 'plain').catalogue;

  it('are carried when the name plain mode gave has other words, and found by them', () => {
    expect(catalogue.map((e) => [e.operationId, e.originalOperationId])).toEqual([
      ['getThing', undefined],
      ['getThing2', 'get-thing'],
    ]);
    expect(searchOperations(catalogue, 'get-thing').map((hit) => hit.entry.operationId)).toEqual(['getThing', 'getThing2']);
    expect(searchOperations(catalogue, 'getThing2')[0]?.entry.operationId).toBe('getThing2');
  });
});

describe('first sentence', () => {
  it.each<[string, string, string | undefined]>([
    ['plain', 'Lists things. Then more.', 'Lists things.'],
    ['Markdown marks', 'Gets the [`parent`](https://x.test/p) **repository**.\n\nMore.', 'Gets the parent repository.'],
    ['HTML', '<p>Returns a <b>list</b>.</p> Then.', 'Returns a list.'],
    ['empty', '  ', undefined],
  ])('%s', (_, markdown, want) => {
    expect(firstSentence(markdown)).toBe(want);
  });

  it('cuts a long sentence at a word, and reads only the head of a huge text', () => {
    const cut = firstSentence(`${'word '.repeat(100_000)}end.`)!;
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(121);
    expect(cut).not.toMatch(/wor…$/);
  });
});
