import { describe, expect, it } from 'vitest';
import { createAjv } from '@siteapi/document/ajv';
import { sampleValue } from '../../mock/sample-value.ts';

describe('sampleValue', () => {
  // Apicurio's registry requires `group` in ArtifactMetaData and defines no property of that name.
  it('gives a required name without a property schema a value', () => {
    const document = { components: { schemas: { Meta: { type: 'object', required: ['id', 'group'], properties: { id: { type: 'string' } } } } } };
    expect(sampleValue(document, { $ref: '#/components/schemas/Meta' })).toEqual({ id: 'string', group: 'string' });
  });

  it('takes additionalProperties for such a name, and leaves it out where no other property is allowed', () => {
    const counts = { type: 'object', required: ['n'], additionalProperties: { type: 'integer', minimum: 2 } };
    expect(sampleValue({}, counts)).toEqual({ n: 2 });
    expect(sampleValue({}, { type: 'object', required: ['n'], additionalProperties: false })).toEqual({});
  });

  // A search's results: a oneOf of open objects with nothing required, told apart only by a property each defines
  // its own way. Their required properties (none) fit every option, which oneOf refuses; all of them fit one.
  it("gives a oneOf of open objects the option that takes its value alone, with all that option's properties", () => {
    const result = (kind: string) => ({ type: 'object', properties: { kind: { type: 'string', enum: [kind] }, id: { type: 'string' } } });
    const document = {
      components: {
        schemas: {
          Result: { oneOf: [result('episode'), result('podcast')] },
          Search: { type: 'object', properties: { results: { type: 'array', items: { $ref: '#/components/schemas/Result' } } } },
        },
      },
    };
    const ajv = createAjv();
    ajv.addSchema(document, 'urn:test:search', undefined, false);
    const accepts = (pointer: string, value: unknown) => ajv.getSchema(`urn:test:search#${pointer}`)!(value) === true;
    const search = sampleValue(document, document.components.schemas.Search, { accepts }, '/components/schemas/Search');
    expect(search).toEqual({ results: [{ kind: 'episode', id: 'string' }] });
    expect(accepts('/components/schemas/Search', search)).toBe(true);
  });
});
