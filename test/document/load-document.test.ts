import { describe, expect, it } from 'vitest';
import { decodeSpec, EMPTY_MESSAGE, isEmptySpec, loadDocument, positionOf, problemAt } from '@siteapi/document/load';

describe('loadDocument', () => {
  it('reads JSON and places a pointer when asked', () => {
    const text = '{\n  "openapi": "3.1.0",\n  "paths": {\n    "/a": {}\n  }\n}\n';
    const { doc, problems } = loadDocument('a.json', text);
    expect(problems).toEqual([]);
    expect(doc!.data).toEqual({ openapi: '3.1.0', paths: { '/a': {} } });
    expect(positionOf(doc!, '/paths/~1a')).toEqual([4, 5]);
    expect(problemAt(doc!, '/paths/~1a/get', 'missing')).toEqual({ file: 'a.json', line: 4, col: 5, message: 'missing' });
  });

  it('reads YAML with the place of every key', () => {
    const { doc } = loadDocument('a.yaml', 'openapi: 3.1.0\ninfo:\n  title: A\n');
    expect(doc!.data).toEqual({ openapi: '3.1.0', info: { title: 'A' } });
    expect(positionOf(doc!, '/info/title')).toEqual([3, 3]);
  });

  it('says where YAML does not parse, and refuses tags and deep nesting', () => {
    expect(loadDocument('a.yaml', 'a: 1\na: 2\n').problems[0]).toMatchObject({ file: 'a.yaml', line: 2, col: 1 });
    expect(loadDocument('a.yaml', 'a: !!js/function "x"\n').problems[0]!.message).toContain("tag '!!js/function' is not allowed");
    expect(loadDocument('a.json', `${'['.repeat(600)}${']'.repeat(600)}`).problems[0]!.message).toContain('nested more than 512 levels');
  });

  it('points a problem of a bundled part at the file that holds it', () => {
    const { doc } = loadDocument('root.yaml', 'a: 1\n');
    const located = { ...doc!, locate: (p: string) => (p === '/b' ? { file: 'part.yaml', line: 7, col: 3 } : undefined) };
    expect(problemAt(located, '/b', 'here')).toEqual({ file: 'part.yaml', line: 7, col: 3, message: 'here' });
  });
});

describe('decodeSpec', () => {
  it('takes UTF-8 and refuses other bytes, control characters and empty files at their place', () => {
    expect(decodeSpec('a.yaml', new TextEncoder().encode('a: é\n'))).toEqual({ text: 'a: é\n', problems: [] });
    expect(decodeSpec('a.yaml', Uint8Array.from([0x61, 0x0a, 0x62, 0xff])).problems[0]).toMatchObject({ line: 2, col: 2 });
    expect(decodeSpec('a.yaml', new TextEncoder().encode('a: 1\nb\u0000\n')).problems[0]).toMatchObject({ line: 2, col: 2 });
    expect(decodeSpec('a.yaml', new TextEncoder().encode('  # nothing\n')).problems[0]!.message).toBe(EMPTY_MESSAGE);
    expect(isEmptySpec('\n# c\n')).toBe(true);
    expect(isEmptySpec('a: 1')).toBe(false);
  });
});
