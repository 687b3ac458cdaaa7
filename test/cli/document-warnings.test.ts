import { describe, expect, it } from 'vitest';
import { sourcePointer } from '../../cli/src/contract/document-warnings.ts';

// A place of the bundle back in its service's document: the inverse of the bundle's names (codegen/emit/bundle.ts).
describe('sourcePointer', () => {
  const bundle = { 'x-services': { blog: { prefix: '/blog' }, github: { prefix: '' } } };
  it.each([
    ['a component loses its service', 'github', '/components/examples/github.team-items/value', '/components/examples/team-items/value'],
    [
      'a path its prefix',
      'blog',
      '/paths/~1blog~1posts~1{id}/get/responses/200/content/application~1json/example',
      '/paths/~1posts~1{id}/get/responses/200/content/application~1json/example',
    ],
    ['a path of a service without a prefix stays', 'github', '/paths/~1events/get/parameters/0/example', '/paths/~1events/get/parameters/0/example'],
    ['a webhook loses its service', 'blog', '/webhooks/blog.postCreated/post', '/webhooks/postCreated/post'],
    ["another service's name is no prefix", 'blog', '/components/schemas/github.team', '/components/schemas/github.team'],
  ])('%s', (_, service, pointer, want) => {
    expect(sourcePointer(bundle, service, pointer)).toBe(want);
  });
});
