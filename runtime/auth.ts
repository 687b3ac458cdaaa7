/** What an auth strategy sees of a request it signs. */
export interface AuthRequest {
  method: string;
  url: string;
  service: string;
  operationId: string;
}

/** Adds credentials to requests (visitor and member OAuth, API keys). */
export interface AuthStrategy {
  getAuthHeaders(request: AuthRequest): Record<string, string> | Promise<Record<string, string>>;
  /** Whether clients using this strategy go through the platform's edge host by default. */
  readonly preferCdn?: boolean;
  /** Whether the strategy grants elevated (server, API key) access, as elevated modules need. */
  readonly elevated?: boolean;
}
