// A minimal external store (GraphiQL-style small stores): state, setState, subscribe, and a React hook.
import { useSyncExternalStore } from 'react';

export interface Store<S> {
  getState(): S;
  setState(update: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes a component to one slice; the selector must return a stable value (a state field, not a new object). */
export function useStore<S, T>(store: Store<S>, selector: (state: S) => T): T {
  const read = () => selector(store.getState());
  // The same snapshot on a server render (a component rendered in Node, as the tests do).
  return useSyncExternalStore(store.subscribe, read, read);
}
