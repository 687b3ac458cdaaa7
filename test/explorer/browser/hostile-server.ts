// A loopback "live host" for the browser tests that answers like a compromised or broken API would:
// markup and script in JSON strings and headers, an HTML error page, a call that never answers (for
// Cancel) and one without CORS headers. Otherwise CORS is open, as a real API the explorer can call would be.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const IMG_PAYLOAD = '<img src=x onerror=window.__pwned=1;alert(1)>';
export const SCRIPT_PAYLOAD = '<script>window.__pwned=2;alert(2)</script>';
export const SVG_PAYLOAD = '<svg onload=window.__pwned=3;alert(3)>';

export interface HostileServer {
  url: string;
  /** Paths requested (method and path), for assertions. */
  requests: string[];
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': '*',
};

export async function startHostileServer(): Promise<HostileServer> {
  const requests: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    requests.push(`${request.method} ${pathname}`);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    if (pathname === '/blog/v2/stats/posts/total') {
      // Answers, but without CORS headers: the browser withholds the answer from the page.
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"total":1}');
      return;
    }
    if (/^\/blog\/v3\/posts\/[^/]+\/metrics$/.test(pathname)) {
      // Never answers: the explorer's Cancel must end it.
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (pathname.startsWith('/blog/v3/posts/slugs/')) {
      response.writeHead(500, { ...CORS, 'content-type': 'text/html' });
      response.end(`<!doctype html><html><body><h1>Oops</h1>${SCRIPT_PAYLOAD}${IMG_PAYLOAD}</body></html>`);
      return;
    }
    if (pathname.startsWith('/blog/v3/posts/')) {
      const body = {
        post: {
          id: pathname.split('/').pop(),
          title: IMG_PAYLOAD,
          excerpt: SCRIPT_PAYLOAD,
          slug: SVG_PAYLOAD,
          firstPublishedDate: '2024-03-14T09:12:45.000Z',
          hashtags: [IMG_PAYLOAD, 'javascript:alert(4)'],
        },
      };
      response.writeHead(200, { ...CORS, 'content-type': 'application/json', 'x-note': IMG_PAYLOAD });
      response.end(JSON.stringify(body));
      return;
    }
    response.writeHead(404, { ...CORS, 'content-type': 'application/json' }).end('{"message":"not here"}');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
