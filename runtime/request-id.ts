import type { PlatformRules } from './platform.ts';

/** The id the server gave the request, for support and logs: the platform's header first, then a gateway's; undefined when the answer names none. */
export function requestIdOf(headers: Headers, platform: PlatformRules | undefined): string | undefined {
  return (platform && headers.get(platform.requestIdHeader)) || headers.get('x-request-id') || undefined;
}
