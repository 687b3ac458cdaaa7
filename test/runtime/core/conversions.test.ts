import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediaUrl, parseMediaRef } from '../../../runtime/index.ts';
import { compressRichContent, decodeDate, decodeResponse, encodeRequest, type Plan } from '../../../runtime/generated.ts';

describe('response plans (wire → SDK)', () => {
  it('converts only the fields the plan names, in place', () => {
    const wire = {
      post: {
        firstPublishedDate: '2024-05-01T10:00:00.000Z',
        otherDate: '2024-05-01T10:00:00.000Z',
        heroImage: { id: 'abc_mv2.jpg', url: 'https://static.wixstatic.com/media/abc_mv2.jpg', width: 640, height: 480, filename: 'hero.jpg' },
        url: { base: 'https://www.myblog.example/', path: '/post/hello' },
      },
    };
    const plan: Plan = { post: { firstPublishedDate: 'date', heroImage: 'image', url: 'pageUrl' } };
    const out = decodeResponse(wire, plan) as typeof wire;
    expect(out).toBe(wire);
    expect(out.post.firstPublishedDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(out.post.otherDate).toBe('2024-05-01T10:00:00.000Z');
    expect(out.post.heroImage).toBe('wix:image://v1/abc_mv2.jpg/hero.jpg#originWidth=640&originHeight=480');
    expect(out.post.url).toBe('https://www.myblog.example/post/hello');
  });

  it('walks arrays and maps with *', () => {
    const wire = { posts: [{ d: '2024-01-01T00:00:00Z' }, { d: '2024-01-02T00:00:00Z' }, {}], byId: { a: { d: '2024-01-03T00:00:00Z' } } };
    decodeResponse(wire, { posts: { '*': { d: 'date' } }, byId: { '*': { d: 'date' } } });
    expect(wire.posts.map((p) => (p.d as unknown as Date | undefined)?.toISOString())).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2024-01-02T00:00:00.000Z',
      undefined,
    ]);
    expect((wire.byId.a.d as unknown as Date).getUTCDate()).toBe(3);
  });

  it('leaves missing, null and unparsable values alone', () => {
    const wire = { a: null, b: 'not a date', c: 42 };
    decodeResponse(wire, { a: 'date', b: 'date', c: 'date', d: 'date' });
    expect(wire).toEqual({ a: null, b: 'not a date', c: 42 });
  });

  it('expands compressed rich content into its sibling, then converts it', async () => {
    const doc = {
      nodes: [{ type: 'PARAGRAPH', nodes: [{ type: 'TEXT', textData: { text: 'Hi ✓' } }] }],
      metadata: { createdTimestamp: '2024-05-01T10:00:00.000Z' },
    };
    const wire = { post: { richContentCompressed: await compressRichContent(doc) } };
    const plan: Plan = { post: { richContentCompressed: ['expand', 'richContent'], richContent: { metadata: { createdTimestamp: 'date' } } } };
    const result = decodeResponse(wire, plan);
    expect(result).toBeInstanceOf(Promise);
    const out = (await result) as { post: Record<string, unknown> };
    expect(out.post.richContentCompressed).toBeUndefined();
    expect(out.post.richContent).toEqual({ ...doc, metadata: { createdTimestamp: new Date('2024-05-01T10:00:00.000Z') } });
  });

  it('rejects compressed content that expands past 64 MiB (the bound on an answer), however small the answer', async () => {
    // 80 KiB of base64 that expands to 80 MiB of JSON: a small answer cannot make the caller hold gigabytes.
    const bomb = gzipSync(Buffer.concat([Buffer.from('['), Buffer.alloc(80 * 1024 * 1024, ' '), Buffer.from(']')])).toString('base64');
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(decodeResponse({ c: bomb }, { c: ['expand', 'r'] }) as Promise<unknown>).rejects.toThrow(
      "c is not base64 of gzip'ed JSON (it expands past 67108864 bytes, the most an answer may be), so r could not be made from it",
    );
  });

  it('rejects corrupt compressed content', async () => {
    await expect(decodeResponse({ c: 'bm90IGd6aXA=' }, { c: ['expand', 'r'] }) as Promise<unknown>).rejects.toThrow(
      /^c is not base64 of gzip'ed JSON \(.*\), so r could not be made from it$/,
    );
    // A schema-generated string (what a mock makes up) says what it is, not "atob: invalid character".
    await expect(decodeResponse({ c: 'a made-up value' }, { c: ['expand', 'r'] }) as Promise<unknown>).rejects.toThrow(
      `c is not base64 of gzip'ed JSON (not base64: "a made-up value"), so r could not be made from it`,
    );
  });
});

