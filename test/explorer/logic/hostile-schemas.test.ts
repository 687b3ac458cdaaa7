// A document shaped to break the views: schemas that contain themselves and descriptions built to exhaust the Markdown
// parser. Each view still renders, in bounded time, and a part that fails anyway is caught by its boundary.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Markdown, markdownIsBounded } from '../../../explorer/src/components/markdown.tsx';
import { SchemaTree } from '../../../explorer/src/components/schema-tree.tsx';
import { ViewBoundary } from '../../../explorer/src/components/view-boundary.tsx';
import type { JsonSchema } from '../../../explorer/src/catalogue/types.ts';
import { describeSchema } from '../../../explorer/src/schema/describe.ts';
import { effective } from '../../../explorer/src/schema/resolve.ts';
import { sampleValue } from '../../../explorer/src/schema/sample.ts';

// The tree's model links navigate the app (its stores and catalogue, a build-time module): here, plain text.
vi.mock('../../../explorer/src/components/model-link.tsx', () => ({ ModelLink: ({ name }: { name: string }) => name }));

const schemas: Record<string, JsonSchema> = {
  Nest: { type: 'array', items: { $ref: '#/components/schemas/Nest' } },
  Loop: { allOf: [{ $ref: '#/components/schemas/Loop' }, { type: 'object', properties: { name: { type: 'string' } } }] },
  Ping: { allOf: [{ $ref: '#/components/schemas/Pong' }], properties: { ping: { type: 'string' } } },
  Pong: { allOf: [{ $ref: '#/components/schemas/Ping' }], properties: { pong: { type: 'string' } } },
};
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

describe('schemas that contain themselves', () => {
  it.each(['Nest', 'Loop', 'Ping'])('%s: described, sampled, merged and drawn as a tree', (name) => {
    expect(typeof describeSchema(ref(name), schemas)).toBe('string');
    expect(() => sampleValue(ref(name), schemas)).not.toThrow();
    expect(effective(ref(name), schemas)).not.toHaveProperty('allOf');
    const html = renderToStaticMarkup(createElement(SchemaTree, { schema: ref(name), schemas, side: 'response' }));
    expect(html).toContain('schema-tree');
  });

  it('an array of itself reads as nested arrays, cut short', () => {
    expect(describeSchema(ref('Nest'), schemas)).toBe('array of array of array of array of array of …');
  });

  it('allOf parts that fan out level after level merge in bounded time', () => {
    // Four parts a level, each the next level's schema, fourteen levels: 4^14 merges if each path is merged anew.
    const fan: Record<string, JsonSchema> = { F14: { type: 'object', properties: { leaf: { type: 'string' } } } };
    for (let level = 0; level < 14; level++) fan[`F${level}`] = { allOf: [1, 2, 3, 4].map(() => ref(`F${level + 1}`)) };
    const started = performance.now();
    const merged = effective(ref('F0'), fan);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(merged).not.toHaveProperty('allOf');
    expect(Object.keys(merged.properties as object)).toEqual(['leaf']);
  });

  it('an allOf cycle merges each part once', () => {
    expect(Object.keys(effective(ref('Ping'), schemas).properties as object).sort()).toEqual(['ping', 'pong']);
  });
});

const HOSTILE_TEXTS: [string, string][] = [
  ['5,000 nested quotes', '>'.repeat(5000)],
  ['5,000 spaced quotes', '> '.repeat(5000)],
  ['a run of emphasis marks around a letter', `${'*'.repeat(5000)}a${'*'.repeat(5000)}`],
  ['a list nested 1,000 levels', Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- level ${i} ${'x'.repeat(400)}`).join('\n')],
  ['a list nested on one line', `${'- '.repeat(2000)}deep`],
  ['links opened and never closed', '['.repeat(5000)],
];

describe('descriptions built against the Markdown parser', () => {
  it.each(HOSTILE_TEXTS)('%s: shown as plain text at once', (_, text) => {
    expect(markdownIsBounded(text)).toBe(false);
    const started = performance.now();
    const html = renderToStaticMarkup(createElement(Markdown, { text }));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(html).toContain('markdown--plain');
  });

  it.each([
    ['a paragraph', 'Returns the **post**, with its [author](https://example.com).'],
    ['a nested list', '- one\n  - two\n    - three'],
    ['a quote in a quote', '> said\n> > before'],
    ['a rule', '---\n\n* * *'],
    ['a GitHub alert', '> [!NOTE]\n> Useful.'],
  ])('%s: still Markdown', (_, text) => {
    expect(markdownIsBounded(text)).toBe(true);
    expect(renderToStaticMarkup(createElement(Markdown, { text }))).not.toContain('markdown--plain');
  });
});

describe('ViewBoundary', () => {
  function Broken(): never {
    throw new RangeError('Maximum call stack size exceeded');
  }

  it('shows what failed in place of the part, not a blank page', () => {
    // The server renderer has no error boundaries: the derived state is what the browser renders.
    const state = ViewBoundary.getDerivedStateFromError(new RangeError('Maximum call stack size exceeded'));
    const boundary = new ViewBoundary({ label: 'the request builder', children: createElement(Broken) });
    boundary.state = { ...boundary.state, ...state };
    const html = renderToStaticMarkup(boundary.render() as never);
    expect(html).toContain('Could not show the request builder: it nests too deeply to show. The rest of the page works.');
    expect(ViewBoundary.getDerivedStateFromProps({ label: 'x', resetKey: 'other', children: null }, { error: new Error('x'), key: 'one' })).toEqual({
      key: 'other',
      error: undefined,
    });
  });
});
