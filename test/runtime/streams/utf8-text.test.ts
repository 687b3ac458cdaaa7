import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Text } from '../../../runtime/streams/utf8-text.ts';

// A body's text decoded piece by piece must be what one streaming TextDecoder makes of the same pieces, which is the
// text of the whole body: malformed bytes, characters cut anywhere, a BOM at the start and U+FEFF later.

/** The bytes in pieces cut at `cuts`, through `utf8Text`, and through a streaming `TextDecoder`. */
function decodeBoth(bytes: Uint8Array, cuts: number[]): { ours: string; streaming: string } {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const text = utf8Text();
  const streaming = new TextDecoder();
  let ours = '';
  let theirs = '';
  let from = 0;
  for (const at of [...points, bytes.length]) {
    const piece = bytes.slice(from, at);
    ours += text.push(piece);
    theirs += streaming.decode(piece, { stream: true });
    from = at;
  }
  return { ours: ours + text.end(), streaming: theirs + streaming.decode() };
}

const encode = (s: string) => new TextEncoder().encode(s);

describe('utf8Text', () => {
  // Text of one- to four-byte characters, a BOM and U+FEFF, and bytes no encoder writes: lone continuation bytes,
  // leads without their continuations, overlong and surrogate forms, bytes that never occur.
  const part = fc.oneof(
    fc.string({ unit: 'grapheme' }).map(encode),
    fc.constantFrom('\uFEFF', 'é', '€', '🌍', '日本語', '{"a":"Grüße"}\n').map(encode),
    fc
      .constantFrom([0x80], [0xbf], [0xc2], [0xe2, 0x82], [0xf0, 0x9f, 0x98], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf5, 0x80], [0xff], [0xef, 0xbb])
      .map((b) => new Uint8Array(b)),
    fc.uint8Array({ maxLength: 8 }),
  );
  const body = fc.array(part, { maxLength: 10 }).map((parts) => {
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      bytes.set(p, at);
      at += p.length;
    }
    return bytes;
  });

  it('decodes any bytes cut anywhere as a streaming TextDecoder does, and as the whole body decodes', () => {
    fc.assert(
      fc.property(body, fc.array(fc.nat(), { maxLength: 12 }), (bytes, cuts) => {
        const { ours, streaming } = decodeBoth(bytes, cuts);
        expect(ours).toBe(streaming);
        expect(ours).toBe(new TextDecoder().decode(bytes));
      }),
      { numRuns: 5000 },
    );
  });

  it('drops a BOM at the start only, even one cut over pieces, and keeps U+FEFF at the start of a later piece', () => {
    const bytes = encode('\uFEFFa\uFEFFb');
    for (let i = 0; i <= bytes.length; i++) {
      for (let j = i; j <= bytes.length; j++) expect(decodeBoth(bytes, [i, j]).ours).toBe('a\uFEFFb');
    }
  });

  it('gives U+FFFD for a character the body cut off, at the end', () => {
    const text = utf8Text();
    expect(text.push(encode('ok 🌍').slice(0, -2))).toBe('ok ');
    expect(text.end()).toBe('\uFFFD');
  });
});
