import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { FILE_IMPORTS, type FileKind, importedBy, packageImports } from '../../codegen/imported-names.ts';
import { typeCheck } from './type-check.ts';

// Every name a generated file may import from a package (the table the emitters write their imports from), given by a
// plain document as an operationId, as a tag and as a schema name, beside calls that make the files import all they can:
// the output must compile under strict, and no call, module or type may take the imported name.
const NAMES = importedBy(...(Object.keys(FILE_IMPORTS) as FileKind[])).sort();

const DATED = { type: 'object', properties: { id: { type: 'string' }, at: { type: 'string', format: 'date-time' }, on: { type: 'string', format: 'date' } } };
const json = (schema: unknown) => ({ 'application/json': { schema } });

/** Calls that make a module import what it can: a paged list, dates both ways, header and styled parameters, a callback. */
function features(prefix: string, tag: string, item: unknown = { $ref: '#/components/schemas/Dated' }): Record<string, unknown> {
  return {
    [`${prefix}/things`]: {
      get: {
        tags: [tag],
        parameters: [
          { name: 'cursor', in: 'query', schema: { type: 'string' } },
          { name: 'ids', in: 'query', style: 'form', explode: false, schema: { type: 'array', items: { type: 'string' } } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: json({ type: 'object', properties: { data: { type: 'array', items: item }, next_cursor: { type: 'string' } } }),
          },
        },
      },
      post: {
        tags: [tag],
        requestBody: { required: true, content: json({ $ref: '#/components/schemas/Dated' }) },
        callbacks: { done: { '{$request.body#/id}': { post: { requestBody: { content: json(DATED) }, responses: { '200': { description: 'ok' } } } } } },
        responses: { '200': { description: 'ok', content: json({ $ref: '#/components/schemas/Dated' }) } },
      },
    },
  };
}

const document = (title: string, paths: Record<string, unknown>, schemas: Record<string, unknown> = {}) => ({
  openapi: '3.1.0',
  info: { title, version: '1' },
  paths,
  webhooks: { thingChanged: { post: { requestBody: { content: json({ $ref: '#/components/schemas/Dated' }) }, responses: { '200': { description: 'ok' } } } } },
  components: { schemas: { Dated: DATED, ...schemas }, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
});

const DOCUMENTS = {
  // Every name as an operationId, among the feature calls of one module.
  'as-calls': document(
    'As calls',
    Object.assign(
      features('', 'things'),
      ...NAMES.map((name) => ({
        [`/calls/${name}`]: { get: { operationId: name, tags: ['things'], responses: { '200': { description: 'ok', content: json(DATED) } } } },
      })),
    ),
  ),
  // Every name as a tag: a module of its own with the feature calls.
  'as-tags': document('As tags', Object.assign({}, ...NAMES.map((name) => features(`/tags/${name}`, name)))),
  // Every name as a schema, the item of a paged list among the feature calls.
  'as-schemas': document(
    'As schemas',
    Object.assign({}, ...NAMES.map((name) => features(`/schemas/${name}`, 'things', { $ref: `#/components/schemas/${name}` }))),
    Object.fromEntries(NAMES.map((name) => [name, DATED])),
  ),
};

let dir: string;
let files: Map<string, string>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'siteapi-imported-names-'));
  const specs = path.join(dir, 'spec');
  await mkdir(specs);
  for (const [name, doc] of Object.entries(DOCUMENTS)) await writeFile(path.join(specs, `${name}.json`), JSON.stringify(doc, null, 2));
  files = await generate(specs, { runtimeImport: '@siteapi/runtime', msw: true });
  for (const [p, text] of files) {
    await mkdir(path.dirname(path.join(dir, 'out', p)), { recursive: true });
    await writeFile(path.join(dir, 'out', p), text);
  }
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('names generated files import', () => {
  it('are many: the call makers, the converters, the mock helpers, the runtime types', () => {
    for (const name of ['paginate', 'defineGeneratedPagedCall', 'decodeDate', 'PagedCall', 'createHandlers', 'ImageRef']) expect(NAMES).toContain(name);
  });

  it('as an operationId, a tag or a schema name: the output type-checks under strict', async () => {
    expect(await typeCheck(path.join(dir, 'out'))).toBe('');
  }, 120_000);

  it('are never a name a file declares or imports from its own folder', () => {
    for (const [p, text] of files) {
      const kind = kindOf(p);
      if (kind === undefined) continue;
      const own = [
        ...[...text.matchAll(/^export (?:const|type|interface|function) ([\w$]+)/gm)].map((m) => m[1]!),
        ...[...text.matchAll(/^import (?:type )?\{([^}]*)\} from '\.\//gm)].flatMap((m) => m[1]!.split(',').map((n) => n.trim().split(' as ').at(-1)!)),
      ];
      const clashes = own.filter((name) => FILE_IMPORTS[kind].values.has(name) || FILE_IMPORTS[kind].types.has(name));
      expect(clashes, p).toEqual([]);
    }
  });

  it('reach every kind of file: each service has its modules, events and mocks', () => {
    expect([...files.keys()].filter((p) => p.startsWith('as-tags/') && kindOf(p) === 'module').length).toBe(NAMES.length);
    for (const kind of Object.keys(FILE_IMPORTS) as FileKind[])
      expect(
        [...files.keys()].some((p) => kindOf(p) === kind),
        kind,
      ).toBe(true);
  });
});

/** The kind of a generated file by its name (`undefined`: a service's index, the error catalogue, `openapi.json`). */
function kindOf(file: string): FileKind | undefined {
  const [service, name] = file.split('/');
  if (name === undefined) return service === 'index.ts' ? 'rootIndex' : undefined;
  const kinds: Record<string, FileKind | undefined> = {
    'schema-types.ts': 'schemaTypes',
    'service-info.ts': 'serviceInfo',
    'webhook-events.ts': 'webhookEvents',
    'conversion-plans.ts': 'conversionPlans',
    'request-plans.ts': 'requestPlans',
    'response-decoders.ts': 'responseDecoders',
    'call-examples.ts': 'callExamples',
    'paths.ts': 'paths',
    'mock-handlers.ts': 'mockHandlers',
    'index.ts': undefined,
    'error-catalogue.ts': undefined,
    'security-schemes.ts': 'securitySchemes',
  };
  // Only TypeScript files import anything (operations.json is data).
  return name in kinds ? kinds[name] : name.endsWith('.ts') ? 'module' : undefined;
}

describe('packageImports', () => {
  it('lists the names a file kind imports, sorted', () => {
    expect(packageImports('module', ['paginate', 'defineGeneratedPagedCall', 'paginate'], 'values')).toEqual(['defineGeneratedPagedCall', 'paginate']);
  });

  it('refuses a name the table does not list, which a document could take', () => {
    expect(() => packageImports('module', ['createHandlers'], 'values')).toThrow(
      /a module file imports createHandlers, which codegen\/imported-names.ts does not list/,
    );
    expect(() => packageImports('serviceInfo', ['PagedCall'], 'types')).toThrow(/imports the type PagedCall/);
  });
});
