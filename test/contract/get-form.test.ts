import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { prismRefusal } from '../../cli/src/contract/request-refusal.ts';
import { examples } from '../../generated/src/data/call-examples.ts';
import { queryDataItems } from '../../generated/src/data/items.ts';
import { argumentsFromRequest, defineCall, encodeGetForm } from '../../runtime/generated.ts';
import { ResponseSchemas } from '../../cli/src/contract/response-schemas.ts';
import { recordingClient } from './recording-client.ts';

/**
 * queryDataItems has a GET form (`x-get-form`): the client sends `GET ...?.r=<base64url body>` while the URL stays
 * within 2048 characters. The spec declares that GET beside the POST, so Prism validates and answers both.
 */

const prism = { url: inject('prismUrl') };

describe('contract: the GET form of queryDataItems against Prism', () => {
  it('a short query goes as GET ?.r= and Prism answers 200', async () => {
    const { client, exchanges } = recordingClient();
    const result = await queryDataItems(
      'Books',
      { filter: { tags: { $hasSome: ['science fiction'] } }, paging: { limit: 2 } },
      { returnTotalCount: true },
      { client },
    );
    expect(exchanges).toHaveLength(1);
    const [exchange] = exchanges;
    expect(exchange, exchange!.body.slice(0, 500)).toMatchObject({ method: 'GET', status: 200 });
    expect(prismRefusal(exchange!)).toBeNull();
    expect(exchange!.url).toMatch(/\/wix-data\/v2\/items\/query\?\.r=[A-Za-z0-9_-]+$/);
    expect(exchange!.url.length).toBeLessThanOrEqual(2048);
    expect(result.dataItems?.length).toBeGreaterThan(0);
  });

  it('a query too long for the URL goes as the POST and Prism answers 200', async () => {
    const { client, exchanges } = recordingClient();
    const result = await queryDataItems('Books', { filter: { title: { $eq: 'x'.repeat(3000) } } }, undefined, { client });
    expect(exchanges).toHaveLength(1);
    const [exchange] = exchanges;
    expect(exchange, exchange!.body.slice(0, 500)).toMatchObject({ method: 'POST', status: 200 });
    expect(prismRefusal(exchange!)).toBeNull();
    expect(exchange!.url).toBe(`${prism.url}/wix-data/v2/items/query`);
    expect(result.dataItems?.length).toBeGreaterThan(0);
  });

  it('Prism rejects the GET without .r: it serves the declared GET form, not any GET', async () => {
    const response = await fetch(`${prism.url}/wix-data/v2/items/query`);
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("must have required property '.r'");
  });

  it("Prism takes any .r; the contract check decodes it and names what breaks the POST's body schema", async () => {
    const bad = encodeGetForm({ dataCollectionId: 7, query: { paging: { limit: 'two' } } });
    const response = await fetch(`${prism.url}/wix-data/v2/items/query?.r=${bad}`);
    expect(response.status).toBe(200);
    const schemas = new ResponseSchemas(JSON.parse(readFileSync('generated/src/openapi.json', 'utf8')) as Record<string, unknown>);
    expect(schemas.checkGetForm('data.queryDataItems', '.r', bad)).toBe('/dataCollectionId must be string');
    const { client, exchanges } = recordingClient();
    await queryDataItems('Books', { filter: { title: 'Dune' }, paging: { limit: 2 } }, undefined, { client });
    expect(schemas.checkGetForm('data.queryDataItems', '.r', new URL(exchanges[0]!.url).searchParams.get('.r')!)).toBeNull();
  });

  // Prism cannot look inside `.r`, so the examples (sent as GET by examples.test.ts) also go as the POST, whose body it validates.
  const asPost = defineCall(queryDataItems.op.service, { ...queryDataItems.op, getForm: undefined });
  it.each(examples.queryDataItems!)('call example $name, sent as the POST, passes body validation', async (example) => {
    const { client, exchanges } = recordingClient();
    await asPost(...argumentsFromRequest(asPost.op, example.request), { client });
    expect(exchanges[0], exchanges[0]?.body.slice(0, 500)).toMatchObject({ method: 'POST', status: 200 });
    expect(prismRefusal(exchanges[0]!)).toBeNull();
  });
});
