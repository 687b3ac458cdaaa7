// The whole request as a link (operation, target, parameters, body; never credentials), live with the inputs.
import { useId, useMemo } from 'react';
import type { Draft } from '../request/draft.ts';
import { CopyButton } from './copy-button.tsx';
import { shareUrl } from '../share/share-link.ts';
import { useStore } from '../store/create-store.ts';
import { useExplorer } from '../store/explorer-provider.tsx';
import { snapshotOf } from '../store/snapshot.ts';

export function ShareLinkField({ operationId, draft }: { operationId: string; draft: Draft }) {
  const id = useId();
  const { settings, environment } = useExplorer();
  const mode = useStore(settings.store, (s) => s.mode);
  const target = useStore(settings.store, (s) => settings.currentTarget(s));
  const { location } = environment;
  const link = useMemo(() => shareUrl(location.href, snapshotOf(operationId, draft), { mode, url: target }), [location, operationId, draft, mode, target]);
  return (
    <div className="share-link">
      <label htmlFor={id}>Share link (this request; no credentials)</label>
      <div className="share-link__row">
        <input id={id} type="text" readOnly value={link} data-testid="share-link" onFocus={(event) => event.target.select()} />
        <CopyButton text={link} refused="The browser did not allow copying; select the field and copy it." />
      </div>
    </div>
  );
}
