// Generated from spec/data.yaml by codegen. Do not edit.

export * from './schema-types.js';
export * from './service-info.js';
export * from './collections.js';
export * from './items.js';
export * from './webhook-events.js';
