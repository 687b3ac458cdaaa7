import { describe, expect, it } from 'vitest';
import { locateJsonPointer } from '@siteapi/document/load';

describe('locateJsonPointer', () => {
  const text = '{\n  "a": {"x": "}{][", "b~/c": [1, {"d": true}]},\n  "e": null\n}';
  it('finds keys and array items, skipping what is off the path (strings with brackets included)', () => {
    expect(locateJsonPointer(text, '')).toEqual([1, 1]);
    expect(locateJsonPointer(text, '/a/b~0~1c')).toEqual([2, 22]);
    expect(locateJsonPointer(text, '/a/b~0~1c/1/d')).toEqual([2, 35]);
    expect(locateJsonPointer(text, '/e')).toEqual([3, 3]);
  });
  it('is undefined for what is not there', () => {
    expect(locateJsonPointer(text, '/nope')).toBeUndefined();
    expect(locateJsonPointer(text, '/a/b~0~1c/5')).toBeUndefined();
  });
});
