import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { atRef, diffDocuments, diffReport, diffSides, formatDiffReport, InputError, loadSide, RULES, type ChangeKind } from '../../cli/src/diff/diff.ts';
import { SpecProblemsError } from '../../codegen/problems.ts';

const FIXTURES = 'test/fixtures/diff';
const git = promisify(execFile);
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

type Verdict = `${ChangeKind} ${'request' | 'response' | 'operation'} ${'BREAKING' | 'compatible'}`;

/** Each fixture pair (test/fixtures/diff/<case>/{old,new}.yaml) and exactly what the diff must report for it. */
const cases: [string, Verdict[]][] = [
  // breaking
  ['operation-removed', ['operation-removed operation BREAKING']],
  ['path-changed', ['path-changed operation BREAKING']],
  ['method-changed', ['method-changed operation BREAKING']],
  ['sdk-name-changed', ['sdk-name-changed operation BREAKING']],
  ['arguments-changed', ['arguments-changed operation BREAKING']],
  ['parameter-removed', ['parameter-removed request BREAKING']],
  ['parameter-required', ['parameter-required request BREAKING']],
  ['parameter-moved', ['parameter-moved request BREAKING']],
  ['body-required', ['body-required request BREAKING']],
  ['response-field-removed', ['field-removed response BREAKING']],
  ['request-field-removed', ['field-removed request BREAKING']],
  ['field-renamed', ['field-renamed response BREAKING']],
  ['request-field-required', ['field-required request BREAKING']],
  ['request-field-added-required', ['field-required request BREAKING']],
  ['response-field-optional', ['field-optional response BREAKING']],
  ['type-changed', ['type-changed response BREAKING']],
  ['request-type-narrowed', ['type-narrowed request BREAKING']],
  ['response-type-widened', ['type-widened response BREAKING']],
  ['request-constraint-tightened', ['constraint-tightened request BREAKING']],
  ['conversion-changed', ['conversion-changed response BREAKING']],
  ['enum-value-removed', ['enum-value-removed request BREAKING', 'enum-value-removed response BREAKING']],
  ['success-status-changed', ['success-status-changed response BREAKING']],
  ['error-status-changed', ['error-code-changed operation BREAKING']],
  ['error-code-replaced', ['error-code-changed operation BREAKING']],
  ['event-removed', ['event-removed operation BREAKING']],
  ['request-field-renamed', ['field-renamed request BREAKING']],
  ['request-type-changed', ['type-changed request BREAKING']],
  ['request-conversion-changed', ['conversion-changed request BREAKING']],
  ['read-only-field-removed', ['read-only-field-removed request compatible', 'read-only-field-removed response BREAKING']],
  ['write-only-field-removed', ['write-only-field-removed request BREAKING', 'write-only-field-removed response compatible']],
  // compatible
  ['operation-added', ['operation-added operation compatible']],
  ['parameter-added', ['parameter-added request compatible']],
  ['parameter-optional', ['parameter-optional request compatible']],
  ['response-field-added', ['field-added response compatible']],
  ['request-field-added', ['field-added request compatible']],
  ['request-field-optional', ['field-optional request compatible']],
  ['response-field-required', ['field-required response compatible']],
  ['request-type-widened', ['type-widened request compatible']],
  ['response-type-narrowed', ['type-narrowed response compatible']],
  ['request-constraint-loosened', ['constraint-loosened request compatible']],
  ['response-constraint-tightened', ['constraint-tightened response compatible']],
  ['response-constraint-loosened', ['constraint-loosened response compatible']],
  ['enum-value-added', ['enum-value-added request compatible', 'enum-value-added response compatible']],
  ['error-code-added', ['error-code-added operation compatible']],
  ['error-code-removed', ['error-code-removed operation compatible']],
  ['event-added', ['event-added operation compatible']],
  ['argument-added', ['argument-added operation compatible', 'parameter-added request compatible']],
  ['documentation-only', []],
  ['path-parameter-renamed', []],
];

