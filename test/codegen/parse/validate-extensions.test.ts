import { describe, expect, it } from 'vitest';
import { loadDocument } from '@siteapi/document/load';
import type { OpenApiDocument } from '@siteapi/document';
import { checkExtensions, extensionWarnings } from '../../../codegen/parse/validate-extensions.ts';

// The dialect's x- extensions: known ones in their places with values of their shape; a plain document's others warned of.

const cases: [string, { given: Record<string, unknown>; want: unknown[] }][] = [
  ['the service block at the root', { given: { 'x-service': { name: 'notes', prefix: '/notes' } }, want: [] }],
  [
    'an unknown extension',
    {
      given: { 'x-cache': true },
      want: [expect.stringMatching(/^\/x-cache unknown extension 'x-cache' \(spec\/README\.md lists the allowed ones: x-service, /)],
    },
  ],
  [
    'a known one out of place',
    { given: { info: { 'x-module': 'notes' } }, want: ["/info/x-module extension 'x-module' is not allowed here (it belongs on operation or webhook)"] },
  ],
  [
    'a value of the wrong shape',
    {
      given: { paths: { '/n': { get: { 'x-paging': 'pages' } } } },
      want: [expect.stringMatching(/^\/paths\/~1n\/get\/x-paging x-paging: must be equal to one of the allowed values: none, offset, cursor$/)],
    },
  ],
  ['a schema extension in a schema', { given: { components: { schemas: { Photo: { type: 'string', 'x-media': 'image' } } } }, want: [] }],
  [
    'names in maps of names and example data are no extensions',
    { given: { components: { schemas: { Note: { properties: { 'x-id': { type: 'string', example: { 'x-any': 1 } } } } } } }, want: [] },
  ],
];

describe('checkExtensions', () => {
  it.each(cases)('%s', (_, { given, want }) => {
    const out: string[] = [];
    checkExtensions(given as OpenApiDocument, (p, m) => out.push(`${p} ${m}`));
    expect(out).toEqual(want);
  });
});

describe('extensionWarnings', () => {
  it('warns once per unknown key, with its count and first place; known ones pass', () => {
    const text = ['openapi: 3.1.0', 'x-logo: a', 'paths:', '  /a:', '    get:', '      x-logo: b', '      x-module: notes', ''].join('\n');
    const { doc } = loadDocument('plain.yaml', text);
    expect(extensionWarnings(doc!).map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`)).toEqual([
      "plain.yaml:2:1 warning: 'x-logo' is not an extension this generator reads (2 times); it is kept in the bundled document",
    ]);
  });
});
