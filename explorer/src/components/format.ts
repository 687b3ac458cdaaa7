// Status, time and size as the answer, the history and the diff show them.

export function statusClass(status: number | undefined): string {
  if (status === undefined) return 'none';
  return `${Math.floor(status / 100)}xx`;
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}
