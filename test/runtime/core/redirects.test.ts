import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createOpenApiClient from 'openapi-fetch';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../explorer/dev/chromium.ts';
import { ApiKeyStrategy, createClient, RedirectError, siteapiMiddleware, type AuthStrategy, type Credentials } from '../../../runtime/index.ts';
import { defineCall, type ServiceInfo } from '../../../runtime/generated.ts';
import { failureOf } from './fixtures.ts';

// Answers that redirect, on two real loopback servers (two origins: two ports of 127.0.0.1). The origin the calls are
// sent to redirects to the other one; whatever the credential and however the call was made (a call, a paged
// `next()`, openapi-fetch with the middleware, a client's own fetch), the other origin must receive none of it.

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** CORS open, as an API a page calls would have it (the browser case below); Node's fetch ignores it. */
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

function recorder(route: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end();
    for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      route(req, res, body);
    });
  });
  return { server, received };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

const sendJson = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

let origin = '';
let other = '';

// The origin the calls go to: `/r/<status>/<where>[/...]` redirects with <status> to the same path under `/landed` on
// the other origin or on itself, keeping the query string as a server that redirects `$request_uri` does.
const first = recorder((req, res) => {
  const url = new URL(req.url!, origin);
  const [, r, status, where] = url.pathname.split('/');
  if (url.pathname === '/to-hang') {
    res.writeHead(302, { location: '/hang' });
    return res.end();
  }
  // Never answers: the call's timeout must end the redirect it was sent to.
  if (url.pathname === '/hang') return;
  if (url.pathname === '/loop') {
    res.writeHead(302, { location: '/loop' });
    return res.end();
  }
  if (url.pathname === '/list') return sendJson(res, { data: [1], next: `/r/${url.searchParams.get('status')}/cross/list-2` });
  if (r === 'r') {
    const rest = url.pathname.split('/').slice(4).join('/');
    const base = where === 'cross' ? other : '';
    res.writeHead(Number(status), { location: `${base}/landed/${rest}${url.search}` });
    return res.end('moved');
  }
  if (url.pathname.startsWith('/landed')) return sendJson(res, { at: 'origin', data: [2] });
  sendJson(res, { message: 'not found' }, 404);
});

const second = recorder((_req, res) => sendJson(res, { at: 'other', data: [2], next: '/more' }));

beforeAll(async () => {
  origin = await listen(first.server);
  other = await listen(second.server);
});
afterAll(() => {
  first.server.close();
  second.server.close();
});
beforeEach(() => {
  first.received.length = 0;
  second.received.length = 0;
});

const SECRET = 's3cret-Value';

const service = (): ServiceInfo => ({
  name: 'things',
  title: 'Things',
  prefix: '',
  host: origin,
  loadSecurity: async () => ({
    schemes: {
      headerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
      cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
      basic: { type: 'http', scheme: 'basic' },
      bearer: { type: 'http', scheme: 'bearer' },
      oauth: { type: 'oauth2' },
      oidc: { type: 'openIdConnect' },
    },
    requirements: [['headerKey'], ['queryKey'], ['cookieKey'], ['basic'], ['bearer'], ['oauth'], ['oidc']],
  }),
});

type AnyCall = (...args: unknown[]) => Promise<any> & { withResponse(): Promise<{ response: Response }> };

const calls = () => {
  const s = service();
  const args = [
    { name: 'status', required: true, value: 'path.status' },
    { name: 'where', required: true, value: 'path.where' },
  ];
  return {
    get: defineCall(s, { module: 'things', operationId: 'getThing', method: 'GET', path: '/r/{status}/{where}', args }) as unknown as AnyCall,
    post: defineCall(s, {
      module: 'things',
      operationId: 'postThing',
      method: 'POST',
      path: '/r/{status}/{where}',
      args: [...args, { name: 'thing', value: 'body' }],
    }) as unknown as AnyCall,
    loop: defineCall(s, { module: 'things', operationId: 'loop', method: 'GET', path: '/loop', args: [] }) as unknown as AnyCall,
    toHang: defineCall(s, { module: 'things', operationId: 'toHang', method: 'GET', path: '/to-hang', args: [] }) as unknown as AnyCall,
    list: defineCall(s, {
      module: 'things',
      operationId: 'listThings',
      method: 'GET',
      path: '/list',
      args: [{ name: 'options', properties: { status: 'query.status' } }],
      pagination: { kind: 'url', items: '/data', next: '/next' },
    }) as unknown as AnyCall,
  };
};

