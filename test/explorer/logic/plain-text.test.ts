// Markdown where only text can go (an <option> of the mock's example picker, search words).
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../explorer/src/docs/plain-text.ts';

describe('plainText', () => {
  it.each<[string, string, string]>([
    ['code keeps its text and an identifier its underscores', 'Quota gone: `RESOURCE_EXHAUSTED`', 'Quota gone: RESOURCE_EXHAUSTED'],
    ['a snake_case word is no emphasis', 'Send page_size and max_results', 'Send page_size and max_results'],
    ['emphasis and strong', 'An *old* and **new** and __bold__ _way_', 'An old and new and bold way'],
    ['links and images keep their text', 'See [the `guide`](https://x.test/g) ![logo](l.png)', 'See the guide logo'],
    ['headings, quotes and lines fold', '# Title\n> quoted\n\nnext   line', 'Title quoted next line'],
    ['HTML tags go, an inline one without a trace', '<p>Returns a <b>list</b>.</p>', 'Returns a list.'],
    ['a block tag parts words', 'One<br>two<br/>three</p><p>four', 'One two three four'],
    ['a lone star stays', '5 * 3 and a_b', '5 * 3 and a_b'],
  ])('%s', (_, markdown, want) => {
    expect(plainText(markdown)).toBe(want);
  });
});
