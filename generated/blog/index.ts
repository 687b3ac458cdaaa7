// Generated from spec/blog.yaml by codegen. Do not edit.

export * from './schema-types.ts';
export * from './service-info.ts';
export * from './posts.ts';
export * from './webhook-events.ts';
