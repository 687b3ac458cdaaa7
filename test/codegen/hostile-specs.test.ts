import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { generate, parseSpecs, writeAtomically } from '../../codegen/generate.ts';
import { generateIncremental } from '../../codegen/incremental/incremental.ts';
import { formatProblem, SpecProblemsError } from '../../codegen/problems.ts';

// A spec is untrusted input: whatever it holds ends as a clear problem at file:line:col, never as a crash, a hang,
// code that runs, or a half-written out folder.
const VALID = readFileSync(new URL('../fixtures/specs/valid/notes.yaml', import.meta.url), 'utf8');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function specDir(files: Record<string, string | Uint8Array>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hostile-spec-'));
  dirs.push(dir);
  await Promise.all(Object.entries(files).map(([name, content]) => writeFile(path.join(dir, name), content)));
  return dir;
}

async function problemsOf(files: Record<string, string | Uint8Array>): Promise<string[]> {
  const dir = await specDir(files);
  try {
    await parseSpecs(
      Object.keys(files).map((f) => path.join(dir, f)),
      dir,
    );
    return [];
  } catch (error) {
    if (error instanceof SpecProblemsError) return error.problems.map(formatProblem);
    throw error;
  }
}

const edit = (from: string, to: string): string => {
  if (!VALID.includes(from)) throw new Error(`fixture does not contain ${JSON.stringify(from)}`);
  return VALID.replace(from, to);
};

const BILLION_LAUGHS = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
  'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
  'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
  'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
  'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
  'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
  'h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]',
  'i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]',
].join('\n');

describe('hostile YAML', () => {
  it('an alias bomb is a problem at its file and line, not a crash', async () => {
    const problems = await problemsOf({ 'bomb.yaml': `openapi: 3.1.0\n${BILLION_LAUGHS}\n` });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^bomb\.yaml:\d+:\d+ YAML: .*alias/i);
  });

  it('invalid UTF-8 is a problem at the line and column of the first bad byte', async () => {
    const text = Buffer.from(edit('summary: Gets a note.', 'summary: Gets a nXte.'), 'utf8');
    text[text.indexOf('nXte') + 1] = 0xff;
    const line = VALID.slice(0, VALID.indexOf('summary: Gets a note.')).split('\n').length;
    const col = VALID.split('\n')[line - 1]!.indexOf('note.') + 2;
    expect(await problemsOf({ 'notes.yaml': text })).toEqual([`notes.yaml:${line}:${col} not UTF-8: invalid byte 0xff; save the spec as UTF-8`]);
  });

  it("a problem quoting the document's text prints on its one line, its control characters escaped (no terminal escapes)", async () => {
    const problems = await problemsOf({ 'notes.yaml': edit('components:\n  responses:\n', 'components:\n  responses:\n    "x\\e[2J\\r\\ny\\u2028z": {}\n') });
    expect(problems.length).toBeGreaterThan(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must not be printed raw
    for (const problem of problems) expect(problem).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(problems.join('\n')).toContain('x\\u001b[2J\\u000d\\u000ay\\u2028z');
  });

  it('a number JSON cannot hold (1e400, .inf, .nan) is a problem at its place', async () => {
    const problems = await problemsOf({
      'notes.yaml': edit(
        '          schema: { type: string }\n          example: n-1',
        '          schema: { type: string, maxLength: 1e400, minLength: .nan }\n          example: n-1',
      ),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^notes\.yaml:\d+:\d+ number '1e400' is not finite/),
      expect.stringMatching(/^notes\.yaml:\d+:\d+ number '\.nan' is not finite/),
    ]);
  });

  it('generate on an alias bomb exits 1 with file:line:col and writes nothing', async () => {
    const dir = await specDir({ 'bomb.yaml': `openapi: 3.1.0\n${BILLION_LAUGHS}\n` });
    const out = path.join(dir, 'out');
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--conditions=@siteapi/source', '--import', 'tsx', 'cli/src/main.ts', 'generate', '--spec', dir, '--out', out],
        { timeout: 60_000 },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/bomb\.yaml:\d+:\d+ YAML: /);
    expect(await readdir(dir)).toEqual(['bomb.yaml']);
  }, 60_000);
});

