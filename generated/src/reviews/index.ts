// Generated from spec/reviews.yaml by codegen. Do not edit.

export * from './schema-types.js';
export * from './service-info.js';
export * from './error-catalogue.js';
export * from './reviews.js';
export * from './webhook-events.js';
