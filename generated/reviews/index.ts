// Generated from spec/reviews.yaml by codegen. Do not edit.

export * from './types.ts';
export * from './service.ts';
export * from './reviews.ts';
export * from './events.ts';
