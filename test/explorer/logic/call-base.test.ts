// Where try-it sends a call under the target the reader chose: a server URL as the document writes it (its base path
// included) is not given the base path twice, and on a document's site a live host with another path is the server.
import { describe, expect, it } from 'vitest';
import { callBase } from '../../../explorer/src/transport/call-base.ts';

const MUSEUM = '/_mock/docs/openapi/museum-api';

describe('callBase', () => {
  it.each<[string, string, string, boolean, { host: string; prefix: string }]>([
    ['an origin: the prefix follows it', 'https://redocly.com', MUSEUM, false, { host: 'https://redocly.com', prefix: MUSEUM }],
    ['a server URL whole: the prefix is not repeated', `https://redocly.com${MUSEUM}`, MUSEUM, false, { host: 'https://redocly.com', prefix: MUSEUM }],
    ['a trailing slash', `https://redocly.com${MUSEUM}/`, MUSEUM, true, { host: 'https://redocly.com', prefix: MUSEUM }],
    ["OpenAI's /v1", 'https://api.openai.com/v1', '/v1', true, { host: 'https://api.openai.com', prefix: '/v1' }],
    ['a document site: another base path is the server', 'http://127.0.0.1:9/staging', '/v1', true, { host: 'http://127.0.0.1:9/staging', prefix: '' }],
    [
      'the platform: a host with a path keeps the prefix after it',
      'https://proxy.test/wix',
      '/blog',
      false,
      { host: 'https://proxy.test/wix', prefix: '/blog' },
    ],
    ['the in-page mock', 'http://127.0.0.1:5173/__mock', '/blog', false, { host: 'http://127.0.0.1:5173/__mock', prefix: '/blog' }],
    ['no prefix', 'https://api.github.com', '', true, { host: 'https://api.github.com', prefix: '' }],
    ['a prefix inside a longer segment is no prefix', 'https://x.test/api/xv1', '/v1', false, { host: 'https://x.test/api/xv1', prefix: '/v1' }],
  ])('%s', (_, target, prefix, asServer, want) => {
    expect(callBase(target, prefix, asServer)).toEqual(want);
  });
});
