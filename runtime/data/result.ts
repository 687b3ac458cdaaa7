import { dataError, type Catalogue } from './data-error.ts';

export { QueryResult as DataResult, type PagePosition, type PageFetch, type PagingMetadata } from '../query/result.ts';

/** Asking past the last page is WDE0165, before the first WDE0159, as the platform's data rules say. */
export function dataPastEnd(catalogue: Catalogue, collection: string): (direction: 'next' | 'prev') => Error {
  return (direction) => dataError(catalogue, direction === 'next' ? 'WDE0165' : 'WDE0159', { collectionName: collection });
}
