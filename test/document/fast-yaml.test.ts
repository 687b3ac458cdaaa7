import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readYamlFast } from '../../document/load/fast-yaml.ts';
import { loadYaml, loadYamlWithPositions, positionOf } from '@siteapi/document/load';

// YAML specs are read by js-yaml when it gives the data the `yaml` library gives, and by `yaml` (positions,
// messages) otherwise: both paths must agree on every document, and whatever `yaml` refuses must still be refused.
const SPECS = readdirSync('spec')
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => path.join('spec', f));
const README = 'node_modules/@readme/oas-examples';
const CORPUS = [
  ...['3.0/yaml', '3.1/yaml'].flatMap((d) => readdirSync(path.join(README, d)).map((f) => path.join(README, d, f))),
  'node_modules/@scalar/galaxy/dist/3.1.yaml',
];

const slowData = (text: string) => loadYamlWithPositions('t.yaml', text).doc?.data;

describe('YAML read by js-yaml, positions by `yaml` on demand', () => {
  it.each(SPECS)('%s: read by js-yaml, the same data as the yaml path', (file) => {
    const text = readFileSync(file, 'utf8');
    const fast = readYamlFast(text);
    expect(fast).toBeDefined();
    expect(fast).toStrictEqual(slowData(text));
    expect(loadYaml(file, text).doc!.data).toStrictEqual(fast);
  });

  it.each(CORPUS)('%s: the same data on whichever path', (file) => {
    const text = readFileSync(file, 'utf8');
    const loaded = loadYaml(file, text);
    expect(loaded.problems).toEqual([]);
    expect(loaded.doc!.data).toStrictEqual(slowData(text));
  });

  it('finds positions on demand where the yaml path puts them', () => {
    const text = readFileSync('spec/reviews.yaml', 'utf8');
    const lazy = loadYaml('reviews.yaml', text).doc!;
    const eager = loadYamlWithPositions('reviews.yaml', text).doc!;
    for (const pointer of ['', '/info', '/paths', '/components/schemas', '/paths/nope/deeper', '/servers/0']) {
      expect(positionOf(lazy, pointer), pointer).toEqual(positionOf(eager, pointer));
    }
    expect(lazy.positions.has('/info')).toBe(true);
    expect(lazy.positions.get('/info/nope')).toBeUndefined();
  });

  it('resolves scalars as YAML 1.2 core in the yaml library: timestamps stay strings, no binary or signed hex', () => {
    const text = [
      'date: 2001-12-14',
      'time: 2001-12-14t21:59:43.10-05:00',
      'bin: 0b101',
      'signedHex: -0x1F',
      'hex: 0x1F',
      'oct: 0o17',
      'leadingZero: 012',
      'halfNeg: -.5',
      'plus: +12',
      'negZero: -0',
      'dot: 1.',
      'exp: .5e3',
      'big: 99999999999999999999999',
      'under: 1_000',
      'yes: yes',
      'bools: [true, True, TRUE, tRue, false]',
      'nulls: [~, null, Null, NULL, nULL, ]',
      'empty:',
      '1.0: float key',
      '200: int key',
      '__proto__: own key',
      'escapes: "\\x41\\u263A\\N\\_\\t"',
      "single: 'it''s'",
      'keep: |+',
      '  x',
      '',
      'folded: >-',
      '  a',
      '  b',
      '',
      '  c',
      'flow: {a: [1, {b: c}], d: "e"}',
      'multi: [1,',
      '  2]',
      'quoted: "a',
      '  b"',
    ].join('\n');
    const fast = readYamlFast(text) as Record<string, unknown>;
    expect(fast).toBeDefined();
    expect(fast).toStrictEqual(slowData(text));
    expect(fast).toMatchObject({ date: '2001-12-14', bin: '0b101', signedHex: '-0x1F', hex: 31, oct: 15, halfNeg: -0.5, under: '1_000', yes: 'yes' });
    expect(Object.hasOwn(fast, '__proto__')).toBe(true);
  });

  it.each([
    ['a duplicate key', 'a: 1\nb:\n  c: 2\n  c: 3\n', ['4:3 YAML: Map keys must be unique']],
    [
      'non-finite numbers',
      'a: .inf\nb: 1e400\nc: .NaN\n',
      [
        "1:4 number '.inf' is not finite; use a number JSON can hold",
        "2:4 number '1e400' is not finite; use a number JSON can hold",
        "3:4 number '.NaN' is not finite; use a number JSON can hold",
      ],
    ],
    ['a syntax error', 'a: b: c\n', ['1:4 YAML: Nested mappings are not allowed in compact mappings']],
    ['an unclosed flow', 'a: [1, 2\n', ['2:1 YAML: Flow sequence in block collection must be sufficiently indented and end with a ]']],
    [
      'an alias without anchor',
      'a: *x\n',
      ['1:4 YAML: Unresolved alias (the anchor must be set before the alias): x (aliases may expand to at most 100 times their anchors)'],
    ],
    // js-yaml reads these four; `yaml` refuses them, and still does.
    ['a comment glued to a quoted value', 'a: "x"#c\n', ['1:7 YAML: Comments must be separated from other tokens by white space characters']],
    [
      'an implicit key over 1024 characters',
      `a: 1\n${'k'.repeat(1030)}: v\n`,
      ['2:1 YAML: The : indicator must be at most 1024 chars after the start of an implicit block mapping key'],
    ],
    [
      'a flow collection under its key',
      'a:\n  b: [1,\n  2]\n',
      [
        '3:3 YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
        '3:3 YAML: Implicit map keys need to be followed by map values',
      ],
    ],
    [
      'a quoted string under its key',
      "a:\n  b: 'x\n  y'\n",
      ["2:8 YAML: Missing closing 'quote", '3:3 YAML: Implicit map keys need to be followed by map values'],
    ],
  ])('falls back to the yaml path on %s, with its messages and places', (_, text, messages) => {
    expect(readYamlFast(text)).toBeUndefined();
    expect(loadYaml('t.yaml', text).problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual(messages);
  });

  it.each([
    ['an anchor and its alias', 'a: &x [1]\nb: *x\n'],
    ['a tag', 'a: !!str 12\n'],
    ['a directive', '%YAML 1.1\n---\na: yes\n'],
    ['a collection as a key', 'x: {[a]: 1}\n'],
    ['an explicit key', '? a\n: b\n'],
    ['a null key', '~: 1\n'],
    ['an empty text', ''],
    ['several documents', 'a: 1\n---\nb: 2\n'],
  ])('leaves %s to the yaml path, whose data it is', (_, text) => {
    expect(readYamlFast(text)).toBeUndefined();
    const slow = loadYamlWithPositions('t.yaml', text);
    expect(loadYaml('t.yaml', text)).toStrictEqual(slow);
  });

  it('gives data only when the yaml path gives the same data and no problem (edited spec excerpts)', () => {
    const lines = readFileSync('spec/plans.yaml', 'utf8').split('\n');
    const pieces = [' ', '  ', '\n', ':', ': ', '- ', '#', ' #', '"', "'", '[', ']', '{', '}', ',', '|', '>', '\t', '?', '-', '.', '0', '1e', '\\', '%', '*'];
    const edit = fc.record({
      at: fc.nat(),
      op: fc.constantFrom('insert', 'delete', 'replace'),
      piece: fc.constantFrom(...pieces),
      span: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.nat(lines.length - 40), fc.integer({ min: 5, max: 40 }), fc.array(edit, { minLength: 1, maxLength: 3 }), (from, count, edits) => {
        let text = lines.slice(from, from + count).join('\n');
        for (const { at, op, piece, span } of edits) {
          const p = at % (text.length + 1);
          text = text.slice(0, p) + (op === 'delete' ? '' : piece) + text.slice(op === 'insert' ? p : p + span);
        }
        const fast = readYamlFast(text);
        if (fast === undefined) return;
        const slow = loadYamlWithPositions('t.yaml', text);
        expect(slow.problems).toEqual([]);
        expect(fast).toStrictEqual(slow.doc!.data);
      }),
      { numRuns: 1500 },
    );
  });
});
