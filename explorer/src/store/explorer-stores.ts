// The stores of one explorer, made from its environment (GraphiQL's provider making its store slices). Making them
// reads the environment and changes nothing; `connectExplorer` is what the provider runs while it is mounted.
import { browserSignInWindow } from '../auth/sign-in-window.ts';
import { platformDialect } from '../catalogue/catalogue.ts';
import { sharedSnapshot } from '../share/share-link.ts';
import { type AuthStore, createAuthStore } from './auth-store.ts';
import type { ExplorerEnvironment } from './environment.ts';
import { createNavigationStore, type NavigationStore } from './navigation-store.ts';
import { createSettingsStore, type SettingsStore } from './settings-store.ts';
import type { RequestSnapshot } from './snapshot.ts';

export interface ExplorerStores {
  environment: ExplorerEnvironment;
  settings: SettingsStore;
  navigation: NavigationStore;
  /** Credentials by scheme: the document's own schemes, or the platform's sign-in for the platform's document. */
  auth: AuthStore;
  /** The request of the share link (`#request=`) the explorer opened with, for the request store. */
  sharedRequest: RequestSnapshot | undefined;
}

export function createExplorerStores(environment: ExplorerEnvironment): ExplorerStores {
  const settings = createSettingsStore(environment);
  return {
    environment,
    settings,
    navigation: createNavigationStore(environment),
    // The sign-in window is the page's; made here, it opens nothing until a flow is run.
    auth: createAuthStore(environment, settings, {
      platformSignIn: platformDialect,
      ...(typeof window === 'undefined' ? {} : { signIn: browserSignInWindow(window) }),
    }),
    sharedRequest: sharedSnapshot(environment.location.hash),
  };
}

/** Removes a read share link from the address and listens (Back and Forward, other pages' settings); returns the undo. */
export function connectExplorer({ environment, navigation, settings, sharedRequest }: ExplorerStores): () => void {
  const { location, history } = environment;
  // Read once: editing and reloading does not bring the link's request back.
  if (sharedRequest && sharedSnapshot(location.hash)) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  const stops = [navigation.listen(), settings.listen()];
  return () => {
    for (const stop of stops) stop();
  };
}
