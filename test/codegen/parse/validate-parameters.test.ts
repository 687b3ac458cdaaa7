import { describe, expect, it } from 'vitest';
import type { ParameterObject } from '@siteapi/document';
import type { RequestFields } from '../../../codegen/parse/request-fields.ts';
import { checkPathParameters } from '../../../codegen/parse/validate-parameters.ts';

// A path's template against its declared path parameters.

const param = (name: string, where = 'path') => ({ param: { name, in: where, required: true } as ParameterObject, pointer: `/params/${name}` });

describe('checkPathParameters', () => {
  it.each([
    ['template and parameters agree', { given: { path: '/notes/{noteId}', params: [param('noteId'), param('q', 'query')] }, want: [] }],
    [
      'a name only in the template',
      {
        given: { path: '/notes/{noteId}', params: [] },
        want: ["/paths/~1notes~1{noteId} GET /n: path parameter 'noteId' is not declared (add it to the parameters with in: path, required: true)"],
      },
    ],
    [
      'a path parameter not in the template',
      { given: { path: '/notes', params: [param('noteId')] }, want: ["/params/noteId GET /n: path parameter 'noteId' is declared but not in the path"] },
    ],
    [
      'a query parameter of the same name does not count',
      { given: { path: '/notes/{id}', params: [param('id', 'query')] }, want: [expect.stringContaining("path parameter 'id' is not declared")] },
    ],
  ] as [string, { given: { path: string; params: RequestFields['params'] }; want: unknown[] }][])('%s', (_, { given, want }) => {
    const out: string[] = [];
    checkPathParameters(given.path, { params: given.params }, 'GET /n', (pointer, message) => out.push(`${pointer} ${message}`));
    expect(out).toEqual(want);
  });
});
