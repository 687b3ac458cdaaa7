import type { DataError } from '../../../runtime/data/data-error.ts';

/** The error a builder step throws; fails the test when it throws nothing. */
export function failure(make: () => unknown): DataError {
  try {
    make();
  } catch (e) {
    return e as DataError;
  }
  throw new Error('expected a DataError');
}
