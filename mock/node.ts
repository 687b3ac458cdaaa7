import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AllowedHosts, checkHost, hostRefusal } from './allowed-hosts.ts';
import { answerCheckOf } from './answer-check.ts';
import { answerCorsHeaders, isPreflight, preflightHeaders } from './cors.ts';
import { AnswerCache, internalBody, notFoundBody, preferenceFrom, validationBody } from './answer.ts';
import { STREAM_GAP_MS } from './stream-answer.ts';
import type { MockDocument, MockOptions } from './handlers.ts';
import { isBodilessMethod, type Node } from '@siteapi/document';
import { ambiguityWarning, operationsOf, settleOperation } from './operations.ts';
import { compileRoutes } from './route.ts';
import { RequestValidator, type RequestParts } from './validate-request.ts';

export type { AllowedHosts } from './allowed-hosts.ts';

export interface MockServerOptions extends Omit<MockOptions, 'origin' | 'catchAll'> {
  document: MockDocument;
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Whether a browser page of this origin may call the mock (CORS); requests without an Origin always pass. */
  allowOrigin?: (origin: string) => boolean;
  /**
   * Host names answered besides `localhost`, `*.localhost`, IP addresses and `host` (`.example.com` takes its
   * subdomains too; `true` takes any): other Host headers get 403, which stops a DNS-rebinding page.
   */
  allowedHosts?: AllowedHosts;
  /** The largest request body read, in bytes (default 10 MiB, as Prism); a longer one is answered 413 unread. */
  bodyLimit?: number;
}

export interface MockServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Prism's limit (10 MiB): a request body past it is refused. */
export const BODY_LIMIT = 10 * 1024 * 1024;

/** An answer ready to write: its headers and its bytes, or a stream's events, made once. */
interface Written {
  status: number;
  headers: Record<string, string>;
  bytes?: Buffer;
  events?: Buffer[];
}

const written = (status: number, contentType: string | undefined, body: string | undefined, events?: string[]): Written => {
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  if (events) return { status, headers: { ...headers, 'cache-control': 'no-cache' }, events: events.map((event) => Buffer.from(event)) };
  const bytes = body === undefined ? undefined : Buffer.from(body);
  if (bytes) headers['content-length'] = String(bytes.length);
  return { status, headers, bytes };
};

/** A request target as a URL (its path as sent, `//` included); none for what is no path. */
function urlOf(target: string): URL | undefined {
  if (!target.startsWith('/')) return undefined;
  try {
    return new URL(`http://localhost${target}`);
  } catch {
    return undefined;
  }
}