/** Every way a client places a credential: each security scheme kind, the platform's strategies, the client's headers. */
const CLIENTS: [string, { credentials?: Credentials; auth?: AuthStrategy; headers?: Record<string, string> }][] = [
  ['an apiKey in a header', { credentials: { headerKey: SECRET } }],
  ['an apiKey in the query', { credentials: { queryKey: SECRET } }],
  ['an apiKey in a cookie', { credentials: { cookieKey: SECRET } }],
  ['http basic', { credentials: { basic: { username: 'ann', password: SECRET } } }],
  ['http bearer', { credentials: { bearer: SECRET } }],
  ['an oauth2 token', { credentials: { oauth: () => Promise.resolve(SECRET) } }],
  ['an openIdConnect token', { credentials: { oidc: SECRET } }],
  ['ApiKeyStrategy', { auth: ApiKeyStrategy({ apiKey: SECRET, siteId: `site-${SECRET}` }) }],
  ['a strategy of its own', { auth: { getAuthHeaders: () => ({ 'x-api-key': SECRET }) } }],
  ["the client's headers", { headers: { 'x-api-key': SECRET } }],
];

/** The secret as each place carries it: as given, URL-encoded, or inside basic's base64. */
const carries = (r: Received) => {
  const text = JSON.stringify(r);
  return text.includes(SECRET) || text.includes(btoa(`ann:${SECRET}`));
};

