import { describe, expect, it } from 'vitest';
import { createAjv, linearRegExp } from '@siteapi/document/ajv';

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
