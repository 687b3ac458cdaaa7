/** Where sign-ins in flight are kept across reloads. */
export type TransactionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The storage an option names: `undefined` is the browser's sessionStorage, read once when the strategy is made (none
 * on servers, or where the browser blocks it: reading it throws a SecurityError); `null` is none.
 */
export function transactionStorage(option: TransactionStorage | null | undefined): TransactionStorage | undefined {
  if (option !== undefined) return option ?? undefined;
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
