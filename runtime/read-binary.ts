// A binary success answer's bytes, read whole up to the client's maxAnswerBytes as a text answer is (read-answer.ts):
// a server that sends without end cannot grow the caller's memory. Loaded with the first binary answer.
import { answerTooLong, refuseLength } from './read-answer.ts';
import { readAtMost } from './read-limited.ts';

/** The body as a Blob of the answer's media type, or the call's ResponseError once it is longer than `limit` bytes. */
export async function readAnswerBlob(response: Response, limit: number, name: string): Promise<Blob> {
  const body = response.body;
  if (!body || limit === Infinity) return response.blob();
  refuseLength(response, limit, name);
  const pieces: BlobPart[] = [];
  // A fetch body's pieces are never shared memory, which BlobPart leaves out.
  if (await readAtMost(body, limit, (piece) => pieces.push(piece as BlobPart))) return new Blob(pieces, { type: response.headers.get('content-type') ?? '' });
  throw answerTooLong(response, limit, name);
}
