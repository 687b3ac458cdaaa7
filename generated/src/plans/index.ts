// Generated from spec/plans.yaml by codegen. Do not edit.

export * from './schema-types.js';
export * from './service-info.js';
export * from './error-catalogue.js';
export * from './orders.js';
export * from './plans.js';
export * from './webhook-events.js';