async function diffCase(name: string, strictEnums = false) {
  const dir = path.join(FIXTURES, name);
  return diffSides(await loadSide(path.join(dir, 'old.yaml')), await loadSide(path.join(dir, 'new.yaml')), { strictEnums });
}
const verdicts = (changes: Awaited<ReturnType<typeof diffCase>>) =>
  [...new Set(changes.map((c) => `${c.kind} ${c.direction} ${c.breaking ? 'BREAKING' : 'compatible'}`))].sort();

describe('diff: fixture pairs', () => {
  it('has a table row for every fixture folder', async () => {
    expect((await readdir(FIXTURES)).sort()).toEqual(cases.map(([name]) => name).sort());
  });

  it.each(cases)('%s', async (name, want) => {
    expect(verdicts(await diffCase(name))).toEqual([...want].sort());
  });

  it('covers every kind in every direction the rules name, with the verdict they give', () => {
    const seen = new Set<string>(cases.flatMap(([, want]) => want));
    const missing = Object.entries(RULES).flatMap(([kind, rule]) =>
      Object.entries(rule)
        .filter(([direction]) => direction !== 'why')
        .map(([direction, breaking]) => `${kind} ${direction} ${breaking ? 'BREAKING' : 'compatible'}`)
        .filter((verdict) => !seen.has(verdict)),
    );
    expect(missing).toEqual([]);
  });

  it('--strict-enums counts an enum value added to a response as breaking, and still not one added to a request', async () => {
    expect(verdicts(await diffCase('enum-value-added', true))).toEqual(['enum-value-added request compatible', 'enum-value-added response BREAKING']);
  });

  it('names the operation, the place and the old and new value', async () => {
    const changes = await diffCase('request-constraint-tightened');
    expect(changes).toEqual([
      expect.objectContaining({
        service: 'shop',
        operation: 'createItem',
        method: 'POST',
        path: '/shop/v1/items',
        where: 'body: item.name',
        detail: 'maxLength 100 → 50',
      }),
    ]);
    const renamed = await diffCase('field-renamed');
    expect(renamed.map((c) => [c.operation, c.where, c.detail])).toContainEqual(['getItem', 'response 200: item.name', 'renamed to title']);
  });

  it('prints one block per operation with breaking rows marked, and a count', async () => {
    const text = formatDiffReport(diffReport('old', 'new', await diffCase('enum-value-removed')));
    expect(text).toContain('shop.listItems  GET /shop/v1/items\n  BREAKING    enum-value-removed  query status');
    expect(text).toContain('shop.onItemCreated  (event)');
    expect(text).toMatch(/\n\d+ breaking changes and 0 compatible changes in 4 operations\.$/);
    expect(formatDiffReport(diffReport('old', 'new', []))).toContain('No changes to operations');
  });
});

