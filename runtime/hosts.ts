import type { ParamStyle } from './param-style.ts';
import type { ServiceInfo } from './types.ts';

/** A base URL (`http://127.0.0.1:4010`, `www.wixapis.com`) or a choice per service. */
export type HostOption = string | ((service: ServiceInfo) => string);

/** `{host}{prefix}`: the host option when given, else the service's default host over https; the service's prefix unless the call has its own. */
export function serviceBaseUrl(service: ServiceInfo, host?: HostOption, prefix = service.prefix): string {
  return `${origin(typeof host === 'function' ? host(service) : (host ?? service.host))}${prefix}`;
}

/** A host or base URL with its scheme (https unless it names one) and without a trailing slash. */
export function origin(host: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(host) ? host : `https://${host}`;
  return withScheme.replace(/\/+$/, '');
}

/**
 * Fills `{name}` segments with encoded values; a styled parameter as `stylePath` writes it (param-style.ts, given only
 * by calls that have styled parameters, so the others do not carry it).
 */
export function fillPath(
  template: string,
  values: Record<string, unknown>,
  styles: Readonly<Record<string, ParamStyle>> | undefined,
  stylePath: ((name: string, value: unknown, style: ParamStyle) => string) | undefined,
): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const style = styles?.[`path.${name}`];
    return style && stylePath ? stylePath(name, values[name], style) : encodeURIComponent(String(values[name]));
  });
}
