import { describe, expect, it } from 'vitest';
import { parseFromUrl, type ResponseMode } from '../../../runtime/auth/sign-in-callback.ts';
import type { AuthError } from '../../../runtime/errors.ts';

describe('sign-in-callback: the callback URL read back', () => {
  const cases: [string, string, ResponseMode | undefined, object][] = [
    ['the fragment by default', 'https://app.test/cb#code=c1&state=s1', undefined, { code: 'c1', state: 's1' }],
    ['the query when asked', 'https://app.test/cb?code=c1&state=s1#code=x', 'query', { code: 'c1', state: 's1' }],
    [
      'an error and its description',
      'https://app.test/cb#error=access_denied&error_description=No%20way&state=s1',
      'fragment',
      { state: 's1', error: 'access_denied', errorDescription: 'No way' },
    ],
    ['nothing', 'https://app.test/cb', undefined, {}],
  ];
  it.each(cases)('reads %s', (_name, url, mode, want) => {
    expect(parseFromUrl(url, mode)).toEqual({ code: undefined, state: undefined, error: undefined, errorDescription: undefined, ...want });
  });

  it.each(['code', 'state'])('a callback with %s twice is refused', (name) => {
    let error: AuthError | undefined;
    try {
      parseFromUrl(`https://app.test/cb#code=a&state=b&${name}=again`);
    } catch (e) {
      error = e as AuthError;
    }
    expect([error?.code, error?.message]).toEqual(['INVALID_CALLBACK', `The sign-in callback has '${name}' more than once; it is refused`]);
  });
});
