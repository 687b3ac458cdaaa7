/** What an operation's page shows while its detail (or the workspace's code) loads. */
export function Loading() {
  return (
    <p className="muted" aria-busy="true" data-testid="operation-loading">
      Loading the operation…
    </p>
  );
}
