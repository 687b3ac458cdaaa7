import { describe, expect, it } from 'vitest';
import { logoutFlow } from '../../../runtime/auth/logout.ts';
import { emptyTokens } from '../../../runtime/auth/token-storage.ts';
import { memoryTokens, stubRedirects, tokensOf } from './stubs.ts';

describe('logout: the member signs out', () => {
  it("asks for the logout redirect session back to the page, sent with the member's token, then drops the tokens", async () => {
    const api = stubRedirects('https://users.example.test/logout?session=1');
    const tokens = memoryTokens(tokensOf('a', 'r', 'member'));
    const init = { headers: { marker: 'authed' } };
    let tokensWhenSent: unknown;
    api.redirects.createRedirectSession.mockImplementationOnce(async () => {
      tokensWhenSent = tokens.current();
      return { redirectSession: { fullUrl: 'https://users.example.test/logout?session=1' } };
    });
    expect(await logoutFlow('client-1', api, tokens, init)('https://app.test/page')).toEqual({ logoutUrl: 'https://users.example.test/logout?session=1' });
    expect(api.redirects.createRedirectSession.mock.calls).toEqual([
      [{ logout: { clientId: 'client-1' }, callbacks: { postFlowUrl: 'https://app.test/page' } }, init],
    ]);
    expect(tokensWhenSent).toEqual(tokensOf('a', 'r', 'member'));
    expect(tokens.current()).toEqual(emptyTokens());
  });

  it('an answer without a URL is NO_REDIRECT_URL, with the tokens dropped all the same', async () => {
    const tokens = memoryTokens(tokensOf('a', 'r', 'member'));
    await expect(logoutFlow('client-1', stubRedirects(null), tokens, {})('https://app.test')).rejects.toMatchObject({ code: 'NO_REDIRECT_URL' });
    expect(tokens.current()).toEqual(emptyTokens());
  });

  it('a failed redirect session keeps the tokens', async () => {
    const api = stubRedirects();
    api.redirects.createRedirectSession.mockRejectedValueOnce(new Error('down'));
    const tokens = memoryTokens(tokensOf('a', 'r', 'member'));
    await expect(logoutFlow('client-1', api, tokens, {})('https://app.test')).rejects.toThrow('down');
    expect(tokens.current()).toEqual(tokensOf('a', 'r', 'member'));
  });
});
