// Where a call goes under the target URL the reader chose; pure, so the rule is tested on its own.

/**
 * Where a call goes under a target URL, as the client's host and the path before the call's own. A URL that already
 * ends with the call's prefix is a server URL as the document writes it (`https://redocly.com/_mock/docs/openapi/museum-api`
 * for the prefix `/_mock/docs/openapi/museum-api`): the prefix is not repeated. With `asServer`, a URL with any other
 * path (a server variable set to another base path) is the server's whole URL and the call's path goes right under it;
 * otherwise the prefix follows the URL, as the platform's hosts and the mocks serve the calls.
 */
export function callBase(target: string, prefix: string, asServer = false): { host: string; prefix: string } {
  const url = target.replace(/\/+$/, '');
  if (prefix !== '' && url.endsWith(prefix) && /^[a-z][a-z0-9+.-]*:\/\/[^/]+\//i.test(url)) return { host: url.slice(0, -prefix.length), prefix };
  const path = /^[a-z][a-z0-9+.-]*:\/\/[^/]+(\/.*)?$/i.exec(url)?.[1];
  if (asServer && path) return { host: url, prefix: '' };
  return { host: url, prefix };
}