const PLAIN_HEAD = 'openapi: 3.1.0\ninfo: { title: A, version: "1" }\n';
const CYCLE_PATHS =
  'paths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: "#/components/schemas/A" }\n';

describe('text that is no OpenAPI document', () => {
  const cases: [string, { given: string | Uint8Array; want: string[] }][] = [
    ['an empty file', { given: '', want: ['a.yaml:1:1 the file holds no document (it is empty); restore it, or delete it to remove its service'] }],
    [
      'a file of white space and comments',
      { given: '  \n\n# nothing yet\n\t\n', want: ['a.yaml:1:1 the file holds no document (it is empty); restore it, or delete it to remove its service'] },
    ],
    [
      'a NUL byte',
      { given: `${PLAIN_HEAD}paths: {}\nx-a: "b\u0000"\n`, want: ['a.yaml:4:8 control character U+0000 is not allowed in a spec (YAML and JSON forbid it)'] },
    ],
    [
      'a js-yaml function tag',
      {
        given: `${PLAIN_HEAD}paths: {}\nx-f: !!js/function "function () {}"\n`,
        want: ["a.yaml:4:6 YAML: tag '!!js/function' is not allowed; a spec holds plain JSON values (remove the tag)"],
      },
    ],
    [
      'a local tag',
      {
        given: `openapi: 3.1.0\ninfo: { title: !foo A, version: "1" }\npaths: {}\n`,
        want: ["a.yaml:2:16 YAML: tag '!foo' is not allowed; a spec holds plain JSON values (remove the tag)"],
      },
    ],
    [
      'a set',
      {
        given: `${PLAIN_HEAD}paths: {}\nx-s: !!set { a }\n`,
        want: ["a.yaml:4:6 YAML: tag '!!set' is not allowed; a spec holds plain JSON values (remove the tag)"],
      },
    ],
    [
      'a $ref that names itself',
      {
        given: `${PLAIN_HEAD}${CYCLE_PATHS}components:\n  schemas:\n    A: { $ref: "#/components/schemas/A" }\n`,
        want: ['a.yaml:14:10 $ref cycle #/components/schemas/A → #/components/schemas/A: each reference names another and none reaches a value'],
      },
    ],
    [
      'two $refs that name each other',
      {
        given: `${PLAIN_HEAD}${CYCLE_PATHS}components:\n  schemas:\n    B: { $ref: "#/components/schemas/A" }\n    A: { $ref: "#/components/schemas/B" }\n`,
        want: [
          'a.yaml:15:10 $ref cycle #/components/schemas/A → #/components/schemas/B → #/components/schemas/A: each reference names another and none reaches a value',
        ],
      },
    ],
  ];
  it.each(cases)('%s is a problem at its place', async (_, { given, want }) => {
    expect(await problemsOf({ 'a.yaml': given })).toEqual(want);
  });

  it('a $ref cycle in a platform document is a problem, not a stack overflow in the example checks', async () => {
    const given = edit(
      '  schemas:\n',
      "  schemas:\n    Loop: { $ref: '#/components/schemas/Loop2' }\n    Loop2: { $ref: '#/components/schemas/Loop' }\n",
    ).replace('schema: { type: string }\n          example: n-1', "schema: { $ref: '#/components/schemas/Loop' }\n          example: n-1");
    expect(await problemsOf({ 'notes.yaml': given })).toEqual([expect.stringMatching(/^notes\.yaml:\d+:\d+ \$ref cycle #\/components\/schemas\/Loop → /)]);
  });

  it('two schemas with one $id are a problem, not an exception from ajv', async () => {
    const given = edit(
      '  schemas:\n',
      '  schemas:\n    Dup1: { $id: "https://example.test/dup", type: string }\n    Dup2: { $id: "https://example.test/dup", type: string }\n',
    );
    expect(await problemsOf({ 'notes.yaml': given })).toEqual([
      'notes.yaml:1:1 schemas: reference "https://example.test/dup" resolves to more than one schema',
    ]);
  });

  it('an emptied spec is a problem and its service stays generated', async () => {
    const dir = await specDir({ 'notes.yaml': VALID });
    const out = path.join(dir, 'gen');
    await generateIncremental({ spec: dir, out });
    const before = (await readdir(path.join(out, 'notes'))).sort();
    await writeFile(path.join(dir, 'notes.yaml'), '\n');
    await expect(generateIncremental({ spec: dir, out })).rejects.toThrow(/notes\.yaml:1:1 the file holds no document/);
    expect((await readdir(path.join(out, 'notes'))).sort()).toEqual(before);
  });
});

describe('path templates', () => {
  it('a template parameter the operation does not declare is a problem, not a request for /undefined', async () => {
    const problems = await problemsOf({ 'notes.yaml': edit('  /v1/notes/{noteId}:\n    get:', '  /v1/notes/{noteId}/{version}:\n    get:') });
    expect(problems).toEqual([expect.stringMatching(/^notes\.yaml:19:3 GET \/v1\/notes\/\{noteId\}\/\{version\}: path parameter 'version' is not declared/)]);
  });

  it('a declared path parameter that is not in the template is a problem', async () => {
    const problems = await problemsOf({ 'notes.yaml': edit('  /v1/notes/{noteId}:\n    get:', '  /v1/notes/{id}:\n    get:') });
    expect(problems).toContainEqual(expect.stringMatching(/GET \/v1\/notes\/\{id\}: path parameter 'noteId' is declared but not in the path/));
  });

  it('the valid fixture still generates', async () => {
    const dir = await specDir({ 'notes.yaml': VALID });
    expect((await generate(dir)).size).toBeGreaterThan(0);
  });
});

describe('a generate that was killed while writing', () => {
  /** The pid of a process that has exited. */
  const deadPid = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const child = execFile(process.execPath, ['-e', '0'], (error) => (error ? reject(error) : resolve(child.pid!)));
    });

  it("leaves nothing behind after the next run: a dead run's staging folder is removed, a live run's is left alone", async () => {
    const dir = await specDir({ 'notes.yaml': VALID });
    const out = path.join(dir, 'gen');
    const dead = await deadPid();
    await mkdir(path.join(dir, `.gen.staging-${dead}`, 'notes'), { recursive: true });
    await mkdir(path.join(dir, `.gen.previous-${dead}`));
    // Another generate still running (here: this test's parent process, which is alive).
    await mkdir(path.join(dir, `.gen.staging-${process.ppid}`));
    await generateIncremental({ spec: dir, out });
    expect((await readdir(dir)).sort()).toEqual([`.gen.staging-${process.ppid}`, 'gen', 'notes.yaml']);
  });

  it('puts the last good output back when the run died between moving it aside and moving the new one in', async () => {
    const dir = await specDir({ 'notes.yaml': VALID });
    const out = path.join(dir, 'gen');
    await writeAtomically(out, await generate(dir));
    const before = (await readdir(out)).sort();
    const dead = await deadPid();
    await rename(out, path.join(dir, `.gen.previous-${dead}`));
    // The next run finds a broken spec: it writes nothing, and the out folder is the last good output again.
    await writeFile(path.join(dir, 'notes.yaml'), edit('title: Notes', 'title: [Notes'));
    await expect(generateIncremental({ spec: dir, out })).rejects.toBeInstanceOf(SpecProblemsError);
    expect((await readdir(dir)).sort()).toEqual(['gen', 'notes.yaml']);
    expect((await readdir(out)).sort()).toEqual(before);
  });
});

describe('names from the spec', () => {
  const HOSTILE_ID = 'getTask: globalThis.a = 0, pwn: globalThis.b = (globalThis.PWNED = 1), getTask2';
  const cases: [string, { given: string; want: RegExp }][] = [
    [
      'an operationId that is code',
      {
        given: edit('operationId: createNote', `operationId: '${HOSTILE_ID}'`),
        want: /^notes\.yaml:\d+:\d+ POST \/v1\/notes: operationId "getTask: globalThis\.a = 0, .*" cannot be a TypeScript name/,
      },
    ],
    [
      'an operationId with a hyphen',
      { given: edit('operationId: createNote', 'operationId: create-note'), want: /POST \/v1\/notes: operationId "create-note" cannot be a TypeScript name/ },
    ],
    [
      'an operationId that is a reserved word',
      { given: edit('operationId: createNote', 'operationId: delete'), want: /POST \/v1\/notes: operationId 'delete' is a reserved word/ },
    ],
    ['an x-method that is a reserved word', { given: edit('x-method: getNote', 'x-method: new'), want: /x-method 'new' is a reserved word/ }],
    [
      'an argument name that is a reserved word',
      {
        given: edit('        - name: noteId\n          value: path.noteId', '        - name: class\n          value: path.noteId'),
        want: /argument name 'class' is a reserved word/,
      },
    ],
    [
      'a schema name that is not an identifier',
      {
        given: edit('    NoteField:\n', '    Note-Field:\n').replaceAll("'#/components/schemas/NoteField'", "'#/components/schemas/Note-Field'"),
        want: /schema name "Note-Field" cannot be a TypeScript name/,
      },
    ],
    [
      'a schema name that is a TypeScript type',
      {
        given: edit('    NoteField:\n', '    string:\n').replaceAll("'#/components/schemas/NoteField'", "'#/components/schemas/string'"),
        want: /schema name 'string' is a reserved word/,
      },
    ],
    [
      'an event handler name that is code',
      {
        given: edit('operationId: onNoteCreated', "operationId: 'onNote(); globalThis.PWNED = 1; //'"),
        want: /webhook noteCreated: operationId "onNote\(\); globalThis\.PWNED = 1; \/\/" cannot be a TypeScript name/,
      },
    ],
    [
      'an event name that is not an identifier',
      { given: edit('  noteCreated:\n    post:', "  '1note':\n    post:"), want: /webhook 1note: the event name "1note" cannot be a TypeScript name/ },
    ],
  ];
  it.each(cases)('%s is a problem at its place', async (_, { given, want }) => {
    const problems = await problemsOf({ 'notes.yaml': given });
    expect(problems).toContainEqual(expect.stringMatching(want));
  });

  it('generate refuses the hostile operationId with exit 1 and writes nothing', async () => {
    const dir = await specDir({ 'notes.yaml': edit('operationId: createNote', `operationId: '${HOSTILE_ID}'`) });
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--conditions=@siteapi/source', '--import', 'tsx', 'cli/src/main.ts', 'generate', '--spec', dir, '--out', path.join(dir, 'out')],
        { timeout: 60_000 },
        (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/notes\.yaml:\d+:\d+ POST \/v1\/notes: operationId .* cannot be a TypeScript name/);
    expect(await readdir(dir)).toEqual(['notes.yaml']);
  }, 60_000);

  it('text that is not a name (descriptions, enum values, keys, examples) stays text: importing the client runs none of it', async () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal's placeholder, as text, is the point
    const payload = '*/ globalThis.PWNED = 1; /* \' " \u2028 \n ${globalThis.PWNED = 2} \\';
    const spec = edit('description: Extra fields to return.', `description: ${JSON.stringify(payload)}`).replace(
      'enum: [BODY, URL]',
      `enum: [BODY, URL, ${JSON.stringify(payload)}, __proto__, constructor]`,
    );
    const files = await generate(await specDir({ 'notes.yaml': spec }));
    // Inside the repository, so the generated files resolve @siteapi/runtime.
    await mkdir(path.join(process.cwd(), '.tmp'), { recursive: true });
    const out = await mkdtemp(path.join(process.cwd(), '.tmp', 'hostile-'));
    dirs.push(out);
    await writeAtomically(out, files);
    const g = globalThis as { PWNED?: unknown };
    delete g.PWNED;
    const types = (await import(path.join(out, 'notes', 'schema-types.ts'))) as { NoteField: Record<string, string> };
    await import(path.join(out, 'notes', 'index.ts'));
    expect(g.PWNED).toBeUndefined();
    expect(Object.values(types.NoteField)).toEqual(['BODY', 'URL', payload, '__proto__', 'constructor']);
    expect(Object.getPrototypeOf(types.NoteField)).toBe(Object.prototype);
  });
});
