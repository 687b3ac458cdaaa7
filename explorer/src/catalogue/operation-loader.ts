// Loads what one operation needs beyond the slim catalogue: its detail chunk (parameters, body and
// response schemas) and its service's generated calls and examples. Cached; a failed load can be retried.
import { useEffect, useState } from 'react';
import { detailLoaders } from 'virtual:explorer-loaders';
import { findCall, loadService, type CallExample, type CallRef, type ServiceModules } from '../api.ts';
import { catalogueById } from './catalogue.ts';
import type { CatalogueEntry, OperationDetail } from './types.ts';

export interface LoadedOperation {
  entry: CatalogueEntry;
  detail: OperationDetail;
  /** The generated call; absent when generated/ has none for this operation. */
  call?: CallRef;
  modules: ServiceModules;
  examples: CallExample[];
}

const cache = new Map<string, Promise<LoadedOperation>>();
const ready = new Map<string, LoadedOperation>();

export function loadOperation(id: string): Promise<LoadedOperation> {
  let promise = cache.get(id);
  if (!promise) {
    const entry = catalogueById.get(id);
    const loader = detailLoaders[id];
    promise =
      entry && loader
        ? Promise.all([loader(), loadService(entry.service)]).then(([{ default: detail }, service]) => {
            const call = findCall(service, entry.operationId, entry.module);
            const loadedOperation: LoadedOperation = {
              entry,
              detail,
              call,
              modules: service.modules,
              // By operationId: a method name may repeat across modules (ecom's checkout and orders both have createOrder).
              examples: call ? (service.examples[call.call.op.operationId] ?? []) : [],
            };
            ready.set(id, loadedOperation);
            return loadedOperation;
          })
        : Promise.reject(new Error(`No operation ${id} in the catalogue.`));
    promise.catch(() => cache.delete(id));
    cache.set(id, promise);
  }
  return promise;
}

/** The operation if it has loaded already (no waiting). */
export function loadedOperation(id: string): LoadedOperation | undefined {
  return ready.get(id);
}

export type OperationState = { status: 'loading' } | { status: 'ready'; operation: LoadedOperation } | { status: 'failed'; message: string; retry: () => void };

export function useOperation(id: string): OperationState {
  const [state, setState] = useState<OperationState>(() => {
    const operation = ready.get(id);
    return operation ? { status: 'ready', operation } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads the operation again
  useEffect(() => {
    const operation = ready.get(id);
    if (operation) {
      setState({ status: 'ready', operation });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadOperation(id).then(
      (loadedOp) => live && setState({ status: 'ready', operation: loadedOp }),
      (error: unknown) =>
        live && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error), retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return state;
}
