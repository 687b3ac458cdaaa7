// A client's configuration and state, and the default clients of standalone calls: what sending a call reads.
// client.ts binds calls to clients; invoke.ts sends them. Neither is needed here, so imports have no loop.
import type { AuthStrategy } from './auth.ts';
import type { Credentials } from './security.ts';
import { AuthError, type SdkError } from './errors.ts';
import type { HostOption } from './hosts.ts';
import type { RetryOptions } from './retry.ts';

/** Called with every error before it is thrown to the caller. */
export type ErrorHandler = (error: SdkError, context: { operation: string }) => void;

export interface ClientOptions<M = object> {
  /** Generated modules to bind: `{ posts }` gives `client.posts.listPosts()`. */
  modules?: M;
  /** Base URL or host; default: each service's own host over https. */
  host?: HostOption;
  /**
   * A site's own host (`https://shop.example.com`, or a host name, taken as https), as the platform SDK's custom
   * `apiBaseUrl`: calls go there under the paths a site serves, which its services declare (`sitePaths`:
   * `/_api/communities-blog-node-api/v3/posts` for the API host's `/blog/v3/posts`). Wins over `host` and `useCdn`.
   * For the platform's services only (platform.ts); a plain document's calls go to `host` or their own host.
   */
  siteHost?: string;
  auth?: AuthStrategy;
  /**
   * Credentials by security scheme name, for documents that declare `securitySchemes`: each call sends what its
   * requirement names (an API key in its header, query parameter or cookie; a bearer token; basic user and password).
   */
  credentials?: Credentials;
  /** The `fetch` to send with (default: the global one, looked up at call time). */
  fetch?: typeof fetch;
  errorHandler?: ErrorHandler;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /** Milliseconds for each call, retries and body included (a call's own `timeout` overrides it). Default 60000; `Infinity` for none. */
  timeout?: number;
  /**
   * Retries of GETs (and QUERYs), `x-idempotent` calls and calls that send an `Idempotency-Key` on connection errors, 408, 429 and 5xx, with exponential backoff and
   * jitter, honouring the server's `x-should-retry`, `retry-after-ms` and `Retry-After`; default 2 retries. `false` turns them off.
   */
  retry?: RetryOptions | false;
  /**
   * The most bytes of an answer read whole (JSON, text, a binary answer's `Blob`, an error's body; not a stream,
   * whose items have their own bound): a longer one fails the call with a `ResponseError` and its connection is
   * closed. Default 64 MiB; `Infinity` for no limit (a download larger than that needs a higher one).
   */
  maxAnswerBytes?: number;
  /**
   * Send calls through the platform's edge host when no `host` is given. Default: what the auth strategy prefers
   * (OAuthStrategy: yes, as the platform's SDK does for visitor and member clients), else no. The platform's services
   * only.
   */
  useCdn?: boolean;
}

export const CONFIG: unique symbol = Symbol('siteapi.client');
export const STATE: unique symbol = Symbol('siteapi.client.state');

/** What a client learns from answers and sends again: the platform's read-your-writes consistency token. */
export interface ClientState {
  consistency?: string;
}

/** Anything that can send calls: a client from `createClient`. */
export interface ClientLike {
  readonly [CONFIG]: Readonly<ClientOptions<unknown>>;
  readonly [STATE]: ClientState;
}

/** A client without modules: the configuration and a fresh state. */
export function newClient(options: ClientOptions<unknown>): ClientLike {
  return Object.freeze({ [CONFIG]: { ...options }, [STATE]: {} });
}

let fallback: ClientLike | undefined;
let elevatedFallback: ClientLike | undefined;

/** Sets the client that standalone calls (`import { getPost }`) use when no `client` is passed. */
export function configure(options: Omit<ClientOptions, 'modules'>): ClientLike {
  fallback = newClient(options);
  return fallback;
}

export function defaultClient(): ClientLike {
  return (fallback ??= newClient({}));
}

/** Sets the elevated client that elevated modules (`elevate(module)`) use: its auth must grant elevated access. */
export function configureElevated(options: Omit<ClientOptions, 'modules'>): ClientLike {
  if (!options.auth?.elevated) throw new TypeError('configureElevated: the auth strategy must grant elevated access (for example ApiKeyStrategy)');
  elevatedFallback = newClient(options);
  return elevatedFallback;
}

export function elevatedClient(): ClientLike {
  if (!elevatedFallback) {
    throw new AuthError(
      'ELEVATED_CLIENT_REQUIRED',
      'An elevated client is required to use elevated modules: call configureElevated({ auth: ApiKeyStrategy(...) }) first',
    );
  }
  return elevatedFallback;
}