describe('date-times', () => {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  /** The usual form's shape with any digits: days a month lacks, February 29th of common and leap years, hour 24. */
  const usualShape = fc
    .record({
      year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1800, 1900, 2000, 2023, 2024, 2100, 2400), fc.integer({ min: 0, max: 99 })),
      month: fc.integer({ min: 0, max: 19 }),
      day: fc.integer({ min: 0, max: 39 }),
      hour: fc.integer({ min: 0, max: 29 }),
      minute: fc.integer({ min: 0, max: 69 }),
      second: fc.integer({ min: 0, max: 69 }),
      ms: fc.option(fc.integer({ min: 0, max: 999 })),
    })
    .map(
      (d) =>
        `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}T${pad(d.hour, 2)}:${pad(d.minute, 2)}:${pad(d.second, 2)}${d.ms === null ? '' : `.${pad(d.ms, 3)}`}Z`,
    );

  it('reads the usual form by hand exactly as the engine parses it, and leaves what it cannot parse as it came', () => {
    const engine = (s: string) => {
      const date = new Date(s);
      return Number.isNaN(date.getTime()) ? s : date;
    };
    for (const s of [
      '2024-02-29T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2100-02-29T00:00:00.000Z',
      '2000-02-29T23:59:59.999Z',
      '2024-04-31T00:00:00Z',
      '0000-03-01T00:00:00Z',
      '0004-02-29T00:00:00.001Z',
    ])
      expect(decodeDate(s), s).toEqual(engine(s));
    fc.assert(
      fc.property(usualShape, (s) => {
        expect(decodeDate(s)).toEqual(engine(s));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('request plans (SDK → wire)', () => {
  it('copies converted branches and never mutates the caller', () => {
    const date = new Date('2024-05-01T10:00:00.000Z');
    const input = {
      body: { note: { createdDate: date, cover: 'wix:image://v1/abc.jpg/abc.jpg#originWidth=10&originHeight=20', title: 't' }, other: { keep: true } },
    };
    const out = encodeRequest(input, { body: { note: { createdDate: 'date', cover: 'image' } } });
    expect(input.body.note.createdDate).toBe(date);
    expect(out.body.other).toBe(input.body.other);
    expect(out.body.note).toEqual({
      createdDate: '2024-05-01T10:00:00.000Z',
      // As the platform's SDK sends it: the reference as the url, its file name as altText.
      cover: {
        id: 'abc.jpg',
        url: 'wix:image://v1/abc.jpg/abc.jpg#originWidth=10&originHeight=20',
        filename: 'abc.jpg',
        altText: 'abc.jpg',
        width: 10,
        height: 20,
      },
      title: 't',
    });
  });

  it('passes values already in wire form through', () => {
    expect(encodeRequest({ d: '2024-01-01T00:00:00Z' }, { d: 'date' })).toEqual({ d: '2024-01-01T00:00:00Z' });
  });
});

describe('media references', () => {
  it('round-trips any image object through its reference', () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.string({ minLength: 1 }).filter((s) => !/[/#]/.test(s)),
          filename: fc.string({ minLength: 1 }),
          width: fc.nat(),
          height: fc.nat(),
        }),
        (img) => {
          const ref = decodeResponse({ i: { ...img } }, { i: 'image' }) as { i: string };
          const back = encodeRequest(ref as unknown, { i: 'image' }) as { i: Record<string, unknown> };
          expect(back.i).toMatchObject({ id: img.id, filename: img.filename, width: img.width, height: img.height });
          expect(parseMediaRef(ref.i)?.kind).toBe('image');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sends each kind of reference as the platform SDK does', () => {
    const wire = (value: string, kind: 'image' | 'video' | 'audio' | 'document') => (encodeRequest({ m: value }, { m: kind }) as { m: unknown }).m;
    const image = 'wix:image://v1/a27d24_hero~mv2.jpg/hero%20shot.jpg#originWidth=1920&originHeight=1080';
    expect(wire(image, 'image')).toEqual({
      id: 'a27d24_hero~mv2.jpg',
      height: 1080,
      width: 1920,
      altText: 'hero shot.jpg',
      filename: 'hero shot.jpg',
      url: image,
    });
    // Without a file name: the id and the size only.
    expect(wire('wix:image://v1/a27d24_hero~mv2.jpg#originWidth=1920&originHeight=1080', 'image')).toEqual({
      id: 'a27d24_hero~mv2.jpg',
      height: 1080,
      width: 1920,
    });
    expect(wire('wix:video://v1/vid1/clip.mp4#posterUri=th.jpg&posterWidth=4&posterHeight=3', 'video')).toEqual({
      id: 'vid1',
      thumbnail: { id: 'th.jpg', height: 3, width: 4 },
    });
    expect(wire('wix:video://v1/vid1/clip.mp4', 'video')).toEqual({ id: 'vid1' });
    expect(wire('wix:audio://v1/aud1/song%201.mp3', 'audio')).toEqual({ id: 'aud1', filename: 'song 1.mp3' });
    expect(wire('wix:document://v1/ugd/doc1', 'document')).toEqual({ id: 'ugd', filename: 'doc1' });
    expect(wire('https://example.test/x.png', 'image')).toEqual({ url: 'https://example.test/x.png' });
  });

  it('turns a reference into its URL', () => {
    expect(mediaUrl('wix:image://v1/abc_mv2.jpg/hero.jpg#originWidth=1&originHeight=2')).toBe('https://static.wixstatic.com/media/abc_mv2.jpg');
    expect(mediaUrl('https://example.test/x.png')).toBe('https://example.test/x.png');
  });

  it('keeps the poster of a video', () => {
    const out = decodeResponse({ v: { id: 'vid1', url: 'u', thumbnail: { id: 'th.jpg', url: 'x', width: 4, height: 3 } } }, { v: 'video' }) as { v: string };
    expect(out.v).toBe('wix:video://v1/vid1/vid1#posterUri=th.jpg&posterWidth=4&posterHeight=3');
    const v2 = decodeResponse({ v: { id: 'vid2', posters: [{ id: 'p.jpg', url: 'x', width: 8, height: 6 }] } }, { v: 'video' }) as { v: string };
    expect(v2.v).toBe('wix:video://v1/vid2/vid2#posterUri=p.jpg&posterWidth=8&posterHeight=6');
    const v3 = decodeResponse({ v: { id: 'vid3', resolutions: [{ url: 'u' }, { poster: { id: 'r.jpg', width: 2, height: 1 } }] } }, { v: 'video' }) as {
      v: string;
    };
    expect(v3.v).toBe('wix:video://v1/vid3/vid3#posterUri=r.jpg&posterWidth=2&posterHeight=1');
  });
});

describe('addresses, geocodes and page URLs', () => {
  const wire = {
    formattedAddress: '1 Main St, Springfield',
    addressLine: '1 Main St',
    addressLine2: 'Floor 2',
    geocode: { latitude: 40.7, longitude: 'NaN' },
    city: 'Springfield',
    country: 'US',
  };
  const sdk = {
    formatted: '1 Main St, Springfield',
    addressLine1: '1 Main St',
    addressLine2: 'Floor 2',
    location: { latitude: 40.7, longitude: Number.NaN },
    city: 'Springfield',
    country: 'US',
  };

  it('renames address fields and converts the geocode inside, both ways', () => {
    expect(decodeResponse({ a: structuredClone(wire) }, { a: 'address' })).toEqual({ a: sdk });
    expect(encodeRequest({ a: sdk }, { a: 'address' })).toEqual({ a: wire });
  });

  it('turns non-finite coordinates into numbers and back', () => {
    const out = decodeResponse({ g: { latitude: 'Infinity', longitude: '-Infinity' } }, { g: 'geocode' }) as { g: { latitude: number; longitude: number } };
    expect(out.g).toEqual({ latitude: Infinity, longitude: -Infinity });
    expect(encodeRequest(out, { g: 'geocode' })).toEqual({ g: { latitude: 'Infinity', longitude: '-Infinity' } });
  });

  it('reads { url, relativePath } page URLs as their URL', () => {
    expect(decodeResponse({ u: { url: 'https://s.example/book/yoga', relativePath: '/book/yoga' } }, { u: 'pageUrlV2' })).toEqual({
      u: 'https://s.example/book/yoga',
    });
    expect(encodeRequest({ u: 'https://s.example/book/yoga' }, { u: 'pageUrlV2' })).toEqual({
      u: { url: 'https://s.example/book/yoga', relativePath: '/book/yoga' },
    });
  });
});

describe('data item dates', () => {
  it('turns $date wrappers at any depth into Dates, and back without touching the caller', () => {
    const wire = {
      data: {
        title: 'x',
        due: { $date: '2024-06-01T00:00:00.000Z' },
        list: [{ at: { $date: '2024-01-01T00:00:00.000Z' } }],
        other: { $date: 1 },
        two: { $date: 'x', b: 1 },
      },
    };
    const out = decodeResponse(wire, { data: 'dataItemDates' }) as { data: Record<string, unknown> };
    expect(out.data.due).toEqual(new Date('2024-06-01T00:00:00.000Z'));
    expect((out.data.list as { at: Date }[])[0]!.at).toEqual(new Date('2024-01-01T00:00:00.000Z'));
    expect(out.data.other).toEqual({ $date: 1 });
    expect(out.data.two).toEqual({ $date: 'x', b: 1 });
    const sdk = { data: { due: new Date('2024-06-01T00:00:00.000Z'), nested: [new Date(0)] } };
    expect(encodeRequest(sdk, { data: 'dataItemDates' })).toEqual({
      data: { due: { $date: '2024-06-01T00:00:00.000Z' }, nested: [{ $date: '1970-01-01T00:00:00.000Z' }] },
    });
    expect(sdk.data.due).toBeInstanceOf(Date);
  });

  it('keeps a field named __proto__ as a field of the copy', () => {
    const filter = JSON.parse('{"__proto__": {"$eq": "x"}, "at": {"$gt": 1}}') as Record<string, unknown>;
    const wire = encodeRequest({ f: filter }, { f: 'dataItemDates' }) as { f: object };
    expect(JSON.stringify(wire.f)).toBe('{"__proto__":{"$eq":"x"},"at":{"$gt":1}}');
    expect(Object.getPrototypeOf(wire.f)).toBe(Object.prototype);
  });

  it('round-trips any JSON value with dates in it', () => {
    const withDates = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2999-01-01') }),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(
          fc.string().filter((k) => k !== '$date' && k !== '__proto__'),
          tie('value'),
          { maxKeys: 3 },
        ),
      ),
    })).value;
    fc.assert(
      fc.property(withDates, (v) => {
        const wire = JSON.parse(JSON.stringify(encodeRequest({ d: v }, { d: 'dataItemDates' })));
        expect(decodeResponse(wire, { d: 'dataItemDates' })).toEqual({ d: v });
      }),
      { numRuns: 300 },
    );
  });
});

