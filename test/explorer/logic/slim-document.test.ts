// What an operation's chunk says of its bodies, read from the bundle `siteapi docs` builds over (the generator's
// `openapi.json` of test/fixtures/docs/request-bodies.yaml): every media type of a request body with its schema and
// named examples (a `$ref` followed), the one the call sends, and each answer's media types (`*/*` as JSON's).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIr, generate, parseSpecs } from '@siteapi/codegen';
import type { OperationDetail } from '../../../explorer/src/catalogue/types.ts';
import { slimDocument, type SlimDocument } from '../../../explorer/vite/slim-document.ts';
import { slimOfFiles, slimOfText } from './modelled-bundle.ts';

let slim: SlimDocument;
const detail = (id: string): OperationDetail => slim.detail(`bodies-and-auth.${id}`)!;

beforeAll(async () => {
  const files = await generate(path.resolve('test/fixtures/docs/request-bodies.yaml'), { mode: 'plain', paths: false });
  slim = slimOfFiles(files);
}, 60_000);

describe('slim document: bodies in every media type', () => {
  it("a form body's schema and example, not `any`", () => {
    const body = detail('createMessage').requestBody!;
    expect(body.mediaType).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(body.schema.properties as object)).toEqual(['To', 'From', 'Body', 'MediaUrl']);
    expect(body.examples).toEqual([{ name: 'example', value: { To: '+15558675310', From: '+15017122661', Body: "Hi there & welcome: it's 100% true" } }]);
    expect(body.contents.map((c) => c.mediaType)).toEqual(['application/x-www-form-urlencoded']);
    // The catalogue searches the form's field names too.
    expect(slim.catalogue.find((e) => e.operationId === 'createMessage')!.fields).toEqual(['To', 'From', 'Body', 'MediaUrl']);
  });

  it('named request examples, one given by $ref, with their summaries', () => {
    const body = detail('createPet').requestBody!;
    expect(body.mediaType).toBe('application/json');
    expect(body.examples).toEqual([
      { name: 'dog', summary: 'A dog', value: { name: 'Rex', kind: 'dog' } },
      { name: 'cat', summary: 'A cat', value: { name: 'Tom', kind: 'cat' } },
    ]);
  });

  it("a multipart body's file field, and a `*/*` answer's schema as its JSON body", () => {
    const upload = detail('uploadPhoto');
    expect(upload.requestBody!.mediaType).toBe('multipart/form-data');
    // The bundle is 3.1: 3.0's `format: binary` comes as a `contentMediaType`.
    expect((upload.requestBody!.schema.properties as Record<string, unknown>).file).toEqual({
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'The picture.',
    });
    const ok = upload.responses.find((r) => r.status === '200')!;
    expect(ok.mediaType).toBe('*/*');
    expect(Object.keys(ok.schema!.properties as object)).toEqual(['url']);
  });

  it('lists the media types beside JSON with their schemas, and every one of a request body', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/x': {
          post: {
            operationId: 'x',
            requestBody: {
              content: {
                'application/xml': { schema: { type: 'object', properties: { a: { type: 'string' } } } },
                'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { b: { type: 'string' } } } },
              },
            },
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { type: 'string' } }, 'text/csv': { schema: { type: 'string' } }, 'image/png': {} },
              },
              '204': { description: 'none' },
            },
          },
        },
      },
    };
    const x = slimDocument(document).detail('x')!;
    expect(x.requestBody!.mediaType).toBe('application/x-www-form-urlencoded');
    expect(x.requestBody!.contents.map((c) => [c.mediaType, Object.keys((c.schema?.properties ?? {}) as object)])).toEqual([
      ['application/xml', ['a']],
      ['application/x-www-form-urlencoded', ['b']],
    ]);
    const [ok, none] = x.responses;
    expect(ok).toMatchObject({
      mediaType: 'application/json',
      schema: { type: 'string' },
      others: [{ mediaType: 'text/csv', schema: { type: 'string' } }, { mediaType: 'image/png' }],
    });
    expect(none!.others).toBeUndefined();
    expect(none!.schema).toBeUndefined();
  });
});

