// Where requests go: the in-browser mock, the Prism mock or a live host (each of the last two with its URL);
// remembered.
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import type { TargetMode } from '../store/settings-store.ts';

export function TargetPicker() {
  const { store, setLiveUrl, setMockUrl, setTargetMode } = useExplorer().settings;
  const mode = useStore(store, (s) => s.mode);
  const url = useStore(store, (s) => (s.mode === 'mock' ? s.mockUrl : s.liveUrl));
  return (
    <fieldset className="target-picker" aria-label="Target">
      <label className="visually-hidden" htmlFor="target-mode">
        Target
      </label>
      <select id="target-mode" value={mode} onChange={(event) => setTargetMode(event.target.value as TargetMode)}>
        <option value="browser">In-browser mock</option>
        <option value="mock">Mock server</option>
        <option value="live">Live host</option>
      </select>
      {mode === 'browser' ? (
        <span className="target-note">answers from the specs&rsquo; examples, in this page</span>
      ) : (
        <input
          type="url"
          aria-label="Target URL"
          spellCheck={false}
          value={url}
          onChange={(event) => (mode === 'mock' ? setMockUrl(event.target.value) : setLiveUrl(event.target.value))}
        />
      )}
    </fieldset>
  );
}
