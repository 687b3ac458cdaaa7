// A link to a model (`?schema=<name>`) that navigates in the page and still works as a link (new tab, copy).
import type { ReactNode } from 'react';
import { useExplorer } from '../store/explorer-provider.tsx';

export function ModelLink({ name, children }: { name: string; children?: ReactNode }) {
  const { modelHref, selectModel } = useExplorer().navigation;
  return (
    <a
      href={modelHref(name)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        selectModel(name);
      }}
    >
      {children ?? name}
    </a>
  );
}
