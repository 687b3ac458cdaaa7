// The page shown before an operation is picked: the document's info, servers, externalDocs and security schemes,
// as the build-time catalogue extracts them (untrusted: only strings of the right shape pass) and as the page shows them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OverviewView } from '../../../explorer/src/components/overview-view.tsx';
import { slimDocument } from '../../../explorer/vite/slim-document.ts';

const TRAINS = {
  openapi: '3.1.0',
  info: {
    title: 'Train Travel API',
    version: '1.2.0',
    description: 'Book trains.\n\n> [!TIP]\n> Start with `getTrips`.',
    contact: { name: 'Train Support', url: 'https://trains.example/support', email: 'support@trains.example' },
    license: { name: 'CC BY-NC-SA 4.0', identifier: 'CC-BY-NC-SA-4.0', url: 'javascript:alert(1)' },
    termsOfService: 'https://trains.example/terms',
  },
  externalDocs: { url: 'https://trains.example/guide', description: 'The **guide**' },
  servers: [
    { url: 'https://api.trains.example/{version}', description: 'Production', variables: { version: { default: 'v1', enum: ['v1', 'v2'] } } },
    { url: 42 },
    'https://not-an-object.example',
  ],
  paths: {},
  components: {
    securitySchemes: {
      OAuth2: {
        type: 'oauth2',
        description: 'OAuth 2.0 authorization code.',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://auth.trains.example/authorize',
            tokenUrl: 'https://auth.trains.example/token',
            scopes: { read: 'Read trips', write: 'Book trips' },
          },
        },
      },
      ApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      Bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      Shared: { $ref: '#/components/securitySchemes/Bearer' },
      Broken: { in: 'header' },
    },
  },
};

describe('overview data', () => {
  const overview = slimDocument(TRAINS).overview();

  it("keeps the document's info, servers, externalDocs and security schemes, leaving out what is not well formed", () => {
    expect(overview).toEqual({
      title: 'Train Travel API',
      version: '1.2.0',
      description: TRAINS.info.description,
      termsOfService: 'https://trains.example/terms',
      contact: TRAINS.info.contact,
      license: { name: 'CC BY-NC-SA 4.0', identifier: 'CC-BY-NC-SA-4.0', url: 'javascript:alert(1)' },
      servers: [
        { url: 'https://api.trains.example/{version}', description: 'Production', variables: [{ name: 'version', default: 'v1', enum: ['v1', 'v2'] }] },
      ],
      externalDocs: { url: 'https://trains.example/guide', description: 'The **guide**' },
      securitySchemes: [
        {
          name: 'OAuth2',
          type: 'oauth2',
          description: 'OAuth 2.0 authorization code.',
          flows: [
            {
              flow: 'authorizationCode',
              authorizationUrl: 'https://auth.trains.example/authorize',
              tokenUrl: 'https://auth.trains.example/token',
              scopes: [
                { name: 'read', description: 'Read trips' },
                { name: 'write', description: 'Book trips' },
              ],
            },
          ],
        },
        { name: 'ApiKey', type: 'apiKey', in: 'header', parameterName: 'X-Api-Key', flows: [] },
        { name: 'Bearer', type: 'http', scheme: 'bearer', bearerFormat: 'JWT', flows: [] },
        { name: 'Shared', type: 'http', scheme: 'bearer', bearerFormat: 'JWT', flows: [] },
      ],
      tags: [],
      webhooks: [],
    });
  });

  it('has a title and empty lists for a document with no info, servers or components', () => {
    expect(slimDocument({ openapi: '3.1.0', info: 'x', servers: {}, paths: {} }).overview()).toEqual({
      title: 'API',
      servers: [],
      securitySchemes: [],
      tags: [],
      webhooks: [],
    });
  });

  it('for the bundled document: its title, version, server and every security scheme, kept small', () => {
    const document = JSON.parse(readFileSync(fileURLToPath(new URL('../../../generated/src/openapi.json', import.meta.url)), 'utf8')) as Record<
      string,
      unknown
    >;
    const bundled = slimDocument(document).overview();
    expect(bundled).toMatchObject({ title: 'Site APIs', version: '1.0.0', servers: [{ url: 'https://www.wixapis.com', variables: [] }] });
    expect(bundled.securitySchemes.map((s) => s.name)).toEqual(Object.keys((document.components as { securitySchemes: object }).securitySchemes));
    expect(bundled.securitySchemes.find((s) => s.name === 'blog.apiKey')).toMatchObject({ type: 'apiKey', in: 'header', parameterName: 'Authorization' });
    // Its own chunk, so it may hold every scheme's description; still a few kilobytes, not the document.
    expect(JSON.stringify(bundled).length).toBeLessThan(20_000);
  });
});

describe('overview page', () => {
  const html = renderToStaticMarkup(createElement(OverviewView, { overview: slimDocument(TRAINS).overview(), operationCount: 3 }));

  it('shows the title, version, the description as Markdown (alerts included) and how to go on', () => {
    expect(html).toContain('<h2 id="overview-title" tabindex="-1">Train Travel API<span class="tag overview__version">v1.2.0</span></h2>');
    expect(html).toContain('<code>getTrips</code>');
    expect(html).toContain('markdown-alert--tip');
    expect(html).toContain('Pick an operation from the list, or search everything with Ctrl+K');
  });

  it('shows servers, contact, licence, terms and external documentation; links only http(s) and mailto', () => {
    // The server as written, its variable to choose (default first), and the URL they make.
    expect(html).toContain('<code data-testid="server-url">https://api.trains.example/{version}</code>');
    expect(html).toMatch(
      /<code>\{version\}<\/code><\/label> <select [^>]*><option value="v1" selected="">v1<\/option><option value="v2">v2<\/option><\/select>/,
    );
    expect(html).toContain('<code data-testid="server-resolved">https://api.trains.example/v1</code>');
    expect(html).toContain('<a href="https://trains.example/support" target="_blank" rel="noopener noreferrer nofollow">https://trains.example/support</a>');
    expect(html).toContain('<a href="mailto:support@trains.example" target="_blank" rel="noopener noreferrer nofollow">support@trains.example</a>');
    // The licence's javascript: URL is not a link.
    expect(html).toContain('<dd class="overview__license"><span>CC BY-NC-SA 4.0</span> (<code>CC-BY-NC-SA-4.0</code>)</dd>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://trains.example/terms"');
    expect(html).toContain('<a class="external-docs" href="https://trains.example/guide"');
  });

  it('shows each security scheme by name: where the key goes, the HTTP scheme, the OAuth flows and scopes', () => {
    expect(html).toContain('<code>ApiKey</code> · API key in the header X-Api-Key');
    expect(html).toContain('<code>Bearer</code> · HTTP bearer (JWT)');
    expect(html).toContain('<code>OAuth2</code> · OAuth 2.0');
    expect(html).toContain(
      'Authorization code flow · authorization <code>https://auth.trains.example/authorize</code> · token <code>https://auth.trains.example/token</code>',
    );
    expect(html).toContain('<div class="facts__row"><dt><code>write</code></dt><dd>Book trips</dd></div>');
  });

  it('says so when the document has no operations', () => {
    const empty = renderToStaticMarkup(
      createElement(OverviewView, { overview: { title: 'Empty', servers: [], securitySchemes: [], tags: [], webhooks: [] }, operationCount: 0 }),
    );
    expect(empty).toContain('The document has no operations.');
    expect(empty).not.toContain('Security schemes');
  });
});
