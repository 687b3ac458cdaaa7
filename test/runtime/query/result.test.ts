import { describe, expect, it } from 'vitest';
import { QueryResult, type PagePosition } from '../../../runtime/query/result.ts';

// 40 items, answered by offset as the platform answers an offset query: no cursors, `hasNext` and the total.
const ALL = Array.from({ length: 40 }, (_, i) => i);
const SIZE = 10;

function walk(rules: 'data' | 'builder' | undefined, skip: number) {
  const asked: PagePosition[] = [];
  const fetch = async (position: PagePosition) => {
    asked.push(position);
    const offset = position as number;
    const items = ALL.slice(offset, offset + SIZE);
    return { items, paging: { count: items.length, offset, total: ALL.length, hasNext: offset + items.length < ALL.length } };
  };
  const pastEnd = (direction: 'next' | 'prev') => new Error(`no ${direction} page`);
  const first = async () => {
    const { items, paging } = await fetch(skip);
    asked.length = 0;
    return new QueryResult({ items, paging, fetch, pastEnd, pageSize: SIZE, offset: skip, ...(rules ? { rules } : {}) });
  };
  return { asked, first };
}

/** Where a page stands: its first item (or none), its page number and whether it has a previous page. */
const at = (page: QueryResult<number>) => [page.items[0] ?? null, page.currentPage, page.hasPrev()];

describe('QueryResult: the previous page after skip(), as the platform SDK counts it', () => {
  // [skip, first page, then each prev() page until hasPrev() is false]: measured with the SDK's data items results.
  const dataCases: [string, number, unknown[][]][] = [
    [
      'skip smaller than the page size',
      5,
      [
        [5, 1, true],
        [0, 0, false],
      ],
    ],
    [
      'skip equal to the page size',
      10,
      [
        [10, 1, true],
        [0, 0, false],
      ],
    ],
    [
      'skip larger than the page size',
      25,
      [
        [25, 3, true],
        [15, 2, true],
        [5, 1, true],
        [0, 0, false],
      ],
    ],
    ['no skip', 0, [[0, 0, false]]],
  ];
  it.each(dataCases)('data items: %s', async (_, skip, pages) => {
    const { asked, first } = walk(undefined, skip);
    let page = await first();
    const seen = [at(page)];
    while (page.hasPrev()) {
      page = await page.prev();
      seen.push(at(page));
    }
    expect(seen).toEqual(pages);
    expect(asked).toEqual(pages.slice(1).map(([offset]) => offset));
    await expect(page.prev()).rejects.toThrow('no prev page');
  });

  it('data items: next() from a skipped page moves by the page size and has the page before it', async () => {
    const { asked, first } = walk('data', 5);
    const second = await (await first()).next();
    expect([at(second), asked]).toEqual([[15, 2, true], [15]]);
    expect(at(await second.prev())).toEqual([5, 1, true]);
  });

  it('data items: a first page skipped past the end came back empty and has no previous page; nothing is sent', async () => {
    const { asked, first } = walk('data', 45);
    const page = await first();
    expect([page.items, page.hasPrev(), page.hasNext()]).toEqual([[], false, false]);
    await expect(page.prev()).rejects.toThrow('no prev page');
    expect(asked).toEqual([]);
  });

  // The SDK's query iterators (the generated builders) count pages as floor(offset / limit).
  const builderCases: [string, number, unknown[][]][] = [
    ['skip smaller than the page size: page 0, no previous page', 5, [[5, 0, false]]],
    [
      'skip equal to the page size',
      10,
      [
        [10, 1, true],
        [0, 0, false],
      ],
    ],
    [
      'skip larger than the page size: back to offset 5, page 0',
      25,
      [
        [25, 2, true],
        [15, 1, true],
        [5, 0, false],
      ],
    ],
    [
      'skipped past the end: the page number alone decides',
      45,
      [
        [null, 4, true],
        [35, 3, true],
        [25, 2, true],
        [15, 1, true],
        [5, 0, false],
      ],
    ],
  ];
  it.each(builderCases)('query builders: %s', async (_, skip, pages) => {
    const { first } = walk('builder', skip);
    let page = await first();
    const seen = [at(page)];
    while (page.hasPrev()) {
      page = await page.prev();
      seen.push(at(page));
    }
    expect(seen).toEqual(pages);
    await expect(page.prev()).rejects.toThrow('no prev page');
  });

  it('query builders: next() from skip 5 is page 1 and has the page before it', async () => {
    const { asked, first } = walk('builder', 5);
    const second = await (await first()).next();
    expect([at(second), asked]).toEqual([[15, 1, true], [15]]);
    expect(at(await second.prev())).toEqual([5, 0, false]);
  });
});
