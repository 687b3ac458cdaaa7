// Generated from spec/blog.yaml by codegen. Do not edit.

export * from './schema-types.js';
export * from './service-info.js';
export * from './error-catalogue.js';
export * from './posts.js';
export * from './webhook-events.js';
