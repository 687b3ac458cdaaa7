// A loopback HTTP server that answers every request with the same listPosts answer of <count> posts.
// Prints {"port": n} once listening; stops on SIGTERM or when its parent's stdin closes.
import http from 'node:http';
import { listPostsAnswer } from '../lib/posts.ts';

const count = Number(process.argv[2] ?? 10);
const body = Buffer.from(JSON.stringify(listPostsAnswer(count)));

const server = http.createServer((request, response) => {
  // Drain any request body before answering so keep-alive connections stay usable.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
const stop = (): never => process.exit(0);
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
