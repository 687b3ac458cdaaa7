import { describe, expect, it } from 'vitest';
import { parseTimes, timeNode } from '../../bench/lib/child-cpu.ts';

describe('parseTimes', () => {
  it("reads the children's line, as dash and bash print it", () => {
    expect(parseTimes('0m0.000000s 0m0.000000s\n0m1.540000s 0m0.030000s\n')).toEqual({ userMs: 1540, systemMs: 30 });
    expect(parseTimes('0m0.010s 0m0.002s\n2m3.500s 0m10.250s')).toEqual({ userMs: 123_500, systemMs: 10_250 });
  });

  it('says what it expected when the output is not two lines of durations', () => {
    expect(() => parseTimes('0m1.0s 0m0.1s')).toThrow(/expected two lines/);
    expect(() => parseTimes('0m0s 0m0s\n1.5 0.2')).toThrow(/expected a duration like 0m1.250s, got "1.5"/);
    expect(() => parseTimes('0m0s 0m0s\n0m1s')).toThrow(/expected "<user> <system>", got "0m1s"/);
  });
});

describe('timeNode', () => {
  it("counts a grandchild's CPU time, which the child's own usage leaves out", async () => {
    // The child spins in a grandchild for 300 ms of CPU (counted by CPU, not the clock, so a busy machine that gives
    // it less of the core makes it spin longer) and does almost nothing itself.
    const spin = 'while (process.cpuUsage().user < 300000);';
    const run = await timeNode(['-e', `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(spin)}])`]);
    expect(run.cpuMs).toBeGreaterThanOrEqual(250);
    expect(run.wallMs).toBeGreaterThanOrEqual(run.cpuMs * 0.5);
  });

  it('rejects with the output of a command that fails', async () => {
    await expect(timeNode(['-e', 'console.error("no such spec"); process.exit(3)'])).rejects.toThrow(/exit code 3[\s\S]*no such spec/);
  });
});
