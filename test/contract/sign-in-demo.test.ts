import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// The README's sign-in script, as a user runs it: its own Prism, visitor → member → logout.
describe('scripts/sign-in-demo.ts against the mock', () => {
  it('signs in as a visitor, then a member, then logs out', async () => {
    const { stdout } = await run(process.execPath, ['--conditions=@siteapi/source', '--import', 'tsx', 'scripts/sign-in-demo.ts'], { timeout: 90_000 });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^visitor: role visitor, loggedIn false, read \d+ post\(s\)$/);
    expect(lines[1]).toMatch(/^sign-in page: https:\/\//);
    expect(lines[2]).toBe('member: role member, loggedIn true');
    expect(lines[3]).toMatch(/^signed out: role none, loggedIn false, logout page https:\/\//);
  });
});