describe('dates', () => {
  it('round-trip through ISO strings', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const wire = encodeRequest({ d }, { d: 'date' });
        const back = decodeResponse({ ...wire }, { d: 'date' }) as { d: Date };
        expect(back.d.getTime()).toBe(d.getTime());
      }),
      { numRuns: 500 },
    );
  });

  // The usual ISO form is read by hand (a fast path); anything it does not take goes to the engine's parser.
  const engine = (s: string): unknown => {
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? s : d;
  };
  const decode = (s: string): unknown => (decodeResponse({ d: s }, { d: 'date' }) as { d: unknown }).d;

  it.each([
    '2024-01-01T00:00:00Z',
    '2024-01-01T00:00:00.000Z',
    '2024-02-29T12:00:00.123Z',
    '2023-02-29T12:00:00.123Z',
    '2024-04-31T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '0099-01-01T00:00:00Z',
    '0100-01-01T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2000-02-29T00:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T23:59:60Z',
    '2024-01-01T00:00:00.1234Z',
    '2024-01-01T00:00:00+02:00',
    '2024-01-01 00:00:00Z',
    '2024-01-01T00:00:00.00aZ',
    'x024-01-01T00:00:00Z',
    '+010000-01-01T00:00:00.000Z',
  ])('decodes %s exactly as new Date does', (s) => {
    expect(decode(s)).toEqual(engine(s));
  });

  it('decodes any digits in the usual form exactly as new Date does', () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
    fc.assert(
      fc.property(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), fc.option(digits(3)), (y, mo, d, h, mi, s, ms) => {
        const text = `${y}-${mo}-${d}T${h}:${mi}:${s}${ms === null ? '' : `.${ms}`}Z`;
        expect(decode(text)).toEqual(engine(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('calendar dates (format: date)', () => {
  it('decode YYYY-MM-DD to the Date of its midnight UTC and encode it back; anything else stays as it came', () => {
    expect(decodeResponse({ d: '2024-05-01' }, { d: 'calendarDate' })).toEqual({ d: new Date('2024-05-01T00:00:00.000Z') });
    expect(decodeResponse({ d: '2024-13-45' }, { d: 'calendarDate' })).toEqual({ d: '2024-13-45' });
    expect(decodeResponse({ d: '2024-05-01T10:00:00Z' }, { d: 'calendarDate' })).toEqual({ d: '2024-05-01T10:00:00Z' });
    expect(encodeRequest({ d: new Date('2024-05-01T00:00:00.000Z') }, { d: 'calendarDate' })).toEqual({ d: '2024-05-01' });
  });
});

describe('page URLs ({ base, path })', () => {
  it('join base and path; a base without a scheme is taken as http, as the SDK does', () => {
    const decode = (url: unknown) => (decodeResponse({ url }, { url: 'pageUrl' }) as { url: unknown }).url;
    expect(decode({ base: 'https://site.example/', path: '/post/a' })).toBe('https://site.example/post/a');
    expect(decode({ base: 'example.wixsite.com/site', path: '/post/a' })).toBe('http://example.wixsite.com/site/post/a');
    expect(decode({ base: 'example.wixsite.com/site', path: 'https://cdn.example/x' })).toBe('https://cdn.example/x');
    expect(decode({ base: '', path: '/post/a' })).toBe('/post/a');
  });
});
