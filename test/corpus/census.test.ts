import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CensusRun, type PagingChecks, renderCensus, summaryOf } from '../../bench/corpus/census-run.ts';
import { censusOne, seededSample } from '../../bench/corpus/census.ts';

// The paging census (`npm run corpus -- --census`): one document read through parse and IR from a real folder, its
// list operations and paged calls counted by kind, and the report with its hand checks.

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const thing = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } };
const ok = (schema: unknown) => ({ '200': { description: 'ok', content: { 'application/json': { schema } } } });
const q = (name: string, type = 'string') => ({ name, in: 'query', schema: { type } });
const document = {
  openapi: '3.0.3',
  info: { title: 'Census fixture', version: '1' },
  paths: {
    '/cursored': {
      get: {
        operationId: 'cursored',
        parameters: [q('cursor')],
        responses: ok({ type: 'object', properties: { data: { type: 'array', items: thing }, next_cursor: { type: 'string' } } }),
      },
    },
    '/stripe-like': {
      get: {
        operationId: 'stripeLike',
        parameters: [q('starting_after'), q('limit', 'integer')],
        responses: ok({ type: 'object', properties: { data: { type: 'array', items: thing }, has_more: { type: 'boolean' } } }),
      },
    },
    '/declared': {
      get: {
        operationId: 'declared',
        parameters: [q('p', 'integer')],
        'x-pagination': { kind: 'offset', items: '', input: 'query.p', unit: 'page' },
        responses: ok({ type: 'array', items: thing }),
      },
    },
    '/whole': { get: { operationId: 'whole', responses: ok({ type: 'array', items: thing }) } },
    '/one/{id}': {
      get: {
        operationId: 'one',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: ok(thing),
      },
    },
    '/search': {
      post: {
        operationId: 'search',
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { cursor: { type: 'string' } } } } } },
        responses: ok({ type: 'object', properties: { results: { type: 'array', items: thing }, next_cursor: { type: 'string' } } }),
      },
    },
  },
};

async function fixture(name: string, text: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'census-'));
  dirs.push(dir);
  await writeFile(path.join(dir, name), text);
  return dir;
}

describe('censusOne', () => {
  it('counts list operations and the calls that page, by kind, from a document on disk', async () => {
    const dir = await fixture('fixture.json', JSON.stringify(document));
    const result = await censusOne(dir, 'fixture.json');
    expect(result).toMatchObject({ name: 'fixture.json', status: 'read', operations: 6 });
    const byPointer = Object.fromEntries(result.listed.map((e) => [e.pointer, { list: e.list, kind: e.kind }]));
    expect(byPointer).toEqual({
      '/paths/~1cursored/get': { list: true, kind: 'cursor' },
      '/paths/~1stripe-like/get': { list: true, kind: 'object-id cursor' },
      '/paths/~1declared/get': { list: true, kind: 'x-pagination' },
      '/paths/~1whole/get': { list: true, kind: undefined },
      // A POST that pages is counted as a paged operation that is no list operation.
      '/paths/~1search/post': { list: false, kind: 'cursor' },
    });
  });

  it('says a document it cannot read is refused, with the reason, instead of throwing', async () => {
    const dir = await fixture('broken.json', '{ "openapi": "3.0.3", "info": ');
    const result = await censusOne(dir, 'broken.json');
    expect(result.status).toBe('refused');
    expect(result.error).toMatch(/broken\.json/);
    expect(result.listed).toEqual([]);
  });
});

describe('seededSample', () => {
  it('draws the same items for the same seed whatever their order, and others for another seed', () => {
    const items = Array.from({ length: 200 }, (_, i) => `op-${i}`);
    const a = seededSample(items, (x) => x, 'seed', 10);
    expect(seededSample([...items].reverse(), (x) => x, 'seed', 10)).toEqual(a);
    expect(a).toHaveLength(10);
    expect(seededSample(items, (x) => x, 'other', 10)).not.toEqual(a);
  });
});

describe('renderCensus', () => {
  const run: CensusRun = {
    workers: 2,
    wallMs: 60_000,
    documents: [
      {
        name: 'a.json',
        status: 'read',
        operations: 3,
        listed: [
          { pointer: '/paths/~1a/get', list: true, kind: 'cursor', spec: { kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next_cursor' } },
          { pointer: '/paths/~1b/get', list: true },
        ],
      },
    ],
  };
  it('counts by kind and shows each check beside what the call does now', () => {
    const checks: PagingChecks = {
      drawnFrom: 'commit abc',
      seed: 's',
      before: { ...summaryOf(run), pagedLists: 2 },
      paged: [
        {
          document: 'a.json',
          pointer: '/paths/~1a/get',
          checked: { kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next_cursor' },
          right: true,
          why: 'Slack-like.',
        },
      ],
      unpaged: [
        {
          document: 'a.json',
          pointer: '/paths/~1b/get',
          right: false,
          why: 'A miss.',
          class: 'a miss class',
          expected: { kind: 'offset', items: '', input: 'query.page', unit: 'page' },
        },
      ],
    };
    const report = renderCensus(run, checks, 'npm run corpus -- --census');
    expect(report).toContain('**1 of 2 list operations page (50.0%)**');
    expect(report).toContain('| cursor | a cursor parameter and the next cursor in the answer | 1 | 0 | 1 |');
    expect(report).toContain('| list operations that page | 2 | 1 | -1 |');
    expect(report).toContain('**As checked: 1 of 1 right. Now: 1 of 1**');
    expect(report).toContain('**As checked: 0 of 1 right. Now: 0 of 1**');
    // The miss is still a miss: marked, so a reader sees what is left.
    expect(report).toMatch(/\*\*no\*\* \(a miss class\) \| A miss\. \| unchanged ✗ \|/);
  });
});
