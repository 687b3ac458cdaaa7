// Spec descriptions as Markdown: rendered to elements, and nothing in them can run or load anything. Rendered with
// React's server renderer, so every attribute that would reach the page is in the markup.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrl } from '../../../explorer/src/components/markdown.tsx';

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
