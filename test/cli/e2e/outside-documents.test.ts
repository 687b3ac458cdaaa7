import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Public documents in plain mode, as a user runs them: generate, then every operation called through the generated
// client against the in-process mock of the document (`siteapi contract`).
const BIN = path.resolve('cli/bin/siteapi.js');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

function siteapi(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, timeout: 200_000, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const DOCUMENTS = [
  ['Train Travel (OpenAPI 3.1)', 'node_modules/@readme/oas-examples/3.1/yaml/train-travel.yaml', 7],
  ['Petstore (OpenAPI 3.0, operations without a success answer)', 'node_modules/@readme/oas-examples/3.0/yaml/petstore.yaml', 20],
  ['Petstore (Swagger 2.0, JSON)', 'node_modules/@readme/oas-examples/2.0/json/petstore.json', 20],
  ["Scalar's Galaxy (OpenAPI 3.1)", 'node_modules/@scalar/galaxy/dist/3.1.yaml', 9],
] as const;

/** An app folder outside the repository (an ES module package), with the runtime installed unless told not to. */
async function app(runtime = true): Promise<string> {
  const cwd = await mkdtemp(path.join(tmpdir(), 'siteapi-outside-'));
  dirs.push(cwd);
  await writeFile(path.join(cwd, 'package.json'), '{ "name": "my-app", "private": true, "type": "module" }\n');
  if (runtime) {
    await mkdir(path.join(cwd, 'node_modules', '@siteapi'), { recursive: true });
    await symlink(path.resolve('runtime'), path.join(cwd, 'node_modules', '@siteapi', 'runtime'), 'dir');
  }
  return cwd;
}

interface Report {
  engine: string;
  ms: number;
  failed: number;
  warned: number;
  operations: { operationId: string; passed: boolean; problem?: string; warning?: string }[];
  warnings: { operationId: string; of: string; example?: string; pointer: string; at?: string; problem: string; replaced?: boolean }[];
}

/**
 * A document whose own examples break its schemas, as published documents' do: a path parameter's example under its
 * minimum, and an answer's example with a string where the schema says integer. Both are the document's defects.
 */
const SHELF = `openapi: 3.1.0
info: { title: Shelf, version: 1.0.0 }
paths:
  /items/{itemId}:
    get:
      operationId: getItem
      parameters:
        - { name: itemId, in: path, required: true, schema: { type: integer, minimum: 10 }, example: 3 }
      responses:
        '200':
          description: The item.
          content:
            application/json:
              schema: { type: object, properties: { id: { type: integer } } }
              example: { id: 3 }
  /items:
    get:
      operationId: listItems
      responses:
        '200':
          description: The items.
          content:
            application/json:
              schema: { type: object, required: [ids], properties: { ids: { type: array, items: { type: integer } } } }
              example: { ids: ['1'] }
`;

/**
 * The shelf and one call whose request the schema refuses for a value no document example gives: the generator's
 * sampler makes "string", which the schema's \`not\` refuses (samplers do not read \`not\`).
 */
const REFUSED = `${SHELF}  /find:
    get:
      operationId: findItem
      parameters:
        - { name: code, in: query, required: true, schema: { type: string, not: { const: string } } }
      responses:
        '200':
          description: Found.
          content:
            application/json:
              schema: { type: object }
              example: {}
`;

/**
 * Values public descriptions give their own schemas and the schemas refuse: Twitter's boolean with \`example: "false"\`,
 * Vimeo's array with a string example, Apicurio's required \`group\` with no property schema, and Visual Studio's
 * integers whose enums list strings (no value passes those: the document's defect, a warning at the enum's place).
 */
const OWN_VALUES = `openapi: 3.0.3
info: { title: Own, version: 1.0.0 }
paths:
  /tweets:
    get:
      operationId: listTweets
      parameters:
        - { name: sensitive, in: query, required: true, schema: { type: boolean, example: 'false' } }
      responses:
        '200':
          description: The tweets.
          content:
            application/json:
              schema:
                type: object
                required: [ids, group]
                properties: { ids: { type: array, items: { type: string }, example: 'a,b' } }
  /owners:
    post:
      operationId: addOwner
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Owner' }
      responses:
        '200':
          description: The owner.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Owner' }
  /owner:
    get:
      operationId: getOwner
      responses:
        '200':
          description: The owner.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Owner' }
components:
  schemas:
    Owner:
      type: object
      required: [ownerType]
      properties:
        ownerType: { type: integer, enum: ['0 (User)', '1 (Organization)'] }
`;

/** The 1-based line and column where \`text\` first appears in the fixture. */
function placeOf(fixture: string, text: string): string {
  const lines = fixture.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return `${line + 1}:${lines[line]!.indexOf(text) + 1}`;
}

/**
 * What public descriptions write, in one small document: AWS's JSON protocol (operations at `/#X-Amz-Target=…`,
 * `POST /` told apart by that header; every property `allOf: [{ $ref }, { description }]`), a request example shared
 * by `$ref` (the only value its pattern takes that a sampler would not make), and an answer declared for any media type.
 */
const PUBLISHED = `openapi: 3.0.3
info: { title: Store, version: 1.0.0 }
servers: [{ url: 'https://store.example.test' }]
paths:
  /#X-Amz-Target=Store_2024.GetItem:
    post:
      operationId: GetItem
      parameters:
        - { name: X-Amz-Target, in: header, required: true, schema: { type: string, enum: [Store_2024.GetItem] } }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/GetItemInput' }
      responses:
        '200':
          description: The item.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Item' }
  /#X-Amz-Target=Store_2024.PutItem:
    post:
      operationId: PutItem
      parameters:
        - { name: X-Amz-Target, in: header, required: true, schema: { type: string, enum: [Store_2024.PutItem] } }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Item' }
      responses:
        '200': { description: Stored. }
  /codes:
    post:
      operationId: addCode
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [code]
              properties: { code: { type: string, pattern: '^[A-Z]{3}-[0-9]{4}$' } }
            examples:
              shared: { $ref: '#/components/examples/Code' }
      responses:
        '200':
          description: The export.
          content:
            '*/*':
              schema: { type: object, required: [state], properties: { state: { type: string } } }
components:
  examples:
    Code: { summary: A code, value: { code: ABC-1234 } }
  schemas:
    Version: { type: integer, minimum: 1 }
    Timestamp: { type: string, format: date-time }
    GetItemInput:
      type: object
      required: [Version]
      properties:
        Version: { allOf: [{ $ref: '#/components/schemas/Version' }, { description: Which version. }] }
    Item:
      type: object
      required: [Version, At]
      properties:
        Version: { allOf: [{ $ref: '#/components/schemas/Version' }, { description: Which version. }] }
        At: { allOf: [{ $ref: '#/components/schemas/Timestamp' }, { description: When. }] }
`;

/** sms77's lookup: an example that holds a schema with `$ref`s, which Prism follows wherever they are. */
const LOOKUP = `openapi: 3.0.3
info: { title: Lookup, version: 1.0.0 }
paths:
  /lookup:
    post:
      operationId: lookup
      responses:
        '200':
          description: The carrier.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Carrier' }
              examples:
                response:
                  value:
                    name: Telekom
                    schema: { properties: { carrier: { schema: { $ref: '#/components/schemas/Carrier' } } } }
components:
  schemas:
    Carrier: { type: object, properties: { name: { type: string } } }
`;

describe('siteapi on outside documents', () => {
  it.each(DOCUMENTS)('%s: every operation passes the contract check against its mock', async (_, document, operations) => {
    const cwd = await app();
    const file = `api${path.extname(document)}`;
    await copyFile(document, path.join(cwd, file));
    const result = await siteapi(['contract', '--spec', file, '--out', 'client', '--json'], cwd);
    expect(result.stderr).not.toMatch(/Error:|at .*\.js:\d+/);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.engine).toBe('msw');
    expect(report.operations.filter((o) => !o.passed)).toEqual([]);
    expect(report.operations).toHaveLength(operations);
    expect(result.code).toBe(0);
  });
});

