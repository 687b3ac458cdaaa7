// What is selected and searched. The selection is the page URL's `?op=<service>.<operationId>` (a deep
// link), kept in the browser history so Back and Forward move between operations.
import { catalogueById } from '../catalogue/catalogue.ts';
import { createStore } from './create-store.ts';

export interface NavigationState {
  /** `CatalogueEntry.id` of the selected operation. */
  selectedId: string | null;
  /** The models view: a component schema (`?schema=blog.Post`), or the index of them all (`?schema=`). */
  model: string | null;
  /** A property of that model to show (`&field=title`). */
  field: string | null;
  /** Text of the sidebar's filter box. */
  filter: string;
  /** Services folded in the sidebar. */
  collapsed: readonly string[];
  paletteOpen: boolean;
  authOpen: boolean;
  /** Whether the operation list shows on a narrow screen (wide screens always show it). */
  listOpen: boolean;
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

export const navigationStore = createStore<NavigationState>({
  selectedId: typeof location === 'undefined' ? null : selectedFrom(location.search),
  model: typeof location === 'undefined' ? null : modelFrom(location.search),
  field: typeof location === 'undefined' ? null : fieldFrom(location.search),
  filter: '',
  collapsed: [],
  paletteOpen: false,
  authOpen: false,
  // On a phone the list comes first when nothing is picked, and folds away once something is.
  listOpen: typeof location === 'undefined' ? true : selectedFrom(location.search) === null && modelFrom(location.search) === null,
});

/** The deep link of an operation: this page with `?op=` (other parameters, like `?mock=`, kept). */
export function operationHref(id: string): string {
  const url = new URL(location.href);
  url.searchParams.delete('schema');
  url.searchParams.delete('field');
  url.searchParams.set('op', id);
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

export function selectOperation(id: string): void {
  if (!catalogueById.has(id)) return;
  const state = navigationStore.getState();
  if (state.selectedId === id && state.model === null) return;
  navigationStore.setState({ selectedId: id, model: null, field: null, listOpen: false });
  if (typeof history !== 'undefined') history.pushState({ op: id }, '', operationHref(id));
}

/** The deep link of a model (`?schema=blog.Post`), of one of its fields (`&field=title`), or of the models index (`?schema=`). */
export function modelHref(name: string, field?: string): string {
  const url = new URL(location.href);
  url.searchParams.delete('op');
  url.searchParams.set('schema', name);
  if (field) url.searchParams.set('field', field);
  else url.searchParams.delete('field');
  url.hash = '';
  return `${url.pathname}${url.search}`;
}

export function selectModel(name: string, field?: string): void {
  const state = navigationStore.getState();
  if (state.model === name && state.field === (field ?? null)) return;
  navigationStore.setState({ model: name, field: field ?? null, listOpen: false });
  if (typeof history !== 'undefined') history.pushState({ schema: name }, '', modelHref(name, field));
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () =>
    navigationStore.setState({ selectedId: selectedFrom(location.search), model: modelFrom(location.search), field: fieldFrom(location.search) }),
  );
}

export const setFilter = (filter: string): void => navigationStore.setState({ filter });
export const setPaletteOpen = (paletteOpen: boolean): void => navigationStore.setState({ paletteOpen });
export const setAuthOpen = (authOpen: boolean): void => navigationStore.setState({ authOpen });
export const toggleList = (): void => navigationStore.setState((state) => ({ listOpen: !state.listOpen }));

export function toggleService(service: string): void {
  navigationStore.setState((state) => ({
    collapsed: state.collapsed.includes(service) ? state.collapsed.filter((s) => s !== service) : [...state.collapsed, service],
  }));
}
