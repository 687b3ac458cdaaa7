import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '../../../runtime/on-first-use.ts';

describe('on-first-use: a part loaded once, with its first use', () => {
  it('loads nothing until asked, then once for every caller', async () => {
    const load = vi.fn(async () => ({ part: 1 }));
    const get = onFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed is tried again on the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('loaded');
    const get = onFirstUse(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('chunk failed');
    expect(await get()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
