// How search splits text into words, shared by the catalogue (build time) and the palette, so both agree.

/** Words too common to search by alone ("a" would match everything). */
export const STOP_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'of', 'for', 'to', 'in', 'on', 'by', 'and', 'or', 'with', 'from', 'at', 'is']);

/** Words of a name, a path or prose: split at non-alphanumerics and camelCase humps, lower case. */
export function searchWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
