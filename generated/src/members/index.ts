// Generated from spec/members.yaml by codegen. Do not edit.

export * from './schema-types.js';
export * from './service-info.js';
export * from './error-catalogue.js';
export * from './members.js';
export * from './webhook-events.js';
