import { describe, expect, it } from 'vitest';
import { reaches } from '../../codegen/graph.ts';

describe('reaches', () => {
  const edges = new Map<string, string[]>([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
    ['d', ['a']],
    ['e', ['e']],
  ]);
  it.each<[string, string, boolean]>([
    ['a', 'c', true],
    ['a', 'a', true],
    ['d', 'c', true],
    ['d', 'd', false],
    ['e', 'e', true],
    ['f', 'f', false],
    ['a', 'd', false],
  ])('%s to %s: %s', (from, to, want) => expect(reaches(from, to, edges)).toBe(want));
});
