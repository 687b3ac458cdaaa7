// Spec descriptions as Markdown: rendered to elements, and nothing in them can run or load anything. Rendered with
// React's server renderer, so every attribute that would reach the page is in the markup.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExternalDocsLink, Markdown, safeUrl } from '../../../explorer/src/components/markdown.tsx';

const render = (text: string, inline = false) => renderToStaticMarkup(createElement(Markdown, { text, inline }));

// Thirty ways a description could try to run script or load something, in Markdown and in raw HTML.
const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<svg onload="window.__pwned=1"></svg>',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<a href="javascript:window.__pwned=1">click</a>',
  '[click](javascript:window.__pwned=1)',
  '[click](JAVASCRIPT:window.__pwned=1)',
  '[click]( javascript:window.__pwned=1 )',
  '[click](java\tscript:window.__pwned=1)',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html,<script>window.__pwned=1</script>)',
  '[click](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+)',
  '![x](javascript:window.__pwned=1)',
  '![x](https://evil.example/track.png)',
  '![x](x "onerror=window.__pwned=1")',
  '[ref]\n\n[ref]: javascript:window.__pwned=1',
  '<details open ontoggle="window.__pwned=1">x</details>',
  '<body onload="window.__pwned=1">',
  '<input autofocus onfocus="window.__pwned=1">',
  '<form action="javascript:window.__pwned=1"><button>go</button></form>',
  '<object data="javascript:window.__pwned=1"></object>',
  '<embed src="javascript:window.__pwned=1">',
  '<math><maction xlink:href="javascript:window.__pwned=1">x</maction></math>',
  '<style>*{background:url(https://evil.example/x)}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<base href="https://evil.example/">',
  '`<script>window.__pwned=1</script>` and ```\n<img src=x onerror=alert(1)>\n```',
  '<a href="https://ok.example" onclick="window.__pwned=1">ok</a>',
  '| a | b |\n|---|---|\n| <script>x</script> | [x](javascript:y) |',
];

describe('Markdown descriptions', () => {
  it('renders lists, code, tables and links as elements', () => {
    const html = render('Sorts by:\n\n- `FEED`: pinned first\n- **TITLE**\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nSee [the docs](https://dev.example/docs).');
    expect(html).toContain('<ul>');
    expect(html).toContain('<code>FEED</code>');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="https://dev.example/docs" target="_blank" rel="noopener noreferrer nofollow">the docs</a>');
    expect(render('One line', true)).toBe('<span class="markdown markdown--inline"><span>One line</span></span>');
  });

  it.each(PAYLOADS.map((p, i) => [i + 1, p] as const))('payload %i runs and loads nothing: %s', (_, payload) => {
    for (const html of [render(payload), render(payload, true)]) {
      expect(html).not.toMatch(/<(script|iframe|object|embed|img|svg|style|link|meta|base|form|input|body|details|math)\b/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/(href|src|action|data)\s*=\s*"\s*(javascript|vbscript|data):/i);
      expect(html).not.toMatch(/evil\.example\/(track|x)/);
    }
  });

  it('keeps only http(s), mailto and in-page links', () => {
    expect(['https://a.example', 'http://a.example', 'mailto:a@b.example', '#section'].map(safeUrl)).toEqual([
      'https://a.example',
      'http://a.example',
      'mailto:a@b.example',
      '#section',
    ]);
    expect(['javascript:x', 'data:text/html,x', '/relative', 'ftp://a.example'].map(safeUrl)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('GitHub alerts and external documentation', () => {
  it.each([
    ['NOTE', 'note', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'caution', 'Caution'],
  ])('renders > [!%s] as a titled callout, without the marker', (marker, kind, title) => {
    const html = render(`Before.\n\n> [!${marker}]\n> Tokens expire after **4 hours**.\n\nAfter.`);
    expect(html).toContain(
      `<div class="markdown-alert markdown-alert--${kind}" role="note" aria-label="${title}"><p class="markdown-alert__title">${title}</p>`,
    );
    expect(html).toMatch(/<p>Tokens expire after <strong>4 hours<\/strong>.<\/p>\s*<\/div>\s*<p>After.<\/p>/);
    expect(html).not.toContain('[!');
    expect(html).not.toContain('<blockquote');
  });

  it('keeps an alert of several paragraphs whole, and a plain quote or an unknown marker a quote', () => {
    const many = render('> [!warning]\n>\n> First.\n>\n> Second.');
    expect(many).toMatch(
      /^<div class="markdown"><div class="markdown-alert markdown-alert--warning"[^>]*><p class="markdown-alert__title">Warning<\/p>\s*<p>First.<\/p>\s*<p>Second.<\/p>\s*<\/div><\/div>$/,
    );
    expect(render('> Just a quote.')).toContain('<blockquote>');
    expect(render('> [!DANGER]\n> Not an alert.')).toContain('<blockquote>');
    expect(render('> [!DANGER]\n> Not an alert.')).toContain('[!DANGER]');
    // The marker must open the quote, alone on its line.
    expect(render('> See [!NOTE] here.')).toContain('<blockquote>');
  });

  it('is a titled callout in a one-line hint too', () => {
    expect(render('> [!NOTE]\n> Read-only.', true)).toContain('<p class="markdown-alert__title">Note</p>');
  });

  it('cannot be forged by raw HTML in a description', () => {
    const html = render('<blockquote data-alert="note">x</blockquote>\n\n<div class="markdown-alert">y</div>');
    expect(html).not.toContain('markdown-alert');
    expect(html).not.toContain('data-alert');
  });

  it('links external documentation over http(s) only', () => {
    const link = (url: string, description?: string) =>
      renderToStaticMarkup(createElement(ExternalDocsLink, { docs: { url, ...(description ? { description } : {}) } }));
    expect(link('https://dev.example/guide', 'The **guide**')).toBe(
      '<a class="external-docs" href="https://dev.example/guide" target="_blank" rel="noopener noreferrer nofollow"><span class="markdown markdown--inline"><span>The <strong>guide</strong></span></span></a>',
    );
    expect(link('http://dev.example/')).toContain('href="http://dev.example/"');
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.example', '#top', '/relative']) {
      expect(link(url)).toBe('<span class="external-docs">External documentation</span>');
    }
  });
});
