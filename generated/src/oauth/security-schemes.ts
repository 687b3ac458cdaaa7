// Generated from spec/oauth.yaml by codegen. Do not edit.

import type { ServiceSecurity } from '@siteapi/runtime/generated';

/** The security schemes of the OAuth and identity service and its default requirement. */
export const security: ServiceSecurity = {
  schemes: {
    oauthToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
    apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
  },
  requirements: [['oauthToken'], ['apiKey']],
};