describe('a redirect to another origin', () => {
  describe.each(CLIENTS)('with %s', (_kind, options) => {
    const client = () => createClient({ ...options, host: origin });

    it.each([301, 302, 303, 307, 308])('%i: a call is followed there without the credential', async (status) => {
      const data = await calls().get(String(status), 'cross', { client: client() });
      expect(data).toEqual({ at: 'other', data: [2], next: '/more' });
      expect(first.received).toHaveLength(1);
      expect(carries(first.received[0]!)).toBe(true);
      expect(second.received).toHaveLength(1);
      expect(second.received[0]).toMatchObject({ method: 'GET', url: '/landed/', body: '' });
      expect(carries(second.received[0]!), JSON.stringify(second.received[0])).toBe(false);
      for (const name of ['authorization', 'cookie', 'x-api-key', 'wix-site-id']) expect(second.received[0]!.headers[name]).toBeUndefined();
      expect(second.received[0]!.headers.accept).toBe('application/json');
    });

    it.each([301, 302, 303, 307, 308])('%i: a paged next() is followed there without the credential', async (status) => {
      const page = await calls().list({ status }, { client: client() });
      expect(page.items).toEqual([1]);
      const next = await page.next();
      expect(next.items).toEqual([2]);
      expect(first.received.map((r) => r.url.replace(/\?.*/, ''))).toEqual(['/list', `/r/${status}/cross/list-2`]);
      expect(first.received.every(carries)).toBe(true);
      expect(second.received).toHaveLength(1);
      expect(second.received[0]!.url).toBe('/landed/list-2');
      expect(carries(second.received[0]!), JSON.stringify(second.received[0])).toBe(false);
      // The page came from elsewhere: its next-page URL is resolved there, and refused, as not on the call's origin.
      await expect(next.next()).rejects.toThrow(
        `things.listThings: the answer's next-page URL ${other}/more is on another origin than the request (${origin})`,
      );
      expect(second.received).toHaveLength(1);
    });

    it('a redirect on the same origin keeps the credential', async () => {
      const data = await calls().get('302', 'same', { client: client() });
      expect(data).toEqual({ at: 'origin', data: [2] });
      expect(first.received.map((r) => r.url.replace(/\?.*/, ''))).toEqual(['/r/302/same', '/landed/']);
      expect(first.received.every(carries)).toBe(true);
      expect(second.received).toEqual([]);
    });
  });

  it('301, 302 and 303 turn a POST into a GET without its body; there, nothing of the client reaches the other origin', async () => {
    const client = createClient({ credentials: { headerKey: SECRET }, host: origin });
    for (const status of [301, 302, 303]) {
      second.received.length = 0;
      expect(await calls().post(String(status), 'cross', { n: 1 }, { client })).toEqual({ at: 'other', data: [2], next: '/more' });
      expect(second.received).toHaveLength(1);
      expect(second.received[0]).toMatchObject({ method: 'GET', body: '' });
      expect(second.received[0]!.headers['content-type']).toBeUndefined();
      expect(carries(second.received[0]!)).toBe(false);
    }
  });

  it('307 and 308 keep a POST and its body, so they are refused before anything reaches the other origin', async () => {
    const client = createClient({ credentials: { headerKey: SECRET }, host: origin });
    for (const status of [307, 308]) {
      const error = await failureOf(calls().post(String(status), 'cross', { n: 1 }, { client }));
      expect(error).toBeInstanceOf(RedirectError);
      expect(error.message).toBe(
        `things.postThing: the answer from ${origin}/r/${status}/cross redirects a POST with its body to ${other} (${status}); not followed, so the body stays with ${origin}`,
      );
      expect((error as RedirectError).status).toBe(status);
      expect((error as RedirectError).location).toBe(`${other}/landed/`);
    }
    expect(second.received).toEqual([]);
  });

  it('holds with a caller’s signal', async () => {
    const client = createClient({ credentials: { headerKey: SECRET }, host: origin });
    const data = await calls().get('302', 'cross', { client, signal: new AbortController().signal });
    expect(data).toEqual({ at: 'other', data: [2], next: '/more' });
    expect(carries(second.received[0]!)).toBe(false);
  });

  it("holds with the client's own fetch, which is asked for redirect: 'manual'", async () => {
    const modes: (RequestRedirect | undefined)[] = [];
    const own: typeof fetch = (input, init) => {
      modes.push(init?.redirect);
      return fetch(input, init);
    };
    const client = createClient({ credentials: { headerKey: SECRET }, host: origin, fetch: own });
    expect(await calls().get('307', 'cross', { client })).toEqual({ at: 'other', data: [2], next: '/more' });
    expect(modes).toEqual(['manual', 'manual']);
    expect(carries(second.received[0]!)).toBe(false);
  });

  it('through openapi-fetch with siteapiMiddleware: the strategy’s headers stay on the origin', async () => {
    const api = createOpenApiClient<any>({ baseUrl: 'https://api.example.test' });
    api.use(siteapiMiddleware({ modules: { things: calls() }, host: origin, auth: ApiKeyStrategy({ apiKey: SECRET, siteId: `site-${SECRET}` }) }));
    for (const status of [301, 302, 303, 307, 308]) {
      second.received.length = 0;
      const { data, response } = await api.GET('/r/{status}/{where}', { params: { path: { status, where: 'cross' } } });
      expect(response.status).toBe(200);
      expect(data).toEqual({ at: 'other', data: [2], next: '/more' });
      expect(second.received).toHaveLength(1);
      expect(carries(second.received[0]!), JSON.stringify(second.received[0])).toBe(false);
    }
    const same = await api.GET('/r/{status}/{where}', { params: { path: { status: 308, where: 'same' } } });
    expect(same.data).toEqual({ at: 'origin', data: [2] });
    expect(first.received.at(-1)!.headers.authorization).toBe(SECRET);
  });
});

describe('redirects on the origin', () => {
  it('307 sends a POST again with its body and credentials', async () => {
    const client = createClient({ credentials: { headerKey: SECRET }, host: origin });
    expect(await calls().post('307', 'same', { n: 1 }, { client })).toEqual({ at: 'origin', data: [2] });
    expect(first.received.map((r) => [r.method, r.url, r.body, r.headers['x-api-key']])).toEqual([
      ['POST', '/r/307/same', '{"n":1}', SECRET],
      ['POST', '/landed/', '{"n":1}', SECRET],
    ]);
  });

  it('303 turns a POST into a GET without its body or content type', async () => {
    const client = createClient({ credentials: { headerKey: SECRET }, host: origin });
    await calls().post('303', 'same', { n: 1 }, { client });
    expect(first.received[1]).toMatchObject({ method: 'GET', url: '/landed/', body: '' });
    expect(first.received[1]!.headers['content-type']).toBeUndefined();
    expect(first.received[1]!.headers['x-api-key']).toBe(SECRET);
  });

  it('a redirect loop ends after 20 redirects with a RedirectError, not retried', async () => {
    const client = createClient({ credentials: { headerKey: SECRET }, host: origin });
    const error = await failureOf(calls().loop({ client }));
    expect(error).toBeInstanceOf(RedirectError);
    expect(error.message).toBe(`things.loop: more than 20 redirects, the last from ${origin}/loop to /loop; not followed`);
    expect(first.received).toHaveLength(21);
  });
});

