// The explorer's sharing parts, in Node: snippet builders (curl quoting run through a real shell), share
// links, secret placeholders, the JSON diff and the history's limits.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { posts } from '../../../generated/src/blog/index.ts';
import { argumentsFromRequest } from '../../../runtime/generated.ts';
import { diffJsonText } from '../../../explorer/src/history/json-diff.ts';
import { placeholderFor, redactJsonText } from '../../../explorer/src/share/redact.ts';
import { sharedSnapshot, shareUrl } from '../../../explorer/src/share/share-link.ts';
import { encodeGetForm } from '../../../runtime/get-form.ts';
import {
  clientSnippet,
  curlSnippet,
  fetchSnippet,
  shellQuote,
  tsLiteral,
  withAuthPlaceholder,
  type WireRequest,
} from '../../../explorer/src/snippets/snippets.ts';
import { memoryStorage } from '../../../explorer/src/store/environment.ts';
import { createHistoryStore, evict, HISTORY_LIMITS, searchHistory, type HistoryEntry } from '../../../explorer/src/store/history-store.ts';
import { draftFromSnapshot, parseSnapshot, snapshotOf } from '../../../explorer/src/store/snapshot.ts';
import { NO_MOCK_PREFERENCES, type Draft } from '../../../explorer/src/request/draft.ts';

/** What `sh` makes of a word: the quoting must give back exactly the text. */
const throughShell = (word: string): string => execFileSync('sh', ['-c', `printf '%s' ${word}`], { encoding: 'utf8' });

const draft = (params: Draft['params'], bodyText = ''): Draft => ({ exampleName: null, params, bodyText, bodyMode: 'raw', mock: NO_MOCK_PREFERENCES });

describe('snippets', () => {
  it.each([
    ['a plain word', 'posts'],
    ['a single quote', "it's"],
    ['only quotes', "'''"],
    ['Unicode', 'Crème brûlée — 東京 🍞'],
    ['shell syntax', '$HOME `id` $(id) "x" \\ ; & | > *'],
    ['a newline', 'one\ntwo'],
    ['nothing', ''],
  ])('quotes %s for the shell', (_, text) => {
    expect(throughShell(shellQuote(text))).toBe(text);
  });

  const request: WireRequest = {
    method: 'POST',
    url: 'http://127.0.0.1:4010/blog/v3/posts/query?fieldsets=URL',
    headers: { accept: 'application/json', 'content-type': 'application/json', prefer: 'example=published' },
    body: JSON.stringify({ query: { filter: { title: "Baker's 🍞 café" } } }),
  };

  it('writes curl with every part quoted, a quote and Unicode in the body surviving the shell', () => {
    const curl = curlSnippet(request)!;
    expect(curl).toBe(
      [
        "curl -X POST 'http://127.0.0.1:4010/blog/v3/posts/query?fieldsets=URL'",
        "  -H 'accept: application/json'",
        "  -H 'content-type: application/json'",
        "  -H 'prefer: example=published'",
        `  --data-raw '{"query":{"filter":{"title":"Baker'\\''s 🍞 café"}}}'`,
      ].join(' \\\n'),
    );
    const body = curl.slice(curl.indexOf('--data-raw ') + '--data-raw '.length);
    expect(throughShell(body)).toBe(request.body);
  });

  it('puts credentials in as placeholders only', () => {
    expect(withAuthPlaceholder(request, 'oauth').headers.authorization).toBe('<ACCESS_TOKEN>');
    expect(withAuthPlaceholder(request, 'apiKey').headers.authorization).toBe('<API_KEY>');
    expect(withAuthPlaceholder(request, 'none').headers.authorization).toBeUndefined();
    expect(curlSnippet(withAuthPlaceholder(request, 'oauth'))).toContain("-H 'authorization: <ACCESS_TOKEN>'");
  });

  it('writes fetch with the body as an object literal', () => {
    const code = fetchSnippet(request);
    expect(code).toContain("const response = await fetch('http://127.0.0.1:4010/blog/v3/posts/query?fieldsets=URL', {");
    expect(code).toContain("  method: 'POST',");
    expect(code).toContain("'content-type': 'application/json',");
    expect(code).toContain("title: 'Baker\\'s 🍞 café',");
    expect(code).toContain('body: JSON.stringify({');
  });

  it('writes the generated client call with positional arguments from the request', () => {
    const args = argumentsFromRequest(posts.listPosts.op, { query: { paging: { limit: 5 }, fieldsets: ['URL'] } });
    const code = clientSnippet({
      service: 'blog',
      module: 'posts',
      method: 'listPosts',
      args,
      arity: posts.listPosts.op.args.length,
      host: 'http://127.0.0.1:4010',
      auth: 'oauth',
    });
    expect(code).toContain("import { createClient, OAuthStrategy } from '@siteapi/runtime';");
    expect(code).toContain("import { posts } from '@siteapi/clients/blog';");
    expect(code).toContain("  auth: OAuthStrategy({ clientId: '<CLIENT_ID>' }),");
    expect(code).toMatch(
      /const result = await client\.posts\.listPosts\(\{\n {2}paging: \{\n {4}limit: 5,\n {2}\},\n {2}fieldsets: \[\n {4}'URL',\n {2}\],\n\}\);$/,
    );

    const getPost = clientSnippet({
      service: 'blog',
      module: 'posts',
      method: 'getPost',
      args: ['p-1'],
      arity: 2,
      host: 'http://h',
      auth: 'none',
      headers: { prefer: 'code=404' },
    });
    expect(getPost).toContain("client.posts.getPost('p-1', undefined, {\n  headers: {\n    prefer: 'code=404',\n  },\n});");
    expect(getPost).not.toContain('auth:');
  });

  it('prints keys that are not identifiers quoted', () => {
    expect(tsLiteral({ 'x-y': 1, ok: null }, '')).toBe("{\n  'x-y': 1,\n  ok: null,\n}");
  });
});

