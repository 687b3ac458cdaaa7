import { AuthError } from '../errors.ts';

/** The URL of a redirect session the platform created; an answer without one is `NO_REDIRECT_URL`. */
export function redirectUrl(answer: { redirectSession?: { fullUrl?: string } }): string {
  if (!answer.redirectSession?.fullUrl) throw new AuthError('NO_REDIRECT_URL', 'No URL in the redirect session answer');
  return answer.redirectSession.fullUrl;
}
