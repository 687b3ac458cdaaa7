// Requests being built and their answers, per operation. Defaults: a draft starts as the operation's
// first call example (or blank), the body in the raw editor, the mock left to answer as the spec says.
// Drafts and exchanges live for the page's lifetime only; every finished send also goes to the history store.
// A share link's request (`#request=` in the page URL) is its operation's first draft.
import { serviceBase } from '../catalogue/catalogue.ts';
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import { loadOperation } from '../catalogue/operation-loader.ts';
import { buildRequest, draftFromExample, draftFromSchema, type Draft, type FieldText, type MockPreferences } from '../request/draft.ts';
import { preferHeader } from '../request/mock-preferences.ts';
import { parseTarget, sendOperation, type SendResult } from '../transport/send.ts';
import type { AuthStore } from './auth-store.ts';
import { createStore } from './create-store.ts';
import type { ExplorerEnvironment } from './environment.ts';
import { laterStore } from './later-store.ts';
import { historyStoreOf, type HistoryStore } from './history-store.ts';
import { isMockMode, type SettingsStore, type TargetMode } from './settings-store.ts';
import { startBrowserMock } from '../transport/browser-mock.ts';
import { draftFromSnapshot, snapshotOf, type RequestSnapshot } from './snapshot.ts';

export type Exchange =
  /** `events`: a streamed answer's events so far, as they arrive. */
  | { phase: 'sending'; startedAt: number; events?: string[] }
  | { phase: 'invalid'; message: string }
  /** Nothing was sent: the API key belongs to another target, and the user is asked what to do. */
  | { phase: 'confirm-credentials'; target: string; message: string }
  | ({ phase: 'done'; target: string; mock: boolean; sentAt: number; events?: string[] } & SendResult);

export interface RequestState {
  drafts: Record<string, Draft>;
  /** The last send per operation (part 2 keeps a history beside it). */
  exchanges: Record<string, Exchange>;
}

const defaults = new WeakMap<LoadedOperation, Draft>();

/** The operation's draft: the edited one, else the default (stable, so React can compare it). */
export function draftOf(drafts: RequestState['drafts'], operation: LoadedOperation): Draft {
  const edited = drafts[operation.entry.id];
  if (edited) return edited;
  let draft = defaults.get(operation);
  if (!draft) defaults.set(operation, (draft = draftFromExample(operation.detail, operation.examples[0])));
  return draft;
}

/**
 * Whether the target is a server URL as the document writes it (`callBase`): a live host on a document's site, which
 * shows its servers whole. The send and the snippets read it here, so a snippet names the URL try-it calls.
 */
export function targetIsServer(mode: TargetMode, service: string): boolean {
  return mode === 'live' && serviceBase(service) !== undefined;
}

/** How a send treats an API key entered for another target: ask (default), send it there, or send without it. */
export type CredentialChoice = 'ask' | 'allow' | 'omit';

export interface RequestStoreDeps {
  environment: Pick<ExplorerEnvironment, 'location' | 'fetch'>;
  settings: SettingsStore;
  /** The credentials calls carry (`auth-store.ts`). */
  auth: Pick<AuthStore, 'question' | 'allowFor' | 'forSend'>;
  history: HistoryStore;
  /** The share link's request the explorer opened with: its operation's first draft. */
  shared?: RequestSnapshot;
}

export type RequestStore = ReturnType<typeof createRequestStore>;

/** The request store of an explorer, with its share link's request. */
export const requestStoreOf = laterStore((stores) => createRequestStore({ ...stores, history: historyStoreOf(stores), shared: stores.sharedRequest }));

