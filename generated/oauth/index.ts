// Generated from spec/oauth.yaml by codegen. Do not edit.

export * from './schema-types.ts';
export * from './service-info.ts';
export * from './authentication.ts';
export * from './graphql.ts';
export * from './oauth.ts';
export * from './recovery.ts';
export * from './redirects.ts';
export * from './verification.ts';
export * from './webhook-events.ts';
