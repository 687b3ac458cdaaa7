import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTextAtMost } from '../../../runtime/read-limited.ts';

/** `bytes` as a body whose pieces are cut at `cuts`, and whether it was cancelled. */
function bodyOf(bytes: Uint8Array, cuts: number[]): { body: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const at of [...points, bytes.length]) {
    if (at > from) pieces.push(bytes.slice(from, at));
    from = at;
  }
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

describe('readTextAtMost', () => {
  // Text with characters of one to four bytes, a BOM, and bytes that are not UTF-8.
  const bytes = fc
    .array(
      fc.oneof(
        fc.constantFrom('a', '{"n":1}', 'é', '€', '😀', '\ufeff', '\r\n').map((s) => [...new TextEncoder().encode(s)]),
        fc.constantFrom([0xff], [0xc3], [0xe2, 0x82], [0x80]),
      ),
      { maxLength: 20 },
    )
    .map((parts) => Uint8Array.from(parts.flat()));

  it('gives the text a decoder of the whole body gives, however the body is cut into pieces', async () => {
    await fc.assert(
      fc.asyncProperty(bytes, fc.array(fc.nat(), { maxLength: 6 }), async (whole, cuts) => {
        expect(await readTextAtMost(bodyOf(whole, cuts).body, Number.POSITIVE_INFINITY)).toBe(new TextDecoder().decode(whole));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a body of exactly the limit, and gives undefined and cancels the body past it', async () => {
    const whole = new TextEncoder().encode('0123456789');
    expect(await readTextAtMost(bodyOf(whole, [4]).body, 10)).toBe('0123456789');
    const over = bodyOf(whole, [4]);
    expect(await readTextAtMost(over.body, 9)).toBeUndefined();
    expect(over.cancelled()).toBe(true);
    const onePiece = bodyOf(whole, []);
    expect(await readTextAtMost(onePiece.body, 9)).toBeUndefined();
    expect(onePiece.cancelled()).toBe(true);
  });

  it('reads no body as empty text', async () => {
    expect(await readTextAtMost(null, 0)).toBe('');
    expect(await readTextAtMost(bodyOf(new Uint8Array(0), []).body, 0)).toBe('');
  });
});
