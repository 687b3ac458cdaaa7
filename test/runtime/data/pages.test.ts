import { describe, expect, it } from 'vitest';
import type { DataError } from '../../../runtime/data/data-error.ts';
import { firstPage, nonEmpty, pagingFields } from '../../../runtime/data/pages.ts';
import type { PagePosition } from '../../../runtime/data/result.ts';
import { rejected } from './stub-context.ts';

describe('pages: paging requests and paged results', () => {
  it('an offset position is offset paging, a cursor position cursor paging', () => {
    expect(pagingFields(10, 20)).toEqual({ paging: { limit: 10, offset: 20 } });
    expect(pagingFields(10, 'abc')).toEqual({ cursorPaging: { limit: 10, cursor: 'abc' } });
  });

  it('an empty filter is not sent', () => {
    expect(nonEmpty({})).toBeUndefined();
    expect(nonEmpty({ genre: 'sf' })).toEqual({ genre: 'sf' });
  });

  it('the first page is fetched at the offset; the result pages on by offset and says WDE0165 past the end, as a validation error', async () => {
    const asked: PagePosition[] = [];
    const all = ['a', 'b', 'c'];
    const fetch = async (position: PagePosition) => {
      asked.push(position);
      const offset = position as number;
      return { items: all.slice(offset, offset + 2), paging: { count: Math.min(2, all.length - offset), offset, total: all.length } };
    };
    const first = await firstPage({ WDE0165: { message: 'No next page in [{collectionName}].' } }, 'Books', 2, 0, fetch);
    expect(first.items).toEqual(['a', 'b']);
    const second = await first.next();
    expect(second.items).toEqual(['c']);
    expect(asked).toEqual([0, 2]);
    const error = await rejected<DataError>(second.next());
    // The platform's SDK: the WDE text as the message, WD_VALIDATION_ERROR as the code, no application error.
    expect([error.code, error.message, error.details]).toEqual(['WD_VALIDATION_ERROR', 'WDE0165: No next page in [Books].', undefined]);
  });
});
