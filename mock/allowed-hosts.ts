// The DNS rebinding guard of the HTTP mocks (`startMockServer`, and the gate in front of Prism): a page of another
// site whose name was rebound to 127.0.0.1 calls the mock as its own origin, with no Origin header to refuse, but
// its `Host` still names that site. Only a Host the mock can be reached by on purpose is answered, as Vite's
// `server.allowedHosts` does.
import { isIP } from 'node:net';

/** Names besides loopback and IP addresses a mock answers (`.example.com` also takes its subdomains), or `true`: any. */
export type AllowedHosts = readonly string[] | true;

/** A Host header as HTTP writes it: a name or an IPv4 address, or a bracketed IPv6 address, and a port. */
const HOST = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9._-]+))(?::\d{1,5})?$/;

/**
 * What a request's Host says: `ok` for `localhost`, `*.localhost`, an IP address (a rebinding page's Host is its
 * own name, never an address) and the allowed names; `malformed` for what is no host at all; `denied` otherwise.
 */
export function checkHost(host: string | undefined, allowed: AllowedHosts): 'ok' | 'malformed' | 'denied' {
  // HTTP/1.0 may leave it out: no name, so nothing rebound (a browser always sends one).
  if (host === undefined) return 'ok';
  const match = HOST.exec(host);
  if (!match) return 'malformed';
  if (match[1] !== undefined) return isIP(match[1]) === 6 ? 'ok' : 'malformed';
  const name = match[2]!.toLowerCase().replace(/\.$/, '');
  if (allowed === true || isIP(name) === 4 || name === 'localhost' || name.endsWith('.localhost')) return 'ok';
  for (const entry of allowed) {
    const wanted = entry.toLowerCase();
    if (name === wanted || (wanted.startsWith('.') && (name === wanted.slice(1) || name.endsWith(wanted)))) return 'ok';
  }
  return 'denied';
}

/** The refusal's text, naming the option that allows the host. */
export function hostRefusal(host: string | undefined, verdict: 'malformed' | 'denied'): string {
  return verdict === 'malformed'
    ? `The Host header ${JSON.stringify(host)} is not a host name.`
    : `The mock does not answer requests for host ${host}: allow it with --allow-host ${host?.replace(/:\d+$/, '')} (allowedHosts).`;
}
