// The operation page's reference as it reads without a click: the parameter table's rows, the status whose answer is
// open, and the example answers with their values (declared in the document, else generated from the schema).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ResponseInfo } from '../../../explorer/src/catalogue/types.ts';
import { exampleAnswers, parameterGroups, parameterRows, type ParameterRow, successStatus } from '../../../explorer/src/docs/reference.ts';
import { slimDocument } from '../../../explorer/vite/slim-document.ts';

const document = JSON.parse(readFileSync(fileURLToPath(new URL('../../../generated/src/openapi.json', import.meta.url)), 'utf8')) as Record<string, unknown>;
const getPost = slimDocument(document).detail('blog.getPost')!;

describe('operation reference', () => {
  it("gives each parameter its place, type, format, required mark, default and the document's example", () => {
    expect(parameterRows(getPost.parameters, getPost.schemas)).toEqual([
      {
        name: 'postId',
        in: 'path',
        type: 'string',
        required: true,
        deprecated: false,
        example: '3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56',
        description: 'Post ID.',
      },
      expect.objectContaining({ name: 'fieldsets', in: 'query', type: 'array of string', required: false, example: '["URL","METRICS","SEO","RICH_CONTENT"]' }),
    ]);
    const rows = parameterRows(
      [
        { name: 'limit', in: 'query', required: false, deprecated: true, schema: { type: 'integer', format: 'int32', default: 50 } },
        { name: 'since', in: 'header', required: false, deprecated: false, schema: { $ref: '#/components/schemas/Since' } },
        { name: 'cursor', in: 'query', required: false, deprecated: false, schema: { anyOf: [{ type: 'string', format: 'byte' }, { type: 'null' }] } },
        { name: 'id', in: 'query', required: false, deprecated: false, schema: { oneOf: [{ type: 'string' }, { type: 'integer' }] } },
      ],
      { Since: { type: 'string', format: 'date-time', example: '2024-01-01T00:00:00Z' } },
    );
    expect(rows).toEqual([
      { name: 'limit', in: 'query', type: 'integer', format: 'int32', required: false, deprecated: true, default: '50' },
      { name: 'since', in: 'header', type: 'string', format: 'date-time', required: false, deprecated: false, example: '2024-01-01T00:00:00Z' },
      { name: 'cursor', in: 'query', type: 'string', format: 'byte', required: false, deprecated: false },
      { name: 'id', in: 'query', type: 'string | integer', required: false, deprecated: false },
    ]);
  });

  it("lists a parameter's allowed values, an array's items' too (GitHub's reposListForOrg `type`)", () => {
    const rows = parameterRows(
      [
        { name: 'type', in: 'query', required: false, deprecated: false, schema: { type: 'string', enum: ['all', 'public', 'private'], default: 'all' } },
        { name: 'state', in: 'query', required: false, deprecated: false, schema: { type: 'array', items: { enum: ['open', 'closed'] } } },
        { name: 'level', in: 'query', required: false, deprecated: false, schema: { oneOf: [{ const: 1 }, { const: 2 }] } },
      ],
      {},
    );
    expect(rows.map((row) => row.values)).toEqual([
      ['all', 'public', 'private'],
      ['open', 'closed'],
      ['1', '2'],
    ]);
  });

  it('groups the rows by place: path, query, header, cookie, then any other place, each in the order given', () => {
    const row = (name: string, place: string): ParameterRow => ({ name, in: place, type: 'string', required: false, deprecated: false });
    const groups = parameterGroups([row('a', 'cookie'), row('b', 'query'), row('c', 'header'), row('d', 'path'), row('e', 'query'), row('f', 'body')]);
    expect(groups.map((g) => [g.heading, g.rows.map((r) => r.name)])).toEqual([
      ['Path parameters', ['d']],
      ['Query parameters', ['b', 'e']],
      ['Headers', ['c']],
      ['Cookies', ['a']],
      ['In body', ['f']],
    ]);
    expect(parameterGroups([])).toEqual([]);
  });

  it('opens the first 2XX answer, else the default one', () => {
    const of = (...statuses: string[]): ResponseInfo[] => statuses.map((status) => ({ status, examples: [] }));
    expect(successStatus(getPost.responses)).toBe('200');
    expect(successStatus(of('404', '201', '2XX', '200'))).toBe('200');
    expect(successStatus(of('400', '2XX'))).toBe('2XX');
    expect(successStatus(of('400', 'default'))).toBe('default');
    expect(successStatus(of('400'))).toBeUndefined();
  });

  it("shows the document's example answers with their values, and generates one from the schema when none is declared", () => {
    const ok = getPost.responses.find((r) => r.status === '200')!;
    const answers = exampleAnswers(ok, getPost);
    expect(answers.map((a) => [a.name, a.generated])).toEqual([
      ['published', false],
      ['compressed', false],
    ]);
    expect(JSON.parse(answers[0]!.text).post.minutesToRead).toBe(6);
    expect(answers[0]!.summary).toContain('A published post');

    const generated = exampleAnswers(
      { status: '200', examples: [], schema: { $ref: '#/components/schemas/Count' } },
      { schemas: { Count: { type: 'object', properties: { total: { type: 'integer', example: 3 } } } } },
    );
    expect(generated).toEqual([{ name: 'generated', text: '{\n  "total": 3\n}', generated: true }]);
    expect(exampleAnswers({ status: '204', examples: [] }, { schemas: {} })).toEqual([]);
  });

  it('generates an answer as the server sends it: readOnly fields in, writeOnly ones out (Galaxy: a planet and its creator)', () => {
    const schemas = {
      Planet: {
        type: 'object',
        required: ['id', 'name'],
        properties: {
          id: { type: 'integer', readOnly: true, example: 1 },
          name: { type: 'string', example: 'Mars' },
          creator: { $ref: '#/components/schemas/User' },
        },
      },
      User: {
        type: 'object',
        required: ['email', 'password'],
        properties: { email: { type: 'string', example: 'marc@scalar.com' }, password: { type: 'string', writeOnly: true, example: 'i-love-scalar' } },
      },
    };
    const [answer] = exampleAnswers({ status: '201', examples: [], schema: { $ref: '#/components/schemas/Planet' } }, { schemas });
    expect(JSON.parse(answer!.text)).toEqual({ id: 1, name: 'Mars', creator: { email: 'marc@scalar.com' } });
  });

  it('carries a lone `example`, and leaves out an example value too large for the page', () => {
    const slim = slimDocument({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/a': {
          get: {
            operationId: 'a',
            parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, example: 'cats' }],
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: { id: 1 } } } },
              '201': { description: 'big', content: { 'application/json': { examples: { huge: { value: 'x'.repeat(70_000) } } } } },
            },
          },
        },
      },
    });
    const detail = slim.detail(slim.catalogue[0]!.id)!;
    expect(detail.parameters[0]!.example).toBe('cats');
    expect(detail.responses.map((r) => r.examples)).toEqual([[{ name: 'example', value: { id: 1 } }], [{ name: 'huge' }]]);
  });
});

