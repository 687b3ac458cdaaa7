// base64url (RFC 4648 §5) without `=` padding, over bytes: PKCE challenges, the GET form of a body, share links.
// btoa/atob on binary strings work the same in Node, browsers and edge runtimes.
import { SdkError } from './errors.ts';

const VALID = /^[A-Za-z0-9_-]*$/;

export function encodeBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a base64url text; anything else (other characters, an impossible length) throws an `SdkError`. */
export function decodeBase64Url(text: string): Uint8Array {
  // One character left over carries fewer than 8 bits: no byte string encodes to that length.
  if (!VALID.test(text) || text.length % 4 === 1) throw new SdkError(`not a base64url value: ${text.slice(0, 40)}`);
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
}
