// The schema sampler behind a request body with no example of its own: every field, each from its own example,
// default or enum first, bounded where a schema nests deep or refers to itself, and a value the body's schema (checked
// by the mock's own Ajv) accepts; "required" keeps only what the schema requires.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAjv } from '@siteapi/document/ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { JsonSchema } from '../../../explorer/src/catalogue/types.ts';
import { sampleValue } from '../../../explorer/src/schema/sample.ts';

const fixture = parse(readFileSync(path.resolve('test/fixtures/docs/sampled-bodies.yaml'), 'utf8')) as { components: { schemas: Record<string, JsonSchema> } };
const schemas = fixture.components.schemas;
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** Ajv's problems with `value` against the component `name`, as the mock checks a request body. */
function problems(name: string, value: unknown, components = schemas): unknown[] {
  const validate = createAjv().compile({ ...ref(name), components: { schemas: components } });
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('sampleValue', () => {
  it('fills every field of a request body, the document’s own values first, and the body’s schema accepts it', () => {
    const order = sampleValue(ref('Order'), schemas, { fields: 'all' }) as Record<string, unknown>;
    expect(Object.keys(order)).toEqual(['customer', 'items', 'payment', 'category', 'giftWrap', 'notes', 'metadata', 'deep']);
    expect(order.customer).toEqual({
      name: 'Ada Lovelace',
      email: 'someone@example.com',
      tier: 'gold',
      address: { street: '12 Analytical Row', city: 'London' },
    });
    expect(order.items).toEqual([
      { sku: 'TEA-42', quantity: 1, price: 0.5 },
      { sku: 'TEA-42', quantity: 1, price: 0.5 },
    ]);
    expect(order.payment).toEqual({ kind: 'card', number: '4242424242424242' });
    expect(order.notes).toBe('str');
    expect(problems('Order', order)).toEqual([]);
  });

  it('ends a recursive schema where it meets itself, and still passes it', () => {
    const category = sampleValue(ref('Category'), schemas, { fields: 'all' });
    expect(category).toEqual({ name: 'Teas', parent: null, children: [] });
    expect(problems('Category', category)).toEqual([]);
  });

  it('past the depth bound makes only what is required, so a deep required chain is still valid', () => {
    const order = sampleValue(ref('Order'), schemas, { fields: 'all' }) as { deep: unknown };
    expect(JSON.stringify(order.deep)).toBe('{"next":{"next":{"next":{"next":{"next":{"next":{"depth":7}}}}}}}');
  });

  it('stops adding optional fields past its size budget on a wide schema', () => {
    const wide: Record<string, JsonSchema> = {
      Wide: { type: 'object', properties: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, ref('Row')])) },
      Row: { type: 'object', properties: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`c${i}`, { type: 'string' }])) },
    };
    const value = sampleValue(ref('Wide'), wide, { fields: 'all' });
    const size = JSON.stringify(value).length;
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(8000);
    expect(problems('Wide', value, wide)).toEqual([]);
  });

  it('sets a discriminator’s mapped value on a member that does not fix it itself', () => {
    const pets: Record<string, JsonSchema> = {
      Pet: {
        oneOf: [ref('Cat'), ref('Dog')],
        discriminator: { propertyName: 'type', mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } },
      },
      Cat: { type: 'object', required: ['type'], properties: { type: { type: 'string' }, purrs: { type: 'boolean' } } },
      Dog: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
    };
    expect(sampleValue(ref('Pet'), pets, { fields: 'all' })).toEqual({ type: 'cat', purrs: false });
  });

  it('keeps only the required fields when asked', () => {
    const order = sampleValue(ref('Order'), schemas, { fields: 'required' });
    expect(order).toEqual({ customer: { name: 'Ada Lovelace' }, items: [{ sku: 'TEA-42' }, { sku: 'TEA-42' }] });
    expect(problems('Order', order)).toEqual([]);
  });

  it('bounds what a hostile document makes: required fields that fan out, and minItems nested deep', () => {
    /** Values in `value` as JSON spells them (a shared array item once per place), counted up to `cap`. */
    const spelled = (value: unknown, cap: number): number => {
      let n = 0;
      const visit = (v: unknown): void => {
        if (++n > cap) return;
        if (Array.isArray(v)) for (const item of v) visit(item);
        else if (v !== null && typeof v === 'object') for (const item of Object.values(v)) visit(item);
      };
      visit(value);
      return n;
    };
    // Eight required fields a level, six levels of distinct schemas: 8^6 leaves.
    const fan: Record<string, JsonSchema> = { L6: { type: 'string' } };
    for (let level = 0; level < 6; level++) {
      const names = Array.from({ length: 8 }, (_, i) => `f${i}`);
      fan[`L${level}`] = { type: 'object', required: names, properties: Object.fromEntries(names.map((name) => [name, ref(`L${level + 1}`)])) };
    }
    expect(spelled(sampleValue(ref('L0'), fan, { fields: 'required' }), 1e6)).toBeLessThanOrEqual(20_000);
    // Arrays of 16 items, ten deep: 16^10 values once written out.
    let nested: JsonSchema = { type: 'string' };
    for (let level = 0; level < 10; level++) nested = { type: 'array', minItems: 16, items: nested };
    expect(spelled(sampleValue(nested, {}, { fields: 'required' }), 1e6)).toBeLessThanOrEqual(20_000);
  });
});