describe('streams and nested tags in the catalogue', () => {
  const op = (tag: string, content: Record<string, unknown> = { 'application/json': { schema: { type: 'object' } } }) => ({
    get: { operationId: `get${tag}`, tags: [tag], responses: { '200': { description: 'ok', content } } },
  });
  const slim = slimDocument({
    openapi: '3.2.0',
    tags: [
      { name: 'a', summary: 'Alpha' },
      { name: 'b', parent: 'a' },
      { name: 'c', parent: 'b' },
      // A loop, and a parent the document does not declare: each ends its chain.
      { name: 'x', parent: 'y' },
      { name: 'y', parent: 'x' },
      { name: 'z', parent: 'nowhere' },
    ],
    'x-tagGroups': [{ name: 'Group', tags: ['a'] }, { name: 7 }],
    paths: {
      '/c': op('c', { 'text/event-stream': { itemSchema: { type: 'object', properties: { data: { type: 'string' } } } } }),
      '/x': op('x', { 'application/json': { schema: { type: 'object' } }, 'text/event-stream': { schema: { $ref: '#/components/schemas/Chunk' } } }),
      '/z': op('z', { 'application/x-ndjson': { schema: { type: 'array', items: { $ref: '#/components/schemas/Chunk' } } } }),
    },
    components: { schemas: { Chunk: { type: 'object', properties: { delta: { type: 'string' } } } } },
  });

  it('gives each operation its tag path from the outermost group, titled by summary; loops and unknown parents end it', () => {
    expect(slim.catalogue.map((e) => [e.operationId, e.tagPath])).toEqual([
      ['getc', ['Group', 'Alpha', 'b', 'c']],
      ['getx', ['y', 'x']],
      ['getz', ['z']],
    ]);
  });

  it("gives a stream answer its media type and item: itemSchema, a schema as one event's data, an array's items for lines", () => {
    const stream = (id: string) => slim.detail(id)!.responses[0]!.stream;
    expect(stream('getc')).toEqual({ mediaType: 'text/event-stream', item: { type: 'object', properties: { data: { type: 'string' } } }, events: true });
    expect(stream('getx')).toEqual({ mediaType: 'text/event-stream', item: { $ref: '#/components/schemas/Chunk' }, events: false });
    expect(slim.detail('getx')!.responses[0]!.schema).toEqual({ type: 'object' });
    expect(stream('getz')).toEqual({ mediaType: 'application/x-ndjson', item: { $ref: '#/components/schemas/Chunk' }, events: false });
    expect(Object.keys(slim.detail('getz')!.schemas)).toEqual(['Chunk']);
  });
});
