import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exampleOf, notFoundBody, parsePrefer, validationBody, type ExampleAnswer } from './answer.ts';
import type { MockDocument, MockOptions } from './handlers.ts';
import type { Node } from '@siteapi/document';
import { operationsOf, type MockOperation } from './operations.ts';
import { compileRoutes } from './route.ts';
import { RequestValidator, type RequestParts } from './validate-request.ts';

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
 * The document's mock served over HTTP by this process (`siteapi mock`, engine msw): the answers of the msw
 * handlers (`createHandlers`: the same operation matched, the same validation, the same examples), without msw's
 * per-request machinery: routes are compiled once, validators compiled on an operation's first call, and each
 * answer serialized once and written as it is afterwards.
 */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const document = options.document as Node;
  const validator = options.validate === false ? undefined : new RequestValidator(document);
  const wanted = options.services ? new Set(options.services) : undefined;
  const route = compileRoutes(operationsOf(document).filter((op) => !wanted || (op.service !== undefined && wanted.has(op.service))));
  /** An answer ready to write: its headers and its bytes, made once. */
  interface Written {
    status: number;
    headers: Record<string, string>;
    bytes?: Buffer;
  }
  const written = (status: number, contentType: string | undefined, body: string | undefined): Written => {
    const bytes = body === undefined ? undefined : Buffer.from(body);
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    if (bytes) headers['content-length'] = String(bytes.length);
    return { status, headers, bytes };
  };
  const answers = new Map<string, Written>();
  const answerOf = (op: MockOperation, prefer: string | null): Written => {
    const preference = parsePrefer(prefer);
    const key = `${op.pointer}\0${preference.code ?? ''}\0${preference.example ?? ''}`;
    let answer = answers.get(key);
    if (!answer) {
      const example: ExampleAnswer = exampleOf(document, op, preference);
      answer = written(example.status, example.contentType, example.body);
      // Preferences come from clients: the cache stays bounded whatever they send.
      if (answers.size >= 10_000) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };

  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    const cors = origin && options.allowOrigin?.(origin) ? { 'access-control-allow-origin': origin, vary: 'origin', ...CORS_HEADERS } : {};
    const send = ({ status, headers, bytes }: Written): void => {
      res.writeHead(status, origin ? { ...cors, ...headers } : headers).end(bytes);
    };
    const json = (status: number, body: object) => send(written(status, 'application/json', JSON.stringify(body)));
    if (origin && !('access-control-allow-origin' in cors)) {
      res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `PERMISSION_DENIED: origin ${origin} may not call this mock` }));
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const found = route(method, target.replace(/[?#].*$/s, ''));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        if (!found) return json(404, notFoundBody(method, new URL(target, 'http://localhost').pathname));
        if (validator) {
          const parts: RequestParts = {
            url: new URL(target, `http://${req.headers.host ?? 'localhost'}`),
            headers: { get: (name) => header(req.headers[name.toLowerCase()]) },
            // A GET or HEAD carries no body (as a Fetch `Request` drops one).
            text: async () => (method === 'GET' || method === 'HEAD' ? '' : Buffer.concat(chunks).toString('utf8')),
          };
          const violations = await validator.checkParts(found.op, parts, found.params);
          if (violations.length > 0) return json(400, validationBody(violations));
        }
        send(answerOf(found.op, header(req.headers.prefer)));
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
