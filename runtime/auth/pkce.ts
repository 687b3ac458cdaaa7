/** PKCE (RFC 7636) with the S256 method: a random verifier and its SHA-256 challenge, base64url without padding. */
import { encodeBase64Url } from '../base64url.ts';

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

export const VERIFIER_MIN_LENGTH = 43;
export const VERIFIER_MAX_LENGTH = 128;

export function createCodeVerifier(length = VERIFIER_MIN_LENGTH): string {
  if (!Number.isInteger(length) || length < VERIFIER_MIN_LENGTH || length > VERIFIER_MAX_LENGTH) {
    throw new RangeError(`PKCE code verifier length must be an integer from ${VERIFIER_MIN_LENGTH} to ${VERIFIER_MAX_LENGTH}, got ${length}`);
  }
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 66).
  const out: string[] = [];
  const limit = 256 - (256 % UNRESERVED.length);
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && out.length < length) out.push(UNRESERVED[byte % UNRESERVED.length]!);
    }
  }
  return out.join('');
}

export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return encodeBase64Url(new Uint8Array(digest));
}

/** A random `state` value for one sign-in. */
export function createState(): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(24)));
}
