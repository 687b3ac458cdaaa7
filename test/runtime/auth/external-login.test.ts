import { describe, expect, it } from 'vitest';
import { externalLogin } from '../../../runtime/auth/external-login.ts';
import { memoryTokens, stubEndpoint, tokensOf } from './stubs.ts';

describe('external-login: member tokens for a member authenticated elsewhere', () => {
  it("sends the authorized_client grant with the visitor's access token and the API key, and stores the member's tokens", async () => {
    const { fetchTokens, grants } = stubEndpoint();
    const tokens = memoryTokens();
    const validTokens = async () => tokensOf('visitor-access', 'visitor-refresh', 'visitor');
    const member = await externalLogin(fetchTokens, validTokens, tokens)('member-7', 'api-key-1');
    expect(grants).toEqual([
      {
        payload: { grant_type: 'authorized_client', scope: 'offline_access', member_id: 'member-7' },
        role: 'member',
        keepRefresh: undefined,
        headers: { Authorization: 'visitor-access,api-key-1' },
      },
    ]);
    expect(member.refreshToken.role).toBe('member');
    expect(tokens.current()).toBe(member);
  });

  it('a visitor token that cannot be had sends nothing and stores nothing', async () => {
    const { fetchTokens } = stubEndpoint();
    const tokens = memoryTokens();
    await expect(externalLogin(fetchTokens, () => Promise.reject(new Error('no visitor')), tokens)('m', 'k')).rejects.toThrow('no visitor');
    expect(fetchTokens).not.toHaveBeenCalled();
    expect(tokens.current().accessToken.value).toBe('');
  });
});
