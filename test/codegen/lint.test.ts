import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintSpecs } from '../../codegen/lint.ts';
import { specFiles } from '../../codegen/spec-files.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const SPEC = `openapi: 3.1.0
info:
  title: Notes
  version: '1'
  license: { name: MIT, identifier: MIT }
servers: [{ url: 'https://notes.example.com' }]
security: [{ key: [] }]
tags: [{ name: notes, description: Notes. }]
paths:
  /notes:
    post:
      operationId: createNote
      summary: Create a note
      tags: [notes]
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Note' }
            examples:
              full:
                value: { title: Hi, author: { id: a1, name: Ann } }
      responses:
        '200': { description: ok }
        '4XX': { description: bad }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: Authorization }
  schemas:
    Note:
      type: object
      properties:
        title: { type: string, description: Title, short }
        author: { $ref: '#/components/schemas/Author' }
    Author:
      type: object
      properties:
        id: { type: string, readOnly: true }
        name: { type: string }
`;

describe('siteapi check: the spec lint', () => {
  it("reports Redocly's recommended rules and the project's own with file:line:col", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'siteapi-lint-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'notes.yaml'), SPEC);
    const problems = (await lintSpecs([path.join(dir, 'notes.yaml')], dir)).map((p) => `${p.file}:${p.line}:${p.col} ${p.severity} ${p.rule}`);
    // An unquoted description cut at its comma grows a key `short`, which OpenAPI does not know.
    const at = (text: string) => {
      const lines = SPEC.split('\n');
      const line = lines.findIndex((l) => l.includes(text));
      return `notes.yaml:${line + 1}:${lines[line]!.indexOf(text) + 1}`;
    };
    expect(problems).toContain(`${at('short }')} error struct`);
    expect(problems).toContain(`${at('id: a1')} error request-example-read-only`);
  });

  it("reads an OpenAPI 3.2 document with 3.2's fields (no struct error for them), and still finds one that is no field", async () => {
    const fixture = path.resolve('test/fixtures/openapi-32/openapi.yaml');
    const problems = await lintSpecs([fixture]);
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.line}:${p.col} ${p.rule}: ${p.message}`)).toEqual([]);
    const dir = await mkdtemp(path.join(tmpdir(), 'siteapi-lint-32-'));
    dirs.push(dir);
    await writeFile(
      path.join(dir, 'a.yaml'),
      SPEC.replace('openapi: 3.1.0', 'openapi: 3.2.0').replace("        '4XX': { description: bad }", "        '4XX': { description: bad, sumary: Bad }"),
    );
    const found = (await lintSpecs([path.join(dir, 'a.yaml')], dir)).filter((p) => p.rule === 'struct').map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`);
    expect(found).toEqual(['a.yaml:24:36 Property `sumary` is not expected here.', 'a.yaml:32:52 Property `short` is not expected here.']);
  });

  it('finds no error in spec/', async () => {
    const problems = await lintSpecs(await specFiles('spec'));
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.file}:${p.line}:${p.col} ${p.rule}: ${p.message}`)).toEqual([]);
  }, 60_000);
});
