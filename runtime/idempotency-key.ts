/**
 * A new idempotency key, a random UUID v4: `crypto.randomUUID` where present (Node, browser pages served over https
 * or from localhost), else one made from `getRandomValues`, which pages over plain http have too.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sets the call's declared idempotency-key header to a new key, made once per call so every attempt sends the same
 * one; a key the caller gives (in any case, in the client's or the call's headers) wins.
 */
export function placeIdempotencyKey(name: string, headers: Record<string, string>, callHeaders: Record<string, string>): void {
  const lower = name.toLowerCase();
  const given = (set: Record<string, string>) => Object.keys(set).some((k) => k.toLowerCase() === lower);
  if (!given(headers) && !given(callHeaders)) headers[name] = newIdempotencyKey();
}
