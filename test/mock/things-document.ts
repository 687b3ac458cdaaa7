// A small document for the mock's hostile-input tests: a 512 KiB default example, a cookie, a body schema that
// refers to itself, a declared 2XX range and a default response.
export const BIG = 'x'.repeat(512 * 1024);
export const document = {
  openapi: '3.1.0',
  info: { title: 'Things', version: '1' },
  paths: {
    '/things/{id}': {
      get: {
        operationId: 'getThing',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'session', in: 'cookie', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The thing.',
            content: { 'application/json': { examples: { big: { value: { blob: BIG } }, small: { value: { id: 't1' } } } } },
          },
          default: { description: 'An error.', content: { 'application/json': { example: { message: 'failed' } } } },
        },
      },
    },
    '/things': {
      post: {
        operationId: 'createThing',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Tree' } } } },
        responses: { '2XX': { description: 'Made.', content: { 'application/json': { example: { made: true } } } } },
      },
    },
  },
  components: { schemas: { Tree: { type: 'object', properties: { child: { $ref: '#/components/schemas/Tree' } } } } },
};
