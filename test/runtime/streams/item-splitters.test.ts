import { describe, expect, it } from 'vitest';
import { jsonTextSequence } from '../../../runtime/streams/item-splitters.ts';

// RFC 7464 JSON text sequences cut into items, the text given in pieces cut anywhere: an item is handed out at the
// first LF where it is whole, whatever brackets and quotes its strings hold and LFs come between its members.
const RS = '\x1e';

/** The items each piece completes, then what the end gives. */
function split(pieces: string[]): { items: string[][]; end: { items: string[]; cut: boolean } } {
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
    expect(split(pieces)).toEqual({ items, end: { items: [], cut: false } });
  });

  it('an item without its LF at the end of the body was cut', () => {
    expect(split([`${RS}{"a":1}`])).toEqual({ items: [[]], end: { items: [], cut: true } });
  });
});
