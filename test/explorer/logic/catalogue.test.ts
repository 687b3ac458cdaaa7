// Whether the explorer treats a document as the platform's: the generator's one `platform` flag (each service's
// operations.json), never what the document's operations happen to be named.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlimDocument } from '../../../explorer/vite/slim-document.ts';
import { slimOfText } from './modelled-bundle.ts';

// A plain document whose service is `oauth` and whose one call is `token`, at an OAuth token URL: the catalogue
// id `oauth.token`, as the platform's sign-in endpoint is.
const PLAIN_OAUTH = `openapi: 3.1.0
info: { title: OAuth, version: '1' }
servers: [{ url: 'https://id.example.test' }]
components:
  securitySchemes:
    OAuth2:
      type: oauth2
      flows: { clientCredentials: { tokenUrl: /oauth/token, scopes: {} } }
paths:
  /oauth/token:
    post:
      operationId: token
      security: [{ OAuth2: [] }]
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: { type: object, properties: { grant_type: { type: string } } }
      responses:
        '200':
          description: a token
          content: { application/json: { schema: { type: object, properties: { access_token: { type: string } } } } }
`;

/** The app's catalogue module over the virtual module the explorer's build would make of `slim`. */
async function catalogueOf(slim: SlimDocument): Promise<typeof import('../../../explorer/src/catalogue/catalogue.ts')> {
  vi.resetModules();
  vi.doMock('virtual:explorer-catalogue', () => ({ catalogue: slim.catalogue, services: slim.services, detailLoaders: {}, serviceLoaders: {} }));
  return import('../../../explorer/src/catalogue/catalogue.ts');
}

afterEach(() => {
  vi.doUnmock('virtual:explorer-catalogue');
});

describe('platformDialect', () => {
  it("a plain document with an OAuth token URL (its call is oauth.token) is not the platform's", async () => {
    const slim = slimOfText('oauth.yaml', PLAIN_OAUTH, 'plain');
    expect(slim.catalogue.map((e) => e.id)).toEqual(['oauth.token']);
    expect(slim.services).toMatchObject([{ name: 'oauth', platform: false }]);
    const { platformDialect, catalogueById } = await catalogueOf(slim);
    expect(catalogueById.has('oauth.token')).toBe(true);
    expect(platformDialect).toBe(false);
  });

  it("a document in the platform's dialect is, though no call of it is oauth.token", async () => {
    const spec = 'test/fixtures/specs/valid/notes.yaml';
    const slim = slimOfText(spec, readFileSync(spec, 'utf8'));
    expect(slim.catalogue.some((e) => e.id === 'oauth.token')).toBe(false);
    expect(slim.services).toMatchObject([{ name: 'notes', platform: true }]);
    expect((await catalogueOf(slim)).platformDialect).toBe(true);
  });
});
