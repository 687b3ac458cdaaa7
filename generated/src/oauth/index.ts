// Generated from spec/oauth.yaml by codegen. Do not edit.

export * from './schema-types.js';
export * from './service-info.js';
export * from './error-catalogue.js';
export * from './authentication.js';
export * from './graphql.js';
export * from './oauth.js';
export * from './recovery.js';
export * from './redirects.js';
export * from './verification.js';
export * from './webhook-events.js';
