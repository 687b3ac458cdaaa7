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

export function Markdown({ text, inline = false, className }: { text: string; inline?: boolean; className?: string }) {
  const Tag = inline ? 'span' : 'div';
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
