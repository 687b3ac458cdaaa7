import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswRoute } from '../../mock/handlers.ts';

describe('mswRoute', () => {
  it('gives msw’s builder for each method a document can declare, in either case; TRACE, which msw lacks, matches any method', () => {
    expect(mswRoute('get')).toBe(http.get);
    expect(mswRoute('POST')).toBe(http.post);
    expect(mswRoute('HEAD')).toBe(http.head);
    expect(mswRoute('options')).toBe(http.options);
    expect(mswRoute('PATCH')).toBe(http.patch);
    expect(mswRoute('TRACE')).toBe(http.all);
    expect(mswRoute('trace')).toBe(http.all);
  });
});
