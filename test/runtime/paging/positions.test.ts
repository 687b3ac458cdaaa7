import { describe, expect, it } from 'vitest';
import { Positions } from '../../../runtime/paging/positions.ts';

// The record of positions one listing shares: a path is its first `length` entries.

/** The record after stepping through `path` from an empty one, and each page's (record, length). */
function walk(path: string[]) {
  const pages: { record: Positions; length: number }[] = [{ record: new Positions(), length: 0 }];
  for (const position of path) {
    const { record, length } = pages.at(-1)!;
    pages.push({ record: record.step(length, position), length: length + 1 });
  }
  return pages;
}

describe('Positions', () => {
  it('a path appends to one record, one write per step', () => {
    const pages = walk(['a', 'b', 'c']);
    const record = pages[0]!.record;
    expect(pages.every((p) => p.record === record)).toBe(true);
    expect([record.size, record.writes]).toEqual([3, 3]);
  });

  it('a page sees only the positions on its path: those after it are not repeats', () => {
    const [, afterA, afterB] = walk(['a', 'b', 'c']);
    expect(afterA!.record.has('a', afterA!.length)).toBe(true);
    expect(afterA!.record.has('b', afterA!.length)).toBe(false);
    expect(afterB!.record.has('b', afterB!.length)).toBe(true);
    expect(afterB!.record.has('c', afterB!.length)).toBe(false);
  });

  it('the same step again from one place (next() twice) shares the record and writes nothing', () => {
    const [, afterA] = walk(['a', 'b', 'c']);
    const { record, length } = afterA!;
    expect(record.step(length, 'b')).toBe(record);
    expect(record.writes).toBe(3);
  });

  it('another step from a place already left branches: the path copied once, the rest left out', () => {
    const [, afterA] = walk(['a', 'b', 'c']);
    const { record, length } = afterA!;
    const branch = record.step(length, 'x');
    expect(branch).not.toBe(record);
    expect([branch.has('a', 2), branch.has('x', 2), branch.has('b', 2), branch.has('c', 3)]).toEqual([true, true, false, false]);
    // 'a' copied, 'x' appended; the listing counts both.
    expect([branch.size, record.writes, branch.writes]).toEqual([2, 5, 5]);
    // The branch goes on in place, the first path keeps its own.
    expect(branch.step(2, 'c')).toBe(branch);
    expect([branch.size, record.size]).toEqual([3, 3]);
  });
});
