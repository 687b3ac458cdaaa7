import { afterAll, describe, expect, it } from 'vitest';
import type { BrokenExample } from '@siteapi/mock';
import { type MockServer, startMockServer } from '@siteapi/mock/node';
import { createAjv } from '@siteapi/document/ajv';
import { send } from './raw-request.ts';

// `validAnswers`: the HTTP mock over loopback, on a document whose own examples break their schemas as GitHub's do
// (`value: null` for an object, a list item without a required property, a property's example of the wrong type,
// open objects that match several options of a oneOf).

const team = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: { type: 'integer' }, type: { type: 'string', enum: ['enterprise', 'organization'] } },
};
const create = {
  type: 'object',
  required: ['ref', 'ref_type', 'master_branch'],
  properties: { ref: { type: 'string' }, ref_type: { type: 'string' }, master_branch: { type: 'string' } },
};
const remove = { type: 'object', required: ['ref', 'ref_type'], properties: { ref: { type: 'string' }, ref_type: { type: 'string' } } };
const json = (schema: unknown, examples?: unknown) => ({ description: 'ok', content: { 'application/json': { schema, ...(examples ? { examples } : {}) } } });

const document = {
  openapi: '3.1.0',
  info: { title: 'Teams', version: '1' },
  paths: {
    '/approve': { post: { operationId: 'approve', responses: { '201': json({ $ref: '#/components/schemas/empty' }, { default: { value: null } }) } } },
    '/teams': {
      get: { operationId: 'listTeams', responses: { '200': json({ type: 'array', items: team }, { default: { $ref: '#/components/examples/teams' } }) } },
    },
    '/teams/{id}': {
      get: {
        operationId: 'getTeam',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '200': json(team, { default: { value: { id: 1, type: 'organization' } } }) },
      },
    },
    '/images': {
      get: {
        operationId: 'listImages',
        // The example leaves out `size`; the property's own example (20.04 for a string) breaks the schema too.
        responses: {
          '200': json(
            { type: 'object', required: ['name', 'size'], properties: { name: { type: 'string', examples: [20.04] }, size: { type: 'integer' } } },
            { default: { value: { name: 'ubuntu' } } },
          ),
        },
      },
    },
    '/events': {
      get: {
        operationId: 'listEvents',
        // A create event is also a delete event (open objects): only a delete event's sample is one option alone.
        responses: {
          '200': json(
            { type: 'object', required: ['payload'], properties: { payload: { oneOf: [create, remove] } } },
            { default: { value: { payload: { ref: 'main' } } } },
          ),
        },
      },
    },
  },
  components: {
    schemas: { empty: { type: 'object', properties: {} } },
    examples: { teams: { value: [{ id: 1 }] } },
  },
};

const servers: MockServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serve(validAnswers: boolean): Promise<{ mock: MockServer; broken: BrokenExample[] }> {
  const broken: BrokenExample[] = [];
  const mock = await startMockServer({ document, validAnswers, onBrokenExample: (b) => broken.push(b) });
  servers.push(mock);
  return { mock, broken };
}

const get = async (mock: MockServer, method: string, path: string) => JSON.parse((await send(mock.url, method, path)).body) as unknown;

/** Whether the document's schema at `pointer` takes `value`, judged apart from the mock. */
function passes(pointer: string, value: unknown): boolean {
  const ajv = createAjv();
  ajv.addSchema(document, 'urn:siteapi:test', undefined, false);
  return ajv.getSchema(`urn:siteapi:test#${pointer}`)!(value) as boolean;
}

describe('the mock with validAnswers', () => {
  it('without it: the document’s examples as they are, broken or not, and nothing told', async () => {
    const { mock, broken } = await serve(false);
    expect(await get(mock, 'POST', '/approve')).toBeNull();
    expect(await get(mock, 'GET', '/teams')).toEqual([{ id: 1 }]);
    expect(broken).toEqual([]);
  });

  it('answers a value made from the schema where the example breaks it, and tells where the example is', async () => {
    const { mock, broken } = await serve(true);
    expect(await get(mock, 'POST', '/approve')).toEqual({});
    const teams = await get(mock, 'GET', '/teams');
    expect(passes('/paths/~1teams/get/responses/200/content/application~1json/schema', teams)).toBe(true);
    // A right example is answered as it is.
    expect(await get(mock, 'GET', '/teams/1')).toEqual({ id: 1, type: 'organization' });
    expect(broken).toEqual([
      {
        operation: 'approve',
        status: '201',
        pointer: '/paths/~1approve/post/responses/201/content/application~1json/examples/default/value',
        problem: '/ must be object',
        replaced: true,
      },
      // The example given by $ref: its place is the component's.
      { operation: 'listTeams', status: '200', pointer: '/components/examples/teams/value', problem: "/0 must have required property 'type'", replaced: true },
    ]);
  });

  it("makes a value that passes where the schema's own examples break it, and a oneOf's option that it takes alone", async () => {
    const { mock, broken } = await serve(true);
    const images = await get(mock, 'GET', '/images');
    expect(passes('/paths/~1images/get/responses/200/content/application~1json/schema', images)).toBe(true);
    const events = await get(mock, 'GET', '/events');
    expect(passes('/paths/~1events/get/responses/200/content/application~1json/schema', events)).toBe(true);
    expect(broken.map((b) => [b.operation, b.replaced])).toEqual([
      ['listImages', true],
      ['listEvents', true],
    ]);
  });
});
