// An operation's heading: its summary ("Get available train trips") with the operationId beneath it in code, or the
// operationId alone when the document gives no summary. The method goes with the path beneath (operation-view.tsx).
import type { CatalogueEntry } from '../catalogue/types.ts';

export function OperationTitle({ entry }: { entry: CatalogueEntry }) {
  const summary = entry.summary?.trim();
  return (
    <h2 id="operation-title" className="operation-view__title" tabIndex={-1}>
      {summary ? (
        <>
          <span className="operation-view__summary">{summary}</span> <code className="operation-view__operation-id">{entry.operationId}</code>
        </>
      ) : (
        entry.operationId
      )}
      {entry.deprecated && <span className="tag">deprecated</span>}
    </h2>
  );
}
