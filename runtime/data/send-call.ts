import { requestFieldLocations } from '../arguments.ts';
import { callOperation } from '../call-operation.ts';
import type { ClientLike } from '../client-config.ts';
import type { CallInit, Operation, RequestParts } from '../types.ts';
import type { Catalogue } from './data-error.ts';
import type { Fields } from './item-options.ts';
import { toDataError } from './server-errors.ts';

// biome-ignore lint/suspicious/noExplicitAny: the generated data calls, whatever their argument and answer types
export type DataCall = ((...args: any[]) => Promise<any>) & { readonly op: Operation };

/** Sends `fields` (each must be a request field of the call) and the `optional` ones the call declares. */
export type Send = <R>(call: DataCall, fields: Fields, optional?: Fields, signal?: AbortSignal) => Promise<R>;

/**
 * The send path of every data call: fields placed by name in the request part the call declares them in, sent by
 * `callOperation` with `client` (else the default client), failures turned into WDE-coded errors.
 */
export function createSend(catalogue: Catalogue, client?: ClientLike): Send {
  return async <R>(call: DataCall, fields: Fields, optional: Fields = {}, signal?: AbortSignal): Promise<R> => {
    const locations = requestFieldLocations(call.op);
    const parts: Pick<RequestParts, 'path' | 'query' | 'header'> & { body: Fields } = { path: {}, query: {}, header: {}, body: {} };
    for (const [name, value] of Object.entries({ ...optional, ...fields })) {
      if (value === undefined) continue;
      const where = locations.get(name);
      if (!where) {
        if (name in fields) throw new Error(`data items: ${call.op.operationId} has no request field '${name}'`);
        continue;
      }
      if (where === 'cookie') continue;
      parts[where][name] = value;
    }
    const init: CallInit = { ...(client ? { client } : {}), ...(signal ? { signal } : {}) };
    try {
      return (await callOperation(call, parts, init)) as R;
    } catch (error) {
      throw toDataError(error, catalogue);
    }
  };
}
