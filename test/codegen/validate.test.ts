import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildIr, parseSources } from '../../codegen/generate.ts';
import { formatProblem, SpecProblemsError } from '../../codegen/problems.ts';

const VALID = readFileSync(new URL('../fixtures/specs/valid/notes.yaml', import.meta.url), 'utf8');

/** Runs parse and IR on sources; returns the formatted problems (empty when the specs are valid). */
function problemsOf(sources: { file: string; text: string }[]): string[] {
  try {
    buildIr(parseSources(sources));
    return [];
  } catch (error) {
    if (error instanceof SpecProblemsError) return error.problems.map(formatProblem);
    throw error;
  }
}

const edit = (from: string, to: string) => {
  if (!VALID.includes(from)) throw new Error(`fixture does not contain ${JSON.stringify(from)}`);
  return VALID.replace(from, to);
};

describe('spec validation (parse and IR stages)', () => {
  it('accepts the valid fixture', () => {
    expect(problemsOf([{ file: 'notes.yaml', text: VALID }])).toEqual([]);
  });

  const cases: [string, { given: string; want: RegExp[] }][] = [
    ['a YAML syntax error', { given: edit('title: Notes', 'title: [Notes'), want: [/^notes\.yaml:\d+:\d+ YAML: /] }],
    [
      'a broken $ref',
      {
        given: edit("cover: { $ref: '#/components/schemas/Image' }", "cover: { $ref: '#/components/schemas/Imagee' }"),
        want: [/^notes\.yaml:\d+:\d+ \$ref '#\/components\/schemas\/Imagee' does not resolve$/],
      },
    ],
    [
      'an unknown x- key',
      { given: edit('      x-paging: offset', '      x-paging: offset\n      x-cache: true'), want: [/^notes\.yaml:\d+:7 unknown extension 'x-cache'/] },
    ],
    [
      'a misplaced extension',
      {
        given: edit('      x-paging: offset', '      x-paging: offset\n      x-media: image'),
        want: [/extension 'x-media' is not allowed here \(it belongs on schema\)/],
      },
    ],
    [
      'a bad extension value',
      { given: edit('x-media: image', 'x-media: picture'), want: [/x-media: must be equal to one of the allowed values: image, video, audio, document/] },
    ],
    [
      'a site path that is not a path of literal segments',
      {
        given: edit('  host: api.example.test\n', "  host: api.example.test\n  sitePaths:\n    '/notes': '_api/notes'\n"),
        want: [/^notes\.yaml:14:\d+ x-service: must match pattern/],
      },
    ],
    ['a bad paging kind', { given: edit('x-paging: offset', 'x-paging: pages'), want: [/x-paging: must be equal to one of the allowed values/] }],
    [
      'a missing dialect',
      {
        given: edit('jsonSchemaDialect: https://json-schema.org/draft/2020-12/schema\n', ''),
        want: [/^notes\.yaml:1:1 jsonSchemaDialect must be https:\/\/json-schema.org\/draft\/2020-12\/schema/],
      },
    ],
    ['OpenAPI 3.0', { given: edit('openapi: 3.1.0', 'openapi: 3.0.3'), want: [/openapi must be 3\.1\.x/] }],
    [
      'an invalid OpenAPI structure',
      {
        given: edit(
          '          schema: { type: string }\n          example: n-1',
          '          schema: { type: string }\n          example: n-1\n          bogus: 1',
        ),
        want: [/OpenAPI 3\.1: unexpected property 'bogus'/],
      },
    ],
    [
      'a missing x-module',
      {
        given: edit('      summary: Gets a note.\n      x-module: notes', '      summary: Gets a note.'),
        want: [/GET \/v1\/notes\/\{noteId\}: x-module is required/],
      },
    ],
    [
      'a missing x-arguments',
      { given: edit('      x-arguments:\n        - name: note\n          value: body.note\n', ''), want: [/POST \/v1\/notes: x-arguments is required/] },
    ],
    [
      'an argument naming a missing field',
      {
        given: edit('fields: query.fields', 'fields: query.field'),
        want: [
          /argument options\.fields carries 'query\.field': the operation has no query parameter 'field'/,
          /request field query fields is carried by no argument/,
        ],
      },
    ],
    [
      'a field carried twice',
      {
        given: edit('            since: query.since', '            since: query.since\n            limit: query.paging.limit'),
        want: [/request field query paging\.limit is carried by both options\.paging and options\.limit/],
      },
    ],
    ['a required parameter without an example', { given: edit('          example: n-1\n', ''), want: [/required parameter 'noteId' needs an example/] }],
    [
      'a success response without examples',
      {
        given: edit('              examples:\n                default:\n                  value: { notes: [] }\n', ''),
        want: [/GET \/v1\/notes: the 200 response needs named examples/],
      },
    ],
    [
      'an error code not in the catalogue',
      { given: edit('x-errors: [NOTE_NOT_FOUND]', 'x-errors: [NOTE_GONE]'), want: [/error code 'NOTE_GONE' is not in x-error-catalogue/] },
    ],
    [
      'an event that is not a webhook of the document',
      {
        given: edit('x-errors: [NOTE_NOT_FOUND]', 'x-errors: [NOTE_NOT_FOUND]\n      x-emits: [noteViewed]'),
        want: [/GET \/v1\/notes\/\{noteId\}: event 'noteViewed' is not one of the document's webhooks/],
      },
    ],
    ['an empty x-emits', { given: edit('x-errors: [NOTE_NOT_FOUND]', 'x-errors: [NOTE_NOT_FOUND]\n      x-emits: []'), want: [/x-emits/] }],
    [
      'an example that does not match its schema',
      {
        given: edit('value: { note: { id: n-2, title: Hello } }', 'value: { note: { id: 2, title: Hello } }'),
        want: [/example does not match its schema at '\/note\/id': must be string/],
      },
    ],
    [
      'two methods of one name in a module',
      {
        given: edit('operationId: listNotes', 'operationId: listNotes\n      x-method: getNote'),
        want: [/GET \/v1\/notes: notes\.getNote is also the method of GET \/v1\/notes\/\{noteId\}; give one an x-method or another module/],
      },
    ],
    [
      'a malformed schema',
      {
        given: edit('    NoteField:\n      type: string', '    NoteField:\n      type: strang'),
        want: [/schema: must be equal to one of the allowed values: array, boolean, integer, null, number, object, string/],
      },
    ],
    [
      'the reserved module name index',
      {
        given: edit('      summary: Gets a note.\n      x-module: notes', '      summary: Gets a note.\n      x-module: index'),
        want: [/'index' is reserved for the service's index.ts/],
      },
    ],
    [
      'a webhook reusing an operationId',
      {
        given: edit('operationId: onNoteCreated', 'operationId: getNote'),
        want: [/webhook noteCreated: operationId 'getNote' is already used in this document/],
      },
    ],
    [
      'a compressed field naming a missing sibling',
      {
        given: edit('x-rich-content-compressed: body', 'x-rich-content-compressed: bodyy'),
        want: [/x-rich-content-compressed names 'bodyy', which is not a property of the same object/],
      },
    ],
    [
      'x-get-form on a GET',
      {
        given: edit('      summary: Gets a note.\n', '      summary: Gets a note.\n      x-get-form: { parameter: .r, maxUrlLength: 2048 }\n'),
        want: [/^notes\.yaml:\d+:7 GET \/v1\/notes\/\{noteId\}: x-get-form belongs on a POST/],
      },
    ],
    ['a maxUrlLength of zero', { given: edit('maxUrlLength: 2048', 'maxUrlLength: 0'), want: [/x-get-form: must be >= 1/] }],
    ['a fractional maxUrlLength', { given: edit('maxUrlLength: 2048', 'maxUrlLength: 20.5'), want: [/x-get-form: must be integer/] }],
    [
      'an unknown x-get-form property',
      { given: edit('maxUrlLength: 2048', 'maxUrlLength: 2048\n        encoding: base64'), want: [/x-get-form: unexpected property 'encoding'/] },
    ],
    [
      'x-get-form without a JSON body',
      {
        given: edit(
          'description: The query.\n        content:\n          application/json:',
          'description: The query.\n        content:\n          text/plain:',
        ),
        want: [/POST \/v1\/notes\/query: x-get-form needs an application\/json request body/],
      },
    ],
    [
      'x-get-form naming a parameter the GET form lacks',
      {
        given: edit('parameter: .r', 'parameter: .q'),
        want: [
          /POST \/v1\/notes\/query: the GET form on this path has no parameter '\.q'/,
          /GET \/v1\/notes\/query: query parameter '\.r' is not a parameter of queryNotes/,
        ],
      },
    ],
    [
      'x-get-form naming a query parameter of the call',
      {
        given: edit('parameter: .r', 'parameter: fieldsets'),
        want: [
          /'fieldsets' is already a query parameter of this call/,
          /the x-get-form parameter 'fieldsets' of queryNotes needs required: true, schema type: string/,
        ],
      },
    ],
    [
      'an optional form parameter',
      {
        given: edit('        - name: .r\n          in: query\n          required: true', '        - name: .r\n          in: query'),
        want: [/GET \/v1\/notes\/query: the x-get-form parameter '\.r' of queryNotes needs required: true$/],
      },
    ],
    [
      'a form parameter outside the query',
      {
        given: edit('        - name: .r\n          in: query', '        - name: .r\n          in: header'),
        want: [/the x-get-form parameter '\.r' of queryNotes needs in: query \(not header\)/],
      },
    ],
    [
      'a form parameter that is not a string',
      {
        given: edit("            type: string\n            pattern: '^[A-Za-z0-9_-]+$'\n", '            type: integer\n'),
        want: [/the x-get-form parameter '\.r' of queryNotes needs schema type: string/],
      },
    ],
    [
      "a GET form without the call's parameters",
      {
        given: edit(
          '      x-form-of: queryNotes\n      parameters:\n        - name: fieldsets\n          in: query\n          schema: { type: array, items: { type: string } }\n',
          '      x-form-of: queryNotes\n      parameters:\n',
        ),
        want: [/GET \/v1\/notes\/query: the GET form lacks the query parameter 'fieldsets' of queryNotes/],
      },
    ],
    [
      'x-form-of naming no operation',
      {
        given: edit('x-form-of: queryNotes', 'x-form-of: queryNotez'),
        want: [
          /GET \/v1\/notes\/query: x-form-of names 'queryNotez', which is no operationId of this document/,
          /POST \/v1\/notes\/query: x-get-form needs the GET form on the same path: a get with x-form-of: queryNotes/,
        ],
      },
    ],
    [
      'x-form-of naming a call on another path',
      { given: edit('x-form-of: queryNotes', 'x-form-of: createNote'), want: [/x-form-of names POST \/v1\/notes; a GET form is the POST of the same path/] },
    ],
    [
      'x-form-of on a POST naming a POST',
      {
        given: edit('      operationId: createNote\n', '      operationId: createNote\n      x-form-of: queryNotes\n'),
        want: [
          /POST \/v1\/notes: x-form-of names POST \/v1\/notes\/query; a POST form is the GET of the same path/,
          /POST \/v1\/notes: a form of another call has no operationId/,
        ],
      },
    ],
    [
      'a call without x-get-form named by x-form-of',
      {
        given: edit('      x-get-form:\n        parameter: .r\n        maxUrlLength: 2048\n', ''),
        want: [/GET \/v1\/notes\/query: queryNotes has no x-get-form, so nothing is ever sent as this GET/],
      },
    ],
    [
      'a GET form with call keys',
      {
        given: edit('      x-form-of: queryNotes\n', '      x-form-of: queryNotes\n      operationId: queryNotesByGet\n      x-module: notes\n'),
        want: [/a form of another call has no operationId/, /a form of another call has no x-module/],
      },
    ],
    [
      'a GET form answering otherwise than its call',
      {
        given: edit(
          "      responses:\n        '200': { $ref: '#/components/responses/NoteList' }\nwebhooks:",
          "      responses:\n        '200': { $ref: '#/components/responses/NotFound' }\n        '404': { $ref: '#/components/responses/NotFound' }\nwebhooks:",
        ),
        want: [/GET \/v1\/notes\/query: response 200 differs from queryNotes's/, /GET \/v1\/notes\/query: response 404 differs from queryNotes's/],
      },
    ],
    [
      'x-body-form on a POST',
      {
        given: edit('      operationId: createNote\n', '      operationId: createNote\n      x-body-form: { maxQueryLength: 4000 }\n'),
        want: [/^notes\.yaml:\d+:7 POST \/v1\/notes: x-body-form belongs on a GET/],
      },
    ],
    ['a maxQueryLength of zero', { given: edit('maxQueryLength: 4000', 'maxQueryLength: 0'), want: [/x-body-form: must be >= 1/] }],
    ['a fractional maxQueryLength', { given: edit('maxQueryLength: 4000', 'maxQueryLength: 4000.5'), want: [/x-body-form: must be integer/] }],
    [
      'an unknown x-body-form property',
      { given: edit('maxQueryLength: 4000', 'maxQueryLength: 4000\n        method: POST'), want: [/x-body-form: unexpected property 'method'/] },
    ],
    [
      'x-body-form on a GET without query parameters',
      {
        given: edit('      x-prefix: /notes-archive\n', '      x-prefix: /notes-archive\n      x-body-form: { maxQueryLength: 4000 }\n'),
        want: [
          /GET \/v1\/archive\/\{noteId\}: x-body-form needs query parameters to send in the body/,
          /GET \/v1\/archive\/\{noteId\}: x-body-form needs the POST form on the same path: a post with x-form-of: getArchivedNote/,
        ],
      },
    ],
    [
      "x-body-form where the path's POST is a call",
      {
        given: edit('      operationId: listNotes\n', '      operationId: listNotes\n      x-body-form: { maxQueryLength: 4000 }\n'),
        want: [
          /^notes\.yaml:\d+:7 GET \/v1\/notes: x-body-form sends the query as a POST to this path, but its POST is the call createNote; listNotes cannot have a body form$/,
        ],
      },
    ],
    [
      'a body form naming a GET on another path',
      {
        given: edit('x-form-of: listNotebookNotes', 'x-form-of: listNotes'),
        want: [
          /POST \/v1\/notebooks\/\{notebookId\}\/notes: x-form-of names GET \/v1\/notes; a POST form is the GET of the same path/,
          /GET \/v1\/notebooks\/\{notebookId\}\/notes: x-body-form needs the POST form on the same path/,
        ],
      },
    ],
    [
      'a body form of a GET without x-body-form',
      {
        given: edit('      x-body-form:\n        maxQueryLength: 4000\n', ''),
        want: [/POST \/v1\/notebooks\/\{notebookId\}\/notes: listNotebookNotes has no x-body-form, so nothing is ever sent as this POST/],
      },
    ],
    [
      "a body form without the call's header parameter",
      {
        given: edit(
          '          example: b-1\n        - name: x-notes-tenant\n          in: header\n          schema: { type: string }\n      requestBody:',
          '          example: b-1\n      requestBody:',
        ),
        want: [
          /^notes\.yaml:\d+:5 POST \/v1\/notebooks\/\{notebookId\}\/notes: the body form lacks the header parameter 'x-notes-tenant' of listNotebookNotes$/,
        ],
      },
    ],
    [
      'a body form with a query parameter',
      {
        given: edit(
          '          example: b-1\n        - name: x-notes-tenant\n          in: header\n          schema: { type: string }\n      requestBody:',
          '          example: b-1\n        - name: x-notes-tenant\n          in: header\n          schema: { type: string }\n        - name: tags\n          in: query\n          schema: { type: array, items: { type: string } }\n      requestBody:',
        ),
        want: [/POST \/v1\/notebooks\/\{notebookId\}\/notes: the body form of listNotebookNotes sends no query string; 'tags' belongs in its body/],
      },
    ],
    [
      'a body form with a header the call lacks',
      {
        given: edit(
          '          example: b-1\n        - name: x-notes-tenant\n          in: header\n          schema: { type: string }\n      requestBody:',
          '          example: b-1\n        - name: x-notes-tenant\n          in: header\n          schema: { type: string }\n        - name: x-trace\n          in: header\n          schema: { type: string }\n      requestBody:',
        ),
        want: [/header parameter 'x-trace' is not a parameter of listNotebookNotes/],
      },
    ],
    [
      'a body form without a request body',
      {
        given: edit(
          '      requestBody:\n        required: true\n        content:\n          application/json:\n            schema:\n              type: object\n              properties:\n                tags: { type: array, maxItems: 100, items: { type: string }, description: Only notes with any of these tags. }\n                paging:\n                  type: object\n                  properties:\n                    limit: { type: integer, maximum: 100 }\n                    offset: { type: integer }\n            examples:\n              default:\n                value: { tags: [work], paging: { limit: 10 } }\n',
          '',
        ),
        want: [
          /^notes\.yaml:\d+:5 POST \/v1\/notebooks\/\{notebookId\}\/notes: the body form of listNotebookNotes needs an application\/json request body with its query parameters$/,
        ],
      },
    ],
    [
      'a body lacking a query parameter',
      {
        given: edit('                tags: { type: array, maxItems: 100, items: { type: string }, description: Only notes with any of these tags. }\n', ''),
        want: [/POST \/v1\/notebooks\/\{notebookId\}\/notes: the body lacks 'tags', which carries the query parameter 'tags' of listNotebookNotes/],
      },
    ],
    [
      'a body lacking a group of query parameters',
      {
        given: edit(
          '                paging:\n                  type: object\n                  properties:\n                    limit: { type: integer, maximum: 100 }\n                    offset: { type: integer }\n',
          '                size: { type: integer }\n',
        ),
        want: [
          /the body lacks 'paging', which carries the query parameters 'paging\.limit', 'paging\.offset' of listNotebookNotes/,
          /body property 'size' is no query parameter of listNotebookNotes/,
        ],
      },
    ],
    [
      'a body property with another schema',
      {
        given: edit(
          'tags: { type: array, maxItems: 100, items: { type: string }, description',
          'tags: { type: array, maxItems: 50, items: { type: string }, description',
        ),
        want: [
          /^notes\.yaml:\d+:\d+ POST \/v1\/notebooks\/\{notebookId\}\/notes: body property 'tags' differs from the query parameter 'tags' of listNotebookNotes/,
        ],
      },
    ],
    [
      'a nested body property with another type',
      {
        given: edit(
          '                    offset: { type: integer }\n            examples:',
          '                    offset: { type: string }\n            examples:',
        ),
        want: [/body property 'paging\.offset' differs from the query parameter 'paging\.offset'/],
      },
    ],
    [
      'a group that is not an object in the body',
      {
        given: edit('                paging:\n                  type: object\n', '                paging:\n                  type: string\n'),
        want: [
          /body property 'paging' must be an object \(type: object\) carrying the query parameters 'paging\.limit', 'paging\.offset' of listNotebookNotes/,
        ],
      },
    ],
    [
      'a body requiring otherwise than the query',
      {
        given: edit(
          "        - name: paging.limit\n          in: query\n          schema: { type: integer, maximum: 100 }\n        - name: paging.offset\n          in: query\n          schema: { type: integer }\n      responses:\n        '200': { $ref: '#/components/responses/NoteList' }\n    post:",
          "        - name: paging.limit\n          in: query\n          required: true\n          schema: { type: integer, maximum: 100 }\n          example: 10\n        - name: paging.offset\n          in: query\n          schema: { type: integer }\n      responses:\n        '200': { $ref: '#/components/responses/NoteList' }\n    post:",
        ),
        want: [
          /the body must require exactly 'paging', as the query parameters of listNotebookNotes do/,
          /body property 'paging' must require exactly 'limit'/,
        ],
      },
    ],
    [
      'a body form with call keys',
      {
        given: edit('      x-form-of: listNotebookNotes\n', '      x-form-of: listNotebookNotes\n      x-module: notebooks\n      x-idempotent: true\n'),
        want: [/POST \/v1\/notebooks\/\{notebookId\}\/notes: a form of another call has no x-module/, /a form of another call has no x-idempotent/],
      },
    ],
    [
      'a body form answering otherwise than its call',
      {
        given: edit(
          "            examples:\n              default:\n                value: { tags: [work], paging: { limit: 10 } }\n      responses:\n        '200': { $ref: '#/components/responses/NoteList' }",
          "            examples:\n              default:\n                value: { tags: [work], paging: { limit: 10 } }\n      responses:\n        '200': { $ref: '#/components/responses/NotFound' }",
        ),
        want: [/POST \/v1\/notebooks\/\{notebookId\}\/notes: response 200 differs from listNotebookNotes's/],
      },
    ],
    [
      'x-form-of on a PATCH',
      {
        given: edit('      operationId: updateNote\n', '      x-form-of: getNote\n'),
        want: [
          /PATCH \/v1\/notes\/\{note\.id\}: x-form-of is on a GET \(the GET form of a POST with x-get-form\) or a POST \(the body form of a GET with x-body-form\)/,
        ],
      },
    ],
    [
      'x-idempotent on a GET',
      {
        given: edit('      summary: Gets a note.\n', '      summary: Gets a note.\n      x-idempotent: true\n'),
        want: [/^notes\.yaml:\d+:7 GET \/v1\/notes\/\{noteId\}: x-idempotent is for calls of other methods/],
      },
    ],
    [
      'x-query-builder on a call that does not page, naming properties the answer lacks',
      {
        given: edit('      operationId: queryNotes\n', '      operationId: queryNotes\n      x-query-builder: { items: note, pagingMetadata: paging }\n'),
        want: [
          /^notes\.yaml:\d+:7 queryNotes: x-query-builder needs x-paging: offset or cursor/,
          /queryNotes: x-query-builder: the answer has no array property 'note' \(items\)/,
          /queryNotes: x-query-builder: the answer has no property 'paging' \(pagingMetadata\)/,
        ],
      },
    ],
    [
      'x-query-builder on a call whose first argument is not the query',
      {
        given: edit('      operationId: listNotes\n', '      operationId: listNotes\n      x-query-builder: { items: notes, pagingMetadata: notes }\n'),
        want: [/listNotes: x-query-builder needs the first argument to carry body\.query/],
      },
    ],
    [
      'x-unwrap naming a property the answer lacks',
      {
        given: edit('      operationId: queryNotes\n', '      operationId: queryNotes\n      x-unwrap: note\n'),
        want: [/^notes\.yaml:\d+:7 queryNotes: x-unwrap names 'note', which is not a property of the success answer/],
      },
    ],
    [
      'a GET form whose value does not say what it carries',
      {
        given: edit('            contentEncoding: base64url\n            contentMediaType: application/json\n', ''),
        want: [/GET \/v1\/notes\/query: the x-get-form parameter '\.r' of queryNotes needs contentEncoding: base64url, contentMediaType: application\/json/],
      },
    ],
    [
      'a GET form whose value carries another schema',
      {
        given: edit(
          "                query: { $ref: '#/components/schemas/NoteQuery' }\n          example:",
          '                query: { type: string }\n          example:',
        ),
        want: [/the x-get-form parameter '\.r' of queryNotes needs contentSchema: the POST's body schema/],
      },
    ],
    [
      'an x-query-builder without items',
      {
        given: edit('      operationId: queryNotes\n', '      operationId: queryNotes\n      x-query-builder: { pagingMetadata: paging }\n'),
        want: [/x-query-builder: must have required property 'items'/],
      },
    ],
    ['an x-idempotent that is not a boolean', { given: edit('x-idempotent: true', 'x-idempotent: yes please'), want: [/x-idempotent: must be boolean/] }],
  ];

  it.each(cases)('reports %s with file:line:col', (_, { given, want }) => {
    const problems = problemsOf([{ file: 'notes.yaml', text: given }]);
    for (const pattern of want)
      expect(
        problems.some((p) => pattern.test(p)),
        `${pattern} in\n${problems.join('\n')}`,
      ).toBe(true);
    for (const p of problems) expect(p).toMatch(/^notes\.yaml:\d+:\d+ /);
  });

  it('reports the problems of every file at once; an operationId may repeat in another service', () => {
    const other = VALID.replace('name: notes\n', 'name: notes2\n');
    const problems = problemsOf([
      { file: 'a.yaml', text: VALID.replace("cover: { $ref: '#/components/schemas/Image' }", "cover: { $ref: '#/components/schemas/Nope' }") },
      { file: 'b.yaml', text: other.replace('      x-paging: offset', '      x-paging: offset\n      x-unknown: 1') },
    ]);
    expect(problems.some((p) => /^a\.yaml:\d+:\d+ \$ref '#\/components\/schemas\/Nope' does not resolve/.test(p))).toBe(true);
    expect(problems.some((p) => /^b\.yaml:\d+:\d+ unknown extension 'x-unknown'/.test(p))).toBe(true);
    expect(problems.filter((p) => p.includes('duplicate operationId'))).toEqual([]);
    expect(
      problemsOf([
        { file: 'a.yaml', text: VALID },
        { file: 'b.yaml', text: other },
      ]),
    ).toEqual([]);
  });

  it('reports two services with the same name', () => {
    expect(
      problemsOf([
        { file: 'a.yaml', text: VALID },
        { file: 'b.yaml', text: VALID },
      ]),
    ).toContainEqual(expect.stringMatching(/^b\.yaml:\d+:\d+ service name 'notes' is also used by a\.yaml$/));
  });

  it('points at the offending line', () => {
    const text = edit('      x-paging: offset', '      x-paging: offset\n      x-cache: true');
    const line = text.split('\n').findIndex((l) => l.includes('x-cache')) + 1;
    expect(problemsOf([{ file: 'notes.yaml', text }])).toContainEqual(
      expect.stringMatching(new RegExp(`^notes\\.yaml:${line}:7 unknown extension 'x-cache' \\(spec/README\\.md lists the allowed ones: x-service, `)),
    );
  });
});
