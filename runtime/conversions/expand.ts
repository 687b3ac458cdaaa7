// What a decoder left for later (plan.ts, `Expansion`): compressed rich content to expand and node trees whose decoder
// loads on demand. Loaded with the first answer that has either.
import type { Compressed, Deferred, Expansion, ResponseDecoder } from './plan.ts';

export async function expandAll(expansions: Expansion[]): Promise<void> {
  while (expansions.length > 0) {
    const batch = expansions.splice(0);
    const done = await Promise.all(batch.map((e) => ('load' in e ? loadDecoder(e) : expand(e))));
    batch.forEach((e, i) => {
      if ('load' in e) return (done[i] as ResponseDecoder)(e.value, expansions);
      e.target[e.to] = done[i];
      delete e.target[e.from];
      e.decode?.(done[i], expansions);
    });
  }
}

// Rich content's decompression, loaded only for an answer that carries it compressed.
const expand = async (e: Compressed): Promise<unknown> => {
  const { decompressRichContent } = await import('./rich-content.ts');
  return decompressRichContent(e.target[e.from] as string).catch((error: unknown) => {
    throw new Error(`${e.from} is not base64 of gzip'ed JSON (${(error as Error).message}), so ${e.to} could not be made from it`, { cause: error });
  });
};

const loadDecoder = (e: Deferred): Promise<ResponseDecoder> =>
  e.load().catch((error: unknown) => {
    throw new Error(`the decoder of its rich content did not load (${(error as Error).message})`, { cause: error });
  });