describe('diff: sides', () => {
  it('matches an outside document by its service, not its file name (JSON or YAML)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'siteapi-diff-ident-'));
    dirs.push(dir);
    const doc = (ops: string[]) => ({
      openapi: '3.0.3',
      info: { title: 'Pet Store', version: '1' },
      paths: Object.fromEntries(ops.map((op) => [`/${op}`, { get: { operationId: op, responses: { '200': { description: 'ok' } } } }])),
    });
    await writeFile(path.join(dir, 'petstore-v1.json'), JSON.stringify(doc(['listPets', 'getPet'])));
    await writeFile(path.join(dir, 'openapi.yaml'), `# renamed and converted\n${JSON.stringify(doc(['listPets']))}`);
    const changes = await diffSides(await loadSide(path.join(dir, 'petstore-v1.json')), await loadSide(path.join(dir, 'openapi.yaml')));
    expect(changes.map((c) => `${c.operation} ${c.kind}`)).toEqual(['getPet operation-removed']);
  });

  it('compares the working copy with a git ref (--base) and with <ref>:<path>', async () => {
    const repo = await mkdtemp(path.join(tmpdir(), 'diff-git-'));
    dirs.push(repo);
    const run = (...args: string[]) => git('git', args, { cwd: repo });
    await run('init', '-q');
    await cp(path.join(FIXTURES, 'response-field-removed', 'old.yaml'), path.join(repo, 'spec', 'shop.yaml'), { recursive: true });
    await run('add', '.');
    await run('-c', 'user.name=t', '-c', 'user.email=t@example.test', 'commit', '-qm', 'spec');
    await cp(path.join(FIXTURES, 'response-field-removed', 'new.yaml'), path.join(repo, 'spec', 'shop.yaml'));

    const base = await atRef('HEAD', 'spec', repo);
    expect(base.label).toBe('HEAD:spec');
    expect(base.files.map((f) => f.file)).toEqual(['HEAD:spec/shop.yaml']);
    const changes = diffSides(base, await loadSide('spec', repo));
    expect(verdicts(changes)).toEqual(['field-removed response BREAKING']);
    expect(diffSides(await loadSide('HEAD:spec/shop.yaml', repo), await loadSide('spec/shop.yaml', repo))).toEqual(changes);
  });

  it('refuses a side it cannot read: a missing path, an unknown ref, YAML that does not parse', async () => {
    await expect(loadSide('no/such/spec')).rejects.toThrow(InputError);
    await expect(loadSide('no-such-ref:spec')).rejects.toThrow(/no-such-ref:spec: not in git/);
    const dir = await mkdtemp(path.join(tmpdir(), 'diff-broken-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'bad.yaml'), 'openapi: 3.1.0\ninfo: [unclosed\n');
    const error = await Promise.resolve()
      .then(async () => diffSides(await loadSide(dir), await loadSide(dir)))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecProblemsError);
    expect((error as SpecProblemsError).message).toMatch(/bad\.yaml:\d+:\d+ YAML: /);
  });
});

describe('diff: the operations it reads', () => {
  const body = (properties: Record<string, unknown>) => ({
    content: { 'application/json': { schema: { type: 'object', required: Object.keys(properties), properties } } },
  });
  const plain = (paths: object, webhooks: object = {}) => ({ openapi: '3.2.0', info: { title: 'Cache', version: '1' }, paths, webhooks });
  const changed = (before: object, after: object) => diffDocuments(before, after, 'cache.yaml').map((c) => `${c.operation} ${c.kind} ${c.where}`);

  it('reads a QUERY operation and one of additionalOperations (OpenAPI 3.2) as calls of their own', () => {
    const doc = (required: boolean) =>
      plain({
        '/notes': { query: { operationId: 'findNotes', requestBody: { required, ...body({ text: { type: 'string' } }) }, responses: {} } },
        '/cache/{key}': {
          parameters: [{ name: 'key', in: 'path', schema: { type: 'string' } }],
          additionalOperations: {
            PURGE: { operationId: 'purge', parameters: [{ name: 'soft', in: 'query', required, schema: { type: 'boolean' } }], responses: {} },
          },
        },
      });
    expect(changed(doc(false), doc(true)).sort()).toEqual(['findNotes body-required body', 'purge parameter-required query soft']);
    const methods = diffDocuments(doc(false), plain({}), 'cache.yaml').map((c) => `${c.method} ${c.path} ${c.kind}`);
    expect(methods.sort()).toEqual(['PURGE /cache/{key} operation-removed', 'QUERY /notes operation-removed']);
  });

  it("compares each webhook's operations, not the first object its Path Item holds", () => {
    const doc = (fields: Record<string, unknown>) =>
      plain(
        {},
        {
          // An extension written before the operation, and a webhook whose only operation is an additional one.
          noteCreated: { 'x-owner': { team: 'notes' }, post: { operationId: 'onNoteCreated', requestBody: body(fields), responses: {} } },
          cacheCleared: { additionalOperations: { NOTIFY: { requestBody: body(fields), responses: {} } } },
          // Two operations without ids: each an event, named by its method too.
          noteMoved: { post: { responses: {} }, put: { responses: {} } },
        },
      );
    const before = doc({ id: { type: 'string' }, title: { type: 'string' } });
    const after = doc({ id: { type: 'string' } });
    expect(changed(before, after).sort()).toEqual(['cacheCleared field-removed payload: title', 'onNoteCreated field-removed payload: title']);
    expect(changed(before, { ...after, webhooks: {} }).sort()).toEqual([
      'cacheCleared event-removed ',
      'noteMoved POST event-removed ',
      'noteMoved PUT event-removed ',
      'onNoteCreated event-removed ',
    ]);
  });
});
