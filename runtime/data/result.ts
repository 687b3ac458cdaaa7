import { DataError, formatMessage, type Catalogue } from './data-error.ts';

export { QueryResult as DataResult, type PagePosition, type PageFetch, type PagingMetadata } from '../query/result.ts';

/**
 * Asking past the last page is WDE0165, before the first WDE0159, as the platform's data rules say; the platform's
 * SDK raises both as a `WD_VALIDATION_ERROR` with the WDE text as the message and no application error.
 */
export function dataPastEnd(catalogue: Catalogue, collection: string): (direction: 'next' | 'prev') => Error {
  return (direction) => {
    const code = direction === 'next' ? 'WDE0165' : 'WDE0159';
    return new DataError('WD_VALIDATION_ERROR', `${code}: ${formatMessage(catalogue[code]?.message ?? code, { collectionName: collection })}`);
  };
}
