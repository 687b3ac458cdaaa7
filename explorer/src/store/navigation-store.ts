// What is selected and searched. The selection is the page URL's `?op=<service>.<operationId>` (a deep
// link), kept in the browser history so Back and Forward move between operations.
import { catalogueById } from '../catalogue/catalogue.ts';
import { createStore } from './create-store.ts';
import type { ExplorerEnvironment } from './environment.ts';

export interface NavigationState {
  /** `CatalogueEntry.id` of the selected operation. */
  selectedId: string | null;
  /** The models view: a component schema (`?schema=blog.Post`), or the index of them all (`?schema=`). */
  model: string | null;
  /** A property of that model to show (`&field=title`). */
  field: string | null;
  /** A page of the document's own: one of its tags (`?tag=tickets`) or webhooks (`?webhook=gallery.ticketSold`). */
  page: DocumentPage | null;
  /** Text of the sidebar's filter box. */
  filter: string;
  /** Services folded in the sidebar. */
  collapsed: readonly string[];
  paletteOpen: boolean;
  authOpen: boolean;
  /** Whether the operation list shows on a narrow screen (wide screens always show it). */
  listOpen: boolean;
}

/** A tag's page (its description and operations) or a webhook's (its payload). */
export interface DocumentPage {
  kind: 'tag' | 'webhook';
  name: string;
}

function pageFrom(search: string): DocumentPage | null {
  const params = new URLSearchParams(search);
  const tag = params.get('tag');
  if (tag) return { kind: 'tag', name: tag };
  const webhook = params.get('webhook');
  return webhook ? { kind: 'webhook', name: webhook } : null;
}

function modelFrom(search: string): string | null {
  return new URLSearchParams(search).get('schema');
}

function fieldFrom(search: string): string | null {
  return new URLSearchParams(search).get('field');
}

function selectedFrom(search: string): string | null {
  const op = new URLSearchParams(search).get('op');
  return op && catalogueById.has(op) ? op : null;
}

function fromAddress(search: string): Pick<NavigationState, 'selectedId' | 'model' | 'field' | 'page'> {
  return { selectedId: selectedFrom(search), model: modelFrom(search), field: fieldFrom(search), page: pageFrom(search) };
}

/** The parameters that say what the page shows; one is set at a time. */
const VIEW_PARAMS = ['op', 'schema', 'field', 'tag', 'webhook'];

export type NavigationStore = ReturnType<typeof createNavigationStore>;

/** The navigation of one explorer, kept in its address and history. */
export function createNavigationStore({ location, history, events }: Pick<ExplorerEnvironment, 'location' | 'history' | 'events'>) {
  const atStart = fromAddress(location.search);
  const store = createStore<NavigationState>({
    ...atStart,
    filter: '',
    collapsed: [],
    paletteOpen: false,
    authOpen: false,
    // On a phone the list comes first when nothing is picked, and folds away once something is.
    listOpen: atStart.selectedId === null && atStart.model === null && atStart.page === null,
  });

  /** This page's address showing only `params` (other parameters, like `?mock=`, kept). */
  function viewHref(params: Record<string, string>): string {
    const url = new URL(location.href);
    for (const name of VIEW_PARAMS) url.searchParams.delete(name);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.hash = '';
    return `${url.pathname}${url.search}`;
  }

  /** The deep link of a document's tag or webhook page. */
  function pageHref(page: DocumentPage): string {
    return viewHref({ [page.kind]: page.name });
  }

  /** The deep link of an operation: this page with `?op=` (other parameters, like `?mock=`, kept). */
  function operationHref(id: string): string {
    const url = new URL(location.href);
    for (const name of VIEW_PARAMS) url.searchParams.delete(name);
    url.searchParams.set('op', id);
    url.hash = '';
    return `${url.pathname}${url.search}`;
  }

  /** The deep link of a model (`?schema=blog.Post`), of one of its fields (`&field=title`), or of the models index (`?schema=`). */
  function modelHref(name: string, field?: string): string {
    const url = new URL(location.href);
    for (const other of ['op', 'tag', 'webhook']) url.searchParams.delete(other);
    url.searchParams.set('schema', name);
    if (field) url.searchParams.set('field', field);
    else url.searchParams.delete('field');
    url.hash = '';
    return `${url.pathname}${url.search}`;
  }

  return {
    store,
    operationHref,
    modelHref,
    pageHref,
    selectOperation(id: string): void {
      if (!catalogueById.has(id)) return;
      const state = store.getState();
      if (state.selectedId === id && state.model === null && state.page === null) return;
      store.setState({ selectedId: id, model: null, field: null, page: null, listOpen: false });
      history.pushState({ op: id }, '', operationHref(id));
    },
    selectModel(name: string, field?: string): void {
      const state = store.getState();
      if (state.model === name && state.field === (field ?? null)) return;
      store.setState({ model: name, field: field ?? null, page: null, listOpen: false });
      history.pushState({ schema: name }, '', modelHref(name, field));
    },
    selectPage(page: DocumentPage): void {
      const state = store.getState();
      if (state.page?.kind === page.kind && state.page.name === page.name) return;
      store.setState({ page, selectedId: null, model: null, field: null, listOpen: false });
      history.pushState({ [page.kind]: page.name }, '', pageHref(page));
    },
    setFilter: (filter: string): void => store.setState({ filter }),
    setPaletteOpen: (paletteOpen: boolean): void => store.setState({ paletteOpen }),
    setAuthOpen: (authOpen: boolean): void => store.setState({ authOpen }),
    toggleList: (): void => store.setState((state) => ({ listOpen: !state.listOpen })),
    toggleService(service: string): void {
      store.setState((state) => ({
        collapsed: state.collapsed.includes(service) ? state.collapsed.filter((s) => s !== service) : [...state.collapsed, service],
      }));
    },
    /** Follows Back and Forward until the returned function is called. */
    listen(): () => void {
      const onPopState = (): void => store.setState(fromAddress(location.search));
      events.addEventListener('popstate', onPopState);
      return () => events.removeEventListener('popstate', onPopState);
    },
  };
}
