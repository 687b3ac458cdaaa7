import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../runtime/call-promise.ts';
import { type ListPage, listStep, type PagingMetadata, type QueryPage, queryStep } from '../../../runtime/paging/kinds.ts';
import type { PaginationSpec } from '../../../runtime/types.ts';

// Each kind's rule alone: where the next page is, read from one answer. The walk over pages is page.test.ts's and
// query/result.test.ts's, against servers on loopback.

const sent = 'https://api.example.test/things?limit=2';
const answerAt = (headers: Record<string, string> = {}, redirected?: string): Answer => ({
  url: sent,
  redirected,
  response: new Response(null, { headers }),
});
const page = (data: unknown, items: unknown[], fields: Record<string, unknown> = {}, answer = answerAt()): ListPage => ({
  name: 'things.listThings',
  items,
  data,
  answer,
  field: (ref) => fields[ref],
});

describe('listStep', () => {
  it.each<[string, { spec: PaginationSpec; page: ListPage; want: unknown }]>([
    [
      'cursor: the answer’s next cursor',
      {
        spec: { kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next' },
        page: page({ next: 'c2' }, [1, 2]),
        want: { position: 'c2', key: 'c2' },
      },
    ],
    [
      'cursor: the last item’s field',
      {
        spec: { kind: 'cursor', items: '/data', input: 'query.after', itemCursor: '/id' },
        page: page({}, [{ id: 'a' }, { id: 'b' }]),
        want: { position: 'b', key: 'b' },
      },
    ],
    [
      'cursor: an empty cursor ends it',
      { spec: { kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next' }, page: page({ next: '' }, [1]), want: undefined },
    ],
    [
      'cursor: has_more false ends it, whatever the cursor',
      {
        spec: { kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next', hasMore: '/more' },
        page: page({ next: 'c2', more: false }, [1]),
        want: undefined,
      },
    ],
    [
      'every kind: an empty page ends it',
      { spec: { kind: 'cursor', items: '/data', input: 'query.cursor', next: '/next' }, page: page({ next: 'c2' }, []), want: undefined },
    ],
    [
      'offset by item: moved by the items received',
      {
        spec: { kind: 'offset', items: '/data', input: 'query.offset', limit: 'query.limit', unit: 'item' },
        page: page({}, [1, 2], { 'query.offset': 4, 'query.limit': 2 }),
        want: { position: 6, key: '6' },
      },
    ],
    [
      'offset: a page shorter than the size asked for is the last',
      {
        spec: { kind: 'offset', items: '/data', input: 'query.offset', limit: 'query.limit', unit: 'item' },
        page: page({}, [1], { 'query.offset': 4, 'query.limit': 2 }),
        want: undefined,
      },
    ],
    [
      'offset: the total reached ends it',
      {
        spec: { kind: 'offset', items: '/data', input: 'query.offset', total: '/total', unit: 'item' },
        page: page({ total: 6 }, [1, 2], { 'query.offset': 4 }),
        want: undefined,
      },
    ],
    [
      'offset by page: the first page number when none was asked, then one more',
      { spec: { kind: 'offset', items: '/data', input: 'query.page', unit: 'page', first: 0 }, page: page({}, [1, 2]), want: { position: 1, key: '1' } },
    ],
    [
      'url: resolved against the answer’s URL',
      {
        spec: { kind: 'url', items: '/data', next: '/next' },
        page: page({ next: '/things?page=2' }, [1]),
        want: { url: 'https://api.example.test/things?page=2', key: 'https://api.example.test/things?page=2' },
      },
    ],
    [
      'link: the Link header’s rel="next"',
      {
        spec: { kind: 'link', items: '' },
        page: page([1], [1], {}, answerAt({ link: '<https://api.example.test/things?page=3>; rel="next"' })),
        want: { url: 'https://api.example.test/things?page=3', key: 'https://api.example.test/things?page=3' },
      },
    ],
  ])('%s', (_, { spec, page, want }) => expect(listStep(spec, page)).toEqual(want));

  it.each([
    [
      'another origin, so the credentials stay home',
      'https://elsewhere.test/things?page=2',
      /on another origin than the request \(https:\/\/api\.example\.test\)/,
    ],
    ['not http(s)', 'javascript:alert(1)', /is not http\(s\); not followed/],
  ])('url: refuses a next-page URL on %s', (_, next, message) => {
    const step = listStep({ kind: 'url', items: '/data', next: '/next' }, page({ next }, [1]));
    expect(step).toMatchObject({ refused: expect.stringMatching(message) });
  });

  it('url: a redirect to another origin does not move the origin the next page may be on', () => {
    const answer = answerAt({}, 'https://elsewhere.test/things');
    const step = listStep({ kind: 'url', items: '/data', next: '/next' }, page({ next: '/things?page=2' }, [1], {}, answer));
    expect(step).toMatchObject({ refused: expect.stringContaining('https://elsewhere.test/things?page=2') });
  });
});

describe('queryStep', () => {
  const at = (parts: Partial<QueryPage> = {}): QueryPage => ({ itemCount: 10, pageSize: 10, ...parts });
  it.each<[string, { paging: PagingMetadata; page: QueryPage; want: unknown }]>([
    ['the next cursor, when the answer carries one', { paging: { cursors: { next: 'n1' } }, page: at(), want: { position: 'n1', key: 'c:n1' } }],
    ['hasNext false outweighs a cursor', { paging: { hasNext: false, cursors: { next: 'n1' } }, page: at(), want: undefined }],
    ['no cursor: the offset moved by the page size', { paging: { hasNext: true }, page: at({ offset: 20 }), want: { position: 30, key: 'o:30' } }],
    ['no hasNext: the offset short of the total', { paging: { total: 35 }, page: at({ offset: 20, totalCount: 35 }), want: { position: 30, key: 'o:30' } }],
    ['no hasNext: the total reached ends it', { paging: { total: 30 }, page: at({ offset: 20, totalCount: 30 }), want: undefined }],
    ['a null cursor is none', { paging: { cursors: { next: null } }, page: at(), want: undefined }],
  ])('%s', (_, { paging, page, want }) => expect(queryStep(paging, page)).toEqual(want));
});
