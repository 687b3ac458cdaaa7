import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@siteapi/runtime';
import { generate } from '../../codegen/generate.ts';
import { stylePath, styleQuery } from '../../runtime/param-style.ts';

// A plain document's generated calls against a real HTTP server on loopback: parameter styles, cookies, form,
// multipart, binary and text bodies and answers go on the wire as OpenAPI says.
const DOC = {
  openapi: '3.0.3',
  info: { title: 'Files', version: '1' },
  servers: [{ url: 'http://files.invalid/api' }],
  security: [{ token: [] }, { key: [] }],
  components: {
    securitySchemes: {
      token: { type: 'http', scheme: 'bearer' },
      key: { type: 'apiKey', in: 'query', name: 'api_key' },
      basicAuth: { type: 'http', scheme: 'basic' },
    },
  },
  paths: {
    '/items/{ids}/{color}': {
      get: {
        operationId: 'findItems',
        parameters: [
          { name: 'ids', in: 'path', required: true, schema: { type: 'array', items: { type: 'integer' } } },
          {
            name: 'color',
            in: 'path',
            required: true,
            style: 'matrix',
            explode: true,
            schema: { type: 'object', properties: { r: { type: 'integer' }, g: { type: 'integer' } } },
          },
          {
            name: 'filter',
            in: 'query',
            style: 'deepObject',
            explode: true,
            schema: { type: 'object', properties: { name: { type: 'string' }, since: { type: 'string', format: 'date-time' } } },
          },
          { name: 'tags', in: 'query', style: 'pipeDelimited', explode: false, schema: { type: 'array', items: { type: 'string' } } },
          { name: 'page', in: 'query', schema: { type: 'object', properties: { size: { type: 'integer' }, number: { type: 'integer' } } } },
          { name: 'X-Tags', in: 'header', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'session', in: 'cookie', schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'ok', content: { 'text/plain': { schema: { type: 'string' } } } } },
      },
    },
    '/files': {
      post: {
        operationId: 'uploadFile',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', format: 'binary' }, note: { type: 'string' }, labels: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
        },
        responses: {
          '201': {
            description: 'stored',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { at: { type: 'string', format: 'date-time' }, expires: { type: 'string', format: 'date' } } },
              },
            },
          },
        },
      },
    },
    '/files/{name}': {
      get: {
        operationId: 'download',
        security: [{ basicAuth: [] }],
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'bytes', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } },
      },
      put: {
        operationId: 'replace',
        parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { required: true, content: { 'application/octet-stream': {} } },
        responses: { '204': { description: 'replaced' } },
      },
    },
    '/login': {
      post: {
        operationId: 'login',
        security: [],
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', properties: { user: { type: 'string' }, scopes: { type: 'array', items: { type: 'string' } } } },
            },
          },
        },
        responses: { '204': { description: 'in' } },
      },
    },
  },
};

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
const seen: Seen[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
    if (req.url!.startsWith('/api/items/')) {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('found 2');
    } else if (req.method === 'POST' && req.url === '/api/files') {
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"at":"2026-01-02T03:04:05.000Z","expires":"2026-02-01"}');
    } else if (req.method === 'GET' && req.url!.startsWith('/api/files/')) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.from([0, 1, 2, 255]));
    } else {
      res.writeHead(204).end();
    }
  });
});

const dir = path.resolve('node_modules/.cache/siteapi-plain-calls');
let files: { api: Record<string, (...args: unknown[]) => Promise<unknown>> };
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const out = await generate(await writeDoc(), { runtimeImport: '@siteapi/runtime' });
  for (const [p, text] of out) {
    await mkdir(path.dirname(path.join(dir, 'out', p)), { recursive: true });
    await writeFile(path.join(dir, 'out', p), text);
  }
  files = await import(path.join(dir, 'out', 'files', 'index.ts'));
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

async function writeDoc(): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'files.json'), JSON.stringify(DOC));
  return path.join(dir, 'files.json');
}

