// Tabs with the ARIA tabs pattern: arrow keys move between tabs, one tab stop, panels labelled by their tab.
// More tabs (snippets, history) slot in by adding entries.
import { useId, useRef, useState, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: string;
  render: () => ReactNode;
}

export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  const focusTab = (index: number): void => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setSelected(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-tab-${tab.id}`)}`)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" ref={list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') focusTab(index + 1);
              else if (event.key === 'ArrowLeft') focusTab(index - 1);
              else if (event.key === 'Home') focusTab(0);
              else if (event.key === 'End') focusTab(tabs.length - 1);
              else return;
              event.preventDefault();
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} className="tabs__panel">
          {current.render()}
        </div>
      )}
    </div>
  );
}
