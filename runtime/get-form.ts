// The GET form of a POST (`x-get-form`): the JSON body, base64url-encoded, in one query parameter.
// Plain TextEncoder/TextDecoder and a table, so it works the same in Node, browsers and edge runtimes.
import { SdkError } from './errors.ts';
import type { GetForm } from './types.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALID = /^[A-Za-z0-9_-]*$/;

/** base64url (RFC 4648 §5) without `=` padding. */
function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + (rest === 2 ? ALPHABET[(n >> 6) & 63]! : '');
  }
  return out;
}

function base64UrlDecode(text: string): Uint8Array {
  // One character left over carries fewer than 8 bits: no byte string encodes to that length.
  if (!VALID.test(text) || text.length % 4 === 1) throw new SdkError(`not a base64url value: ${text.slice(0, 40)}`);
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    buffer = ((buffer << 6) | ALPHABET.indexOf(text[i]!)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

function encodeJsonText(json: string): string {
  return base64UrlEncode(new TextEncoder().encode(json));
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
    json = new TextDecoder('utf-8', { fatal: true }).decode(base64UrlDecode(value));
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
