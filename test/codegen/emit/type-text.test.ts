import { describe, expect, it } from 'vitest';
import { literalType, typeWriter } from '../../../codegen/emit/type-text.ts';

// Literal types: every enum or const value goes through one quoting function, and what no literal spells is widened.

describe('literalType', () => {
  it.each<[string, { given: unknown; want: string }]>([
    ['a string is quoted', { given: 'open', want: "'open'" }],
    ['quotes, backslashes and line breaks are escaped', { given: "it's\\\n", want: "'it\\'s\\u005c\\u000a'" }],
    ['a negative number', { given: -1.5, want: '-1.5' }],
    ['true', { given: true, want: 'true' }],
    ['null', { given: null, want: 'null' }],
    ['Infinity (JSON 1e400) is a number', { given: Number.POSITIVE_INFINITY, want: 'number' }],
    ['an array is no name', { given: ['project1', 'project2'], want: 'unknown' }],
    ['an object', { given: { a: 1 }, want: 'unknown' }],
  ])('%s', (_, { given, want }) => expect(literalType(given)).toBe(want));
});

describe('typeWriter', () => {
  it('prints a literal union through literalType', () => {
    expect(typeWriter({ kind: 'literal', values: ['all', 'none', 2, false, null] })).toBe("'all' | 'none' | 2 | false | null");
  });
});
