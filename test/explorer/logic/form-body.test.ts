// Bodies that are not JSON in the builder: a form or multipart body is edited as a form first, a multipart body's file
// fields take the files picked (a placeholder file for a snippet until one is), and the body built is what the
// runtime encodes as the form it sends.
import { encodeBody } from '@siteapi/runtime/generated';
import { describe, expect, it } from 'vitest';
import type { OperationDetail } from '../../../explorer/src/catalogue/types.ts';
import { buildRequest, defaultBodyMode, draftFromExample, type Draft } from '../../../explorer/src/request/draft.ts';
import { bodyKind, FILE_PLACEHOLDER, fileFields } from '../../../explorer/src/request/form-body.ts';

const upload: OperationDetail = {
  id: 's.upload',
  parameters: [],
  requestBody: {
    required: true,
    mediaType: 'multipart/form-data',
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', contentMediaType: 'image/png' },
        more: { type: 'array', items: { $ref: '#/components/schemas/Binary' } },
        caption: { type: 'string' },
        encoded: { type: 'string', contentMediaType: 'image/png', contentEncoding: 'base64' },
      },
    },
    examples: [],
    contents: [],
  },
  responses: [],
  errors: [],
  events: [],
  arguments: [],
  schemas: { Binary: { type: 'string', format: 'binary' } },
};

const form = (mediaType: string): OperationDetail => ({ ...upload, requestBody: { ...upload.requestBody!, mediaType, schema: { type: 'object' } } });

describe('form and multipart bodies', () => {
  it('knows each media type, and edits a form or multipart body as a form first', () => {
    expect(
      ['application/json', 'application/problem+json', '*/*', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].map(bodyKind),
    ).toEqual(['json', 'json', 'json', 'urlencoded', 'multipart', 'other']);
    expect(defaultBodyMode(upload)).toBe('form');
    expect(defaultBodyMode(form('application/x-www-form-urlencoded'))).toBe('form');
    expect(defaultBodyMode(form('application/json'))).toBe('raw');
    expect(draftFromExample(form('application/x-www-form-urlencoded'), undefined).bodyMode).toBe('form');
  });

  it("finds a multipart body's file fields (a binary string, by 3.1's contentMediaType or 3.0's format, one or many), no others", () => {
    expect(fileFields(upload)).toEqual([
      { name: 'file', multiple: false, required: true },
      { name: 'more', multiple: true, required: false },
    ]);
    expect(fileFields(form('application/x-www-form-urlencoded'))).toEqual([]);
  });

  it('puts the files picked into the body, which the runtime sends as multipart; a snippet gets a placeholder file', async () => {
    const draft: Draft = { ...draftFromExample(upload, undefined), bodyText: '{"caption":"Rex"}' };
    const picked = new File(['PNG'], 'rex.png', { type: 'image/png' });
    const built = buildRequest(upload, { ...draft, files: { file: [picked], more: [picked, picked] } });
    if (!built.ok) throw new Error(built.message);
    const encoded = encodeBody(built.value.body, 'multipart/form-data');
    const parts = [...(encoded.body as FormData)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
    expect(parts).toEqual([
      ['caption', 'Rex'],
      ['file', 'rex.png'],
      ['more', 'rex.png'],
      ['more', 'rex.png'],
    ]);
    const forSnippet = buildRequest(upload, draft, undefined, true);
    if (!forSnippet.ok) throw new Error(forSnippet.message);
    expect(((forSnippet.value.body as Record<string, File>).file as File).name).toBe(FILE_PLACEHOLDER);
    // An optional file field too, so the snippet lists it (an array of files as one).
    expect(((forSnippet.value.body as Record<string, File[]>).more as File[]).map((file) => file.name)).toEqual([FILE_PLACEHOLDER]);
    // Without placeholders, a file not picked is left out.
    const sent = buildRequest(upload, draft);
    expect(sent.ok && sent.value.body).toEqual({ caption: 'Rex' });
  });
});
