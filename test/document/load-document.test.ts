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

  it("rewrites a 3.2 document's $refs against its $self, once, as it reads the file; positions stay", () => {
    const text = [
      'openapi: 3.2.0',
      '$self: https://api.example.test/specs/openapi.yaml',
      'components:',
      '  schemas:',
      '    A: {$ref: "https://api.example.test/specs/openapi.yaml#/components/schemas/B"}',
      '    B: {$ref: "https://api.example.test/specs/parts/b.yaml#/B"}',
      '    C: {$ref: "parts/c.yaml#/C"}',
      '',
    ].join('\n');
    const { doc } = loadDocument('spec/openapi.yaml', text);
    const schemas = (doc!.data as { components: { schemas: Record<string, { $ref: string }> } }).components.schemas;
    expect(Object.values(schemas).map((s) => s.$ref)).toEqual(['#/components/schemas/B', 'parts/b.yaml#/B', 'parts/c.yaml#/C']);
    expect(positionOf(doc!, '/components/schemas/B/$ref')).toEqual([6, 9]);
    // A 3.1 document has no $self: its references are as written.
    const { doc: doc31 } = loadDocument('spec/openapi.yaml', text.replace('3.2.0', '3.1.0'));
    expect((doc31!.data as { components: { schemas: Record<string, { $ref: string }> } }).components.schemas.A!.$ref).toMatch(/^https:/);
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
