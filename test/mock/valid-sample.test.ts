// An answer the document gives no example of is made from its schema and passes that schema: the gallery's ticket
// has a `pattern`, `anyOf`s whose first member is `null`, a `$ref` that comes back round and a `oneOf` of entries,
// each of which openapi-sampler alone answers wrongly. Checked through both engines: msw's handlers (the in-page mock)
// and the HTTP mock on loopback.
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createAjv } from '@siteapi/document/ajv';
import { createHandlers } from '@siteapi/mock';
import { startMockServer, type MockServer } from '@siteapi/mock/node';
import { requiredAndRefused, validSample } from '../../mock/valid-sample.ts';

const gallery = parse(readFileSync('test/fixtures/docs/gallery.yaml', 'utf8')) as Record<string, unknown>;
const ajv = createAjv();
ajv.addSchema(gallery, 'urn:test:gallery', undefined, false);
const ticketErrors = (value: unknown) => {
  const validate = ajv.getSchema('urn:test:gallery#/components/schemas/Ticket')!;
  return validate(value) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message}`);
};

describe('an answer without an example, made from its schema', () => {
  const origin = 'https://gallery.mock.test';
  const server = setupServer(...createHandlers(gallery, { origin }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('passes its schema in the in-page mock (msw handlers)', async () => {
    const answer = await fetch(`${origin}/tickets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"day":"2026-12-01"}' });
    expect(answer.status).toBe(201);
    const ticket = (await answer.json()) as Record<string, unknown>;
    expect(ticketErrors(ticket)).toEqual([]);
    expect(ticket.id).toMatch(/^tk-[0-9]{4}$/);
    expect(ticket.object).toBe('ticket');
  });
});

describe('an answer without an example, from the HTTP mock', () => {
  it('passes its schema from the HTTP mock on loopback', async () => {
    let mock: MockServer | undefined;
    try {
      mock = await startMockServer({ document: gallery, port: 0 });
      const answer = await fetch(`${mock.url}/tickets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"day":"2026-12-01"}' });
      expect(answer.status).toBe(201);
      expect(ticketErrors(await answer.json())).toEqual([]);
    } finally {
      await mock?.close();
    }
  });
});

describe('validSample', () => {
  it("keeps openapi-sampler's value when it passes, and makes nothing without a schema", () => {
    const exhibit = { $ref: '#/components/schemas/Exhibit' };
    const check = (value: unknown) => {
      const validate = ajv.getSchema('urn:test:gallery#/components/schemas/Exhibit')!;
      return validate(value) ? [] : validate.errors!;
    };
    expect(validSample(gallery, exhibit, check)).toEqual({ id: 'string', title: 'string' });
    expect(validSample(gallery, undefined, check)).toBeUndefined();
  });
});

describe('requiredAndRefused', () => {
  // Azure Logic's assembly: `additionalProperties: false` on an `allOf` member that does not define the name the
  // schema requires, so no value passes. Its open twin takes the value the sampler makes; a schema that takes values
  // the samplers cannot make (any string but "string") is no contradiction.
  const closed = { type: 'object', additionalProperties: false, properties: { contentType: { type: 'string' } } };
  const assembly = (extra: object) => ({
    type: 'object',
    allOf: [{ $ref: '#/components/schemas/Content' }],
    ...extra,
    properties: { assemblyName: { type: 'string' } },
  });
  const document = {
    components: {
      schemas: {
        Content: closed,
        Assembly: assembly({ additionalProperties: false, required: ['assemblyName'] }),
        Definition: { type: 'object', required: ['properties'], properties: { properties: { $ref: '#/components/schemas/Assembly' } } },
        OpenAssembly: assembly({ required: ['contentType'] }),
        NotString: { type: 'string', not: { const: 'string' } },
      },
    },
  };
  const checker = createAjv({ verbose: true });
  checker.addSchema(document, 'urn:test:made', undefined, false);
  const problemsAt = (pointer: string, value: unknown) => {
    const validate = checker.getSchema(`urn:test:made#${pointer}`)!;
    return validate(value) ? [] : validate.errors!;
  };
  const contradiction = (name: keyof typeof document.components.schemas) =>
    requiredAndRefused(document, document.components.schemas[name], `/components/schemas/${name}`, problemsAt);

  it('names the place that requires a name and refuses it, and nothing where a value passes or may', () => {
    expect(contradiction('Assembly')).toBe("/ requires 'assemblyName' and refuses it (additionalProperties: false)");
    expect(contradiction('Definition')).toBe("/properties requires 'assemblyName' and refuses it (additionalProperties: false)");
    expect(contradiction('OpenAssembly')).toBeUndefined();
    expect(contradiction('NotString')).toBeUndefined();
  });
});