describe('siteapi contract on any document', () => {
  it("the document's own broken examples are warnings at their place in the spec, not failures; --strict fails them", async () => {
    const cwd = await app();
    await writeFile(path.join(cwd, 'api.yaml'), SHELF);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json'], cwd);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.operations).toEqual([
      expect.objectContaining({
        operationId: 'getItem',
        passed: true,
        warning: expect.stringMatching(/^the document's example of the path parameter itemId breaks its schema: \/ must be >= 10 \(api\.yaml:\d+:\d+\)$/),
      }),
      expect.objectContaining({ operationId: 'listItems', passed: true, warning: expect.stringContaining('/ids/0 must be integer') }),
    ]);
    expect([report.failed, report.warned]).toEqual([0, 2]);
    expect(report.warnings).toEqual([
      {
        service: 'shelf',
        operationId: 'getItem',
        of: 'path parameter itemId',
        example: 'default',
        pointer: '/paths/~1items~1{itemId}/get/parameters/0/example',
        at: `api.yaml:${placeOf(SHELF, 'example: 3')}`,
        problem: '/ must be >= 10',
      },
      {
        service: 'shelf',
        operationId: 'listItems',
        of: 'response 200',
        pointer: '/paths/~1items/get/responses/200/content/application~1json/example',
        at: `api.yaml:${placeOf(SHELF, "example: { ids: ['1'] }")}`,
        problem: '/ids/0 must be integer',
        // The client was judged on a value made from the schema instead.
        replaced: true,
      },
    ]);

    const text = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client'], cwd);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`api.yaml:${placeOf(SHELF, 'example: 3')}: getItem path parameter itemId (default) / must be >= 10`);

    const strict = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json', '--strict'], cwd);
    expect(strict.code).toBe(1);
    const failed = (JSON.parse(strict.stdout) as Report).operations;
    expect(failed.map((o) => [o.operationId, o.passed])).toEqual([
      ['getItem', false],
      ['listItems', false],
    ]);
    expect(failed[0]!.problem).toMatch(/^the document's example of the path parameter itemId breaks its schema/);
  });

  it("values a document's schemas give themselves and refuse: a value they take is sent and answered, and an enum that takes none is a warning", async () => {
    const cwd = await app();
    await writeFile(path.join(cwd, 'api.yaml'), OWN_VALUES);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json', '-q'], cwd);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.operations.filter((o) => !o.passed)).toEqual([]);
    expect(result.code, result.stderr).toBe(0);
    const enumAt = `api.yaml:${placeOf(OWN_VALUES, "enum: ['0 (User)'")}`;
    expect(report.warnings).toEqual([
      expect.objectContaining({ operationId: 'addOwner', of: 'request body', pointer: '/components/schemas/Owner/properties/ownerType/enum', at: enumAt }),
      expect.objectContaining({ operationId: 'getOwner', of: 'response 200', pointer: '/components/schemas/Owner/properties/ownerType/enum', at: enumAt }),
    ]);
    expect(report.warnings[0]!.problem).toMatch(/^\/ownerType must be equal to one of the allowed values.*: its enum holds no integer$/);
  });

  it("an answer whose schema no value passes (Azure's additionalProperties: false beside an allOf that adds id): the example is answered as it is, a warning", async () => {
    const cwd = await app();
    const document = `openapi: 3.0.3
info: { title: Runs, version: 1.0.0 }
paths:
  /runs/{runId}:
    get:
      operationId: getRun
      parameters:
        - { name: runId, in: path, required: true, schema: { type: string }, example: r1 }
      responses:
        '200':
          description: The run.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Run' }
              example: { id: r1, name: nightly }
components:
  schemas:
    Resource:
      type: object
      required: [id]
      properties: { id: { type: string } }
    Run:
      allOf: [{ $ref: '#/components/schemas/Resource' }]
      additionalProperties: false
      properties: { name: { type: string } }
`;
    await writeFile(path.join(cwd, 'api.yaml'), document);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json', '-q'], cwd);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.operations.map((o) => [o.operationId, o.passed])).toEqual([['getRun', true]]);
    expect(result.code, result.stderr).toBe(0);
    expect(report.warnings).toEqual([expect.objectContaining({ operationId: 'getRun', of: 'response 200', replaced: false })]);
    expect(report.warnings[0]!.problem).toMatch(/must NOT have additional properties 'id'/);
  });

  it("a request whose schema no value passes (Azure Logic's assembly: a required name its closed allOf member refuses): a warning at that schema, not a failure", async () => {
    const cwd = await app();
    const document = `openapi: 3.0.3
info: { title: Assemblies, version: 1.0.0 }
paths:
  /assemblies/{name}:
    put:
      operationId: putAssembly
      parameters:
        - { name: name, in: path, required: true, schema: { type: string }, example: a1 }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Assembly' }
      responses:
        '200':
          description: Stored.
          content:
            application/json:
              schema: { type: object }
              example: {}
components:
  schemas:
    Content:
      type: object
      additionalProperties: false
      properties: { contentType: { type: string } }
    AssemblyProperties:
      type: object
      allOf: [{ $ref: '#/components/schemas/Content' }]
      additionalProperties: false
      required: [assemblyName]
      properties: { assemblyName: { type: string } }
    Assembly:
      type: object
      required: [properties]
      properties: { properties: { $ref: '#/components/schemas/AssemblyProperties' } }
`;
    await writeFile(path.join(cwd, 'api.yaml'), document);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json', '-q'], cwd);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.operations).toEqual([expect.objectContaining({ operationId: 'putAssembly', passed: true })]);
    expect(result.code, result.stderr).toBe(0);
    expect(report.warnings).toEqual([
      expect.objectContaining({
        operationId: 'putAssembly',
        of: 'request body',
        pointer: '/components/schemas/Assembly',
        at: `api.yaml:${placeOf(document, 'Assembly:')}`,
        problem: "/properties requires 'assemblyName' and refuses it (additionalProperties: false): no value passes it",
      }),
    ]);
  });

  it("an answer made from a oneOf whose open members take each other's values (listennotes' search results): a warning at the schema, not a failure", async () => {
    const cwd = await app();
    const document = `openapi: 3.0.3
info: { title: Search, version: 1.0.0 }
paths:
  /search:
    get:
      operationId: search
      parameters:
        - { name: q, in: query, required: true, schema: { type: string }, example: star }
      responses:
        '200':
          description: Results.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/SearchResponse' }
components:
  schemas:
    SearchResponse:
      type: object
      properties:
        results:
          type: array
          items:
            oneOf:
              - $ref: '#/components/schemas/Episode'
              - $ref: '#/components/schemas/Podcast'
    Episode:
      type: object
      properties: { id: { type: string }, title: { type: string }, audio: { type: string } }
    Podcast:
      type: object
      properties: { id: { type: string }, title: { type: string }, email: { type: string } }
`;
    await writeFile(path.join(cwd, 'api.yaml'), document);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json', '-q'], cwd);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.operations).toEqual([
      expect.objectContaining({
        operationId: 'search',
        passed: true,
        warning: expect.stringMatching(/^the document's schema of the response 200 is at fault: /),
      }),
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(report.warnings).toEqual([
      expect.objectContaining({
        operationId: 'search',
        of: 'response 200',
        pointer: '/paths/~1search/get/responses/200/content/application~1json/schema',
        at: `api.yaml:${placeOf(document, "schema: { $ref: '#/components/schemas/SearchResponse' }")}`,
        replaced: false,
        problem:
          '/results/0 must match exactly one schema in oneOf: several of its members take the value made from the schema, and no value made matches one alone',
      }),
    ]);
  });

  it("operations a request reaches alike (vtex's two …/orders/{…}/cancel paths; Azure's overload with its Content-Type as a parameter): each call is judged as its own operation, and passes", async () => {
    const cwd = await app();
    const document = `openapi: 3.0.3
info: { title: Orders, version: 1.0.0 }
paths:
  /{fulfillmentEndpoint}/pvt/orders/{orderId}/cancel:
    post:
      operationId: mkpOrderCancellation
      parameters:
        - { name: fulfillmentEndpoint, in: path, required: true, schema: { type: string }, example: seller.example }
        - { name: orderId, in: path, required: true, schema: { type: string }, example: o-1 }
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, required: [marketplaceOrderId], properties: { marketplaceOrderId: { type: string } } }
            example: { marketplaceOrderId: o-1 }
      responses: { '200': { description: Cancelled. } }
  /{marketplaceServicesEndpoint}/pvt/orders/{marketplaceOrderId}/cancel:
    post:
      operationId: cancelOrderInMarketplace
      parameters:
        - { name: marketplaceServicesEndpoint, in: path, required: true, schema: { type: string }, example: market.example }
        - { name: marketplaceOrderId, in: path, required: true, schema: { type: string }, example: o-1 }
        - { name: Accept, in: header, required: true, schema: { type: string }, example: application/json }
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, required: [reason], properties: { reason: { type: string } } }
            example: { reason: unavailable }
      responses: { '200': { description: Cancelled. } }
  /teams/{team}/reviews:
    post:
      operationId: createReviews
      parameters:
        - { name: team, in: path, required: true, schema: { type: string }, example: moderators }
        - { name: UrlContentType, in: header, required: true, schema: { type: string }, example: image/png }
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: array, items: { type: object, required: [content], properties: { content: { type: string } } } }
      responses: { '200': { description: Created., content: { application/json: { schema: { type: array, items: { type: string } } } } } }
  /teams/{team}/reviews#overload=video:
    post:
      operationId: createVideoReviews
      parameters:
        - { name: team, in: path, required: true, schema: { type: string }, example: moderators }
        - { name: Content-Type, in: header, required: true, schema: { type: string }, example: application/json }
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: array, items: { type: object, required: [type], properties: { type: { type: string, enum: [Video] } } } }
      responses: { '200': { description: Created., content: { application/json: { schema: { type: array, items: { type: string } } } } } }
`;
    await writeFile(path.join(cwd, 'api.yaml'), document);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json', '-q'], cwd);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.operations.map((o) => [o.operationId, o.passed, o.problem])).toEqual([
      ['cancelOrderInMarketplace', true, undefined],
      ['createReviews', true, undefined],
      ['createVideoReviews', true, undefined],
      ['mkpOrderCancellation', true, undefined],
    ]);
    expect(report.warnings).toEqual([]);
    expect(result.code, result.stderr).toBe(0);
  });

  it("a GET that declares a request body (Meilisearch's getStopWords): the call leaves it out, with a warning, and passes", async () => {
    const cwd = await app();
    const document = `openapi: 3.0.3
info: { title: Words, version: 1.0.0 }
paths:
  /stop-words:
    get:
      operationId: getStopWords
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { index: { type: string } } }
      responses:
        '200':
          description: The words.
          content:
            application/json:
              schema: { type: array, items: { type: string } }
`;
    await writeFile(path.join(cwd, 'api.yaml'), document);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json'], cwd);
    expect(result.stderr).toContain(
      `api.yaml:${placeOf(document, 'requestBody:')} warning: GET /stop-words declares a request body, which fetch cannot send with GET; the generated call leaves it out`,
    );
    const report = JSON.parse(result.stdout) as Report;
    expect(report.operations).toEqual([expect.objectContaining({ operationId: 'getStopWords', passed: true })]);
    expect(result.code, result.stderr).toBe(0);
  });

  it("a header parameter fetch sets itself (vtex's Content-Length): the call leaves it out, with a warning, and passes", async () => {
    const cwd = await app();
    const document = `openapi: 3.0.3
info: { title: Orders, version: 1.0.0 }
paths:
  /orders:
    post:
      operationId: placeOrder
      parameters:
        - { name: Content-Length, in: header, required: true, schema: { type: string }, example: '12' }
        - { name: X-Seller, in: header, required: true, schema: { type: string }, example: acme }
      requestBody:
        required: true
        content:
          application/json:
            schema: { type: object, properties: { item: { type: string } } }
            example: { item: 'a much longer body than twelve bytes' }
      responses:
        '200':
          description: Placed.
          content:
            application/json:
              schema: { type: object }
              example: {}
`;
    await writeFile(path.join(cwd, 'api.yaml'), document);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json'], cwd);
    expect(result.stderr).toContain(
      `api.yaml:${placeOf(document, '{ name: Content-Length')} warning: header parameter 'Content-Length' of POST /orders is set by fetch itself, never by a caller; the generated call leaves it out`,
    );
    const report = JSON.parse(result.stdout) as Report;
    expect(report.operations).toEqual([expect.objectContaining({ operationId: 'placeOrder', passed: true })]);
    expect(result.code, result.stderr).toBe(0);
  });

  it('a request the client makes and the schema refuses is a failed row saying why, in-process and with --engine prism', async () => {
    const cwd = await app();
    await writeFile(path.join(cwd, 'api.yaml'), REFUSED);
    for (const [engine, problem] of [
      ['msw', 'the mock refused the request: code must NOT be valid'],
      // Prism refuses it as 422 problem+json.
      ['prism', expect.stringMatching(/^Prism refused the request: query\.code /)],
    ] as const) {
      const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json', '--engine', engine], cwd);
      expect(result.code, result.stderr).toBe(1);
      const report = JSON.parse(result.stdout) as Report;
      expect(report.engine).toBe(engine);
      expect(report.operations).toEqual([
        expect.objectContaining({ operationId: 'findItem', passed: false, problem }),
        expect.objectContaining({ operationId: 'getItem', passed: true, warning: expect.stringContaining('itemId') }),
        expect.objectContaining({ operationId: 'listItems' }),
      ]);
    }
  });

  it("what public descriptions write (AWS's /#X-Amz-Target=… operations, a request example by $ref, a */* answer): every operation passes", async () => {
    const cwd = await app();
    await writeFile(path.join(cwd, 'api.yaml'), PUBLISHED);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json', '-q'], cwd);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.operations.filter((o) => !o.passed)).toEqual([]);
    expect(report.operations.map((o) => o.operationId).sort()).toEqual(['addCode', 'getItem', 'putItem']);
    expect(result.code, result.stderr).toBe(0);
  });

  it('Prism starts on the bundle of a document whose example holds $refs, and the check passes', async () => {
    const cwd = await app();
    await writeFile(path.join(cwd, 'api.yaml'), LOOKUP);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client', '--json', '-q', '--engine', 'prism'], cwd);
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as Report).operations).toEqual([expect.objectContaining({ operationId: 'lookup', passed: true })]);
  });

  it('without @siteapi/runtime installed beside the generated code: one line saying what to install, exit code 2', async () => {
    const cwd = await app(false);
    await writeFile(path.join(cwd, 'api.yaml'), SHELF);
    const result = await siteapi(['contract', '--spec', 'api.yaml', '--out', 'client'], cwd);
    expect(result.code).toBe(2);
    const lines = result.stderr
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('siteapi generate:') && !/^siteapi contract: .*, \d+\.\d s$/.test(line));
    expect(lines).toEqual([
      `siteapi contract: client/index.ts imports @siteapi/runtime, which is not installed there: run \`npm install @siteapi/runtime\` in ${await realpath(cwd)}`,
    ]);
  });

  it("GitHub's description (1,100+ operations, 13 MB): every operation called through the in-process mock and reported", async () => {
    const cwd = await app();
    await copyFile('node_modules/@octokit/openapi/generated/api.github.com.json', path.join(cwd, 'api.json'));
    const document = JSON.parse(await readFile(path.join(cwd, 'api.json'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item).filter((key) => methods.has(key))).length;
    const started = performance.now();
    const result = await siteapi(['contract', '--spec', 'api.json', '--out', 'client', '--json', '-q'], cwd);
    const wall = performance.now() - started;
    expect(result.stderr).not.toMatch(/Error:|\bat .*:\d+:\d+/);
    expect(result.stdout, result.stderr.slice(-2000)).not.toBe('');
    const report = JSON.parse(result.stdout) as Report;
    expect(report.engine).toBe('msw');
    expect(report.operations).toHaveLength(operations);
    // A failed row says why in one line.
    for (const o of report.operations.filter((x) => !x.passed)) expect(o.problem, o.operationId).toMatch(/^[^\n]+$/);
    expect([0, 1]).toContain(result.code);
    // GitHub's own examples break its schemas in about 200 places: warnings at their place in api.json, and each
    // answer among them replaced by one its schema takes, so none of them fails an operation.
    expect(report.warnings.length).toBeGreaterThan(150);
    for (const w of report.warnings) {
      expect(w.at, w.pointer).toMatch(/^api\.json:\d+:\d+$/);
      if (w.of.startsWith('response')) expect(w.replaced, `${w.operationId} ${w.pointer}`).toBe(true);
    }
    const failed = report.operations.filter((o) => !o.passed).length;
    console.log(
      `GitHub's description: ${operations} operations, ${operations - failed} passed, ${failed} failed, ${report.warned} with warnings (${report.warnings.length} broken examples); contract ${(report.ms / 1000).toFixed(1)} s, generate + contract ${(wall / 1000).toFixed(1)} s wall`,
    );
  });
});
