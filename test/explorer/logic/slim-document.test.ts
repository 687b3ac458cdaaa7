// What the build hands a document's own site (`siteapi docs`), from the gallery fixture generated as the command
// generates it: each path under the base its first server puts before it, the servers as written, the tags in the
// document's order with their titles (3.2's `summary`, Redoc's `x-displayName`) under `x-tagGroups` and 3.2's
// `parent`s, untagged operations marked, and the webhooks with their pages' data.
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '@siteapi/codegen';
import { slimDocument, type SlimDocument } from '../../../explorer/vite/slim-document.ts';

let slim: SlimDocument;
beforeAll(async () => {
  const files = await generate('test/fixtures/docs/gallery.yaml');
  slim = slimDocument(JSON.parse(files.get('openapi.json')!) as Record<string, unknown>);
});

describe('slimDocument on a document of its own', () => {
  it('carries the base path its paths are under, and the servers as the document writes them', () => {
    expect(slim.services).toMatchObject([{ name: 'gallery', base: '/_mock/gallery-api' }]);
    expect(slim.catalogue.find((e) => e.id === 'gallery.listExhibits')?.path).toBe('/_mock/gallery-api/exhibits');
    expect(slim.overview().servers).toEqual([
      {
        url: 'https://{region}.gallery.example.test/_mock/gallery-api',
        description: 'Production',
        variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'], description: 'Where the gallery is.' }],
      },
    ]);
  });

  it("lists the tags in the document's order under their groups and parents, titled as the document titles them", () => {
    expect(slim.services[0]!.tagOrder).toEqual([
      { tag: 'tickets', path: ['Visit', 'Tickets & passes'] },
      { tag: 'ticket-refunds', path: ['Visit', 'Tickets & passes', 'Refunds'] },
      { tag: 'exhibits', path: ['Visit', 'Exhibits'] },
      { tag: 'ops', path: ['Back office', 'Operations'] },
    ]);
    expect(Object.fromEntries(slim.catalogue.map((e) => [e.operationId, e.tagPath]))).toEqual({
      checkHealth: [],
      listExhibits: ['Visit', 'Exhibits'],
      buyTicket: ['Visit', 'Tickets & passes'],
      refundTicket: ['Visit', 'Tickets & passes', 'Refunds'],
      readMetrics: ['Back office', 'Operations'],
    });
    expect(slim.overview().tags.find((t) => t.name === 'exhibits')).toEqual({
      name: 'exhibits',
      path: ['Visit', 'Exhibits'],
      description: 'What is **on** now.',
    });
  });

  it('lists the webhooks, each with its payload', () => {
    expect(slim.services[0]!.webhooks).toEqual([{ name: 'gallery.ticketSold', method: 'POST', summary: 'A ticket was sold' }]);
    expect(slim.overview().webhooks).toEqual([
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
