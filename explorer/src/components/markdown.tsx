// Descriptions from the specs, which are untrusted text, rendered as Markdown (CommonMark and GitHub's tables, task
// lists and strikethrough): react-markdown builds React elements (never HTML strings), raw HTML in the text is
// dropped, rehype-sanitize keeps only GitHub's safe elements and attributes, and links keep only http(s) and
// mailto. Images are shown as their text: the page loads nothing a spec names.
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

const SAFE_URL = /^(https?:|mailto:|#)/i;

/** Only http(s), mailto and in-page links; anything else (javascript:, data:, vbscript:, relative paths) is dropped. */
export function safeUrl(url: string): string | undefined {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : undefined;
}

const schema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'img' && tag !== 'picture' && tag !== 'source'),
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
};

function Link({ href, children }: ComponentProps<'a'>) {
  const url = href ? safeUrl(href) : undefined;
  if (!url) return <span>{children}</span>;
  if (url.startsWith('#')) return <a href={url}>{children}</a>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

const image = ({ alt }: ComponentProps<'img'>) => <span className="markdown__image">{alt ? `[image: ${alt}]` : '[image]'}</span>;

const BLOCK: Components = { a: Link, img: image };
// In a line of text (a field's hint), paragraphs flow as spans.
const INLINE: Components = { a: Link, img: image, p: ({ children }) => <span>{children}</span> };

/** Past these, a description is shown as plain text: the Markdown parser's time and depth grow with them. */
const LIMITS = { length: 100_000, nesting: 32, indent: 160, markerRun: 64 };
const MARKER_RUN = new RegExp(`([*_~\\[\\]>\`])\\1{${LIMITS.markerRun - 1},}`);
/** A line's lead: the indentation, quote marks and list markers before its text. */
const LEAD = /^(?:[ \t>]|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))*/;

/**
 * Whether a text is safe to parse as Markdown in time and stack: a description of 5,000 `>` (5,000 nested quotes), a
 * run of thousands of `*`, or a list nested a thousand levels deep would take the parser seconds to minutes, or
 * overflow the stack when rendered. Such text is still shown, as plain text.
 */
export function markdownIsBounded(text: string): boolean {
  if (text.length > LIMITS.length || MARKER_RUN.test(text)) return false;
  for (const line of text.split('\n')) {
    const lead = LEAD.exec(line)![0];
    const markers = lead.replace(/[ \t]/g, '').length;
    if (markers > LIMITS.nesting || lead.length > LIMITS.indent) return false;
  }
  return true;
}

export function Markdown({ text, inline = false, className }: { text: string; inline?: boolean; className?: string }) {
  const Tag = inline ? 'span' : 'div';
  if (!markdownIsBounded(text)) {
    return <Tag className={`markdown markdown--plain${inline ? ' markdown--inline' : ''}${className ? ` ${className}` : ''}`}>{text}</Tag>;
  }
  return (
    <Tag className={`markdown${inline ? ' markdown--inline' : ''}${className ? ` ${className}` : ''}`}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[[rehypeSanitize, schema]]}
        skipHtml
        urlTransform={(url) => safeUrl(url) ?? ''}
        components={inline ? INLINE : BLOCK}
      >
        {text}
      </ReactMarkdown>
    </Tag>
  );
}
