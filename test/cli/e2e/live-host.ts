import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { deref, type Node, operations } from '@siteapi/document';

/** The answer for one route: the spec's first success example, unless the test overrides it. */
export type Answer = { status: number; body: unknown };

interface Route {
  method: string;
  pattern: RegExp;
  operationId: string;
  answer: Answer;
}

/** Each operation of a bundle with the first success example it declares, as a live host would answer when it keeps to the spec. */
function routes(bundle: Node): Route[] {
  const out: Route[] = [];
  for (const { path, method, operation: op, responses } of operations(bundle)) {
    const status = Object.keys(responses).find((s) => s.startsWith('2'))!;
    const media = ((deref(bundle, responses[status]).value as Node).content as Node)['application/json'] as Node;
    const body = (Object.values(media.examples as Node)[0] as Node).value;
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/]+')}$`);
    out.push({ method: method.toUpperCase(), pattern, operationId: String(op.operationId ?? op['x-form-of']), answer: { status: Number(status), body } });
  }
  return out;
}

/**
 * A stand-in for a live host on loopback: answers every operation of the bundle with its spec example, except those
 * in `offSpec`, which answer what the test says (a host that breaks the spec).
 */
export async function startLiveHost(bundle: Node, offSpec: Record<string, Answer>): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const table = routes(bundle);
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}`);
    const route = table.find((r) => r.method === req.method && r.pattern.test(url.pathname));
    req.resume();
    const answer = route ? (offSpec[route.operationId] ?? route.answer) : { status: 404, body: { message: 'no such route' } };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(() => r())) };
}
