import { describe, expect, it } from 'vitest';
import { origin } from '../../../runtime/hosts.ts';
import { sitePath } from '../../../runtime/platform.ts';
import type { ServiceInfo } from '../../../runtime/types.ts';

const service = (sitePaths?: Record<string, string>): ServiceInfo => ({ name: 's', title: 'S', prefix: '/shop', host: 'api.example.test', sitePaths });

describe('sitePath', () => {
  const table = { '/shop': '/_api/shop-api', '/shop/v2/bulk': '/shop/v2/bulk', '/shop/v2/bulk/items': '/_api/items/v2/bulk/items' };
  it.each([
    ['the longest key that is a prefix wins', '/shop/v1/items/{id}', '/_api/shop-api/v1/items/{id}'],
    ['an exception mapped to itself', '/shop/v2/bulk/orders', '/shop/v2/bulk/orders'],
    ['a longer key inside the exception', '/shop/v2/bulk/items/delete', '/_api/items/v2/bulk/items/delete'],
    ['a key matches whole segments only', '/shopping/v1/carts', '/shopping/v1/carts'],
    ['the key itself', '/shop', '/_api/shop-api'],
  ])('%s', (_name, path, want) => {
    expect(sitePath(service(table), path)).toBe(want);
  });

  it("'' matches every path; no table leaves the path as it is", () => {
    expect(sitePath(service({ '': '/_api' }), '/members/v1/members/my')).toBe('/_api/members/v1/members/my');
    expect(sitePath(service(), '/shop/v1/items')).toBe('/shop/v1/items');
  });
});

describe('origin', () => {
  it('adds https to a bare host and drops trailing slashes', () => {
    expect([origin('site.example.com'), origin('http://127.0.0.1:4010/'), origin('https://a.example//')]).toEqual([
      'https://site.example.com',
      'http://127.0.0.1:4010',
      'https://a.example',
    ]);
  });
});
