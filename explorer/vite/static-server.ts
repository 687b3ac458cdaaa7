// A tiny static file server on loopback for the built explorer and docs sites (index.html for `/`): used by
// `siteapi docs --serve`, the browser tests and the bench.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface StaticOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** The URL path the folder is served under (`/docs/`); default `/`. */
  base?: string;
}

export async function serveStatic(dir: string, options: StaticOptions = {}): Promise<StaticServer> {
  const root = path.resolve(dir);
  const host = options.host ?? '127.0.0.1';
  const base = options.base ?? '/';
  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!`${pathname}/`.startsWith(base)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${pathname} (the site is under ${base})`);
      return;
    }
    const inside = pathname.slice(base.length - 1);
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(inside === '/' || inside === '' ? '/index.html' : inside)}`);
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('malformed path');
      return;
    }
    if (file !== root && !file.startsWith(root + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      // Not served: hidden names (a docs folder may be a gh-pages worktree with its .git) and links that lead out.
      if (
        path
          .relative(root, file)
          .split(path.sep)
          .some((segment) => segment.startsWith('.'))
      )
        throw new Error('hidden');
      const real = await realpath(file);
      if (!real.startsWith((await realpath(root)) + path.sep)) throw new Error('outside');
      const info = await stat(real);
      if (!info.isFile()) throw new Error('not a file');
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': info.size,
        'cache-control': 'no-store',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(real).pipe(response);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${pathname}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${base === '/' ? '' : base.slice(0, -1)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