describe('share links and secrets', () => {
  it('round-trips a request through the fragment, Unicode included', () => {
    const snapshot = snapshotOf('blog.listPosts', draft({ 'query:paging.limit': '5', 'query:fieldsets': ['URL', 'SEO'] }, '{"title":"Crème 🍞"}'));
    const link = shareUrl('http://127.0.0.1:5173/?op=blog.getPost&mock=x#old', snapshot, { mode: 'mock', url: 'http://127.0.0.1:4010' });
    const url = new URL(link);
    expect(url.searchParams.get('op')).toBe('blog.listPosts');
    expect(url.searchParams.get('mock')).toBe('http://127.0.0.1:4010');
    expect(url.hash).toMatch(/^#request=[A-Za-z0-9_-]+$/);
    expect(sharedSnapshot(url.hash)).toEqual(snapshot);
    expect(draftFromSnapshot(sharedSnapshot(url.hash)!).params).toEqual({ 'query:paging.limit': '5', 'query:fieldsets': ['URL', 'SEO'] });
  });

  it('refuses fragments that are not a request', () => {
    expect(sharedSnapshot('')).toBeUndefined();
    expect(sharedSnapshot('#request=%%%')).toBeUndefined();
    expect(sharedSnapshot(`#request=${encodeGetForm({ version: 1, operationId: 'x', params: { a: 1 }, bodyText: '', mock: {} })}`)).toBeUndefined();
    expect(parseSnapshot({ version: 1, operationId: 'x', params: {}, bodyText: '', mock: { dynamic: 'yes' } })?.mock).toEqual(NO_MOCK_PREFERENCES);
  });

  it('replaces typed-in secrets with placeholders in snapshots', () => {
    const snapshot = snapshotOf(
      'x.y',
      draft(
        { 'header:Authorization': 'Bearer abc', 'query:token': 'tok', 'query:paging.limit': '5' },
        '{\n  "loginId": {"email": "a@b.c"},\n  "password": "hunter2",\n  "captchaTokens": ["t1"]\n}',
      ),
    );
    expect(snapshot.params).toEqual({ 'header:Authorization': '<ACCESS_TOKEN>', 'query:token': '<ACCESS_TOKEN>', 'query:paging.limit': '5' });
    expect(JSON.parse(snapshot.bodyText)).toEqual({ loginId: { email: 'a@b.c' }, password: '<PASSWORD>', captchaTokens: ['t1'] });
    expect(JSON.stringify(snapshot)).not.toMatch(/abc|tok"|hunter2/);
    expect(placeholderFor('authorizationDetails')).toBeUndefined();
    expect(redactJsonText('{"access_token":"abc","token_type":"Bearer","expires_in":3600}')).toBe(
      '{"access_token":"<ACCESS_TOKEN>","token_type":"<ACCESS_TOKEN>","expires_in":3600}',
    );
    expect(redactJsonText('not json password=x')).toBe('not json password=x');
  });
});

describe('diff', () => {
  it('lists changed, added and removed paths with old and new values', () => {
    const before = JSON.stringify({ post: { title: 'A', tags: ['x', 'y'], 'odd key': 1, gone: true }, total: 2 });
    const after = JSON.stringify({ post: { title: 'B', tags: ['x'], 'odd key': 2, added: { n: 1 } }, total: 2 });
    expect(diffJsonText(before, after)).toEqual([
      { path: 'post.title', kind: 'changed', before: '"A"', after: '"B"' },
      { path: 'post.tags[1]', kind: 'removed', before: '"y"' },
      { path: 'post["odd key"]', kind: 'changed', before: '1', after: '2' },
      { path: 'post.gone', kind: 'removed', before: 'true' },
      { path: 'post.added', kind: 'added', after: '{"n":1}' },
    ]);
    expect(diffJsonText('{"a":1}', '{"a":1}')).toEqual([]);
    expect(diffJsonText('<html>', '{"a":1}')).toEqual([{ path: '', kind: 'changed', before: '"<html>"', after: '{"a":1}' }]);
  });
});

describe('history', () => {
  const entry = (operationId: string, at: number, bodyText = '{}'): HistoryEntry => ({
    id: `${operationId}-${at}`,
    at,
    snapshot: snapshotOf(operationId, draft({ 'query:q': String(at) })),
    target: { mode: 'mock', url: 'http://m' },
    status: 200,
    durationMs: 1,
    bodyText,
    truncated: false,
  });

  it('keeps the newest entries per operation and in all', () => {
    const many = Array.from({ length: HISTORY_LIMITS.perOperation + 5 }, (_, i) => entry('a.b', 1000 - i));
    const kept = evict([...many, entry('c.d', 1)]);
    expect(kept.filter((e) => e.snapshot.operationId === 'a.b')).toHaveLength(HISTORY_LIMITS.perOperation);
    expect(kept[0]!.at).toBe(1000);
    expect(kept.at(-1)!.snapshot.operationId).toBe('c.d');
    const big = 'x'.repeat(HISTORY_LIMITS.totalChars / 3);
    expect(evict([entry('a.b', 3, big), entry('a.b', 2, big), entry('a.b', 1, big)]).map((e) => e.at)).toEqual([3, 2]);
  });

  it('cuts long bodies, replaces secrets in answers, and searches one operation', () => {
    const storage = memoryStorage();
    const history = createHistoryStore(storage);
    const added = history.add({
      snapshot: snapshotOf('oauth.token', draft({})),
      target: { mode: 'live', url: 'https://u:p@h.example/?api_key=k' },
      status: 200,
      durationMs: 3,
      bodyText: JSON.stringify({ access_token: 'secret-value', n: 'x'.repeat(HISTORY_LIMITS.bodyChars) }),
    });
    expect(added.truncated).toBe(true);
    expect(added.bodyText.length).toBe(HISTORY_LIMITS.bodyChars);
    expect(JSON.stringify(history.store.getState())).not.toMatch(/secret-value|u:p@|api_key=k/);
    expect(storage.getItem('explorer.history')).not.toMatch(/secret-value|u:p@|api_key=k/);
    history.add({
      snapshot: snapshotOf('blog.listPosts', draft({ 'query:paging.limit': '7' })),
      target: { mode: 'mock', url: 'http://m' },
      status: 422,
      durationMs: 3,
      bodyText: '{"message":"too big"}',
    });
    const { entries } = history.store.getState();
    expect(searchHistory(entries, 'blog.listPosts', '')).toHaveLength(1);
    expect(searchHistory(entries, 'blog.listPosts', '422 too')).toHaveLength(1);
    expect(searchHistory(entries, 'blog.listPosts', 'limit=7 nothing')).toHaveLength(0);
    expect(searchHistory(entries, 'oauth.token', 'ACCESS_TOKEN')).toHaveLength(1);
    // What is remembered comes back in the next explorer with the same storage, and clearing forgets it there too.
    const remembered = (): HistoryEntry[] => [...createHistoryStore(storage).store.getState().entries];
    expect(remembered().map((e) => e.id)).toEqual(entries.map((e) => e.id));
    history.clear('blog.listPosts');
    expect(remembered().map((e) => e.snapshot.operationId)).toEqual(['oauth.token']);
  });
});
