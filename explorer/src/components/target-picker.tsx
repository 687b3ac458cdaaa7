// Where requests go: the Prism mock (default) or a live host, each with its URL; remembered.
import { useStore } from '../store/create-store.ts';
import { setLiveUrl, setMockUrl, setTargetMode, settingsStore, type TargetMode } from '../store/settings-store.ts';

export function TargetPicker() {
  const mode = useStore(settingsStore, (s) => s.mode);
  const url = useStore(settingsStore, (s) => (s.mode === 'mock' ? s.mockUrl : s.liveUrl));
  return (
    <fieldset className="target-picker" aria-label="Target">
      <label className="visually-hidden" htmlFor="target-mode">
        Target
      </label>
      <select id="target-mode" value={mode} onChange={(event) => setTargetMode(event.target.value as TargetMode)}>
        <option value="mock">Mock (Prism)</option>
        <option value="live">Live host</option>
      </select>
      <input
        type="url"
        aria-label="Target URL"
        spellCheck={false}
        value={url}
        onChange={(event) => (mode === 'mock' ? setMockUrl(event.target.value) : setLiveUrl(event.target.value))}
      />
    </fieldset>
  );
}
