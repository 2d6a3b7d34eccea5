import { isAppHost, marketingHomeUrl, marketingOrigin } from '@oyna/shared/web/hosts';

export interface HostContext {
  /** On the app sub-host: `/` is the sign-in page and the landing page is never shown. */
  appHost: boolean;
  /** The marketing site's origin, e.g. `https://oyna.az`. */
  siteOrigin: string;
}

function meta(name: string): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/**
 * Where the app runs. The server says so in two meta tags (it knows APP_HOST and SITE_URL);
 * without them (`vite` in development) the host name rule (docs/product-rules.md#hosts-and-routes) decides.
 */
export function hostContext(): HostContext {
  // Rendered on the server (app/prerender-auth.tsx): the same-host address; the browser redraws it.
  if (typeof window === 'undefined') return { appHost: false, siteOrigin: '' };
  const { protocol, host } = window.location;
  const kind = meta('oyna-host');
  return {
    appHost: kind ? kind === 'app' : isAppHost(host),
    siteOrigin: meta('oyna-site') ?? marketingOrigin({ protocol, host }),
  };
}

/**
 * Where the public layout's back button leads: the marketing site in the language chosen here
 * (docs/product-rules.md#hosts-and-routes). Same host: a path; from the app sub-host: the marketing host's address.
 */
export function marketingSiteUrl(language: string): string {
  const { appHost, siteOrigin } = hostContext();
  return appHost ? marketingHomeUrl(siteOrigin, language) : `/?${new URLSearchParams({ lang: language })}`;
}
