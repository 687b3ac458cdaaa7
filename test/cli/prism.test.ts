import { describe, expect, it } from 'vitest';
import { prismStartTimeout } from '../../cli/src/prism.ts';

// Prism's start grows with the document it reads: its wait does too (a fixed 30 s was too short for 2.7 MB).
describe('prismStartTimeout', () => {
  it.each([
    ['an empty document', 0, 30_000],
    ['1 MiB', 1024 * 1024, 50_000],
    ["OpenAI's description (2.7 MB)", 2_700_000, 81_499],
    ["GitHub's description (13 MB)", 13_001_822, 277_991],
  ])('%s', (_, bytes, want) => {
    expect(prismStartTimeout(bytes)).toBe(want);
  });
});
