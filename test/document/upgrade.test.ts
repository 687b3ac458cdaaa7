import { describe, expect, it } from 'vitest';
import { DIALECT_2020_12, documentVersion, nullAsAlternative, swaggerPointer, upgradedFrom, upgradeTo31 } from '@siteapi/document/load';

describe('documentVersion', () => {
  it('names the version or says why there is none', () => {
    expect(documentVersion({ swagger: '2.0' })).toEqual({ version: '2.0' });
    expect(documentVersion({ openapi: '3.0.3' })).toEqual({ version: '3.0' });
    expect(documentVersion({ openapi: '3.1.1' })).toEqual({ version: '3.1' });
    expect(documentVersion({ openapi: '3.2.0' })).toEqual({ version: '3.2' });
    expect(documentVersion({ swagger: '1.2' })).toEqual({ problem: "swagger '1.2' is not supported; only Swagger 2.0" });
    expect(documentVersion({ openapi: '4.0.0' })).toMatchObject({ problem: expect.stringContaining("openapi '4.0.0' is not supported") });
    expect(documentVersion({})).toMatchObject({ problem: expect.stringContaining('not an OpenAPI document') });
  });
});

describe('upgradeTo31', () => {
  it('moves Swagger 2.0 definitions to components and leaves the input as it was', () => {
    const input = { swagger: '2.0', info: { title: 'A', version: '1' }, paths: {}, definitions: { Pet: { type: 'object', 'x-nullable': true } } };
    const before = structuredClone(input);
    const out = upgradeTo31(input);
    expect(out.openapi).toMatch(/^3\.1\./);
    expect(out.components?.schemas?.Pet).toBeDefined();
    expect(out.jsonSchemaDialect).toBe(DIALECT_2020_12);
    expect(input).toEqual(before);
  });
  it('turns 3.0 nullable into a type array', () => {
    const out = upgradeTo31({
      openapi: '3.0.3',
      info: { title: 'A', version: '1' },
      paths: {},
      components: { schemas: { N: { type: 'string', nullable: true } } },
    });
    expect(out.components?.schemas?.N).toEqual({ type: ['string', 'null'] });
  });
});

const X = { $ref: '#/components/schemas/X' };

describe('upgradeTo31: nullable where there is no type', () => {
  it.each([
    ['oneOf: a null alternative after the others', { nullable: true, oneOf: [{ type: 'string' }] }, { oneOf: [{ type: 'string' }, { type: 'null' }] }],
    ['anyOf: the same', { nullable: true, anyOf: [X] }, { anyOf: [X, { type: 'null' }] }],
    ['anyOf that has null already: as it is', { nullable: true, anyOf: [X, { type: 'null' }] }, { anyOf: [X, { type: 'null' }] }],
    ['enum: a null value', { nullable: true, enum: ['a'], description: 'd' }, { enum: ['a', null], description: 'd' }],
    ['$ref: it or null', { nullable: true, ...X }, { anyOf: [X, { type: 'null' }] }],
    [
      'allOf: it or null, other keywords beside',
      { nullable: true, allOf: [X], required: ['a'] },
      { anyOf: [{ allOf: [X] }, { type: 'null' }], required: ['a'] },
    ],
    // A schema without a type admits null already; ajv refuses `nullable` without a `type` (GitHub's `parent: { nullable: true }`).
    ['nothing but nullable: it goes', { nullable: true, description: 'd' }, { description: 'd' }],
    ['nullable false without a type: it goes', { nullable: false, properties: { a: X } }, { properties: { a: X } }],
    ['nullable false beside a type: it goes', { type: 'string', nullable: false }, { type: 'string' }],
  ])('%s', (_, given, want) => {
    const out = upgradeTo31({ openapi: '3.0.3', info: { title: 'A', version: '1' }, paths: {}, components: { schemas: { N: given, X: { type: 'object' } } } });
    expect(out.components?.schemas?.N).toEqual(want);
  });
});

