// The operation catalogue as the app sees it: the slim entries of every operation (in the first chunk),
// grouped by service and module. Details load per operation (operation-loader.ts).
import { catalogue as entries, services as serviceList } from 'virtual:explorer-catalogue';
import type { CatalogueEntry, ServiceSummary } from './types.ts';

export const catalogue: readonly CatalogueEntry[] = entries;
export const catalogueById: ReadonlyMap<string, CatalogueEntry> = new Map(entries.map((entry) => [entry.id, entry]));
export const services: readonly ServiceSummary[] = serviceList;
/**
 * Whether the document is the platform's (its oauth service's token endpoint, which the platform's sign-in goes
 * through): then the auth panel is the platform's sign-in; any other document gets its own security schemes.
 */
export const platformDialect: boolean = catalogueById.has('oauth.token');

export interface ModuleGroup {
  module: string;
  /** Its headings from the outermost (a nested tag's `tagPath`), else the module alone. */
  path: readonly string[];
  operations: CatalogueEntry[];
}

export interface ServiceGroup {
  service: string;
  title: string;
  modules: ModuleGroup[];
}

const titles = new Map(serviceList.map((s) => [s.name, s.title]));

/**
 * Services and modules in alphabetical order (a module nested by its tags under its path, so a parent's children
 * follow it); operations in document order.
 */
export function groupOperations(list: readonly CatalogueEntry[]): ServiceGroup[] {
  const byService = new Map<string, Map<string, ModuleGroup>>();
  for (const entry of list) {
    let modules = byService.get(entry.service);
    if (!modules) byService.set(entry.service, (modules = new Map()));
    const path = entry.tagPath ?? [entry.module];
    // A unit separator between headings: no title holds one, so two paths never join to the same key.
    const key = path.join('\u001f');
    let group = modules.get(key);
    if (!group) modules.set(key, (group = { module: entry.module, path, operations: [] }));
    group.operations.push(entry);
  }
  const byName = (a: string, b: string): number => a.localeCompare(b);
  // Heading by heading, so a parent's children come right after it.
  const byPath = (a: readonly string[], b: readonly string[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return byName(a[i]!, b[i]!);
    return a.length - b.length;
  };
  return [...byService.keys()].sort(byName).map((service) => {
    const modules = byService.get(service)!;
    return {
      service,
      title: titles.get(service) ?? service,
      modules: [...modules.values()].sort((a, b) => byPath(a.path, b.path)),
    };
  });
}

/** The sidebar filter: every whitespace-separated term occurs in one of the entry's names (case-insensitive). */
export function matchesFilter(entry: CatalogueEntry, filter: string): boolean {
  const terms = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = haystackOf(entry);
  return terms.every((term) => haystack.includes(term));
}

const haystacks = new WeakMap<CatalogueEntry, string>();

function haystackOf(entry: CatalogueEntry): string {
  let text = haystacks.get(entry);
  if (text === undefined) {
    text = [entry.service, entry.module, entry.operationId, entry.method, entry.path, entry.summary ?? '', ...entry.params, ...entry.fields]
      .join(' ')
      .toLowerCase();
    haystacks.set(entry, text);
  }
  return text;
}
