import { sample } from 'openapi-sampler';
import { describe, expect, it } from 'vitest';
import { samplingView } from '@siteapi/document';
import { createAjv } from '@siteapi/document/ajv';

// What samplers are given: a value made from the view must pass the document's schema as written.
const sampled = (document: Record<string, unknown>, schema: unknown) => {
  const view = samplingView(document, schema);
  return sample(view.schema as never, { skipReadOnly: true, skipNonRequired: true, quiet: true }, view.document as never);
};

const passes = (document: Record<string, unknown>, value: unknown) => {
  const ajv = createAjv();
  ajv.addSchema(document, 'urn:siteapi:doc', undefined, false);
  const validate = ajv.compile({ $ref: 'urn:siteapi:doc#/components/schemas/Subject' });
  return validate(value) ? null : ajv.errorsText(validate.errors);
};

const documentWith = (subject: unknown) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { schemas: { Subject: subject } } });

describe('samplingView', () => {
  it.each([
    // Twitter's: a boolean whose example is the string "false".
    ['a boolean with a string example', { type: 'boolean', example: 'false' }],
    // Vimeo's: an array whose example is a string.
    ['an array with a string example', { type: 'array', items: { type: 'string' }, example: 'a,b' }],
    ['a default of another type', { type: 'integer', default: '10' }],
    ['an enum with members of another type', { type: 'integer', enum: ['1', 2] }],
    ['examples of another type first', { type: 'number', examples: ['x', 3] }],
    // Apicurio's: an object whose example lacks a name it requires.
    ['an example without a required name', { type: 'object', required: ['id'], properties: { id: { type: 'string' } }, example: { name: 'n' } }],
    // Apicurio's `group`: required, but no property schema.
    ['a required name without a property schema', { type: 'object', required: ['id', 'group'], properties: { id: { type: 'string' } } }],
    ['a required name, additionalProperties a schema', { type: 'object', required: ['n'], additionalProperties: { type: 'integer' } }],
    ['a nested property with a refused example', { type: 'object', required: ['on'], properties: { on: { type: 'boolean', example: 'true' } } }],
  ])('%s: a value the schema accepts', (_, subject) => {
    const document = documentWith(subject);
    const value = sampled(document, { $ref: '#/components/schemas/Subject' });
    expect(passes(document, value)).toBeNull();
  });

  it('keeps an own value the schema takes, and the view never changes the document', () => {
    const subject = { type: 'boolean', example: true };
    const document = documentWith(subject);
    expect(sampled(document, { $ref: '#/components/schemas/Subject' })).toBe(true);
    const refused = documentWith({ type: 'boolean', example: 'false' });
    sampled(refused, { $ref: '#/components/schemas/Subject' });
    expect(refused.components.schemas.Subject).toEqual({ type: 'boolean', example: 'false' });
  });

  it('gives an allOf member no schema for a name another member defines', () => {
    const subject = { allOf: [{ $ref: '#/components/schemas/Base' }, { required: ['when'] }] };
    const document = {
      ...documentWith(subject),
      components: { schemas: { Subject: subject, Base: { type: 'object', properties: { when: { type: 'integer', minimum: 3 } } } } },
    };
    // Every property sampled (as the mock's answers are): Base's `when` is the value.
    const view = samplingView(document, { $ref: '#/components/schemas/Subject' });
    expect(sample(view.schema as never, { quiet: true }, view.document as never)).toEqual({ when: 3 });
  });
});
