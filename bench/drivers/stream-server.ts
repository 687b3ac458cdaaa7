// A loopback HTTP server that streams <count> items as the APIs that stream do: POST /v1/chat/completions with
// `"stream": true` answers OpenAI-style chat completion chunks as server-sent events ending in `data: [DONE]`;
// GET /logs answers JSON Lines. The body is rendered once and written in 16 KiB pieces, each after the socket took
// the last, so a client reads it as it arrives from a network.
// Prints {"port": n} once listening; stops on SIGTERM or when its parent's stdin closes.
import http from 'node:http';
import { chatChunk, logEntry } from '../lib/stream-items.ts';

const count = Number(process.argv[2] ?? 100_000);
const PIECE = 16 * 1024;

const sse = Buffer.from(`${Array.from({ length: count }, (_, i) => `data: ${JSON.stringify(chatChunk(i))}\n\n`).join('')}data: [DONE]\n\n`);
const jsonl = Buffer.from(Array.from({ length: count }, (_, i) => `${JSON.stringify(logEntry(i))}\n`).join(''));

async function send(response: http.ServerResponse, type: string, body: Buffer): Promise<void> {
  response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
  for (let at = 0; at < body.length && !response.destroyed; at += PIECE) {
    if (!response.write(body.subarray(at, at + PIECE))) await new Promise((resolve) => response.once('drain', resolve));
  }
  response.end();
}

const server = http.createServer((request, response) => {
  let text = '';
  request.setEncoding('utf8');
  request.on('data', (part: string) => (text += part));
  request.on('end', () => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (pathname === '/v1/chat/completions' && (JSON.parse(text || '{}') as { stream?: boolean }).stream === true) {
      void send(response, 'text/event-stream; charset=utf-8', sse);
    } else if (pathname === '/logs') {
      void send(response, 'application/jsonl', jsonl);
    } else {
      response.writeHead(404).end();
    }
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, sseBytes: sse.length, jsonlBytes: jsonl.length }));
});
const stop = (): never => process.exit(0);
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
