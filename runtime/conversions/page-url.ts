/** `{ base, path }` to one absolute URL, and back. */
export function decodePageUrl(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { base, path } = value as { base?: unknown; path?: unknown };
  if (typeof path !== 'string') return typeof base === 'string' ? base : value;
  if (typeof base !== 'string' || base === '' || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  // A base without a scheme (`example.wixsite.com/site`) is taken as http, as the platform's SDK does.
  const origin = /^[a-z][a-z0-9+.-]*:\/\//i.test(base) ? base : `http://${base.replace(/^\/+/, '')}`;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function encodePageUrl(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    const url = new URL(value);
    return { base: url.origin, path: `${url.pathname}${url.search}${url.hash}` };
  } catch {
    return { path: value };
  }
}

/** `{ url, relativePath }` (the newer page URL shape) to its URL, and back. */
export function decodePageUrlV2(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { url, relativePath } = value as { url?: unknown; relativePath?: unknown };
  return typeof url === 'string' ? url : typeof relativePath === 'string' ? relativePath : value;
}

export function encodePageUrlV2(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return { url: value, relativePath: new URL(value).pathname };
  } catch {
    return { relativePath: value };
  }
}
