import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLines, jsonTextSequence, serverSentEvents, type ItemSplitter } from '../../../runtime/streams/item-splitters.ts';

// The splitters on text cut anywhere, against what each media type says an item is, written the plain way.

/** Every item of `text` fed in pieces cut at `cuts`, then the end. */
function split<I>(splitter: ItemSplitter<I>, text: string, cuts: number[]): { items: I[]; cut: boolean } {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const items: I[] = [];
  let from = 0;
  for (const at of [...points, text.length]) {
    items.push(...splitter.push(text.slice(from, at)));
    from = at;
  }
  const last = splitter.end();
  return { items: [...items, ...last.items], cut: last.cut };
}

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON Lines as the format says: lines split at LF, a CR before it dropped, blank lines (as `trim` sees them) skipped. */
function plainLines(text: string): { items: string[]; cut: boolean } {
  const lines = text.split('\n');
  const last = lines.pop()!;
  const items = lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line)).filter((line) => line.trim() !== '');
  if (last.trim() === '') return { items, cut: false };
  return isJson(last) ? { items: [...items, last], cut: false } : { items, cut: true };
}

describe('jsonLines', () => {
  // Lines of JSON, blank lines of every white space `trim` knows (a no-break space, a BOM, an ideographic space among
  // them), lines that start with white space before their JSON, CRs, and text that is not JSON.
  const line = fc.constantFrom(
    '{"at":"2026-11-29T03:00:00.000Z","message":"request 1"}',
    '[1,2]',
    '"text"',
    '42',
    '',
    ' ',
    '\t',
    '\r',
    '\u00a0',
    '\ufeff',
    '\u3000',
    '\u2028',
    ' {"n":1}',
    '\t[3]\r',
    '\u00a0{"n":2}',
    '{"n":3}\r',
    'not json',
    '~',
    'é',
  );
  const text = fc.array(line, { maxLength: 12 }).chain((lines) => fc.tuple(fc.constant(lines.join('\n')), fc.constantFrom('', '\n', '\r\n')));

  it('gives the lines the format says are items, however the text is cut', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 8 }), ([body, ending], cuts) => {
        const whole = body + ending;
        expect(split(jsonLines(), whole, cuts)).toEqual(plainLines(whole));
      }),
      { numRuns: 3000 },
    );
  });

  it('skips blank lines of any white space, keeps a line of JSON after white space, and drops the CR of a CRLF', () => {
    expect(split(jsonLines(), '{"n":1}\r\n \t\r\n\u00a0\n\ufeff\n \u3000 \n  {"n":2}\n\u00a0[3]\n', []).items).toEqual(['{"n":1}', '  {"n":2}', '\u00a0[3]']);
  });
});

describe('serverSentEvents', () => {
  it('gives `retry` on the event whose block set it, and only there', () => {
    const { items } = split(serverSentEvents(), 'retry: 3000\ndata: a\n\ndata: b\n\nid: 7\nretry: 10\nevent: e\ndata: c\n\n', [5, 17]);
    expect(items).toEqual([
      { event: undefined, data: 'a', id: undefined, retry: 3000 },
      { event: undefined, data: 'b', id: undefined },
      { event: 'e', data: 'c', id: '7', retry: 10 },
    ]);
    expect('retry' in items[1]!).toBe(false);
  });
});

// RFC 7464 JSON text sequences cut into items, the text given in pieces cut anywhere: an item is handed out at the
// first LF where it is whole, whatever brackets and quotes its strings hold and LFs come between its members.
const RS = '\x1e';

/** The items each piece completes, then what the end gives. */
function splitSequence(pieces: string[]): { items: string[][]; end: { items: string[]; cut: boolean } } {
  const splitter = jsonTextSequence();
  return { items: pieces.map((piece) => splitter.push(piece)), end: splitter.end() };
}

describe('jsonTextSequence', () => {
  it.each<[string, string[], string[][]]>([
    ['an item in one piece', [`${RS}{"a":1}\n`], [['{"a":1}\n']]],
    ['LFs between its members, each piece ending in one', [`${RS}{\n`, '"a":\n', '[1,\n', '2]}\n'], [[], [], [], ['{\n"a":\n[1,\n2]}\n']]],
    ['brackets, an escaped quote and an escaped backslash inside strings', [`${RS}["a\\"]}",\n`, '"{[\\\\"]\n'], [[], ['["a\\"]}",\n"{[\\\\"]\n']]],
    ['scalars', [`${RS}12\n${RS}"s"\n${RS}true\n`], [['12\n', '"s"\n', 'true\n']]],
    ['an item cut at its RS by the next', [`${RS}{"a":\n`, `${RS}1\n`], [[], ['{"a":\n', '1\n']]],
    ['an item that never parses, handed out at the next RS', [`${RS}{"a" 1}\n`, '{"b":2}\n', `${RS}3\n`], [[], [], ['{"a" 1}\n{"b":2}\n', '3\n']]],
  ])('%s', (_, pieces, items) => {
    expect(splitSequence(pieces)).toEqual({ items, end: { items: [], cut: false } });
  });

  it('an item without its LF at the end of the body was cut', () => {
    expect(splitSequence([`${RS}{"a":1}`])).toEqual({ items: [[]], end: { items: [], cut: true } });
  });
});