// A document's own site (test/fixtures/docs/gallery.yaml): each path under the base its first server puts before it,
// the servers as written, the tags in the document's order with their titles (3.2's `summary`, Redoc's
// `x-displayName`) under `x-tagGroups` and 3.2's `parent`s, untagged operations marked, and the webhooks.
let gallery: SlimDocument;
beforeAll(async () => {
  const files = await generate('test/fixtures/docs/gallery.yaml');
  gallery = slimOfFiles(files);
}, 60_000);

describe('slimDocument on a document of its own', () => {
  it('carries the base path its paths are under, and the servers as the document writes them', () => {
    expect(gallery.services).toMatchObject([{ name: 'gallery', base: '/_mock/gallery-api' }]);
    expect(gallery.catalogue.find((e) => e.id === 'gallery.listExhibits')?.path).toBe('/_mock/gallery-api/exhibits');
    expect(gallery.overview().servers).toEqual([
      {
        url: 'https://{region}.gallery.example.test/_mock/gallery-api',
        description: 'Production',
        variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'], description: 'Where the gallery is.' }],
      },
    ]);
  });

  it("lists the tags in the document's order under their groups and parents, titled as the document titles them", () => {
    expect(gallery.services[0]!.tagOrder).toEqual([
      { tag: 'tickets', path: ['Visit', 'Tickets & passes'] },
      { tag: 'ticket-refunds', path: ['Visit', 'Tickets & passes', 'Refunds'] },
      { tag: 'exhibits', path: ['Visit', 'Exhibits'] },
      { tag: 'ops', path: ['Back office', 'Operations'] },
    ]);
    expect(Object.fromEntries(gallery.catalogue.map((e) => [e.operationId, e.tagPath]))).toEqual({
      checkHealth: [],
      listExhibits: ['Visit', 'Exhibits'],
      buyTicket: ['Visit', 'Tickets & passes'],
      refundTicket: ['Visit', 'Tickets & passes', 'Refunds'],
      readMetrics: ['Back office', 'Operations'],
    });
    expect(gallery.overview().tags.find((t) => t.name === 'exhibits')).toEqual({
      name: 'exhibits',
      path: ['Visit', 'Exhibits'],
      description: 'What is **on** now.',
    });
  });

  it('lists the webhooks, each with its payload', () => {
    expect(gallery.services[0]!.webhooks).toEqual([{ name: 'gallery.ticketSold', method: 'POST', summary: 'A ticket was sold' }]);
    expect(gallery.overview().webhooks).toEqual([
      {
        name: 'gallery.ticketSold',
        method: 'POST',
        summary: 'A ticket was sold',
        description: 'Sent when a ticket is paid for.',
        payload: 'gallery.Ticket',
        schemas: {},
      },
    ]);
  });
});

