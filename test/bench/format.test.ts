import { describe, expect, it } from 'vitest';
import { verdict, versus } from '../../bench/lib/format.ts';

describe('versus', () => {
  it('is ours ÷ the peer as a ratio', () => {
    expect(versus(900, 6300)).toBe('×0.14');
    expect(versus(140, 5)).toBe('×28.0');
  });

  it('is a dash when either side was not measured', () => {
    expect(versus(undefined, 6300)).toBe('—');
    expect(versus(900, undefined)).toBe('—');
    expect(versus(900, 0)).toBe('—');
  });
});

describe('verdict', () => {
  it('says met or not met with the figure, and not measured without one', () => {
    expect(verdict('Goal: first paint ≤ 1 s', '812 ms', true)).toBe('Goal: first paint ≤ 1 s: met (812 ms).');
    expect(verdict('Goal: first paint ≤ 1 s', '1.20 s', false)).toBe('Goal: first paint ≤ 1 s: not met (1.20 s).');
    expect(verdict('Goal: first paint ≤ 1 s', undefined, undefined)).toBe('Goal: first paint ≤ 1 s: not measured.');
  });
});
