import { errors, importJWK, importSPKI, jwtVerify, type CryptoKey, type JWK, type JWTPayload, type KeyObject } from 'jose';
import { ArgumentError } from '../errors.ts';
import { WebhookClaimError, WebhookExpiredError, WebhookPayloadError, WebhookSignatureError } from './errors.ts';

/**
 * The app's public key: an SPKI PEM (`-----BEGIN PUBLIC KEY-----...`), that PEM base64-encoded on one line (as the
 * app dashboard shows it), a `CryptoKey`, a Node `KeyObject`, or a public JWK.
 */
export type WebhookPublicKey = string | CryptoKey | KeyObject | JWK;

/** The platform signs webhooks with RS256 only; any other `alg` is refused, `none` included. */
export const WEBHOOK_ALGORITHM = 'RS256';

export interface VerifyOptions {
  /** Seconds (or a jose duration such as `'30s'`) allowed between the clocks for `exp` and `nbf`; default 0. */
  clockTolerance?: number | string;
  /** The current time for the time claims; default the clock. */
  now?: () => Date;
}

/** Imports the key once; a key that cannot be imported is the caller's mistake, not the request's. */
export function keyResolver(key: WebhookPublicKey): () => Promise<CryptoKey | KeyObject> {
  let imported: Promise<CryptoKey | KeyObject> | undefined;
  return () =>
    (imported ??= importKey(key).catch((cause: unknown) => {
      throw new ArgumentError(`publicKey is not a usable RS256 public key: ${cause instanceof Error ? cause.message : String(cause)}`, 'publicKey');
    }));
}

async function importKey(key: WebhookPublicKey): Promise<CryptoKey | KeyObject> {
  if (typeof key === 'string') return importSPKI(pemOf(key), WEBHOOK_ALGORITHM);
  if (isJwk(key)) return importJWK(key, WEBHOOK_ALGORITHM) as Promise<CryptoKey>;
  return key;
}

function pemOf(key: string): string {
  const text = key.trim();
  if (text.startsWith('-----BEGIN')) return text;
  // One line of base64: the PEM itself, encoded once more.
  return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0))).trim();
}

function isJwk(key: WebhookPublicKey): key is JWK {
  // A JWK is a plain object with `kty`; CryptoKey and KeyObject have `type` instead.
  return typeof key === 'object' && key !== null && typeof (key as JWK).kty === 'string';
}

/** Verifies the signature and the time claims and returns the JWT payload; jose's errors become webhook errors. */
export async function verifyWebhookToken(token: string, key: CryptoKey | KeyObject, options: VerifyOptions): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [WEBHOOK_ALGORITHM],
      clockTolerance: options.clockTolerance ?? 0,
      currentDate: options.now?.(),
    });
    return payload;
  } catch (e) {
    throw fromJose(e);
  }
}

function fromJose(e: unknown): unknown {
  if (e instanceof errors.JWSSignatureVerificationFailed)
    return new WebhookSignatureError('Webhook signature verification failed: the token is not signed with the app key', { cause: e });
  if (e instanceof errors.JOSEAlgNotAllowed || e instanceof errors.JOSENotSupported) {
    return new WebhookSignatureError(`Webhook token is not signed with ${WEBHOOK_ALGORITHM}: ${e.message}`, { cause: e });
  }
  if (e instanceof errors.JWTExpired) return new WebhookExpiredError(`Webhook token expired (exp ${expOf(e.payload)})`, { cause: e });
  if (e instanceof errors.JWTClaimValidationFailed) return new WebhookClaimError(e.claim, `Webhook token claim ${e.claim} rejected: ${e.reason}`, { cause: e });
  if (e instanceof errors.JWSInvalid || e instanceof errors.JWTInvalid)
    return new WebhookPayloadError(`the body is not a signed JWT (${e.message})`, { cause: e });
  return e;
}

function expOf(payload: JWTPayload): string {
  return typeof payload.exp === 'number' ? new Date(payload.exp * 1000).toISOString() : String(payload.exp);
}
