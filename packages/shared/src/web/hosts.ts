/**
 * Host behaviour (docs/product-rules.md#hosts-and-routes). The product answers on two kinds of host: the marketing site
 * (`oyna.az`), where `/` is the landing page, and the app sub-host (`app.oyna.az`, or the host
 * named by APP_HOST), where the landing page is never shown and `/` leads to sign-in.
 */

/** `App.Oyna.az:443` -> `app.oyna.az`: the host name without port, lower case. */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.split(':')[0] ?? '';
}

/** True on the app sub-host: a host name starting with `app.`, or the configured APP_HOST. */
export function isAppHost(host: string, appHost?: string | null): boolean {
  const name = hostName(host);
  if (appHost && name === hostName(appHost)) return true;
  return name.startsWith('app.');
}

export type HomePage = { kind: 'landing' } | { kind: 'redirect'; location: string };

/**
 * What `/` shows: the landing page on the marketing host; on the app host a redirect to
 * `/login` that keeps the query string (`?lang=ru` still chooses the language there).
 */
export function homePageFor(host: string, search: string, appHost?: string | null): HomePage {
  if (!isAppHost(host, appHost)) return { kind: 'landing' };
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return { kind: 'redirect', location: `/login${query}` };
}

/**
 * Where a path nobody routes goes: `/` (which on the app host is itself sent on to `/login`).
 * Returned as a path so callers can redirect without rebuilding the origin.
 */
export const UNKNOWN_PATH_TARGET = '/';

/**
 * The marketing site's origin as seen from a request to `host`: SITE_URL when configured;
 * otherwise the same host, minus a leading `app.` when on the app sub-host.
 */
export function marketingOrigin(options: {
  protocol: string;
  host: string;
  appHost?: string | null;
  siteUrl?: string | null;
}): string {
  if (options.siteUrl) return options.siteUrl.replace(/\/+$/, '');
  const protocol = options.protocol.replace(/:$/, '');
  const host = options.host.trim().toLowerCase();
  const onApp = isAppHost(host, options.appHost);
  const siteHost = onApp && host.startsWith('app.') ? host.slice('app.'.length) : host;
  return `${protocol}://${siteHost}`;
}

/** The landing page in a language, on the marketing site: `https://oyna.az/?lang=ru`. */
export function marketingHomeUrl(origin: string, language: string): string {
  return `${origin.replace(/\/+$/, '')}/?${new URLSearchParams({ lang: language }).toString()}`;
}