// The catalogue is the generator's model of the calls (each service's operations.json), read beside the bundle: the
// platform's dialect (test/fixtures/specs/valid/notes.yaml) and a plain document (gallery.yaml) list the modules,
// arguments, errors and events the IR gives, and no `x-` extension of the bundle changes what the explorer shows.
describe("the catalogue from the generator's model", () => {
  /** Every key named `x-…`, anywhere in the bundle, left out. */
  const withoutExtensions = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(withoutExtensions)
      : node && typeof node === 'object'
        ? Object.fromEntries(Object.entries(node).flatMap(([key, value]) => (key.startsWith('x-') ? [] : [[key, withoutExtensions(value)]])))
        : node;

  it.each([
    ['the platform dialect', 'test/fixtures/specs/valid/notes.yaml'],
    ['a plain document', 'test/fixtures/docs/gallery.yaml'],
  ])(
    '%s: modules, arguments, errors and events as the IR models them',
    async (_, spec) => {
      const files = await generate(path.resolve(spec), { paths: false });
      const slim = slimOfFiles(files);
      const services = buildIr(await parseSpecs([path.resolve(spec)]));
      const modelled = services.flatMap((service) => service.operations.map((op) => ({ service, op })));
      expect(slim.catalogue.map((e) => e.id).sort()).toEqual(modelled.map(({ service, op }) => `${service.name}.${op.operationId}`).sort());
      for (const { service, op } of modelled) {
        const id = `${service.name}.${op.operationId}`;
        expect(
          slim.catalogue.find((e) => e.id === id),
          id,
        ).toMatchObject({ service: service.name, module: op.module, operationId: op.operationId });
        const detail = slim.detail(id)!;
        expect(detail.arguments, id).toEqual(op.args.map((a) => ({ name: a.name, required: a.required })));
        expect(detail.errors, id).toEqual(op.errors);
        expect(
          detail.events.map((e) => ({ handler: e.handler, type: e.type })),
          id,
        ).toEqual(op.emits);
      }
      const emitting = modelled.filter(({ op }) => op.emits.length > 0);
      if (spec.includes('notes')) {
        // The fixture's calls have required path arguments and an event: the comparison above is not vacuous.
        expect(emitting.map(({ op }) => op.operationId)).toEqual(['createNote']);
        expect(slim.detail('notes.getNote')!.arguments).toEqual([
          { name: 'noteId', required: true },
          { name: 'options', required: false },
        ]);
        expect(slim.detail('notes.createNote')!.events).toMatchObject([
          { name: 'notes.noteCreated', handler: 'notes.onNoteCreated', type: 'example.notes.v1.note_created' },
        ]);
      }
    },
    60_000,
  );

  it('refuses a model and a bundle of different runs, naming the calls the bundle lacks', async () => {
    const files = await generate(path.resolve('test/fixtures/specs/valid/notes.yaml'), { paths: false });
    const document = JSON.parse(files.get('openapi.json')!) as { paths: Record<string, unknown> };
    const [first] = Object.keys(document.paths);
    delete document.paths[first!];
    const stale = new Map(files).set('openapi.json', JSON.stringify(document));
    expect(() => slimOfFiles(stale)).toThrow(
      /^the generator's model \(operations\.json\) names (a call|\d+ calls) the document does not have \(notes\.\w+.*\): the two are not from one generate run; generate again$/,
    );
  }, 60_000);

  it('shows an event whose webhook operation is not a POST with its summary, as the generator models it', async () => {
    const spec = 'test/fixtures/specs/valid/notes.yaml';
    const text = readFileSync(spec, 'utf8').replace('  noteCreated:\n    post:\n', '  noteCreated:\n    put:\n      summary: A note was created\n');
    expect(text).toContain('    put:\n      summary: A note was created');
    const slim = slimOfText(spec, text);
    expect(slim.detail('notes.createNote')!.events).toEqual([
      { name: 'notes.noteCreated', handler: 'notes.onNoteCreated', type: 'example.notes.v1.note_created', summary: 'A note was created' },
    ]);
  });

  it('reads no `x-` extension of the bundle: the same view without any', async () => {
    const files = await generate(path.resolve('test/fixtures/specs/valid/notes.yaml'), { paths: false });
    const slim = slimOfFiles(files);
    const bare = new Map(files);
    bare.set('openapi.json', JSON.stringify(withoutExtensions(JSON.parse(files.get('openapi.json')!))));
    const stripped = slimOfFiles(bare);
    expect(stripped.services).toEqual(slim.services);
    expect(stripped.catalogue).toEqual(slim.catalogue);
    // The schemas shown are the document's, extensions and all; what the model gives is the same without them.
    const modelled = (detail: OperationDetail | undefined) => detail && { arguments: detail.arguments, errors: detail.errors, events: detail.events };
    for (const entry of slim.catalogue) expect(modelled(stripped.detail(entry.id)), entry.id).toEqual(modelled(slim.detail(entry.id)));
    expect(stripped.models()).toEqual(slim.models());
    const overview = ({ webhooks, ...rest }: ReturnType<SlimDocument['overview']>) => ({ ...rest, webhooks: webhooks.map((w) => [w.name, w.method]) });
    expect(overview(stripped.overview())).toEqual(overview(slim.overview()));
    expect(slim.overview().webhooks.length).toBe(1);
  }, 60_000);
});
