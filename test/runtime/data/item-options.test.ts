import { describe, expect, it } from 'vitest';
import { readFields, writeFields } from '../../../runtime/data/item-options.ts';
import { defined } from './stub-context.ts';

describe('item-options: the request fields options become', () => {
  const cases: [string, () => Record<string, unknown>, Record<string, unknown>][] = [
    ['no read options send nothing', () => readFields(undefined), {}],
    [
      'read options: showDrafts is the publish plugin option, suppressAuth stays with the client',
      () => readFields({ consistentRead: true, language: 'fr', suppressHooks: true, suppressAuth: true, showDrafts: false }),
      { consistentRead: true, language: 'fr', suppressHooks: true, publishPluginOptions: { includeDraftItems: false } },
    ],
    ['no write options send nothing', () => writeFields(undefined), {}],
    [
      'write options: references by their request names; reads-only options are not sent',
      () => writeFields({ includeReferences: true, saveReferences: false, showDrafts: true, consistentRead: true, language: 'fr' }),
      { includeReferencedItems: true, saveReferences: false, publishPluginOptions: { includeDraftItems: true } },
    ],
  ];
  it.each(cases)('%s', (_name, given, want) => {
    expect(defined(given())).toEqual(want);
  });
});
