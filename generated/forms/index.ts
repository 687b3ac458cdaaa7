// Generated from spec/forms.yaml by codegen. Do not edit.

export * from './types.ts';
export * from './service.ts';
export * from './submissions.ts';
export * from './events.ts';
