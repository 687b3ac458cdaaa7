// The operation catalogue as the app sees it: the slim entries of every operation (in the first chunk),
// grouped by service and module. Details load per operation (operation-loader.ts).
import { catalogue as entries, services as serviceList } from 'virtual:explorer-catalogue';
import type { CatalogueEntry, ServiceSummary } from './types.ts';

export const catalogue: readonly CatalogueEntry[] = entries;
export const catalogueById: ReadonlyMap<string, CatalogueEntry> = new Map(entries.map((entry) => [entry.id, entry]));
export const services: readonly ServiceSummary[] = serviceList;
/**
 * Whether the document is the platform's, as the generator decided it (each service's `platform` in its
 * operations.json): then the auth panel is the platform's sign-in; any other document gets its own security schemes,
 * whatever its operations are named.
 */
export const platformDialect: boolean = serviceList.some((service) => service.platform);

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
const bases = new Map<string, string>(serviceList.flatMap((s) => (s.base !== undefined ? [[s.name, s.base] as const] : [])));
/** A heading path as one key: a unit separator between headings (no title holds one, so two paths never join alike). */
export const headingKey = (path: readonly string[]): string => path.join('\u001f');
/** Each service's tag headings in the document's order, by `headingKey`. */
const tagRanks = new Map(serviceList.map((s) => [s.name, new Map<string, number>(tagOrderOf(s).map(({ path }, rank) => [headingKey(path), rank]))]));
/** Each service's tags by heading path, for the tag pages the sidebar's headings link to. */
const tagNames = new Map(serviceList.map((s) => [s.name, new Map<string, string>(tagOrderOf(s).map(({ tag, path }) => [headingKey(path), tag]))]));

function tagOrderOf(service: ServiceSummary): NonNullable<ServiceSummary['tagOrder']> {
  return service.tagOrder ?? [];
}

/**
 * The path before each of a service's paths as its document writes them, on a document's own site (`ServiceSummary.base`);
 * undefined for the platform's services, whose paths are shown as sent.
 */
export function serviceBase(service: string): string | undefined {
  return bases.get(service);
}

/** An operation's path as its document writes it (`/museum-hours` under the server `…/museum-api`). */
export function writtenPath(entry: Pick<CatalogueEntry, 'service' | 'path'>): string {
  const base = bases.get(entry.service);
  if (!base || !entry.path.startsWith(base)) return entry.path;
  const rest = entry.path.slice(base.length);
  return rest === '' ? '/' : rest.startsWith('/') ? rest : entry.path;
}

/** The tag whose heading `path` is, when the document declares it (its page is `?tag=`). */
export function tagAt(service: string, path: readonly string[]): string | undefined {
  return tagNames.get(service)?.get(headingKey(path));
}

/**
 * Services in alphabetical order; on a document's own site its tags in the document's order (`tagOrder`: tags no
 * declaration names after them, as operations first name them) and untagged operations last; elsewhere modules in
 * alphabetical order (a module nested by its tags under its path, so a parent's children follow it). Operations in
 * document order.
 */
export function groupOperations(list: readonly CatalogueEntry[]): ServiceGroup[] {
  const byService = new Map<string, Map<string, ModuleGroup>>();
  for (const entry of list) {
    let modules = byService.get(entry.service);
    if (!modules) byService.set(entry.service, (modules = new Map()));
    const path = entry.tagPath ?? [entry.module];
    const key = headingKey(path);
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
    const modules = [...byService.get(service)!.values()];
    const ranks = tagRanks.get(service);
    if (bases.has(service) && ranks) {
      // Map order is first appearance: a tag no declaration names keeps it, after the declared ones.
      const rank = (m: ModuleGroup) => (m.path.length === 0 ? Number.POSITIVE_INFINITY : (ranks.get(headingKey(m.path)) ?? ranks.size));
      return { service, title: titles.get(service) ?? service, modules: modules.sort((a, b) => rank(a) - rank(b)) };
    }
    return { service, title: titles.get(service) ?? service, modules: modules.sort((a, b) => byPath(a.path, b.path)) };
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
