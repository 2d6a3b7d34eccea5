/** How the app moves to another page from outside React (session expiry, logout). */
export type Navigator = (to: string, options?: { replace?: boolean }) => unknown;

let registered: Navigator | null = null;

/**
 * The router registers its `navigate` here once it is mounted. Until then (the startup check
 * runs before the router exists) navigation requests are dropped: the route guards send the
 * visitor where they belong as soon as the routes render.
 */
export function registerNavigator(navigator: Navigator): () => void {
  registered = navigator;
  return () => {
    if (registered === navigator) registered = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  void registered?.(to, options);
}

/**
 * A full page load (not a route change): for `/`, which the server answers with the pre-rendered
 * landing page, a separate entry from this app.
 */
export function loadDocument(url: string): void {
  window.location.replace(url);
}
