import { describe, expect, it } from 'vitest';
import { escapePointer, pointerKeys, pointerOf, unescapePointer } from '@siteapi/document';

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
