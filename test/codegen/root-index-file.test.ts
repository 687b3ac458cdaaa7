import { describe, expect, it } from 'vitest';
import { bundleText } from '../../codegen/emit/root-index-file.ts';
import { SpecProblemsError } from '../../codegen/problems.ts';

const service = (refs: Record<string, unknown>) => ({
  openapi: '3.1.0',
  info: { title: 'Notes', version: '1' },
  'x-service': { name: 'notes', prefix: '/notes' },
  paths: {
    '/v1/notes': {
      get: {
        operationId: 'listNotes',
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: refs.schema, examples: { one: refs.example } } } } },
      },
    },
  },
  components: { schemas: { Note: { type: 'object' } }, examples: { One: { value: {} } } },
});

describe('bundleText', () => {
  it('renames components and the references to them, schema and example alike', () => {
    const bundled = JSON.parse(bundleText([service({ schema: { $ref: '#/components/schemas/Note' }, example: { $ref: '#/components/examples/One' } })]));
    const content = bundled.paths['/notes/v1/notes'].get.responses['200'].content['application/json'];
    expect(content.schema).toEqual({ $ref: '#/components/schemas/notes.Note' });
    expect(content.examples.one).toEqual({ $ref: '#/components/examples/notes.One' });
  });

  it('refuses a bundle with a reference that does not resolve, at its line in openapi.json', () => {
    const run = () => bundleText([service({ schema: { $ref: '#/components/schemas/Missing' }, example: { value: 1 } })]);
    expect(run).toThrow(SpecProblemsError);
    try {
      run();
    } catch (error) {
      const [problem] = (error as SpecProblemsError).problems;
      expect(problem).toMatchObject({ file: 'openapi.json', message: expect.stringContaining("$ref '#/components/schemas/notes.Missing' does not resolve") });
      expect(problem!.line).toBeGreaterThan(1);
    }
  });

  it("keeps one document's info, externalDocs and server origin; several documents get the platform's front matter", () => {
    const refs = { schema: { $ref: '#/components/schemas/Note' }, example: { value: {} } };
    const info = { title: 'Notes', version: '1', description: 'Take notes.', contact: { email: 'a@example.test' } };
    const one = {
      ...service(refs),
      info,
      servers: [{ url: 'https://notes.example.test/notes' }],
      'x-service': { name: 'notes', prefix: '/notes', host: 'https://notes.example.test' },
      externalDocs: { url: 'https://docs.example.test' },
    };
    expect(JSON.parse(bundleText([one]))).toMatchObject({
      info,
      servers: [{ url: 'https://notes.example.test' }],
      externalDocs: { url: 'https://docs.example.test' },
    });
    // A relative server has no origin a reader could send to.
    expect(JSON.parse(bundleText([{ ...one, servers: [{ url: '/notes' }] }])).servers).toEqual([]);
    const other = { ...service(refs), 'x-service': { name: 'other', prefix: '/other' } };
    expect(JSON.parse(bundleText([one, other]))).toMatchObject({ info: { title: 'Site APIs' }, servers: [{ url: 'https://www.wixapis.com' }] });
  });
});
