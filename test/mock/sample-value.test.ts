import { describe, expect, it } from 'vitest';
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
});