describe('a plain document, called on loopback', () => {
  it('sends path, query, header and cookie parameters in their declared styles and reads a text answer', async () => {
    const client = createClient({ modules: { api: files.api }, host }) as unknown as { api: Record<string, (...args: unknown[]) => Promise<any>> };
    const text = await client.api.findItems(
      [3, 4],
      { r: 100, g: 200 },
      {
        filter: { name: 'a b', since: new Date('2026-01-01T00:00:00Z') },
        tags: ['x', 'y'],
        page: { size: 10, number: 2 },
        'X-Tags': ['one', 'two'],
        session: 's=1',
      },
    );
    expect(text).toBe('found 2');
    const req = seen.at(-1)!;
    expect(req.url).toBe('/api/items/3,4/;r=100;g=200?filter%5Bname%5D=a%20b&filter%5Bsince%5D=2026-01-01T00%3A00%3A00.000Z&tags=x%7Cy&size=10&number=2');
    expect(req.headers['x-tags']).toBe('one,two');
    expect(req.headers.cookie).toBe('session=s%3D1');
  });

  it('sends multipart forms with files, urlencoded forms and binary bodies, and reads a binary answer as a Blob', async () => {
    const client = createClient({ modules: { api: files.api }, host }) as unknown as { api: Record<string, (...args: unknown[]) => Promise<any>> };
    const stored = await client.api.uploadFile({ file: new Blob(['hello'], { type: 'text/plain' }), note: 'hi', labels: ['a', 'b'] });
    expect(stored.at).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    // A calendar date (format: date) is the Date of its midnight UTC in plain mode.
    expect(stored.expires).toEqual(new Date('2026-02-01T00:00:00.000Z'));
    const upload = seen.at(-1)!;
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(upload.body), { headers: { 'content-type': upload.headers['content-type']! } }).formData();
    expect(await (form.get('file') as Blob).text()).toBe('hello');
    expect([form.get('note'), form.getAll('labels')]).toEqual(['hi', ['a', 'b']]);

    await client.api.login({ body: { user: 'ann', scopes: ['read', 'write'] } });
    expect(seen.at(-1)!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen.at(-1)!.body.toString()).toBe('user=ann&scopes=read&scopes=write');

    await client.api.replace('a.bin', new Uint8Array([9, 8, 7]));
    expect(seen.at(-1)!.headers['content-type']).toBe('application/octet-stream');
    expect([...seen.at(-1)!.body]).toEqual([9, 8, 7]);

    const blob = await client.api.download('a.bin');
    expect(blob).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0, 1, 2, 255]);
  });
});

describe('credentials for the security schemes a document declares', () => {
  it("send each call's requirement: a bearer token, else the API key in the query; basic for one call, nothing for another", async () => {
    const withToken = createClient({
      modules: { api: files.api },
      host,
      credentials: { token: () => Promise.resolve('tk-1'), basicAuth: { username: 'u', password: 'p' } },
    }) as unknown as {
      api: Record<string, (...args: unknown[]) => Promise<unknown>>;
    };
    await withToken.api.findItems([1], { r: 1, g: 2 });
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer tk-1');
    await withToken.api.download('a.bin');
    expect(seen.at(-1)!.headers.authorization).toBe(`Basic ${btoa('u:p')}`);
    await withToken.api.login({ body: { user: 'ann' } });
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();

    const withKey = createClient({ modules: { api: files.api }, host, credentials: { key: 'k 1' } }) as unknown as typeof withToken;
    await withKey.api.findItems([1], { r: 1, g: 2 }, { tags: ['a'] });
    expect(seen.at(-1)!.url).toBe('/api/items/1/;r=1;g=2?tags=a&api_key=k%201');
    expect(seen.at(-1)!.headers.authorization).toBeUndefined();
  });
});

describe("OpenAPI's style table", () => {
  // https://spec.openapis.org/oas/v3.1.0#style-examples, for color = blue, [blue, black, brown], {R: 100, G: 200, B: 150}
  const array = ['blue', 'black', 'brown'];
  const object = { R: 100, G: 200, B: 150 };
  it.each([
    ['matrix', false, 'blue', ';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150'],
    ['matrix', true, 'blue', ';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150'],
    ['label', false, 'blue', '.blue', '.blue,black,brown', '.R,100,G,200,B,150'],
    ['label', true, 'blue', '.blue', '.blue.black.brown', '.R=100.G=200.B=150'],
    ['simple', false, 'blue', 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
    ['simple', true, 'blue', 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
  ] as const)('path %s explode=%s', (style, explode, primitive, p, a, o) => {
    expect([
      stylePath('color', primitive, { style, explode }),
      stylePath('color', array, { style, explode }),
      stylePath('color', object, { style, explode }),
    ]).toEqual([p, a, o]);
  });
  it.each([
    ['form', false, ['color=blue,black,brown'], ['color=R,100,G,200,B,150']],
    ['form', true, ['color=blue', 'color=black', 'color=brown'], ['R=100', 'G=200', 'B=150']],
    ['spaceDelimited', false, ['color=blue%20black%20brown'], ['color=R%20100%20G%20200%20B%20150']],
    ['pipeDelimited', false, ['color=blue%7Cblack%7Cbrown'], ['color=R%7C100%7CG%7C200%7CB%7C150']],
    ['deepObject', true, ['color%5B0%5D=blue', 'color%5B1%5D=black', 'color%5B2%5D=brown'], ['color%5BR%5D=100', 'color%5BG%5D=200', 'color%5BB%5D=150']],
  ] as const)('query %s explode=%s', (style, explode, a, o) => {
    expect([styleQuery('color', array, { style, explode }), styleQuery('color', object, { style, explode })]).toEqual([a, o]);
  });
});
