import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../../../runtime/index.ts';
import { argumentsFromRequest, callerPath, defineCall, expandPath, requestFromArguments } from '../../../runtime/generated.ts';
import { getNote, listNotes, queryNotes } from './fixtures.ts';

describe('requestFromArguments', () => {
  it('puts each argument in the field it carries', () => {
    expect(requestFromArguments(getNote.op, ['n 1', { fields: ['BODY'] }])).toEqual({ path: { noteId: 'n 1' }, query: { fields: ['BODY'] }, header: {} });
    expect(requestFromArguments(listNotes.op, [{ paging: { limit: 5 } }])).toEqual({ path: {}, query: { paging: { limit: 5 } }, header: {} });
    expect(requestFromArguments(queryNotes.op, [{ filter: { a: 1 } }, { fieldsets: ['X'] }])).toEqual({
      path: {},
      query: {},
      header: {},
      body: { query: { filter: { a: 1 } }, fieldsets: ['X'] },
    });
  });

  const bad: [string, { op: typeof getNote.op; args: unknown[]; argument: string; message: RegExp }][] = [
    ['missing required', { op: getNote.op, args: [], argument: 'noteId', message: /argument 'noteId' is required/ }],
    ['empty path value', { op: getNote.op, args: [''], argument: 'noteId', message: /'noteId' must be a non-empty string, got an empty string/ }],
    ['object path value', { op: getNote.op, args: [{}], argument: 'noteId', message: /'noteId' must be a non-empty string, got object/ }],
    ['options not an object', { op: getNote.op, args: ['x', 'fields'], argument: 'options', message: /'options' must be an object, got string/ }],
  ];
  it.each(bad)('rejects %s with the argument name', (_, { op, args, argument, message }) => {
    const error = (() => {
      try {
        requestFromArguments(op, args);
      } catch (e) {
        return e;
      }
    })() as ArgumentError;
    expect(error).toBeInstanceOf(ArgumentError);
    expect(error.name).toBe('ArgumentError');
    expect(error.argument).toBe(argument);
    expect(error.message).toMatch(message);
  });
});

describe('dotted path parameters', () => {
  const updateNote = defineCall(getNote.op.service, {
    module: 'notes',
    operationId: 'updateNote',
    method: 'PATCH',
    path: '/v1/notes/{note.id}',
    args: [
      { name: 'noteId', required: true, value: 'path.note.id' },
      { name: 'note', value: 'body.note' },
    ],
  });
  it('are one key of the path, both ways', () => {
    const parts = requestFromArguments(updateNote.op, ['n 1', { title: 't' }]);
    expect(parts).toEqual({ path: { 'note.id': 'n 1' }, query: {}, header: {}, body: { note: { title: 't' } } });
    expect(argumentsFromRequest(updateNote.op, parts)).toEqual(['n 1', { title: 't' }]);
    expect(expandPath(updateNote.op.path, parts.path)).toBe('/v1/notes/n%201');
  });
});

describe('argumentsFromRequest', () => {
  it('inverts requestFromArguments', () => {
    const cases: [typeof getNote.op, unknown[]][] = [
      [getNote.op, ['n-1', { fields: ['BODY'] }]],
      [getNote.op, ['n-1']],
      [listNotes.op, [{ paging: { limit: 5, offset: 10 } }]],
      [queryNotes.op, [{ filter: { title: { $eq: 'a' } } }, { fieldsets: ['X'] }]],
    ];
    for (const [op, args] of cases) expect(argumentsFromRequest(op, requestFromArguments(op, args))).toEqual(args);
  });
});

describe('callerPath', () => {
  const cases: [string, { op: typeof getNote.op; server: string; want: string }][] = [
    ['query group', { op: listNotes.op, server: 'paging.limit', want: 'options.paging.limit' }],
    ['path parameter', { op: getNote.op, server: 'noteId', want: 'noteId' }],
    ['body property carried by a value argument', { op: queryNotes.op, server: 'query.filter', want: 'query.filter' }],
    ['body property carried by an options property', { op: queryNotes.op, server: 'fieldsets', want: 'options.fieldsets' }],
    ['array index', { op: queryNotes.op, server: 'fieldsets[2]', want: 'options.fieldsets[2]' }],
    ['unknown field kept', { op: getNote.op, server: 'somethingElse', want: 'somethingElse' }],
  ];
  it.each(cases)('%s', (_, { op, server, want }) => expect(callerPath(op, server)).toBe(want));
});
