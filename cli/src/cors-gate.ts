// The mock's front door: Prism answers CORS for any origin, so the mock and the contract proxy (which may carry a
// live host's credentials from --header) listen behind this gate, which lets browsers in only from loopback pages
// and the origins the user names. Requests without an Origin (curl, tests, the generated client in Node) pass when
// their Host is one the mock answers (loopback, an IP address, the --allow-host names): a DNS-rebinding page is refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AllowedHosts, checkHost, hostRefusal } from '@siteapi/mock/allowed-hosts';
import { answerCorsHeaders, isPreflight, preflightHeaders } from '@siteapi/mock/cors';

export interface CorsGate {
  url: string;
  port: number;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Pages on loopback (the explorer's dev server and `npm start`) and the named origins may call the mock. */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.test(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/** Listens on `host:port` and forwards every allowed request to `target` (the internal Prism), headers and body as they are. */
export async function startCorsGate(options: {
  target: string;
  host: string;
  port: number;
  allowedOrigins?: readonly string[];
  allowedHosts?: AllowedHosts;
}): Promise<CorsGate> {
  const target = new URL(options.target);
  const allowed = options.allowedOrigins ?? [];
  const allowedHosts: AllowedHosts = options.allowedHosts === true ? true : [...(options.allowedHosts ?? []), options.host];
  const server = http.createServer((request, response) => {
    const host = checkHost(request.headers.host, allowedHosts);
    if (host !== 'ok') {
      response.writeHead(host === 'malformed' ? 400 : 403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      response.end(`${hostRefusal(request.headers.host, host)}\n`);
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !originAllowed(origin, allowed)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', vary: 'Origin' });
      response.end(`The mock does not answer pages from ${origin}. Allow it with --allow-origin ${origin}.\n`);
      return;
    }
    if (origin !== undefined && isPreflight(request.method, request.headers)) {
      response.writeHead(204, preflightHeaders(origin, request.headers)).end();
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const cors = origin !== undefined ? answerCorsHeaders(origin, Object.keys(answer.headers)) : {};
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, { ...answer.headers, ...cors });
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) {
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', ...(origin !== undefined ? answerCorsHeaders(origin, ['content-type']) : {}) });
      }
      response.end(`The mock behind this gate did not answer: ${error.message}\n`);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
