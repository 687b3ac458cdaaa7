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

/** The operation extensions plain mode reads to page a list call (codegen/ir/pagination.ts): ours, then other generators'. */
export const PAGINATION_EXTENSIONS = ['x-pagination', 'x-speakeasy-pagination', 'x-fern-pagination'] as const;
