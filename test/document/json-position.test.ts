import { describe, expect, it } from 'vitest';
import { locateJsonPointer, locateJsonPointers } from '@siteapi/document/load';

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

describe('locateJsonPointers', () => {
  const text = '{\n  "a": {"x": "}{][", "b~/c": [1, {"d": true}]},\n  "e": null\n}';
  it('places many pointers in one pass, as each alone; the absent have no entry', () => {
    const pointers = ['/e', '/a/b~0~1c/1/d', '', '/a/b~0~1c', '/nope', '/a/x/deeper', '/a/b~0~1c/5'];
    const found = locateJsonPointers(text, pointers);
    for (const pointer of pointers) expect(found.get(pointer), pointer).toEqual(locateJsonPointer(text, pointer));
    expect([...found.keys()].sort()).toEqual(['', '/a/b~0~1c', '/a/b~0~1c/1/d', '/e']);
  });
});
