import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGES } from '../../scripts/pack.ts';

// The lists the docs hold that the configuration decides: the packages (package.json's workspaces) and the test
// projects (vitest.config.ts). A package or project added in one place and not the other fails here.
const readme = readFileSync('README.md', 'utf8');
const contributing = readFileSync('CONTRIBUTING.md', 'utf8');
const workspaces = (JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[] }).workspaces;
const vitestConfig = readFileSync('vitest.config.ts', 'utf8');
const projects = [...vitestConfig.matchAll(/name: '([a-z]+)'/g)].map((m) => m[1]!);
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
