// Generated from spec/members.yaml by codegen. Do not edit.

export * from './schema-types.ts';
export * from './service-info.ts';
export * from './members.ts';
export * from './webhook-events.ts';
