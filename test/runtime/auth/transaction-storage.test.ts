import { afterEach, describe, expect, it } from 'vitest';
import { transactionStorage } from '../../../runtime/auth/transaction-storage.ts';

const own = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

describe('transaction-storage: where sign-ins in flight are kept', () => {
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('a given storage is used, null is none', () => {
    expect(transactionStorage(own)).toBe(own);
    expect(transactionStorage(null)).toBeUndefined();
  });

  it("undefined is the browser's sessionStorage, none on a server", () => {
    expect(transactionStorage(undefined)).toBeUndefined();
    Object.defineProperty(globalThis, 'sessionStorage', { value: own, configurable: true });
    expect(transactionStorage(undefined)).toBe(own);
  });

  it('a browser that blocks sessionStorage (reading it throws) gives none', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      configurable: true,
    });
    expect(transactionStorage(undefined)).toBeUndefined();
  });
});
