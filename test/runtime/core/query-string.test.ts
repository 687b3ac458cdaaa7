import { describe, expect, it } from 'vitest';
import { serializeQuery } from '../../../runtime/generated.ts';

describe('serializeQuery', () => {
  const cases: [string, { given: Record<string, unknown>; want: string }][] = [
    ['empty', { given: {}, want: '' }],
    ['scalars', { given: { featured: true, language: 'en', months: 3 }, want: 'featured=true&language=en&months=3' }],
    ['nested objects as dotted keys', { given: { paging: { limit: 10, offset: 20 } }, want: 'paging.limit=10&paging.offset=20' }],
    ['arrays as repeated keys', { given: { fieldsets: ['URL', 'METRICS'] }, want: 'fieldsets=URL&fieldsets=METRICS' }],
    ['null and undefined dropped', { given: { a: null, b: undefined, c: 'x', d: { e: null } }, want: 'c=x' }],
    ['dates as ISO strings', { given: { rangeStart: new Date('2024-01-02T03:04:05.000Z') }, want: 'rangeStart=2024-01-02T03%3A04%3A05.000Z' }],
    ['reserved characters encoded', { given: { q: 'a&b=c d/é' }, want: 'q=a%26b%3Dc%20d%2F%C3%A9' }],
    ['deep nesting', { given: { a: { b: { c: 1 } } }, want: 'a.b.c=1' }],
    ['objects inside arrays get an index', { given: { s: [{ f: 'x' }] }, want: 's.0.f=x' }],
  ];
  it.each(cases)('%s', (_, { given, want }) => {
    expect(serializeQuery(given)).toBe(want);
  });
});
