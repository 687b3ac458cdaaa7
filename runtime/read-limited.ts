// A body read up to a limit, for bodies a peer chooses the length of and a reader needs only a little of (a webhook's
// token, a token endpoint's answer): past the limit the rest is not read, so an endless body costs nothing more.

/** The body as UTF-8 text, or undefined once it is longer than `limit` bytes (the stream then cancelled). */
export async function readTextAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | undefined> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a branch of a tee (a cloned Response's body) is cancelled for good only once its twin is too, and
      // until then its promise waits.
      reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
