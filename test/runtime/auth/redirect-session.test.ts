import { describe, expect, it } from 'vitest';
import { redirectUrl } from '../../../runtime/auth/redirect-session.ts';
import { AuthError } from '../../../runtime/errors.ts';

describe('redirect-session: the URL of a redirect session', () => {
  it('is the answer’s fullUrl', () => {
    expect(redirectUrl({ redirectSession: { fullUrl: 'https://users.example.test/x' } })).toBe('https://users.example.test/x');
  });

  it.each([[{}], [{ redirectSession: {} }], [{ redirectSession: { fullUrl: '' } }]])('an answer without one (%j) is NO_REDIRECT_URL', (answer) => {
    let error: unknown;
    try {
      redirectUrl(answer);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AuthError);
    expect([(error as AuthError).code, (error as AuthError).message]).toEqual(['NO_REDIRECT_URL', 'No URL in the redirect session answer']);
  });
});
