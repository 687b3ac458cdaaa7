import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { notFoundAnswer } from './answer.ts';
import { createHandlers, type MockDocument, type MockOptions } from './handlers.ts';

export interface MockServerOptions extends Omit<MockOptions, 'origin' | 'catchAll'> {
  document: MockDocument;
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Whether a browser page of this origin may call the mock (CORS); requests without an Origin always pass. */
  allowOrigin?: (origin: string) => boolean;
}

export interface MockServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': '*',
  'access-control-max-age': '600',
};

/**
 * The document's msw handlers served over HTTP by this process (`siteapi mock --engine msw`): no Prism to start, so
 * the first answer comes in milliseconds. Each request becomes a Fetch `Request` for msw's `getResponse`.
 */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const handlers = createHandlers(options.document, { services: options.services, validate: options.validate });
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    const cors = origin && options.allowOrigin?.(origin) ? { 'access-control-allow-origin': origin, vary: 'origin', ...CORS_HEADERS } : {};
    if (origin && !('access-control-allow-origin' in cors)) {
      res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `PERMISSION_DENIED: origin ${origin} may not call this mock` }));
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
        const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
        const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method, headers, body });
        const response = (await getResponse(handlers, request)) ?? notFoundAnswer(request);
        const out: Record<string, string> = { ...cors };
        response.headers.forEach((value, name) => {
          out[name] = value;
        });
        res.writeHead(response.status, out).end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `INTERNAL: ${(error as Error).message}` }));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
