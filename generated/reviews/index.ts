// Generated from spec/reviews.yaml by codegen. Do not edit.

export * from './schema-types.ts';
export * from './service-info.ts';
export * from './reviews.ts';
export * from './webhook-events.ts';
