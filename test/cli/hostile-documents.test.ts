import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/src/run.ts';

// `generate` and `check` on documents that do not parse or cannot be followed: both exit 1 with file:line:col and
// no stack trace, and the out folder stays as it was.
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const HEAD = 'openapi: 3.1.0\ninfo: { title: A, version: "1" }\n';
const OK_RESPONSE = (ref: string) =>
  `paths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: "${ref}" }\n`;
const BILLION_LAUGHS = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
  .concat([...'bcdefghi'].map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(',')}]`))
  .join('\n');

const cases: [string, { files: Record<string, string>; want: RegExp }][] = [
  ['bad indentation', { files: { 'a.yaml': `${HEAD}paths:\n  /a:\n     get: {}\n    post: {}\n` }, want: /a\.yaml:\d+:\d+ YAML: / }],
  ['tabs', { files: { 'a.yaml': 'openapi: 3.1.0\ninfo:\n\ttitle: A\n\tversion: "1"\npaths: {}\n' }, want: /a\.yaml:3:1 YAML: Tabs/ }],
  ['duplicate keys', { files: { 'a.yaml': `${HEAD}paths: {}\npaths: {}\n` }, want: /a\.yaml:4:1 YAML: Map keys must be unique/ }],
  ['a NUL byte', { files: { 'a.yaml': `${HEAD}paths: {}\nx-a: "\u0000"\n` }, want: /a\.yaml:4:7 control character U\+0000/ }],
  ['a list at the top', { files: { 'a.yaml': '- openapi: 3.1.0\n- paths: {}\n' }, want: /a\.yaml:1:1 the document must be a YAML mapping/ }],
  ['two documents in one file', { files: { 'a.yaml': `${HEAD}paths: {}\n---\n${HEAD}` }, want: /a\.yaml:4:1 YAML: Source contains multiple documents/ }],
  [
    'deep nesting',
    { files: { 'a.yaml': `${HEAD}paths: {}\nx-deep: ${'['.repeat(5000)}${']'.repeat(5000)}\n` }, want: /a\.yaml:4:521 nested more than 512 levels deep/ },
  ],
  [
    'deep nesting in JSON',
    {
      files: { 'a.yaml': `{"openapi": "3.1.0", "info": {"title": "A", "version": "1"}, "paths": {}, "x-deep": ${'['.repeat(20000)}${']'.repeat(20000)}}` },
      want: /a\.yaml:1:\d+ nested more than 512 levels deep/,
    },
  ],
  [
    'an unknown tag',
    { files: { 'a.yaml': `${HEAD}paths: {}\nx-f: !!js/function "function () {}"\n` }, want: /a\.yaml:4:6 YAML: tag '!!js\/function' is not allowed/ },
  ],
  ['an empty file', { files: { 'a.yaml': '  \n' }, want: /a\.yaml:1:1 the file holds no document/ }],
  [
    'a $ref cycle',
    {
      files: {
        'a.yaml': `${HEAD}${OK_RESPONSE('#/components/schemas/A')}components:\n  schemas:\n    A: { $ref: "#/components/schemas/B" }\n    B: { $ref: "#/components/schemas/A" }\n`,
      },
      want: /a\.yaml:14:10 \$ref cycle #\/components\/schemas\/A → #\/components\/schemas\/B → #\/components\/schemas\/A/,
    },
  ],
  [
    'a $ref cycle across two files',
    {
      files: { 'a.yaml': `${HEAD}${OK_RESPONSE('b.yaml#/B')}`, 'b.yaml': 'B: { $ref: "c.yaml#/C" }\n', 'c.yaml': 'C: { $ref: "b.yaml#/B" }\n' },
      want: /b\.yaml:1:6 \$ref cycle .*b\.yaml#\/B → .*c\.yaml#\/C → .*b\.yaml#\/B/,
    },
  ],
  [
    "an alias bomb in a $ref'd file",
    {
      files: { 'a.yaml': `${HEAD}${OK_RESPONSE('parts.yaml#/S')}`, 'parts.yaml': `${BILLION_LAUGHS}\nS: { type: string }\n` },
      want: /parts\.yaml:2:\d+ YAML: .*alias/i,
    },
  ],
];

async function run(command: string, dir: string, out: string): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  const log = vi.spyOn(console, 'log').mockImplementation(capture);
  const error = vi.spyOn(console, 'error').mockImplementation(capture);
  try {
    const code = await runCli([command, '--spec', path.join(dir, 'a.yaml'), '--out', out, '--quiet']);
    return { code, output: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('generate and check on a document that does not parse or whose references cannot be followed', () => {
  it.each(cases)(
    '%s: exit 1 with file:line:col, no stack trace, the out folder as it was',
    async (_, { files, want }) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'hostile-doc-'));
      dirs.push(dir);
      await Promise.all(Object.entries(files).map(([name, text]) => writeFile(path.join(dir, name), text)));
      const out = path.join(dir, 'out');
      await mkdir(out);
      await writeFile(path.join(out, 'kept.txt'), 'kept');
      for (const command of ['generate', 'check']) {
        const { code, output } = await run(command, dir, out);
        expect({ command, code }).toEqual({ command, code: 1 });
        expect(output).toMatch(want);
        expect(output).not.toMatch(/\n\s+at /);
        expect(await readdir(out)).toEqual(['kept.txt']);
      }
    },
    60_000,
  );
});
