// Hook for what comes next (history per operation, diff of two answers, share links, snippets): a request as
// plain JSON. It carries the operation, parameters, body and mock choices, and by construction nothing of
// auth: tokens and keys are not part of a draft, so they cannot reach a history entry, a link or an export.
import type { Draft } from '../request/draft.ts';

export interface RequestSnapshot {
  version: 1;
  operationId: string;
  params: Draft['params'];
  bodyText: string;
  mock: Draft['mock'];
}

export function snapshotOf(operationId: string, draft: Draft): RequestSnapshot {
  return { version: 1, operationId, params: { ...draft.params }, bodyText: draft.bodyText, mock: { ...draft.mock } };
}

export function draftFromSnapshot(snapshot: RequestSnapshot): Draft {
  return { exampleName: null, params: { ...snapshot.params }, bodyText: snapshot.bodyText, bodyMode: 'raw', mock: { ...snapshot.mock } };
}
