import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, DOCS_OPTIONS, flagName, USER_OPTIONS } from '../../cli/src/generator-options.ts';
import { PACKAGES } from '../../scripts/pack.ts';

// The lists the docs hold that the configuration decides: the packages (package.json's workspaces), the test
// projects (vitest.config.ts) and the generator's options (cli/src/generator-options.ts). One added in one place and
// not the other fails here.
const readme = readFileSync('README.md', 'utf8');
const contributing = readFileSync('CONTRIBUTING.md', 'utf8');
const workspaces = (JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[] }).workspaces;
const vitestConfig = readFileSync('vitest.config.ts', 'utf8');
const projects = [...vitestConfig.matchAll(/name: '([a-z]+)'/g)].map((m) => m[1]!);
const cliReadme = readFileSync('cli/README.md', 'utf8');
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The first column of a Markdown table's rows, between a line that starts the table and the first blank line. */
function firstColumn(text: string, header: string): string[] {
  const start = text.indexOf(header);
  if (start < 0) throw new Error(`no table headed ${header}`);
  const rows = text.slice(start).split('\n\n')[0]!.split('\n').slice(2);
  return rows.map((row) => row.split('|')[1]!.trim());
}

describe('README and CONTRIBUTING against the configuration', () => {
  it("README's package table lists every workspace, and its count says how many packages there are", () => {
    const folders = firstColumn(readme, '| folder | package | what it is |').map((cell) => cell.replaceAll('`', '').replace(/\/$/, ''));
    expect([...folders].sort()).toEqual([...workspaces].sort());
    expect(readme).toMatch(new RegExp(`^${NUMBERS[workspaces.length]} packages, as npm workspaces`, 'im'));
    expect(readme).toContain(`\`npm pack\` the ${NUMBERS[workspaces.length]} packages`);
  });

  it('the packed packages are the workspaces, the explorer with them (siteapi docs builds over its app shell)', () => {
    expect([...PACKAGES].sort()).toEqual([...workspaces].sort());
  });

  it("CONTRIBUTING's project table and README's test list name vitest's projects", () => {
    expect(projects.length).toBeGreaterThan(0);
    expect([...firstColumn(contributing, '| project | folders | what runs |')].sort()).toEqual([...projects].sort());
    for (const name of projects) expect(readme).toContain(`- **${name}**:`);
    expect(contributing).toContain(`all ${NUMBERS[projects.length]} projects`);
    expect(readme).toContain(`${NUMBERS[projects.length]!.replace(/^./, (c) => c.toUpperCase())} projects`);
  });

  it("the unit project's folders are the ones CONTRIBUTING lists for it", () => {
    const unitBlock = vitestConfig.slice(vitestConfig.indexOf('const unit = ['), vitestConfig.indexOf('];'));
    const folders = [...unitBlock.matchAll(/'(test\/[a-z]+(?:\/[a-z]+)?)\//g)].map((m) => m[1]!);
    const row = contributing.split('\n').find((line) => line.startsWith('| unit |'))!;
    for (const folder of new Set(folders)) expect(row).toContain(`\`${folder}`);
  });
});

/** The paragraph of `text` that starts with `start`. */
function paragraph(text: string, start: string): string {
  const at = text.indexOf(start);
  if (at < 0) throw new Error(`no paragraph starting ${start}`);
  return text.slice(at).split('\n\n')[0]!;
}

describe("the docs against the generator's options", () => {
  const flags = (keys: readonly (typeof USER_OPTIONS)[number][]) => keys.map((key) => `\`--${flagName(key)}`);

  it("README's config example holds every key a config may, and its Command line names every flag, docs' apart", () => {
    const example = /`(\{ "spec": [^`]*\})`/.exec(paragraph(readme, '`siteapi.config.json` (or `.mjs`, `.js`) in the current folder'))?.[1];
    expect(Object.keys(JSON.parse(example!) as object)).toEqual(['spec', 'out', ...CONFIG_KEYS.keys()]);
    const commandLine = paragraph(readme, '`generate`, `check`, `contract` and `mock` also take');
    const [generators, docs] = commandLine.split('`docs` takes');
    for (const flag of flags(USER_OPTIONS)) expect(generators).toContain(flag);
    expect([...docs!.matchAll(/`--([a-z]+)/g)].map((m) => m[1]).filter((f) => [...CONFIG_KEYS.keys()].includes(f!))).toEqual(DOCS_OPTIONS.map(flagName));
  });

  it('cli/README names every flag and config key, and the ones docs takes', () => {
    const text = paragraph(cliReadme, "The generator's options are the same");
    const [generators, docs] = text.split('`docs` takes');
    for (const flag of flags(USER_OPTIONS)) expect(generators).toContain(flag);
    for (const flag of flags(DOCS_OPTIONS)) expect(docs).toContain(flag);
    for (const key of USER_OPTIONS.filter((k) => !(DOCS_OPTIONS as readonly string[]).includes(k))) expect(docs).not.toContain(`--${flagName(key)}`);
  });
});

describe('the files the docs name', () => {
  // Where a README's path is read from: the repository, the package's folder, its sources, or (`@siteapi/document`'s
  // modules named beside it) the document model's folder.
  const docs: [file: string, bases: string[]][] = [
    ['CONTRIBUTING.md', ['']],
    ['codegen/README.md', ['', 'codegen/', 'document/']],
    ['runtime/README.md', ['', 'runtime/']],
    ['explorer/README.md', ['', 'explorer/', 'explorer/src/']],
    ['cli/README.md', ['', 'cli/']],
    ['document/README.md', ['', 'document/']],
  ];

  it.each(docs)('every source file %s names exists', (file, bases) => {
    const text = readFileSync(file, 'utf8');
    const named = [...text.matchAll(/`((?:[a-z0-9._-]+\/)+[a-zA-Z0-9._-]+\.(?:ts|tsx|mjs|json|yaml))`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((p) => !bases.some((base) => existsSync(base + p)))).toEqual([]);
  });

  it("codegen's README and CONTRIBUTING's map name the emitter plugins' list", () => {
    const plugins = readFileSync('codegen/emit/plugins.ts', 'utf8');
    const emitters = [...plugins.matchAll(/from '\.\/([a-z-]+-file)\.ts'/g)].map((m) => `emit/${m[1]}.ts`);
    expect(emitters.length).toBeGreaterThan(5);
    const codegenReadme = readFileSync('codegen/README.md', 'utf8');
    for (const emitter of emitters) expect(codegenReadme, emitter).toContain(emitter);
    expect(contributing).toContain('codegen/emit/plugins.ts');
  });

  it("codegen's README names every module of the emit stage, and CONTRIBUTING the printer's", () => {
    const codegenReadme = readFileSync('codegen/README.md', 'utf8');
    const modules = readdirSync('codegen/emit').filter((f) => f.endsWith('.ts'));
    expect(modules).toContain('structure-printer.ts');
    for (const module of modules) expect(codegenReadme, module).toContain(`emit/${module}`);
    for (const module of ['structure-printer.ts', 'code-writer.ts', 'structure-kinds.ts']) expect(contributing).toContain(`codegen/emit/${module}`);
  });
});
