// Generated from spec/blog.yaml by codegen. Do not edit.

export * from './types.ts';
export * from './service.ts';
export * from './posts.ts';
export * from './events.ts';
