// The credentials a snippet carries: placeholders for the scheme the call needs, the reader's own values once set
// (masked in what is shown), and the request the generated client would send with them, as the runtime applies them.
import { createClient, type Call } from '@siteapi/runtime';
import type { ServiceSecurity } from '@siteapi/runtime/generated';
import { describe, expect, it } from 'vitest';
import { clientSnippet, curlSnippet } from '../../../explorer/src/snippets/snippets.ts';
import { MASK, printableCredentials, snippetCredentials } from '../../../explorer/src/snippets/snippet-credentials.ts';
import { callsTo, literalValue, parseTs, propertiesOf } from './snippet-parsers.ts';

const security: ServiceSecurity = {
  schemes: {
    basic: { type: 'http', scheme: 'basic' },
    bearer: { type: 'http', scheme: 'bearer' },
    key: { type: 'apiKey', in: 'query', name: 'api_key' },
    cookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
    oauth: { type: 'oauth2' },
  },
  requirements: [['bearer']],
};

describe('snippetCredentials', () => {
  it.each([
    ['bearer', [['bearer']], { bearer: '<token>' }],
    ['basic', [['basic']], { basic: { username: '<user>', password: '<password>' } }],
    ['an API key', [['key']], { key: '<api-key>' }],
    ['OAuth', [['oauth']], { oauth: '<token>' }],
    ['two schemes together', [['key', 'cookie']], { key: '<api-key>', cookie: '<api-key>' }],
  ])('a placeholder for %s', (_, requirements, copied) => {
    expect(snippetCredentials(security, requirements, undefined)).toEqual({ copied, shown: copied, own: false });
  });

  it("the reader's values where set: whole to copy, masked to show (a basic user name stays)", () => {
    const own = { basic: { username: 'AC1', password: 'pw' }, bearer: 'tok' };
    expect(snippetCredentials(security, [['basic']], own)).toEqual({
      copied: { basic: { username: 'AC1', password: 'pw' } },
      shown: { basic: { username: 'AC1', password: MASK } },
      own: true,
    });
    // The service's own requirement when the call has none of its own.
    expect(snippetCredentials(security, undefined, own)).toEqual({ copied: { bearer: 'tok' }, shown: { bearer: MASK }, own: true });
  });

  it('the alternative the reader can meet, else the first; nothing for optional auth or no schemes', () => {
    expect(snippetCredentials(security, [['bearer'], ['key']], { key: 'k' })?.copied).toEqual({ key: 'k' });
    expect(snippetCredentials(security, [['bearer'], ['key']], {})?.copied).toEqual({ bearer: '<token>' });
    expect(snippetCredentials(security, [[], ['bearer']], undefined)).toBeUndefined();
    expect(snippetCredentials(undefined, [['bearer']], undefined)).toBeUndefined();
    expect(snippetCredentials(security, [], undefined)).toBeUndefined();
    // A scheme the service does not declare is never a placeholder.
    expect(snippetCredentials(security, [['unknown'], ['key']], undefined)?.copied).toEqual({ key: '<api-key>' });
  });

  it('the client snippet passes them to createClient by scheme name, a token getter as its placeholder', () => {
    const creds = snippetCredentials(security, [['basic', 'oauth']], { oauth: () => 'secret' })!;
    const code = clientSnippet({
      service: 's',
      module: 'm',
      method: 'f',
      args: [],
      arity: 0,
      host: 'h',
      auth: 'none',
      credentials: printableCredentials(creds.copied),
    });
    const [create] = callsTo(parseTs(code), 'createClient');
    const options = propertiesOf(create!.arguments[0]!);
    expect(literalValue(options.get('credentials')!)).toEqual({ basic: { username: '<user>', password: '<password>' }, oauth: '<token>' });
  });

  it('the client sends them where each scheme says, and curl writes basic as -u', async () => {
    const sent: { url: string; headers: Record<string, string> }[] = [];
    const op = {
      operationId: 'get',
      method: 'GET',
      path: '/x',
      service: { name: 's', prefix: '', baseUrl: 'https://api.example.test', loadSecurity: async () => security },
      args: [],
      security: [['basic', 'key']],
    };
    const call = Object.assign(() => undefined, { op }) as unknown as Call<unknown[], unknown>;
    const creds = snippetCredentials(security, op.security, { basic: { username: 'AC1', password: "p'w" } })!;
    const client = createClient({
      host: 'https://api.example.test',
      credentials: creds.copied,
      retry: false,
      fetch: async (input, init) => {
        sent.push({ url: String(input), headers: Object.fromEntries(new Headers(init?.headers).entries()) });
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    const { callOperation } = await import('@siteapi/runtime');
    await callOperation(call, {}, { client });
    expect(sent[0]!.url).toBe('https://api.example.test/x?api_key=%3Capi-key%3E');
    expect(sent[0]!.headers.authorization).toBe(`Basic ${btoa("AC1:p'w")}`);
    expect(curlSnippet({ method: 'GET', url: sent[0]!.url, headers: sent[0]!.headers })).toContain(`-u 'AC1:p'\\''w'`);
  });
});
