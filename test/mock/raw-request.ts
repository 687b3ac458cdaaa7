// Requests as a careless or hostile client writes them, which fetch would refuse or normalize.
import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

/** One request as written, Host and target included (fetch would normalize both); `body` ends it. */
export function send(url: string, method: string, target: string, headers: Record<string, string | number> = {}, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path: target, headers, setHost: !('host' in headers), agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}
