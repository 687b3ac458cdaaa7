// Generated from spec/oauth.yaml by codegen. Do not edit.

import { createHandlers, mockCall } from '@siteapi/mock';
import type { MockCallOptions, MockDocument, MockOptions, MockResolver } from '@siteapi/mock';
import { changePassword, loginV2, logout, registerV2, signOn, validateEmail, verify } from './authentication.js';
import { graphqlQuery } from './graphql.js';
import { token } from './oauth.js';
import { recover, sendActivationEmail, sendRecoveryEmail } from './recovery.js';
import { createRedirectSession } from './redirects.js';
import { resendDuringAuthentication, start, verifyDuringAuthentication } from './verification.js';

/** msw handlers of every oauth call, over the bundled document (`openapi.json`): answers from the spec's examples, requests checked against its schemas. `setupServer(...oauthHandlers(document))`. */
export function oauthHandlers(document: MockDocument, options: Omit<MockOptions, 'services'> = {}): ReturnType<typeof createHandlers> {
  return createHandlers(document, { ...options, services: ['oauth'] });
}

/** One oauth call answered by a typed resolver, for a test: `server.use(oauthMocks.changePassword(() => ...))`. */
export const oauthMocks = {
  changePassword: (resolve: MockResolver<typeof changePassword>, options?: MockCallOptions) => mockCall(changePassword, resolve, options),
  createRedirectSession: (resolve: MockResolver<typeof createRedirectSession>, options?: MockCallOptions) => mockCall(createRedirectSession, resolve, options),
  graphqlQuery: (resolve: MockResolver<typeof graphqlQuery>, options?: MockCallOptions) => mockCall(graphqlQuery, resolve, options),
  loginV2: (resolve: MockResolver<typeof loginV2>, options?: MockCallOptions) => mockCall(loginV2, resolve, options),
  logout: (resolve: MockResolver<typeof logout>, options?: MockCallOptions) => mockCall(logout, resolve, options),
  recover: (resolve: MockResolver<typeof recover>, options?: MockCallOptions) => mockCall(recover, resolve, options),
  registerV2: (resolve: MockResolver<typeof registerV2>, options?: MockCallOptions) => mockCall(registerV2, resolve, options),
  resendDuringAuthentication: (resolve: MockResolver<typeof resendDuringAuthentication>, options?: MockCallOptions) => mockCall(resendDuringAuthentication, resolve, options),
  sendActivationEmail: (resolve: MockResolver<typeof sendActivationEmail>, options?: MockCallOptions) => mockCall(sendActivationEmail, resolve, options),
  sendRecoveryEmail: (resolve: MockResolver<typeof sendRecoveryEmail>, options?: MockCallOptions) => mockCall(sendRecoveryEmail, resolve, options),
  signOn: (resolve: MockResolver<typeof signOn>, options?: MockCallOptions) => mockCall(signOn, resolve, options),
  start: (resolve: MockResolver<typeof start>, options?: MockCallOptions) => mockCall(start, resolve, options),
  token: (resolve: MockResolver<typeof token>, options?: MockCallOptions) => mockCall(token, resolve, options),
  validateEmail: (resolve: MockResolver<typeof validateEmail>, options?: MockCallOptions) => mockCall(validateEmail, resolve, options),
  verify: (resolve: MockResolver<typeof verify>, options?: MockCallOptions) => mockCall(verify, resolve, options),
  verifyDuringAuthentication: (resolve: MockResolver<typeof verifyDuringAuthentication>, options?: MockCallOptions) => mockCall(verifyDuringAuthentication, resolve, options),
};
