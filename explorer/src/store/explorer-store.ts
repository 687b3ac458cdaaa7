// The explorer's state and the actions that change it. Defaults:
// - target: `?target=` in the page URL, else VITE_MOCK_URL (set by `npm start`), else http://127.0.0.1:4010;
// - selectedId: `?op=<service>.<name>` in the page URL, else none;
// - a request draft starts as the operation's first call example (`{ path, query, header?, body? }`).
import type { RequestShape } from '../api.ts';
import { catalogById, type OperationEntry } from '../catalog.ts';
import { parseRequestText, parseTarget, sendOperation, type SendResult } from '../transport/send.ts';
import { createStore } from './create-store.ts';

export const DEFAULT_TARGET = 'http://127.0.0.1:4010';

export interface Draft {
  /** The example the text came from; null when the operation has none. */
  exampleName: string | null;
  text: string;
}

export type Exchange =
  | { phase: 'sending'; startedAt: number }
  | { phase: 'invalid'; message: string }
  | ({ phase: 'done' } & SendResult);

export interface ExplorerState {
  /** Text of the operation filter box. */
  filter: string;
  /** `OperationEntry.id` of the selected operation. */
  selectedId: string | null;
  /** Base URL requests go to. */
  target: string;
  /** Request text per operation, kept while switching between operations. */
  drafts: Record<string, Draft>;
  /** The last send per operation. */
  exchanges: Record<string, Exchange>;
}

export function initialState(search: string, mockUrl: string | undefined): ExplorerState {
  const params = new URLSearchParams(search);
  const op = params.get('op');
  const selectedId = op && catalogById.has(op) ? op : null;
  const state: ExplorerState = {
    filter: '',
    selectedId,
    target: params.get('target') || mockUrl || DEFAULT_TARGET,
    drafts: {},
    exchanges: {},
  };
  const entry = selectedId ? catalogById.get(selectedId) : undefined;
  if (entry) state.drafts[entry.id] = draftFromExample(entry, entry.examples[0]?.name ?? null);
  return state;
}

export const explorerStore = createStore<ExplorerState>(
  initialState(typeof location === 'undefined' ? '' : location.search, import.meta.env.VITE_MOCK_URL),
);

/** The editor text for one example (or a skeleton when the operation has none). */
export function draftFromExample(entry: OperationEntry, exampleName: string | null): Draft {
  const example = entry.examples.find((e) => e.name === exampleName);
  const request = example ? editable(entry, example.request) : skeleton(entry);
  return { exampleName: example ? example.name : null, text: JSON.stringify(request, null, 2) };
}

/** `path` and `query` always; `header` only when the operation has header parameters or the example sets one. */
function editable(entry: OperationEntry, request: RequestShape): RequestShape {
  const { path = {}, query = {}, header, ...rest } = request;
  const hasHeaders = entry.parameters.some((p) => p.in === 'header') || Object.keys(header ?? {}).length > 0;
  return { path, query, ...(hasHeaders ? { header: header ?? {} } : {}), ...rest };
}

function skeleton(entry: OperationEntry): RequestShape {
  const path: Record<string, unknown> = {};
  for (const parameter of entry.parameters) if (parameter.in === 'path') path[parameter.name] = '';
  return editable(entry, { path, query: {}, ...(entry.operation.requestBody ? { body: {} } : {}) });
}

export function setFilter(filter: string): void {
  explorerStore.setState({ filter });
}

export function setTarget(target: string): void {
  explorerStore.setState({ target });
}

export function selectOperation(id: string): void {
  const entry = catalogById.get(id);
  if (!entry) return;
  explorerStore.setState((state) => ({
    selectedId: id,
    drafts: state.drafts[id] ? state.drafts : { ...state.drafts, [id]: draftFromExample(entry, entry.examples[0]?.name ?? null) },
  }));
  if (typeof history !== 'undefined') {
    const url = new URL(location.href);
    url.searchParams.set('op', id);
    history.replaceState(history.state, '', url);
  }
}

export function setDraftText(id: string, text: string): void {
  explorerStore.setState((state) => {
    const draft = state.drafts[id];
    return { drafts: { ...state.drafts, [id]: { exampleName: draft?.exampleName ?? null, text } } };
  });
}

/** Replaces the request text with the named example. */
export function chooseExample(id: string, exampleName: string | null): void {
  const entry = catalogById.get(id);
  if (!entry) return;
  explorerStore.setState((state) => ({ drafts: { ...state.drafts, [id]: draftFromExample(entry, exampleName) } }));
}

const inFlight = new Map<string, AbortController>();

/** Sends the operation's draft to the target; a second send of the same operation cancels the first. */
export async function send(id: string): Promise<void> {
  const entry = catalogById.get(id);
  const { drafts, target } = explorerStore.getState();
  if (!entry) return;
  const setExchange = (exchange: Exchange): void =>
    explorerStore.setState((state) => ({ exchanges: { ...state.exchanges, [id]: exchange } }));

  const request = parseRequestText(drafts[id]?.text ?? draftFromExample(entry, entry.examples[0]?.name ?? null).text);
  if (!request.ok) return setExchange({ phase: 'invalid', message: request.message });
  const host = parseTarget(target);
  if (!host.ok) return setExchange({ phase: 'invalid', message: host.message });

  inFlight.get(id)?.abort();
  const controller = new AbortController();
  inFlight.set(id, controller);
  setExchange({ phase: 'sending', startedAt: Date.now() });
  const result = await sendOperation({ entry, request: request.value, target: host.value, signal: controller.signal });
  if (inFlight.get(id) !== controller) return; // superseded by a newer send
  inFlight.delete(id);
  setExchange({ phase: 'done', ...result });
}

export function cancel(id: string): void {
  inFlight.get(id)?.abort();
}
