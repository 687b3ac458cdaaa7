// The load generator of the mock-load section, in its own process so it does not share the mock's event loop:
// `<base url> <clients> <requests> <path> [<path>...]`. Each of the clients is one keep-alive connection sending
// GETs one after another, over the paths in turn, until the requests are spent. Prints
// {"answers", "lost", "ms", "perSecond", "p50", "p99", "statuses"} on stdout (times in milliseconds).
import http from 'node:http';

const [base, clientsArg, requestsArg, ...paths] = process.argv.slice(2);
const clients = Number(clientsArg);
const requests = Number(requestsArg);
if (!base || !Number.isInteger(clients) || !Number.isInteger(requests) || paths.length === 0) {
  throw new Error('usage: mock-load.ts <base url> <clients> <requests> <path> [<path>...]');
}
const TIMEOUT_MS = 10_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let lost = 0;
let next = 0;

function get(path: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`${base}${path}`, { agent, timeout: TIMEOUT_MS }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(undefined));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(undefined));
  });
}

async function client(): Promise<void> {
  while (next < requests) {
    const path = paths[next++ % paths.length]!;
    const sent = performance.now();
    const status = await get(path);
    if (status === undefined) {
      lost++;
      continue;
    }
    latencies.push(performance.now() - sent);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: clients }, client));
const ms = performance.now() - started;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
console.log(JSON.stringify({ answers: latencies.length, lost, ms, perSecond: (latencies.length / ms) * 1000, p50: at(0.5), p99: at(0.99), statuses }));
