// Generated from spec/data.yaml by codegen. Do not edit.

import type { ServiceSecurity } from '@siteapi/runtime/generated';

/** The security schemes of the Data service and its default requirement. */
export const security: ServiceSecurity = {
  schemes: {
    oauthToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
    apiKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
  },
  requirements: [['oauthToken'], ['apiKey']],
};
