// Markdown as one line of plain text, for the places that take only text (an `<option>`, search words): links and
// code keep their text, emphasis, heading and quote marks and HTML tags go (a block tag leaves a space), whitespace
// folds. An identifier's own underscores stay (`RESOURCE_EXHAUSTED`); only marks around a word are emphasis.
export function plainText(markdown: string): string {
  // A block tag parts words; an inline one (`<em>`, `<code>`) sits inside a sentence and goes without a trace.
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?(?:br|p|div|li|ul|ol|tr|td|th|table|h[1-6]|hr|blockquote|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(?<![\w*])([*_])(?=\S)(.+?)(?<=\S)\1(?![\w*])/g, '$2')
    .replace(/^\s{0,3}(#{1,6}|>+)\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
