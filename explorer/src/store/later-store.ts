// Stores whose code loads with a later chunk than the provider's (the operation workspace: requests, history)
// are made once per explorer, the first time a component asks, and kept beside its other stores.
import type { ExplorerStores } from './explorer-stores.ts';

/** `create` must read and change nothing outside the explorer's stores: it may run during a render. */
export function laterStore<T>(create: (stores: ExplorerStores) => T): (stores: ExplorerStores) => T {
  const made = new WeakMap<ExplorerStores, T>();
  return (stores) => {
    let store = made.get(stores);
    if (store === undefined) made.set(stores, (store = create(stores)));
    return store;
  };
}
