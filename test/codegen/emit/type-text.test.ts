import { describe, expect, it } from 'vitest';
import { docs, literal, literalType, propertyName, typeText } from '../../../codegen/emit/type-text.ts';

// Spec text as TypeScript text: doc comments, literals and property keys.

describe('docs', () => {
  it.each<[string, { given: unknown; want: string[] }]>([
    ['a description, trimmed', { given: ' Where a post is. ', want: ['Where a post is.'] }],
    ['a comment end in the text is escaped', { given: 'a */ b', want: ['a *\\/ b'] }],
    // Inside schemas OpenAPI's own schema does not check descriptions: a number or an object is no text.
    ['a number is no description', { given: 42, want: [] }],
    ['an object is no description', { given: { en: 'x' }, want: [] }],
  ])('%s', (_, { given, want }) => {
    expect(docs(given as string)).toEqual(want);
  });
});

describe('literal and propertyName', () => {
  it.each<[string, { given: string | number | boolean | null; want: string }]>([
    ['a string is quoted', { given: "it's", want: "'it\\'s'" }],
    ['a number as it is', { given: -1.5, want: '-1.5' }],
    ['null', { given: null, want: 'null' }],
  ])('%s', (_, { given, want }) => {
    expect(literal(given)).toBe(want);
  });

  it('quotes a key that is no identifier, computes __proto__', () => {
    expect([propertyName('a'), propertyName('969'), propertyName('a-b'), propertyName('__proto__')]).toEqual(['a', "'969'", "'a-b'", "['__proto__']"]);
  });
});

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

describe('typeText', () => {
  it('prints a literal union through literalType', () => {
    expect(typeText({ kind: 'literal', values: ['all', 'none', 2, false, null] })).toBe("'all' | 'none' | 2 | false | null");
  });
});
