import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OperationObject } from '@siteapi/document';
import { callNames, checkCall, checkErrorsAndEvents } from '../../../codegen/parse/validate-operation.ts';

// The Operation Object's own rules, on one operation each: names, module, arguments, error codes and events.

const call = (parts: Record<string, unknown>) => ({ operationId: 'getNote', 'x-module': 'notes', 'x-arguments': [], ...parts }) as OperationObject;
const problemsOf = (run: (at: (pointer: string, message: string) => void) => void) => {
  const out: string[] = [];
  run((pointer, message) => out.push(`${pointer} ${message}`));
  return out;
};

describe('checkCall', () => {
  it.each([
    ['a call with its names', { given: { op: call({}), method: 'get' }, want: [] }],
    [
      'no operationId, module or arguments',
      {
        given: { op: {} as OperationObject, method: 'get' },
        want: [
          "/p GET /n: operationId is required (the platform SDK's method name)",
          '/p GET /n: x-module is required',
          "/p GET /n: x-arguments is required (the SDK method's positional arguments)",
        ],
      },
    ],
    [
      'index is reserved',
      {
        given: { op: call({ 'x-module': 'index' }), method: 'get' },
        want: ["/p/x-module GET /n: 'index' is reserved for the service's index.ts; choose another module name"],
      },
    ],
    [
      'paths is reserved',
      {
        given: { op: call({ 'x-module': 'paths' }), method: 'get' },
        want: ["/p/x-module GET /n: 'paths' is reserved for the service's paths.ts; choose another module name"],
      },
    ],
    [
      'a name that is no identifier',
      { given: { op: call({ 'x-method': 'get-note' }), method: 'get' }, want: [expect.stringMatching(/^\/p\/x-method GET \/n: x-method /)] },
    ],
    [
      'an argument name that is no identifier',
      {
        given: { op: call({ 'x-arguments': [{ name: '1st', value: 'body' }] }), method: 'get' },
        want: [expect.stringMatching(/^\/p\/x-arguments\/0\/name GET \/n: argument name /)],
      },
    ],
    [
      'x-idempotent on a GET',
      {
        given: { op: call({ 'x-idempotent': true }), method: 'get' },
        want: [expect.stringMatching(/^\/p\/x-idempotent GET \/n: x-idempotent is for calls of other methods/)],
      },
    ],
    ['x-idempotent on a PUT', { given: { op: call({ 'x-idempotent': true }), method: 'put' }, want: [] }],
    [
      'a call or module named like a value the module file imports',
      {
        given: { op: call({ operationId: 'decodeDate', 'x-module': 'defineGeneratedCall' }), method: 'get' },
        want: [
          "/p/operationId GET /n: operationId 'decodeDate' is taken by what the generated files import or declare beside the calls; choose another",
          "/p/x-module GET /n: x-module 'defineGeneratedCall' is taken by what the generated files import or declare beside the calls; choose another",
        ],
      },
    ],
    [
      "a call named like the service's own constant",
      {
        given: { op: call({ operationId: 'notesService' }), method: 'get' },
        want: ["/p/operationId GET /n: operationId 'notesService' is taken by what the generated files import or declare beside the calls; choose another"],
      },
    ],
  ] as [string, { given: { op: OperationObject; method: string }; want: unknown[] }][])('%s', (_, { given, want }) => {
    expect(problemsOf((at) => checkCall({ ...given, pointer: '/p', label: 'GET /n' }, callNames('notes'), at))).toEqual(want);
  });

  it('one SDK method per module and name across the calls of a document', () => {
    const names = callNames();
    const problems = problemsOf((at) => {
      checkCall({ op: call({}), method: 'get', pointer: '/a', label: 'GET /a' }, names, at);
      checkCall({ op: call({ operationId: 'fetchNote', 'x-method': 'getNote' }), method: 'get', pointer: '/b', label: 'GET /b' }, names, at);
    });
    expect(problems).toEqual(['/b GET /b: notes.getNote is also the method of GET /a; give one an x-method or another module']);
  });

  it('one spelling per module file name across the calls of a document', () => {
    const names = callNames();
    const problems = problemsOf((at) => {
      checkCall({ op: call({ 'x-module': 'emailTemplates' }), method: 'get', pointer: '/a', label: 'GET /a' }, names, at);
      checkCall({ op: call({ 'x-module': 'emailTemplates', operationId: 'listNotes' }), method: 'get', pointer: '/b', label: 'GET /b' }, names, at);
      checkCall({ op: call({ 'x-module': 'emailtemplates', operationId: 'putNote' }), method: 'put', pointer: '/c', label: 'PUT /c' }, names, at);
    });
    expect(problems).toEqual([
      "/c/x-module PUT /c: module 'emailtemplates' differs from module 'emailTemplates' only in case (one file on case-insensitive file systems); spell both alike",
    ]);
  });
});

describe('checkErrorsAndEvents', () => {
  const doc = { 'x-error-catalogue': { NOT_FOUND: { message: 'x' } }, webhooks: { noteCreated: {} } } as unknown as OpenApiDocument;
  it.each([
    ['known codes and events', { given: call({ 'x-errors': ['NOT_FOUND'], 'x-emits': ['noteCreated'] }), want: [] }],
    [
      'unknown ones, at their index',
      {
        given: call({ 'x-errors': ['NOT_FOUND', 'toString'], 'x-emits': ['noteDeleted'] }),
        want: [
          "/p/x-errors/1 GET /n: error code 'toString' is not in x-error-catalogue",
          "/p/x-emits/0 GET /n: event 'noteDeleted' is not one of the document's webhooks",
        ],
      },
    ],
  ] as [string, { given: OperationObject; want: string[] }][])('%s', (_, { given, want }) => {
    expect(problemsOf((at) => checkErrorsAndEvents(doc, { op: given, method: 'get', pointer: '/p', label: 'GET /n' }, at))).toEqual(want);
  });
});
