// Against the mock: which declared answer Prism gives (status code, named example, or generated from the
// schema), sent as its `Prefer` header.
import { useId } from 'react';
import type { LoadedOperation } from '../catalogue/operation-loader.ts';
import { plainText } from '../docs/plain-text.ts';
import type { MockPreferences } from '../request/draft.ts';
import { mockExamples, mockStatuses, preferHeader } from '../request/mock-preferences.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { requestStoreOf } from '../store/request-store.ts';

export function MockControls({ operation, preferences }: { operation: LoadedOperation; preferences: MockPreferences }) {
  const { setMockPreferences } = requestStoreOf(useExplorer());
  const id = useId();
  const statuses = mockStatuses(operation.detail);
  const examples = mockExamples(operation.detail, preferences.status);
  const set = (patch: Partial<MockPreferences>): void => setMockPreferences(operation, { ...preferences, ...patch });
  const header = preferHeader(preferences);
  return (
    <fieldset className="mock-controls">
      <legend>Mock answer</legend>
      <label htmlFor={`${id}-status`}>Status</label>
      <select id={`${id}-status`} value={preferences.status} onChange={(event) => set({ status: event.target.value, example: '' })}>
        <option value="">As the spec says</option>
        {statuses.map((response) => (
          <option key={response.status} value={response.status}>
            {response.status}
            {response.description ? ` · ${truncate(plainText(response.description), 60)}` : ''}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-example`}>Answer example</label>
      <select
        id={`${id}-example`}
        value={preferences.example}
        disabled={preferences.dynamic || examples.length === 0}
        onChange={(event) => set({ example: event.target.value })}
      >
        <option value="">{examples.length === 0 ? '(none declared)' : 'First one'}</option>
        {examples.map((example) => (
          <option key={example.name} value={example.name}>
            {example.name}
            {example.summary ? ` · ${truncate(plainText(example.summary), 50)}` : ''}
          </option>
        ))}
      </select>
      <label className="checkbox">
        <input type="checkbox" checked={preferences.dynamic} onChange={(event) => set({ dynamic: event.target.checked })} />
        Answer generated from the schema
      </label>
      {header && (
        <span className="muted mock-controls__header">
          Prefer: <code>{header}</code>
        </span>
      )}
    </fieldset>
  );
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
