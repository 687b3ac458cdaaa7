// The platform dialect's rules for a call, carried by its service (`ServiceInfo.platform`, which the generator writes
// for documents in the platform dialect, as `PLATFORM`): the edge host and a site's own host, the read-your-writes
// token and the request id header. A plain document's service carries none, so neither do its calls' bundles, and no
// platform header goes to its host.
import type { ClientOptions } from './client-config.ts';
import { origin, serviceBaseUrl } from './hosts.ts';
import type { Operation, ServiceInfo } from './types.ts';

export interface PlatformRules {
  /** The URL a call goes to, before its query: `fill` fills the path template's values. */
  url(op: Operation, config: Readonly<ClientOptions<unknown>>, fill: (template: string) => string): string;
  /** The read-your-writes token's header: echoed on every later call of the client once an answer carries it. */
  readonly consistencyHeader: string;
  /** The header of the platform's id of a request, read before the usual `x-request-id`. */
  readonly requestIdHeader: string;
}

/** The platform's edge host, used instead of a service's host when a client has `useCdn`. */
export const EDGE_HOST = 'edge.wixapis.com';

export const PLATFORM: PlatformRules = {
  url(op, config, fill) {
    // A site's own host serves the calls under other paths than the API host (the service's `sitePaths`).
    if (config.siteHost) return `${origin(config.siteHost)}${fill(sitePath(op.service, `${op.prefix ?? op.service.prefix}${op.path}`))}`;
    const useCdn = config.useCdn ?? config.auth?.preferCdn ?? false;
    return `${serviceBaseUrl(op.service, config.host ?? (useCdn ? EDGE_HOST : undefined), op.prefix)}${fill(op.path)}`;
  },
  consistencyHeader: 'x-wix-consistent',
  requestIdHeader: 'x-wix-request-id',
};

/**
 * The path template a site's own host serves a call under: the API path (`/blog/v3/posts`) with its longest prefix in
 * the service's `sitePaths` that ends at a segment boundary replaced (`/_api/communities-blog-node-api/v3/posts`); as
 * it is when none matches.
 */
export function sitePath(service: ServiceInfo, path: string): string {
  const paths = service.sitePaths;
  let best: string | undefined;
  for (const from in paths) {
    if ((from === '' || path === from || path.startsWith(`${from}/`)) && (best === undefined || from.length > best.length)) best = from;
  }
  return best === undefined ? path : `${paths![best]}${path.slice(best.length)}`;
}
