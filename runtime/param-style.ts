// OpenAPI's parameter serialisation (style and explode) for parameters whose wire form differs from the
// platform's (see query-string.ts): path label and matrix, arrays and objects in paths and headers, objects and
// delimited arrays in queries, deepObject, cookies.

import { fillPath } from './hosts.ts';
import { serializeQuery } from './query-string.ts';

/** How one parameter is written, as its spec declares it (with OpenAPI's defaults filled in). */
export interface ParamStyle {
  readonly style: 'simple' | 'label' | 'matrix' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';
  readonly explode: boolean;
}

const text = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
const enc = (v: unknown): string => encodeURIComponent(text(v));

function entries(value: object): [string, unknown][] {
  return Object.entries(value).filter(([, v]) => v !== undefined && v !== null);
}

/** A path parameter's text, already encoded: `5`, `.5`, `;id=5`, `3,4,5`, `.R=100.G=200`. */
export function stylePath(name: string, value: unknown, { style, explode }: ParamStyle): string {
  const prefix = style === 'label' ? '.' : '';
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
  if (style === 'matrix') {
    if (Array.isArray(value)) return explode ? value.map((v) => `;${name}=${enc(v)}`).join('') : `;${name}=${value.map(enc).join(',')}`;
    if (isObject)
      return explode
        ? entries(value)
            .map(([k, v]) => `;${encodeURIComponent(k)}=${enc(v)}`)
            .join('')
        : `;${name}=${entries(value)
            .flatMap(([k, v]) => [encodeURIComponent(k), enc(v)])
            .join(',')}`;
    return `;${name}=${enc(value)}`;
  }
  const separator = style === 'label' && explode ? '.' : ',';
  if (Array.isArray(value)) return prefix + value.map(enc).join(separator);
  if (isObject) {
    return (
      prefix +
      (explode
        ? entries(value)
            .map(([k, v]) => `${encodeURIComponent(k)}=${enc(v)}`)
            .join(separator)
        : entries(value)
            .flatMap(([k, v]) => [encodeURIComponent(k), enc(v)])
            .join(','))
    );
  }
  return prefix + enc(value);
}

/** A query parameter as `key=value` pairs, already encoded. */
export function styleQuery(name: string, value: unknown, { style, explode }: ParamStyle): string[] {
  if (value === undefined || value === null) return [];
  const key = encodeURIComponent(name);
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== undefined && v !== null);
    if (style === 'form' && explode) return items.map((v) => `${key}=${enc(v)}`);
    if (style === 'deepObject') return items.map((v, i) => `${key}%5B${i}%5D=${enc(v)}`);
    const separator = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '%7C' : ',';
    return items.length === 0 ? [] : [`${key}=${items.map(enc).join(separator)}`];
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    const pairs = entries(value);
    if (style === 'deepObject') return pairs.map(([k, v]) => `${key}%5B${encodeURIComponent(k)}%5D=${enc(v)}`);
    if (explode) return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${enc(v)}`);
    const separator = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '%7C' : ',';
    return pairs.length === 0 ? [] : [`${key}=${pairs.flatMap(([k, v]) => [encodeURIComponent(k), enc(v)]).join(separator)}`];
  }
  return [`${key}=${enc(value)}`];
}

/** A header's value (simple style): `a,b`, `x,1,y,2` or, exploded, `x=1,y=2`. */
export function styleHeader(value: unknown, { explode }: ParamStyle): string {
  if (Array.isArray(value)) return value.map(text).join(',');
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return explode
      ? entries(value)
          .map(([k, v]) => `${k}=${text(v)}`)
          .join(',')
      : entries(value)
          .flatMap(([k, v]) => [k, text(v)])
          .join(',');
  }
  return text(value);
}

/** One `Cookie` header from the call's cookie parameters (form style). */
export function cookieHeader(cookies: Record<string, unknown>): string | undefined {
  const parts = entries(cookies).map(([name, v]) => `${name}=${encodeURIComponent(Array.isArray(v) ? v.map(text).join(',') : text(v))}`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** The query string of a call with styled parameters: those as their style says, the rest as the platform's. */
export function styledQuery(styles: Readonly<Record<string, ParamStyle>>, query: Record<string, unknown>): string {
  const rest: Record<string, unknown> = {};
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const style = styles[`query.${key}`];
    if (style) pairs.push(...styleQuery(key, value, style));
    else rest[key] = value;
  }
  const platform = serializeQuery(rest);
  return [...pairs, ...(platform ? [platform] : [])].join('&');
}

/** Fills `{name}` segments with encoded values; a styled parameter (label, matrix, arrays, objects) as its style says. */
export function expandPath(template: string, values: Record<string, unknown>, styles?: Readonly<Record<string, ParamStyle>>): string {
  return fillPath(template, values, styles, stylePath);
}

/** Everything a call with styled parameters needs (`CallFeatures.paramStyles`). */
export const paramStyles = { query: styledQuery, header: styleHeader, cookie: cookieHeader, path: stylePath } as const;
export type ParamStyles = typeof paramStyles;
