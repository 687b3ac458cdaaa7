import { ConnectionError } from '../errors.ts';
import { onFirstUse } from '../on-first-use.ts';

/**
 * Methods whose code loads with the first call of any of them (a flow a token call never runs), then calls through.
 * Should the code not load (offline), the call fails with a `ConnectionError` naming the method, and the next call
 * tries the load again.
 */
export function deferredMethods<T extends object, K extends keyof T & string>(load: () => Promise<T>, names: readonly K[]): Pick<T, K> {
  const loadOnce = onFirstUse(load);
  const methods = {} as Record<K, unknown>;
  for (const name of names) {
    methods[name] = async (...args: unknown[]) => {
      let flow: T;
      try {
        flow = await loadOnce();
      } catch (error) {
        throw new ConnectionError(`${name}: its code could not load: ${(error as Error)?.message ?? String(error)}`, { cause: error });
      }
      return (flow[name] as (...a: unknown[]) => unknown)(...args);
    };
  }
  return methods as Pick<T, K>;
}
