import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_MS } from '../../../runtime/delay.ts';
import { startTimer, stopTimer } from '../../../runtime/timer.ts';

// Fake timers keep the platform's rule: a delay beyond MAX_TIMER_MS fires after 1 ms.

afterEach(() => {
  vi.useRealTimers();
});

describe('startTimer', () => {
  it.each([
    ['in range', 5_000],
    ['the longest one timer holds', MAX_TIMER_MS],
    ['2^31 ms', 2 ** 31],
    ['three timers’ worth and some', 3 * MAX_TIMER_MS + 7],
  ])('runs after exactly its delay: %s', async (_name, ms) => {
    vi.useFakeTimers();
    const run = vi.fn();
    startTimer(run, ms);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs for Infinity, holding one timer at a time', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const timer = startTimer(run, Number.POSITIVE_INFINITY);
    await vi.advanceTimersByTimeAsync(4 * MAX_TIMER_MS);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    stopTimer(timer);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at whichever step it is at', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const timer = startTimer(run, 2 * MAX_TIMER_MS);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS + 10);
    stopTimer(timer);
    await vi.advanceTimersByTimeAsync(2 * MAX_TIMER_MS);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([-5, Number.NaN])('runs a delay of %s at once', async (ms) => {
    vi.useFakeTimers();
    const run = vi.fn();
    startTimer(run, ms);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
