// A request as plain JSON, for history entries, share links and snippets. It carries the operation,
// parameters, body and mock choices, and by construction nothing of auth: tokens and keys are not part of a
// draft, and secrets typed into fields (an Authorization header parameter, a password) become placeholders.
import type { Draft, FieldText, MockPreferences } from '../request/draft.ts';
import { placeholderFor, redactJsonText } from '../share/redact.ts';

export interface RequestSnapshot {
  version: 1;
  /** `CatalogueEntry.id` (`blog.getPost`). */
  operationId: string;
  params: Draft['params'];
  bodyText: string;
  mock: Draft['mock'];
}

export function snapshotOf(operationId: string, draft: Draft): RequestSnapshot {
  const params: Record<string, FieldText> = {};
  for (const [key, text] of Object.entries(draft.params)) {
    const placeholder = placeholderFor(key);
    params[key] = placeholder && text.length > 0 ? (Array.isArray(text) ? text.map(() => placeholder) : placeholder) : text;
  }
  return { version: 1, operationId, params, bodyText: redactJsonText(draft.bodyText), mock: { ...draft.mock } };
}

export function draftFromSnapshot(snapshot: RequestSnapshot): Draft {
  return { exampleName: null, params: { ...snapshot.params }, bodyText: snapshot.bodyText, bodyMode: 'raw', mock: { ...snapshot.mock } };
}

/** A snapshot from untrusted JSON (a link someone sent, old storage), or undefined when it is not one. */
export function parseSnapshot(value: unknown): RequestSnapshot | undefined {
  if (!isRecord(value) || value.version !== 1 || typeof value.operationId !== 'string' || typeof value.bodyText !== 'string') return undefined;
  if (!isRecord(value.params) || !isRecord(value.mock)) return undefined;
  const params: Record<string, FieldText> = {};
  for (const [key, text] of Object.entries(value.params)) {
    if (typeof text === 'string') params[key] = text;
    else if (Array.isArray(text) && text.every((item) => typeof item === 'string')) params[key] = text as string[];
    else return undefined;
  }
  const { status, example, dynamic } = value.mock;
  const mock: MockPreferences = {
    status: typeof status === 'string' ? status : '',
    example: typeof example === 'string' ? example : '',
    dynamic: dynamic === true,
  };
  return { version: 1, operationId: value.operationId, params, bodyText: value.bodyText, mock };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
