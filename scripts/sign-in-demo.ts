// Signs in as a visitor, then as a member (PKCE redirect), then logs out, against the mock.
//   npx tsx scripts/sign-in-demo.ts                 starts its own Prism on a free loopback port
//   npx tsx scripts/sign-in-demo.ts --target URL    uses a running mock (npm run mock) or another host
import { posts } from '@siteapi/clients/blog';
import { services } from '@siteapi/clients';
import { createClient, OAuthStrategy } from '@siteapi/runtime';
import { startPrism, type PrismServer } from '@siteapi/cli';

const i = process.argv.indexOf('--target');
const given = i >= 0 ? process.argv[i + 1] : undefined;
let prism: PrismServer | undefined;
const target = given ?? (prism = await startPrism({ document: 'generated/src/openapi.json' })).url;

try {
  const auth = OAuthStrategy({
    clientId: '3c1b5a7e-2f4d-4e8a-9b6c-0d1e2f3a4b5c',
    api: services.oauth,
    host: target,
    onVisitorFallback: ({ previousRole }) => console.log(`note: the ${previousRole} became a visitor`),
  });
  const client = createClient({ modules: { posts }, host: target, auth });

  // 1. A visitor: the first call fetches an anonymous token pair.
  const { posts: latest } = await client.posts.listPosts({ paging: { limit: 1 } });
  console.log(`visitor: role ${auth.getTokens().refreshToken.role}, loggedIn ${auth.loggedIn()}, read ${latest?.length ?? 0} post(s)`);

  // 2. A member: PKCE data, the platform's sign-in URL, then the redirect back with code and state.
  const redirectUri = 'http://127.0.0.1:5173/callback';
  const data = await auth.generateOAuthData(redirectUri);
  const { authUrl } = await auth.getAuthUrl(data);
  console.log(`sign-in page: ${authUrl}`);
  // In a browser the sign-in page redirects here; against the mock we build that redirect ourselves.
  const { code, state } = auth.parseFromUrl(`${redirectUri}#code=demo-authorization-code&state=${data.state}`);
  await auth.getMemberTokens(code, state, data);
  await client.posts.listPosts({ paging: { limit: 1 } });
  console.log(`member: role ${auth.getTokens().refreshToken.role}, loggedIn ${auth.loggedIn()}`);

  // 3. Logout: both tokens cleared, role none, and the platform's logout URL to send the browser to.
  const { logoutUrl } = await auth.logout('http://127.0.0.1:5173/');
  console.log(`signed out: role ${auth.getTokens().refreshToken.role}, loggedIn ${auth.loggedIn()}, logout page ${logoutUrl}`);
} finally {
  await prism?.stop();
}
