// More snippet languages through httpsnippet-lite: the HTTP request the client would send, as HAR, in each language
// offered; a path parameter not filled yet stays `{name}` once the placeholder is put back.
import { describe, expect, it } from 'vitest';
import { harOf, MORE_LANGUAGES, snippetIn } from '../../../explorer/src/snippets/more-languages.ts';
import { pathPlaceholders, type WireRequest } from '../../../explorer/src/snippets/snippets.ts';

const placeholders = pathPlaceholders(['owner']);
const REQUEST: WireRequest = {
  method: 'POST',
  url: `https://api.example.com/repos/${placeholders.values.owner}/issues?labels=bug`,
  headers: { 'content-type': 'application/json', authorization: '<ACCESS_TOKEN>' },
  body: '{"title":"Crème 🍞"}',
};

describe('more snippet languages', () => {
  it('gives the request as HAR with its headers and body', () => {
    expect(harOf(REQUEST)).toMatchObject({
      method: 'POST',
      url: REQUEST.url,
      headers: [
        { name: 'content-type', value: 'application/json' },
        { name: 'authorization', value: '<ACCESS_TOKEN>' },
      ],
      postData: { mimeType: 'application/json', text: REQUEST.body },
    });
    expect(harOf({ method: 'GET', url: 'https://a.example/x', headers: {} })).not.toHaveProperty('postData');
  });

  it.each(MORE_LANGUAGES.map((l) => [l.label, l.id]))('writes the request in %s', async (_label, id) => {
    const code = placeholders.restore(await snippetIn(id, REQUEST));
    expect(code).toContain('api.example.com');
    expect(code).toMatch(/\/repos\/(\{owner\}|%7Bowner%7D)\/issues/);
    expect(code).toContain('<ACCESS_TOKEN>');
    expect(code).toContain('bug');
    expect(code).not.toContain('SITEAPIPATHPARAMETER');
  });

  it('writes Python with the JSON body and the query apart', async () => {
    const code = placeholders.restore(await snippetIn('python-requests', REQUEST));
    expect(code).toContain('import requests');
    expect(code).toContain('url = "https://api.example.com/repos/{owner}/issues"');
    expect(code).toContain('querystring = {"labels":"bug"}');
    expect(code).toContain('requests.post(');
    await expect(snippetIn('cobol', REQUEST)).rejects.toThrow('No snippet language cobol.');
  });
});
