// A binary success answer's bytes, read whole up to the client's maxAnswerBytes as a text answer is (read-answer.ts):
// a server that sends without end cannot grow the caller's memory. Loaded with the first binary answer.
import { answerTooLong } from './read-answer.ts';

/** The body as a Blob of the answer's media type, or the call's ResponseError once it is longer than `limit` bytes. */
export async function readAnswerBlob(response: Response, limit: number, name: string): Promise<Blob> {
  const body = response.body;
  if (!body || limit === Infinity) return response.blob();
  if (Number(response.headers.get('content-length')) > limit) {
    body.cancel().catch(() => {});
    throw answerTooLong(response, limit, name);
  }
  const reader = body.getReader();
  const pieces: BlobPart[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Blob(pieces, { type: response.headers.get('content-type') ?? '' });
    size += value.byteLength;
    if (size > limit) {
      // Not awaited, as in readTextAtMost: a tee's branch is cancelled for good only once its twin is too.
      reader.cancel().catch(() => {});
      throw answerTooLong(response, limit, name);
    }
    // A fetch body's pieces are never shared memory, which BlobPart leaves out.
    pieces.push(value as BlobPart);
  }
}