describe('upgradeTo31: an allOf that moves into its or-null', () => {
  it('points every $ref into the allOf at its new place', () => {
    const out = upgradeTo31({
      openapi: '3.0.3',
      info: { title: 'A', version: '1' },
      paths: {},
      components: {
        schemas: {
          N: { nullable: true, allOf: [{ type: 'object', properties: { id: { type: 'string' } } }] },
          Uses: { properties: { first: { $ref: '#/components/schemas/N/allOf/0' }, id: { $ref: '#/components/schemas/N/allOf/0/properties/id' } } },
          Other: { $ref: '#/components/schemas/N/allOfX' },
        },
      },
    });
    const schemas = out.components?.schemas as Record<string, { properties?: Record<string, { $ref: string }>; $ref?: string }>;
    expect(schemas.Uses?.properties?.first?.$ref).toBe('#/components/schemas/N/anyOf/0/allOf/0');
    expect(schemas.Uses?.properties?.id?.$ref).toBe('#/components/schemas/N/anyOf/0/allOf/0/properties/id');
    // A name that merely starts the same is no place inside it.
    expect(schemas.Other?.$ref).toBe('#/components/schemas/N/allOfX');
  });
});

describe('nullAsAlternative', () => {
  const doc = (n: unknown) => ({ openapi: '3.1.0', info: { title: 'A', version: '1' }, paths: {}, components: { schemas: { N: n } } });
  it.each([
    [
      "a lone type 'null' beside a oneOf: null is one more alternative",
      { type: 'null', oneOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/components/schemas/N' } }] },
      { oneOf: [{ type: 'string' }, { type: 'array', items: { $ref: '#/components/schemas/N' } }, { type: 'null' }] },
    ],
    ['beside a $ref', { type: 'null', ...X }, { anyOf: [X, { type: 'null' }] }],
    ['beside an enum', { type: 'null', enum: ['a'] }, { enum: ['a', null] }],
  ])('%s', (_, given, want) => {
    const input = doc(given);
    const before = structuredClone(input);
    expect(nullAsAlternative(input).components.schemas.N).toEqual(want);
    expect(input).toEqual(before);
  });
  it("returns the document itself where there is nothing to rewrite (a type list with null, a lone type 'null')", () => {
    const input = doc({ type: ['string', 'null'], properties: { a: { type: 'null' } } });
    expect(nullAsAlternative(input)).toBe(input);
  });
});

describe('swaggerPointer', () => {
  it('maps an upgraded place back to its Swagger 2.0 section', () => {
    expect(swaggerPointer('/components/schemas/Pet/properties/id')).toBe('/definitions/Pet/properties/id');
    expect(swaggerPointer('/components/securitySchemes/oauth')).toBe('/securityDefinitions/oauth');
    expect(swaggerPointer('/paths/~1pets')).toBe('/paths/~1pets');
  });
});

describe('upgradedFrom', () => {
  it.each([
    ['a 3.0 webhook was written under x-webhooks', { given: [{ 'x-webhooks': {} }, '3.0', '/webhooks/created/post'], want: '/x-webhooks/created/post' }],
    ['the map itself', { given: [{ 'x-webhooks': {} }, '3.0', '/webhooks'], want: '/x-webhooks' }],
    ['not without x-webhooks', { given: [{ webhooks: {} }, '3.0', '/webhooks/created'], want: '/webhooks/created' }],
    ['not a name that only starts the same', { given: [{ 'x-webhooks': {} }, '3.0', '/webhooksX'], want: '/webhooksX' }],
    ['Swagger 2.0 sections too', { given: [{ 'x-webhooks': {} }, '2.0', '/components/schemas/Pet'], want: '/definitions/Pet' }],
    ['and its x-webhooks', { given: [{ 'x-webhooks': {} }, '2.0', '/webhooks/a'], want: '/x-webhooks/a' }],
  ] as const)('%s', (_, { given: [data, version, pointer], want }) => {
    expect(upgradedFrom(data, version)(pointer)).toBe(want);
  });
});