describe('a redirect within the call', () => {
  it.each([
    ['no signal of the caller’s', undefined],
    ["a caller's signal", new AbortController().signal],
  ])('is ended by the call’s timeout, with %s', async (_path, signal) => {
    const client = createClient({ credentials: { headerKey: SECRET }, host: origin, timeout: 300 });
    const error = await failureOf(calls().toHang({ client, signal }));
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toBe('things.toHang: no complete answer within 300 ms');
    expect(first.received.map((r) => r.url)).toEqual(['/to-hang', '/hang']);
  });
});

describe('in a browser, where a redirect hides its target', () => {
  const RUNTIME = path.resolve(import.meta.dirname, '../../../runtime');
  let dir = '';
  let files = new Map<string, string>();
  const page = { server: createServer(), url: '' };

  beforeAll(async () => {
    // The runtime bundled as an application would bundle it, served by the origin with a page that calls through it.
    dir = await mkdtemp(path.join(tmpdir(), 'siteapi-redirects-'));
    const entry = path.join(dir, 'entry.ts');
    await writeFile(
      entry,
      `import { createClient } from ${JSON.stringify(`${RUNTIME}/index.ts`)};
import { defineCall } from ${JSON.stringify(`${RUNTIME}/generated.ts`)};
globalThis.callThrough = async (origin, where) => {
  const service = { name: 'things', title: 'Things', prefix: '', host: origin,
    loadSecurity: async () => ({ schemes: { headerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } }, requirements: [['headerKey']] }) };
  const call = defineCall(service, { module: 'things', operationId: 'getThing', method: 'GET', path: '/r/302/{where}', args: [{ name: 'where', value: 'path.where' }] });
  try {
    return JSON.stringify(await call(where, { client: createClient({ host: origin, credentials: { headerKey: ${JSON.stringify(SECRET)} } }) }));
  } catch (error) {
    return \`\${error.name}: \${error.message}\`;
  }
};
`,
    );
    const result = (await build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      publicDir: false,
      resolve: { conditions: ['@siteapi/source', ...defaultClientConditions] },
      build: { write: false, minify: false, target: 'es2022', lib: { entry, formats: ['es'], fileName: () => 'entry.js' } },
    })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
    files = new Map((Array.isArray(result) ? result : [result]).flatMap((o) => o.output).map((c) => [`/${c.fileName}`, c.type === 'chunk' ? c.code : '']));
    // The page's own origin serves it; calls go to `origin` (CORS open, as an API a page calls would be).
    page.server = createServer((req, res) => {
      if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<script type="module" src="/entry.js"></script>');
      const code = files.get(req.url ?? '');
      if (code === undefined) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
    });
    page.url = await listen(page.server);
  }, 60_000);
  afterAll(async () => {
    page.server.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("refuses the redirect with a RedirectError, and nothing reaches the other origin (the browser's own follow would send X-Api-Key there)", async () => {
    const browser = await launchChromium({ args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${page.url}/`);
      await tab.waitForFunction(() => 'callThrough' in globalThis);
      const callThrough = (where: string) =>
        tab.evaluate(([o, w]) => (globalThis as unknown as { callThrough(o: string, w: string): Promise<string> }).callThrough(o!, w!), [origin, where]);
      for (const where of ['cross', 'same']) {
        expect(await callThrough(where)).toBe(
          `RedirectError: things.getThing: the answer from ${origin}/r/302/${where} is a redirect whose target this platform's fetch hides (a browser's redirect: 'manual'); ` +
            `not followed, as the runtime cannot tell whether it stays on ${origin}, where the request's credentials belong. Call the URL it leads to`,
        );
      }
      expect(second.received).toEqual([]);
      expect(first.received.filter((r) => r.method === 'GET').map((r) => r.url)).toEqual(['/r/302/cross', '/r/302/same']);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
