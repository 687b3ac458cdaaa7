// The GET form of a POST (`x-get-form`): the JSON body, base64url-encoded, in one query parameter.
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { SdkError } from './errors.ts';
import type { GetForm } from './types.ts';

function encodeJsonText(json: string): string {
  return encodeBase64Url(new TextEncoder().encode(json));
}

/** A body's GET-form value: base64url of the UTF-8 bytes of `JSON.stringify(body)`, the text the POST would send. */
export function encodeGetForm(body: unknown): string {
  const json = JSON.stringify(body) as string | undefined;
  if (json === undefined) throw new SdkError(`encodeGetForm: ${typeof body} has no JSON text`);
  return encodeJsonText(json);
}

/** The body of a GET-form value (the inverse of `encodeGetForm`); malformed values throw an `SdkError`. */
export function decodeGetForm(value: string): unknown {
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(decodeBase64Url(value));
  } catch (error) {
    throw error instanceof SdkError ? error : new SdkError('not a GET-form value: the bytes are not UTF-8', { cause: error });
  }
  try {
    return JSON.parse(json) as unknown;
  } catch (error) {
    throw new SdkError(`not a GET-form value: the text is not JSON: ${json.slice(0, 40)}`, { cause: error });
  }
}

/**
 * The URL of a call's GET form: `url` (absolute, as fetched) plus `<parameter>=<encoded body>`, or `undefined` when
 * that URL would be longer than `form.maxUrlLength` characters (the call then goes as the POST). `json` is the body
 * text exactly as the POST sends it.
 */
export function getFormUrl(url: string, form: GetForm, json: string): string | undefined {
  const head = `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(form.parameter)}=`;
  // Every UTF-16 unit is at least one UTF-8 byte: a body that cannot fit is not encoded at all.
  if (head.length + Math.ceil((json.length * 4) / 3) > form.maxUrlLength) return undefined;
  const full = head + encodeJsonText(json);
  return full.length <= form.maxUrlLength ? full : undefined;
}