/**
 * The document's mock served over HTTP by this process (`siteapi mock`, engine msw): the answers of the msw
 * handlers (`createHandlers`: the same operation matched, the same validation, the same examples), without msw's
 * per-request machinery: routes are compiled once, validators compiled on an operation's first call, and each
 * answer serialized once and written as it is afterwards.
 */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const document = options.document as Node;
  const validator = options.validate === false ? undefined : new RequestValidator(document);
  const wanted = options.services ? new Set(options.services) : undefined;
  const served = operationsOf(document).filter((op) => !wanted || (op.service !== undefined && wanted.has(op.service)));
  const route = compileRoutes(served);
  const ambiguous = ambiguityWarning(options.onAmbiguousRequest);
  let checker = validator;
  const answers = new AnswerCache(
    document,
    (example) => written(example.status, example.contentType, example.body, example.events),
    undefined,
    answerCheckOf(document, options),
    // An answer made from a schema (none declared) is held to it, whether or not requests are checked.
    (pointer) => (checker ??= new RequestValidator(document)).schemaCheck(pointer),
  );
  const bodyLimit = options.bodyLimit ?? BODY_LIMIT;
  const allowedHosts: AllowedHosts = options.allowedHosts === true ? true : [...(options.allowedHosts ?? []), ...(options.host ? [options.host] : [])];

  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    const allowed = origin !== undefined && options.allowOrigin?.(origin) === true;
    const send = ({ status, headers, bytes, events }: Written): void => {
      res.writeHead(status, allowed ? { ...answerCorsHeaders(origin, Object.keys(headers)), ...headers } : headers);
      if (!events) return void res.end(bytes);
      // A stream: the first event at once, each next one a pause later; a client that leaves stops it.
      let next = 0;
      let timer: NodeJS.Timeout | undefined;
      const write = () => {
        if (res.destroyed) return;
        if (next >= events.length) return void res.end();
        res.write(events[next++]);
        timer = setTimeout(write, STREAM_GAP_MS);
      };
      res.once('close', () => clearTimeout(timer));
      write();
    };
    const json = (status: number, body: object) => send(written(status, 'application/json', JSON.stringify(body)));
    // Answered before a body is read: the connection closes rather than take the rest of it.
    const refuse = (status: number, body: object) => {
      if (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0) res.setHeader('connection', 'close');
      json(status, body);
    };
    const host = checkHost(req.headers.host, allowedHosts);
    if (host === 'malformed') return refuse(400, { message: `INVALID_ARGUMENT: ${hostRefusal(req.headers.host, host)}` });
    if (host === 'denied') return refuse(403, { message: `PERMISSION_DENIED: ${hostRefusal(req.headers.host, host)}` });
    if (origin !== undefined && !allowed) return refuse(403, { message: `PERMISSION_DENIED: origin ${origin} may not call this mock` });
    // A preflight; any other OPTIONS request is the document's `options` operation's.
    if (allowed && isPreflight(req.method, req.headers)) {
      res.writeHead(204, preflightHeaders(origin, req.headers)).end();
      return;
    }
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const url = urlOf(target);
    if (!url) return refuse(400, { message: `INVALID_ARGUMENT: the request target ${JSON.stringify(target.slice(0, 200))} is not a path` });
    const found = route(method, target.replace(/[?#].*$/s, ''), { url, headers: { get: (name) => header(req.headers[name.toLowerCase()]) } });
    if (!found) return refuse(404, notFoundBody(method, url.pathname));
    const tooLarge = { message: `PAYLOAD_TOO_LARGE: the request body is over ${bodyLimit} bytes` };
    if (Number(req.headers['content-length']) > bodyLimit) return refuse(413, tooLarge);
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      // A chunked body says no length up front: counted as it comes.
      if (length > bodyLimit) {
        req.off('data', onData).off('end', onEnd);
        chunks.length = 0;
        refuse(413, tooLarge);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = async () => {
      try {
        let { op } = found;
        if (validator) {
          const parts: RequestParts = {
            url,
            headers: { get: (name) => header(req.headers[name.toLowerCase()]) },
            // A GET or HEAD carries no body (as a Fetch `Request` drops one).
            text: async () => (isBodilessMethod(method) ? '' : Buffer.concat(chunks).toString('utf8')),
          };
          const { chosen, violations, alike } = await settleOperation(found.candidates, (c) => validator.checkParts(c.op, parts, c.params));
          if (violations.length > 0) return json(400, validationBody(violations));
          if (alike) ambiguous(chosen.op, alike.op);
          op = chosen.op;
        }
        const body = op.body && !isBodilessMethod(method) ? Buffer.concat(chunks).toString('utf8') : '';
        send(answers.get(op, preferenceFrom(header(req.headers.prefer), header(req.headers.accept), body)));
      } catch (error) {
        json(500, internalBody(error));
      }
    };
    req.on('data', onData).on('end', onEnd);
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open until the clients let go.
        server.closeIdleConnections();
      }),
  };
}

/** A header as a Fetch `Headers` gives it: one string, or none (node's repeated `set-cookie` list is left out). */
const header = (value: string | string[] | undefined): string | null => (typeof value === 'string' ? value : null);
