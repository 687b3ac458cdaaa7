// A link to a model (`?schema=<name>`) that navigates in the page and still works as a link (new tab, copy).
import type { ReactNode } from 'react';
import { modelHref, selectModel } from '../store/navigation-store.ts';

export function ModelLink({ name, children }: { name: string; children?: ReactNode }) {
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
