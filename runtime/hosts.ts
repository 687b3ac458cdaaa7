import type { ServiceInfo } from './types.ts';

/** A base URL (`http://127.0.0.1:4010`, `www.wixapis.com`) or a choice per service. */
export type HostOption = string | ((service: ServiceInfo) => string);

/** `{host}{service prefix}`: the option when given, else the service's default host over https. */
export function serviceBaseUrl(service: ServiceInfo, host?: HostOption): string {
  const chosen = typeof host === 'function' ? host(service) : (host ?? service.host);
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(chosen) ? chosen : `https://${chosen}`;
  return `${withScheme.replace(/\/+$/, '')}${service.prefix}`;
}

/** Fills `{name}` segments with encoded values. */
export function expandPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
