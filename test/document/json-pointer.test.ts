import { describe, expect, it } from 'vitest';
import { escapePointer, pointerKeys, pointerOf, pointerTooDeep, unescapePointer } from '@siteapi/document';

describe('json pointers', () => {
  it.each([
    [['paths', '/v1/posts', 'get'], '/paths/~1v1~1posts/get'],
    [['a~b', 'c/d', 0], '/a~0b/c~1d/0'],
    [['100%', 'x y'], '/100%/x y'],
    [[], ''],
  ] as [(string | number)[], string][])('%j ⇄ %s', (keys, pointer) => {
    expect(pointerOf(...keys)).toBe(pointer);
    expect(pointerKeys(pointer)).toEqual(keys.map(String));
  });

  it('escapes ~ before / so that ~1 in a key survives the round trip', () => {
    expect(escapePointer('~1')).toBe('~01');
    expect(unescapePointer('~01')).toBe('~1');
  });
});

describe('pointerTooDeep', () => {
  const nest = (levels: number): unknown => Array.from({ length: levels }).reduce<unknown>((inner) => ({ 'a/b': [inner] }), 'leaf');

  it.each([
    ['a flat value', { a: 1 }, 3, undefined],
    ['exactly at the limit', nest(1), 2, undefined],
    ['one past the limit, at its place', nest(1), 1, '/a~1b'],
    ['deep past the limit, without overflowing the stack', nest(50_000), 100, '/a~1b/0'.repeat(50)],
  ])('%s', (_, value, max, want) => {
    expect(pointerTooDeep(value, max)).toBe(want);
  });
});
