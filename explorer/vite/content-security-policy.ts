// The built explorer's Content-Security-Policy, as a <meta> in index.html (a static host may not set
// headers). Defence in depth behind "everything is rendered as text": no inline or foreign script runs,
// and no image, font or style is fetched from another host. Build only: the dev server injects an
// inline script for React refresh.
import type { Plugin } from 'vite';

const POLICY = [
  "default-src 'self'",
  // ajv compiles its validators with `new Function`.
  "script-src 'self' 'unsafe-eval'",
  // Monaco and React set style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self'",
  // The target is the user's choice: the mock, or any live host.
  "connect-src 'self' http: https:",
  // Member sign-in on a live host finishes in a hidden frame on the platform's sign-in page.
  'frame-src http: https:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function contentSecurityPolicy(): Plugin {
  return {
    name: 'explorer-content-security-policy',
    apply: 'build',
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: POLICY }, injectTo: 'head-prepend' }];
    },
  };
}
