// Generated from spec/data.yaml by codegen. Do not edit.

export * from './types.ts';
export * from './service.ts';
export * from './collections.ts';
export * from './items.ts';
export * from './events.ts';
