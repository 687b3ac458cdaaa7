/** The operation extensions that declare an SDK call (a form of another call, `x-form-of`, has none of them). */
export const CALL_EXTENSIONS = [
  'x-module',
  'x-method',
  'x-prefix',
  'x-arguments',
  'x-paging',
  'x-errors',
  'x-emits',
  'x-client-rules',
  'x-idempotent',
  'x-get-form',
  'x-body-form',
  'x-query-builder',
  'x-unwrap',
] as const;
