// A body read up to a limit, for bodies a peer chooses the length of and a reader needs only a little of (a webhook's
// token, a token endpoint's answer): past the limit the rest is not read, so an endless body costs nothing more.

/**
 * The most bytes of an answer read whole unless a client says otherwise (its `maxAnswerBytes`), and the most that
 * compressed content of an answer may expand to.
 */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * Each piece of the body handed to `take` until the body ends (true), or until it is longer than `limit` bytes (false,
 * the stream then cancelled, the piece past the limit not handed over). Text and binary answers are both read so.
 */
export async function readAtMost(body: ReadableStream<Uint8Array>, limit: number, take: (piece: Uint8Array) => void): Promise<boolean> {
  const reader = body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a branch of a tee (a cloned Response's body) is cancelled for good only once its twin is too, and
      // until then its promise waits.
      reader.cancel().catch(() => {});
      return false;
    }
    take(value);
  }
}

/** The body as UTF-8 text, or undefined once it is longer than `limit` bytes (the stream then cancelled). */
export async function readTextAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | undefined> {
  if (!body) return '';
  // A body of one piece (most answers) is decoded whole: a streaming decode takes a slower path, several times the
  // cost. From a second piece on, each is decoded as it comes (a character split between pieces waits for its rest),
  // so no copy of the bytes is kept.
  let first: Uint8Array | undefined;
  let decoder: TextDecoder | undefined;
  let text = '';
  const whole = await readAtMost(body, limit, (piece) => {
    if (!decoder && !first) first = piece;
    else {
      decoder ??= new TextDecoder();
      if (first) text = decoder.decode(first, { stream: true });
      first = undefined;
      text += decoder.decode(piece, { stream: true });
    }
  });
  if (!whole) return undefined;
  return decoder ? text + decoder.decode() : first ? new TextDecoder().decode(first) : '';
}