export function createRequestStore(deps: RequestStoreDeps) {
  const { environment, shared } = deps;
  const store = createStore<RequestState>({ drafts: shared ? { [shared.operationId]: draftFromSnapshot(shared) } : {}, exchanges: {} });

  function updateDraft(operation: LoadedOperation, change: (draft: Draft) => Draft): void {
    store.setState((state) => ({
      drafts: { ...state.drafts, [operation.entry.id]: change(draftOf(state.drafts, operation)) },
    }));
  }

  function setParam(operation: LoadedOperation, key: string, text: FieldText | undefined): void {
    updateDraft(operation, (draft) => {
      const params = { ...draft.params };
      if (text === undefined) delete params[key];
      else params[key] = text;
      return { ...draft, params };
    });
  }

  const setBodyText = (operation: LoadedOperation, bodyText: string): void => updateDraft(operation, (draft) => ({ ...draft, bodyText }));
  const setBodyMode = (operation: LoadedOperation, bodyMode: Draft['bodyMode']): void => updateDraft(operation, (draft) => ({ ...draft, bodyMode }));
  const setMockPreferences = (operation: LoadedOperation, mock: MockPreferences): void => updateDraft(operation, (draft) => ({ ...draft, mock }));
  /** The files picked for a multipart body's file field (none: the field is left out). */
  const setFiles = (operation: LoadedOperation, field: string, files: readonly File[]): void =>
    updateDraft(operation, (draft) => ({ ...draft, files: { ...draft.files, [field]: files } }));

  /** Replaces the request with a call example (keeping the body mode and mock choices). */
  function chooseExample(operation: LoadedOperation, name: string): void {
    const example = operation.examples.find((e) => e.name === name);
    updateDraft(operation, (draft) => ({
      ...draftFromExample(operation.detail, example, draft.bodyMode),
      mock: draft.mock,
      ...(draft.files ? { files: draft.files } : {}),
    }));
  }

  /** The request sampled from its schema: the body with every field, or (`required`) only the required ones. */
  function generateFromSchema(operation: LoadedOperation, fields: 'all' | 'required' = 'all'): void {
    updateDraft(operation, (draft) => draftFromSchema(operation.detail, draft, fields));
  }

  /** Puts a past or shared request into the builder. */
  function restoreSnapshot(snapshot: RequestSnapshot): void {
    store.setState((state) => ({ drafts: { ...state.drafts, [snapshot.operationId]: draftFromSnapshot(snapshot) } }));
  }

  /** Back to the default: the first example, or blank. */
  function resetDraft(operation: LoadedOperation): void {
    store.setState((state) => {
      const drafts = { ...state.drafts };
      delete drafts[operation.entry.id];
      return { drafts };
    });
  }

  const inFlight = new Map<string, AbortController>();

  function setExchange(id: string, exchange: Exchange): void {
    store.setState((state) => ({ exchanges: { ...state.exchanges, [id]: exchange } }));
  }

  /** Sends the operation's draft to the target; a second send of the same operation cancels the first. */
  async function send(id: string, credentials: CredentialChoice = 'ask'): Promise<void> {
    let operation: LoadedOperation;
    try {
      operation = await loadOperation(id);
    } catch (error) {
      return setExchange(id, { phase: 'invalid', message: `Could not load ${id}: ${error instanceof Error ? error.message : String(error)}` });
    }
    // This send supersedes one still in flight, whatever it ends in: a late answer must not replace the question
    // or the problem this one shows.
    inFlight.get(id)?.abort();
    inFlight.delete(id);
    const settings = deps.settings.store.getState();
    const draft = draftOf(store.getState().drafts, operation);
    const request = buildRequest(operation.detail, draft);
    if (!request.ok) return setExchange(id, { phase: 'invalid', message: request.message });
    const target = parseTarget(deps.settings.currentTarget(settings));
    if (!target.ok) return setExchange(id, { phase: 'invalid', message: target.message });
    if (settings.mode === 'browser') {
      try {
        await startBrowserMock(environment.location.origin);
      } catch (error) {
        return setExchange(id, { phase: 'invalid', message: `The in-browser mock did not start: ${error instanceof Error ? error.message : String(error)}` });
      }
    }
    const question = deps.auth.question(target.value);
    if (question && credentials === 'ask') return setExchange(id, { phase: 'confirm-credentials', target: target.value, message: question });
    if (question && credentials === 'allow') deps.auth.allowFor(target.value);

    const controller = new AbortController();
    inFlight.set(id, controller);
    const startedAt = Date.now();
    const events: string[] = [];
    setExchange(id, { phase: 'sending', startedAt });
    // A streamed answer's events show as they come, until this send is superseded.
    const onStreamEvent = (text: string) => {
      if (inFlight.get(id) !== controller) return;
      events.push(text);
      setExchange(id, { phase: 'sending', startedAt, events: [...events] });
    };
    const mock = isMockMode(settings.mode);
    const prefer = mock ? preferHeader(draft.mock) : undefined;
    const sentAt = Date.now();
    let result: SendResult;
    try {
      // Only what belongs to this target (each credential is bound to one).
      const { auth, credentials: schemeCredentials } = await deps.auth.forSend(operation.entry.service, target.value, credentials === 'omit' && !!question);
      result = await sendOperation({
        operation,
        request: request.value,
        target: target.value,
        auth,
        credentials: schemeCredentials,
        headers: prefer ? { prefer } : undefined,
        signal: controller.signal,
        baseFetch: environment.fetch,
        pageProtocol: environment.location.protocol,
        onStreamEvent,
        asServer: targetIsServer(settings.mode, operation.entry.service),
      });
    } catch (error) {
      result = { records: [], outcome: { ok: false, error }, durationMs: Date.now() - sentAt };
    }
    if (inFlight.get(id) !== controller) return; // superseded by a newer send
    inFlight.delete(id);
    setExchange(id, { phase: 'done', target: target.value, mock, sentAt, ...(events.length > 0 ? { events } : {}), ...result });
    const response = result.records.at(-1)?.response;
    deps.history.add(
      {
        snapshot: snapshotOf(id, draft),
        target: { mode: settings.mode, url: target.value },
        status: response?.status,
        statusText: response?.statusText,
        durationMs: result.records.at(-1)?.durationMs ?? result.durationMs,
        size: response?.size,
        bodyText: response?.bodyText ?? '',
      },
      sentAt,
    );
  }

  function cancel(id: string): void {
    inFlight.get(id)?.abort();
  }

  return {
    store,
    setParam,
    setBodyText,
    setBodyMode,
    setMockPreferences,
    setFiles,
    chooseExample,
    generateFromSchema,
    restoreSnapshot,
    resetDraft,
    send,
    cancel,
  };
}
