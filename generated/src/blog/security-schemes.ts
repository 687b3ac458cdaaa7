// Generated from spec/blog.yaml by codegen. Do not edit.

import type { ServiceSecurity } from '@siteapi/runtime/generated';

/** The security schemes of the Blog service and its default requirement. */
export const security: ServiceSecurity = {
  schemes: {
    oauthToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
    apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
  },
  requirements: [['oauthToken'], ['apiKey']],
};
