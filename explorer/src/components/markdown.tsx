// Descriptions from the specs, which are untrusted text, rendered as Markdown (CommonMark and GitHub's tables, task
// lists and strikethrough): react-markdown builds React elements (never HTML strings), raw HTML in the text is
// dropped, rehype-sanitize keeps only GitHub's safe elements and attributes, and links keep only http(s) and
// mailto. Images are shown as their text: the page loads nothing a spec names. GitHub's alerts (`> [!NOTE]`) are
// titled callouts.
import type { ComponentProps, ReactNode } from 'react';
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

/** GitHub's alert kinds and their titles: `> [!NOTE]` alone on the quote's first line. */
const ALERTS = { note: 'Note', tip: 'Tip', important: 'Important', warning: 'Warning', caution: 'Caution' } as const;
type AlertKind = keyof typeof ALERTS;
const ALERT_MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(?:\n|$)/i;

/** The part of a hast tree the alert pass reads. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}

/**
 * Marks each quote that opens with an alert marker (`dataAlert`) and removes the marker. It runs after
 * rehype-sanitize, so the mark is the explorer's own: a spec's text cannot set it.
 */
function rehypeAlerts() {
  const visit = (node: HastNode): void => {
    for (const child of node.children ?? []) visit(child);
    if (node.type !== 'element' || node.tagName !== 'blockquote') return;
    const first = node.children?.find((child) => child.type === 'element');
    const text = first?.tagName === 'p' ? first.children?.[0] : undefined;
    const match = text?.type === 'text' ? ALERT_MARKER.exec(text.value ?? '') : null;
    if (!first || !text || !match) return;
    text.value = text.value!.slice(match[0].length);
    if (text.value === '') first.children!.shift();
    // The marker's own line: nothing but the line break after it is left.
    if (first.children!.every((child) => child.type === 'text' && child.value!.trim() === ''))
      node.children = node.children!.filter((child) => child !== first);
    node.properties = { ...node.properties, dataAlert: match[1]!.toLowerCase() };
  };
  return (tree: HastNode) => visit(tree);
}

function Blockquote({ children, ...props }: ComponentProps<'blockquote'> & { 'data-alert'?: string }) {
  const kind = props['data-alert'] as AlertKind | undefined;
  if (!kind || !Object.hasOwn(ALERTS, kind)) return <blockquote>{children}</blockquote>;
  return (
    <div className={`markdown-alert markdown-alert--${kind}`} role="note" aria-label={ALERTS[kind]}>
      <p className="markdown-alert__title">{ALERTS[kind]}</p>
      {children}
    </div>
  );
}

const BLOCK: Components = { a: Link, img: image, blockquote: Blockquote };
// In a line of text (a field's hint), paragraphs flow as spans.
const INLINE: Components = { a: Link, img: image, blockquote: Blockquote, p: ({ children }) => <span>{children}</span> };

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
        rehypePlugins={[[rehypeSanitize, schema], rehypeAlerts]}
        skipHtml
        urlTransform={(url) => safeUrl(url) ?? ''}
        components={inline ? INLINE : BLOCK}
      >
        {text}
      </ReactMarkdown>
    </Tag>
  );
}

/** A link to documentation elsewhere (an `externalDocs` object): http(s) only, shown as text otherwise. */
export function ExternalDocsLink({ docs, fallback = 'External documentation' }: { docs: { url: string; description?: string }; fallback?: string }) {
  const url = safeUrl(docs.url);
  const label: ReactNode = docs.description ? <Markdown inline text={docs.description} /> : fallback;
  if (!url || !/^https?:/i.test(url)) return <span className="external-docs">{label}</span>;
  return (
    <a className="external-docs" href={url} target="_blank" rel="noopener noreferrer nofollow">
      {label}
    </a>
  );
}
