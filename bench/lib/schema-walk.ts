// The baseline the conversion plans replace: a generic converter that walks the response schema next to the
// value at run time, resolving $refs and looking at every property the schema declares. Its leaves call the
// runtime's own converters, so only the way the fields are found differs from the plan.
import { decodeAddress } from '../../runtime/conversions/address.ts';
import { decodeDataItemDates } from '../../runtime/conversions/data-item-dates.ts';
import { decodeDate } from '../../runtime/conversions/date.ts';
import { decodeGeocode } from '../../runtime/conversions/geocode.ts';
import { mediaRefFromObject } from '../../runtime/conversions/media.ts';
import { decodePageUrl, decodePageUrlV2 } from '../../runtime/conversions/page-url.ts';

type Schema = { [key: string]: unknown };

type MediaKind = Parameters<typeof mediaRefFromObject>[0];

/** A converter for one document: `walk(value, schema)` converts `value` in place (and returns it). */
export function schemaWalker(document: Schema): (value: unknown, schema: Schema) => unknown {
  const resolve = (schema: Schema): Schema => {
    let current = schema;
    // A $ref's siblings are annotations here (description, deprecated); the target carries the type.
    while (typeof current.$ref === 'string') {
      current = current.$ref
        .slice(2)
        .split('/')
        .reduce<Schema>((node, part) => node[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Schema, document);
    }
    return current;
  };

  const leaf = (value: unknown, schema: Schema): { done: boolean; value: unknown } => {
    if (schema.format === 'date-time' && typeof value === 'string') return { done: true, value: decodeDate(value) };
    if (typeof schema['x-media'] === 'string') return { done: true, value: mediaRefFromObject(schema['x-media'] as MediaKind, value) };
    if (schema['x-page-url'] === 'base-path') return { done: true, value: decodePageUrl(value) };
    if (schema['x-page-url'] === 'url') return { done: true, value: decodePageUrlV2(value) };
    if (schema['x-address'] === true) return { done: true, value: decodeAddress(value) };
    if (schema['x-geocode'] === true) return { done: true, value: decodeGeocode(value) };
    if (schema['x-data-item-dates'] === true) return { done: true, value: decodeDataItemDates(value) };
    return { done: false, value };
  };

  const walk = (value: unknown, raw: Schema): unknown => {
    if (value === null || value === undefined) return value;
    const schema = resolve(raw);
    const converted = leaf(value, schema);
    if (converted.done) return converted.value;
    let out: unknown = value;
    // A generic walker cannot know which branch of a union applies without evaluating it: it tries them all.
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const branches = schema[key];
      if (Array.isArray(branches)) for (const branch of branches) out = walk(out, branch as Schema);
    }
    if (Array.isArray(out)) {
      if (schema.items && typeof schema.items === 'object') for (let i = 0; i < out.length; i++) out[i] = walk(out[i], schema.items as Schema);
      return out;
    }
    if (typeof out !== 'object') return out;
    const obj = out as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key in properties) if (key in obj) obj[key] = walk(obj[key], properties[key]!);
    const additional = schema.additionalProperties;
    if (additional && typeof additional === 'object') {
      for (const key of Object.keys(obj)) if (!(key in properties)) obj[key] = walk(obj[key], additional as Schema);
    }
    return obj;
  };
  return walk;
}
