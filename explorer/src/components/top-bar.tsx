// The bar above everything: search (⌘K / Ctrl+K), where requests go, who they are sent as, and the theme. On a
// phone the last three fold behind a Menu button so the bar stays one row (styles.css).
import { useState } from 'react';
import { site } from 'virtual:explorer-catalogue';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import type { ThemeChoice } from '../store/settings-store.ts';
import { authSummary } from '../auth/auth-summary.ts';
import { TargetPicker } from './target-picker.tsx';

export function TopBar() {
  const { settings, navigation, auth: authStore } = useExplorer();
  const { setAuthOpen, setPaletteOpen, toggleList } = navigation;
  const theme = useStore(settings.store, (s) => s.theme);
  const target = useStore(settings.store, (s) => settings.currentTarget(s));
  const auth = useStore(authStore.store, (s) => authSummary(s, target, authStore.platformSignIn));
  const listOpen = useStore(navigation.store, (s) => s.listOpen);
  const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="topbar">
      {/* Narrow screens only (CSS): the operation list folds away behind this button. */}
      <button type="button" className="topbar__nav-toggle" aria-expanded={listOpen} aria-controls="operation-list" onClick={toggleList}>
        Operations
      </button>
      <h1>
        {site.logo && <img className="topbar__logo" src={`${import.meta.env.BASE_URL}${site.logo}`} alt="" />}
        {site.title ?? 'API explorer'}
      </h1>
      <button type="button" className="topbar__search" aria-keyshortcuts="Control+K Meta+K" onClick={() => setPaletteOpen(true)}>
        Search operations…
        <kbd>{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      <button type="button" className="topbar__menu" aria-expanded={menuOpen} aria-controls="topbar-more" onClick={() => setMenuOpen(!menuOpen)}>
        Menu
      </button>
      <div id="topbar-more" className={`topbar__more${menuOpen ? ' topbar__more--open' : ''}`}>
        <TargetPicker />
        <button type="button" onClick={() => setAuthOpen(true)} data-testid="auth-button">
          Auth: {auth}
        </button>
        <label className="topbar__theme">
          Theme
          <select value={theme} onChange={(event) => settings.setTheme(event.target.value as ThemeChoice)}>
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
      </div>
    </header>
  );
}
