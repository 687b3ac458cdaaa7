import { describe, expect, it } from 'vitest';
import { createAjv, exemptRequired, linearRegExp } from '@siteapi/document/ajv';

// Patterns a document declares run on a linear-time engine: a value crafted against a backtracking pattern gets its
// answer at once (JavaScript's own engine takes seconds for 30 characters, doubling with each one).
describe('linearRegExp', () => {
  it.each([
    ['^([a-zA-Z0-9]+\\s?)*$', `${'a'.repeat(5000)}!`, false],
    ['^(a+)+$', `${'a'.repeat(5000)}b`, false],
    ['^(a|aa)*$', 'a'.repeat(5000), true],
    ['^[a-z]+$', 'post', true],
    ['[0-9]', 'abc1', true],
    ['\\p{L}+', 'héllo', true],
  ])('%s', (pattern, value, want) => {
    const started = performance.now();
    expect(linearRegExp(pattern).test(value)).toBe(want);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('does not enforce a pattern RE2 cannot run (lookaround, back-references)', () => {
    expect(linearRegExp('^(?!admin).*$').test('admin')).toBe(true);
    expect(linearRegExp('(a)\\1').test('ab')).toBe(true);
  });

  // AWS SSM's date pattern: a lookahead, and `\:`, an escape JavaScript reads only without the unicode flag.
  it('takes a pattern that is a regular expression without the unicode flag only, and a schema with it compiles', () => {
    const pattern = '^\\d{4}(?!\\d{2}\\b)(T\\d{2}\\:?00)?$';
    expect(linearRegExp(pattern).test('2024')).toBe(true);
    const validate = createAjv().compile({ type: 'string', pattern });
    expect(validate('2024T10:00')).toBe(true);
  });

  it('refuses what is not a regular expression in any engine', () => {
    expect(() => linearRegExp('([a-z]')).toThrow();
  });
});

describe('createAjv', () => {
  it('checks a hostile pattern at once and the next value normally', () => {
    const validate = createAjv().compile({ type: 'string', pattern: '^([a-zA-Z0-9]+\\s?)*$' });
    expect(validate(`${'a'.repeat(40)}!`)).toBe(false);
    expect(validate('fine words')).toBe(true);
  });

  it('reads the formats OpenAPI documents use, and ignores their own keywords', () => {
    const validate = createAjv().compile({
      type: 'object',
      properties: { at: { type: 'string', format: 'date-time' }, mail: { type: 'string', format: 'email' } },
      'x-note': 'ignored',
      example: { at: 'now' },
    });
    expect(validate({ at: '2026-11-26T10:00:00Z', mail: 'a@example.com' })).toBe(true);
    expect(validate({ at: 'yesterday' })).toBe(false);
  });

  it('fails a value its deep equality cannot compare, with an error, instead of throwing', () => {
    const ajv = createAjv();
    const validate = ajv.compile({ enum: [{ a: 1 }, [1]] });
    expect(validate({ valueOf: 0 })).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ keyword: 'unreadable', message: expect.stringContaining('cannot be checked') })]);
    expect(validate({ a: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
    ajv.addSchema({ $defs: { C: { const: { b: [2] } } } }, 'doc');
    const byRef = ajv.getSchema('doc#/$defs/C')!;
    expect(byRef({ toString: 1, valueOf: 'x' })).toBe(false);
    expect(byRef({ b: [2] })).toBe(true);
  });
});

// OpenAPI's Schema Object: a required readOnly property is required in responses only, a writeOnly one in requests only.
describe('exemptRequired', () => {
  const root = {
    components: {
      schemas: {
        Id: { type: 'integer', readOnly: true },
        Planet: {
          type: 'object',
          required: ['id', 'name', 'secret'],
          properties: { id: { $ref: '#/components/schemas/Id' }, name: { type: 'string' }, secret: { type: 'string', writeOnly: true } },
        },
        // Composed as documents do: the properties in one allOf member, the requirements in another.
        Base: { properties: { id: { $ref: '#/components/schemas/Id' }, name: { type: 'string' }, secret: { type: 'string', writeOnly: true } } },
        Moon: { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['id', 'name', 'secret'] }] },
      },
    },
  };
  const missing = (direction: 'request' | 'response', value: unknown, schema = 'Planet') => {
    const ajv = createAjv({ verbose: true });
    ajv.addSchema(root, 'urn:siteapi:test', undefined, false);
    const validate = ajv.getSchema(`urn:siteapi:test#/components/schemas/${schema}`)!;
    expect(validate(value)).toBe(false);
    return (validate.errors ?? []).filter((e) => !exemptRequired(e, direction, root)).map((e) => (e.params as { missingProperty?: string }).missingProperty);
  };
  it.each([
    ['a request leaves out the readOnly id (given by $ref)', 'request', { secret: 's' }, ['name']],
    ['a response leaves out the writeOnly secret', 'response', { id: 1 }, ['name']],
    ['a request still needs the writeOnly secret', 'request', { name: 'Mars' }, ['secret']],
    ['a response still needs the readOnly id', 'response', { name: 'Mars' }, ['id']],
  ] as const)('%s', (_, direction, value, want) => {
    expect(missing(direction, value)).toEqual(want);
    // The same when the properties are declared in another member of an allOf than the requirements.
    expect(missing(direction, value, 'Moon')).toEqual(want);
  });
});
