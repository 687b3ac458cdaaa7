import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, sendAndWait, useExplorer } from './harness.ts';

// `npm start -- --spec <document> --engine prism`: the explorer and a Prism mock on an outside
// document, its clients generated first (the default engine, msw, is the hostile-document test's). Opened in Chromium, an operation of that document is sent to its mock.
useExplorer();

let child: ChildProcess | undefined;
let explorerUrl = '';
let mockUrl = '';
const order: string[] = [];
beforeAll(async () => {
  child = spawn(
    process.execPath,
    [
      '--conditions=@siteapi/source',
      '--import',
      'tsx',
      'scripts/start.ts',
      '--spec',
      'node_modules/@readme/oas-examples/3.1/yaml/train-travel.yaml',
      '--engine',
      'prism',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  );
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for await (const line of createInterface({ input: child.stdout! })) {
    output += `${line}\n`;
    const ready = /Mock \(Prism\):\s+(\S+)\s+ready/.exec(line)?.[1];
    const explorer = /Explorer:\s+(\S+)/.exec(line)?.[1];
    if (ready) order.push('prism ready');
    if (explorer) order.push('explorer');
    mockUrl ||= ready ?? '';
    explorerUrl ||= explorer ?? '';
    if (mockUrl && explorerUrl) break;
  }
  if (!explorerUrl) throw new Error(`npm start -- --spec did not start:\n${output}`);
}, 180_000);
afterAll(() => {
  child?.kill('SIGINT');
});

describe('the explorer on an outside document', () => {
  it('is up before Prism is ready (its in-browser mock answers meanwhile)', () => {
    expect(order).toEqual(['explorer', 'prism ready']);
  });

  it("answers from the dev server's in-browser mock, on the outside document", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${explorerUrl}?mock=in-browser&op=${encodeURIComponent('train-travel-api.getStations')}`);
      await page.getByRole('navigation', { name: 'Operations' }).waitFor({ timeout: 90_000 });
      expect(await sendAndWait(page)).toContain('200');
      expect(await page.getByTestId('response-result').textContent()).toContain('Berlin Hauptbahnhof');
    } finally {
      await context.close();
    }
  });

  it('lists its operations and sends one to its own mock through the generated client', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${explorerUrl}?mock=${encodeURIComponent(mockUrl)}&op=${encodeURIComponent('train-travel-api.getStations')}`);
      await page.getByRole('navigation', { name: 'Operations' }).waitFor({ timeout: 90_000 });
      await expect.poll(() => page.getByRole('navigation', { name: 'Operations' }).textContent(), { timeout: 30_000 }).toContain('getStations/stations');
      expect(await sendAndWait(page)).toContain('200');
      expect(await page.getByTestId('response-result').textContent()).toContain('Berlin Hauptbahnhof');
    } finally {
      await context.close();
    }
  });
});
