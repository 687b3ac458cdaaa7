import { describe, expect, it } from 'vitest';
import { generate } from '../../codegen/generate.ts';
import { checkConverted } from '../../cli/src/contract/converted-check.ts';
import { ResponseSchemas } from '../../cli/src/contract/response-schemas.ts';
import { encodeGetForm, type Plan } from '../../runtime/generated.ts';

const plan: Plan = {
  note: {
    createdDate: 'date',
    cover: 'image',
    url: 'pageUrl',
    place: 'address',
    pin: 'geocode',
    rating: 'float',
    extra: 'dataItemDates',
    bodyCompressed: ['expand', 'body'],
    tags: { '*': { at: 'date' } },
  },
};

describe('contract: converted results against their plans', () => {
  const cases: [string, { given: unknown; want: string | null }][] = [
    [
      'converted values',
      {
        given: {
          note: {
            createdDate: new Date(0),
            cover: 'wix:image://v1/a/a.jpg',
            url: 'https://x.test/a',
            place: { formatted: 'x', location: { latitude: 1 } },
            pin: { latitude: Number.NaN },
            extra: { due: new Date(0) },
            body: {},
            tags: [{ at: new Date(0) }],
          },
        },
        want: null,
      },
    ],
    ['absent and null fields', { given: { note: { createdDate: null } }, want: null }],
    [
      'a date left a string',
      { given: { note: { createdDate: '2024-05-01T10:00:00.000Z' } }, want: 'note.createdDate is a string "2024-05-01T10:00:00.000Z", not a Date' },
    ],
    ['an invalid Date', { given: { note: { createdDate: new Date('nope') } }, want: 'note.createdDate is a Date, not a Date' }],
    ['a media object', { given: { note: { cover: { id: 'a' } } }, want: 'note.cover is an object, not a image reference' }],
    ['a page URL object', { given: { note: { url: { base: 'x' } } }, want: 'note.url is an object, not a URL' }],
    ['an address with wire names', { given: { note: { place: { formattedAddress: 'x' } } }, want: 'note.place still has the wire field formattedAddress' }],
    ['a coordinate left a string', { given: { note: { pin: { latitude: 'NaN' } } }, want: 'note.pin.latitude is a string "NaN", not a number' }],
    ['a float left a string', { given: { note: { rating: 'Infinity' } }, want: 'note.rating is a string "Infinity", not a number' }],
    [
      'a $date wrapper left in item data',
      { given: { note: { extra: { deep: [{ $date: '2024-01-01' }] } } }, want: 'note.extra.deep[0] is still a { $date } wrapper, not a Date' },
    ],
    ['compressed content not expanded', { given: { note: { bodyCompressed: 'H4sI' } }, want: 'note.bodyCompressed was not expanded into body' }],
    ['a date in an array item', { given: { note: { tags: [{ at: new Date(0) }, { at: 'x' }] } }, want: 'note.tags[1].at is a string "x", not a Date' }],
  ];
  it.each(cases)('%s', (_, { given, want }) => {
    expect(checkConverted(plan, given)).toBe(want);
  });
});

describe('contract: raw responses against the declared schemas', () => {
  it('accepts what the spec declares and names the first field that breaks it', async () => {
    const schemas = new ResponseSchemas(JSON.parse((await generate('test/fixtures/specs/valid')).get('openapi.json')!) as Record<string, unknown>);
    expect(schemas.check('notes.getNote', 200, { note: { id: 'n-1', title: 'Hello', createdDate: '2024-05-01T10:00:00.000Z' } })).toBeNull();
    expect(schemas.check('notes.getNote', 200, { note: { id: 2 } })).toBe('/note/id must be string');
    expect(schemas.check('notes.getNote', 200, { note: { createdDate: 'yesterday' } })).toBe('/note/createdDate must match format "date-time"');
    // A response declared by $ref (components/responses) resolves its own refs.
    expect(schemas.check('notes.listNotebookNotes', 200, { notes: [{ id: 1 }] })).toBe('/notes/0/id must be string');
    expect(schemas.check('notes.getNote', 404, { message: 7 })).toBe('/message must be string');
    expect(schemas.check('notes.getNote', 500, { anything: true })).toBeNull();
  });

  it("checks a GET form's value against the content it declares, which Prism cannot look inside", async () => {
    const schemas = new ResponseSchemas(JSON.parse((await generate('test/fixtures/specs/valid')).get('openapi.json')!) as Record<string, unknown>);
    expect(schemas.checkGetForm('notes.queryNotes', '.r', encodeGetForm({ query: { filter: { title: 'Hello' } } }))).toBeNull();
    expect(schemas.checkGetForm('notes.queryNotes', '.r', encodeGetForm({ query: 'everything' }))).toBe('/query must be object');
    expect(schemas.checkGetForm('notes.queryNotes', '.r', 'not base64 json')).toMatch(/^is not base64url JSON/);
    // A call without a GET form has nothing to check.
    expect(schemas.checkGetForm('notes.getNote', '.r', 'x')).toBeNull();
  });
});
