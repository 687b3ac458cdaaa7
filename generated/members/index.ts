// Generated from spec/members.yaml by codegen. Do not edit.

export * from './types.ts';
export * from './service.ts';
export * from './members.ts';
export * from './events.ts';
