// One explorer's state for the components under it. The provider makes the stores from its environment when it
// is first rendered and listens (Back and Forward, storage) only while it is mounted; components reach the stores
// through `useExplorer`, so two providers on one page, each with its own environment, never share state.
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from './create-store.ts';
import { type ExplorerEnvironment, pageEnvironment } from './environment.ts';
import { connectExplorer, createExplorerStores, type ExplorerStores } from './explorer-stores.ts';

const ExplorerContext = createContext<ExplorerStores | null>(null);

export interface ExplorerProviderProps {
  /** What differs from the page's own environment (see `ExplorerEnvironment` for each default). Read once, when the provider is first rendered. */
  environment?: Partial<ExplorerEnvironment>;
  /** Stores made beforehand (`createExplorerStores`), instead of `environment`. */
  stores?: ExplorerStores;
  children: ReactNode;
}

export function ExplorerProvider({ environment, stores: given, children }: ExplorerProviderProps) {
  const [stores] = useState(() => given ?? createExplorerStores(pageEnvironment(environment)));
  useEffect(() => connectExplorer(stores), [stores]);
  return <ExplorerContext.Provider value={stores}>{children}</ExplorerContext.Provider>;
}

/** The stores of the nearest `ExplorerProvider`. */
export function useExplorer(): ExplorerStores {
  const stores = useContext(ExplorerContext);
  if (!stores) throw new Error('explorer: a component that reads the stores is rendered outside <ExplorerProvider>.');
  return stores;
}

/** 'light' or 'dark': the choice, or the system's when the choice is 'system'. */
export function useResolvedTheme(): 'light' | 'dark' {
  const { settings } = useExplorer();
  const choice = useStore(settings.store, (s) => s.theme);
  const systemDark = useSyncExternalStore(settings.subscribeSystemTheme, settings.systemDark);
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}
