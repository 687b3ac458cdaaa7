// Header and cookie parameters placed on a request: only calls that declare some carry this (call-features.ts).
import type { ParamStyles } from './param-style.ts';
import type { Operation, RequestParts } from './types.ts';

/**
 * Writes the call's header parameters (styled ones as the spec serialises them) and its cookie parameters as one
 * `Cookie` header. Names go in lower case, as every header the runtime sets itself: a parameter a document names
 * `Accept` or `Content-Type` then replaces that header rather than adding a second value to it (`a, a`). `styles` gives the styled-parameter writers, asked for only when a parameter needs them.
 */
export function placeHeaderParams(op: Operation, parts: RequestParts, headers: Record<string, string>, styles: () => ParamStyles): void {
  for (const [k, v] of Object.entries(parts.header)) {
    if (v === undefined || v === null) continue;
    const style = op.params?.[`header.${k}`];
    headers[k.toLowerCase()] = style ? styles().header(v, style) : String(v);
  }
  const cookie = parts.cookie && styles().cookie(parts.cookie);
  if (cookie) headers.cookie = cookie;
}
