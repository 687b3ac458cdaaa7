// Prism's answer controls (Prefer: code=404, example=name, dynamic=true), built from the operation's
// declared responses so only answers the spec has can be asked for.
import type { OperationDetail, ResponseInfo } from '../catalogue/types.ts';
import type { MockPreferences } from './draft.ts';

/** The declared answers Prism can be asked for by code (ranges and `default` it cannot). */
export function mockStatuses(detail: OperationDetail): ResponseInfo[] {
  return detail.responses.filter((response) => /^\d{3}$/.test(response.status));
}

/** The named examples of the chosen answer (Prism's default: the first 2xx). */
export function mockExamples(detail: OperationDetail, status: string): ResponseInfo['examples'] {
  const statuses = mockStatuses(detail);
  const response = status ? statuses.find((r) => r.status === status) : statuses.find((r) => r.status.startsWith('2'));
  return response?.examples ?? [];
}

/** The `Prefer` header for the choices, or undefined when everything is left to the spec. */
export function preferHeader(preferences: MockPreferences): string | undefined {
  const parts: string[] = [];
  if (preferences.status) parts.push(`code=${preferences.status}`);
  if (preferences.dynamic) parts.push('dynamic=true');
  else if (preferences.example) parts.push(`example=${preferences.example}`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}
