// Generated from spec/forms.yaml by codegen. Do not edit.

export * from './schema-types.ts';
export * from './service-info.ts';
export * from './submissions.ts';
export * from './webhook-events.ts';
