// Generated from spec/data.yaml by codegen. Do not edit.

export * from './schema-types.ts';
export * from './service-info.ts';
export * from './collections.ts';
export * from './items.ts';
export * from './webhook-events.ts';
