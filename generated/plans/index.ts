// Generated from spec/plans.yaml by codegen. Do not edit.

export * from './schema-types.ts';
export * from './service-info.ts';
export * from './orders.ts';
export * from './plans.ts';
export * from './webhook-events.ts';
