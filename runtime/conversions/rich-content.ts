/**
 * Compressed rich content: base64 of the gzip'ed UTF-8 JSON of a rich content document (spec/README.md).
 * Uses the standard Compression Streams, present in browsers, Node 18+ and edge runtimes.
 */
import { MAX_ANSWER_BYTES, readTextAtMost } from '../read-limited.ts';

function base64ToBytes(b64: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 === 1) throw new Error(`not base64: "${b64.slice(0, 24)}${b64.length > 24 ? '…' : ''}"`);
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

async function pipe(bytes: Uint8Array, transform: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Expanded up to the bound on an answer: a few kilobytes of gzip may expand to gigabytes. */
export async function decompressRichContent(compressed: string): Promise<unknown> {
  const expanded = new Blob([base64ToBytes(compressed) as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  const text = await readTextAtMost(expanded, MAX_ANSWER_BYTES);
  if (text === undefined) throw new Error(`it expands past ${MAX_ANSWER_BYTES} bytes, the most an answer may be`);
  return JSON.parse(text);
}

export async function compressRichContent(document: unknown): Promise<string> {
  return bytesToBase64(await pipe(new TextEncoder().encode(JSON.stringify(document)), new CompressionStream('gzip')));
}
