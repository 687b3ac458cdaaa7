import { ApiError, AuthError } from '../errors.ts';

export { sleep } from '../timer.ts';

/**
 * The token endpoint refused the grant (`invalid_grant`, any 4xx but 408 and 429): asking again cannot help. Any
 * other failure (5xx, no connection, a proxy's page instead of JSON) may pass.
 */
export function isRefusal(error: unknown): boolean {
  const cause = error instanceof AuthError ? error.cause : error;
  return cause instanceof ApiError && cause.status >= 400 && cause.status < 500 && cause.status !== 408 && cause.status !== 429;
}
