import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { hostContext } from '../../lib/host-context';
import { loadDocument } from '../../lib/navigation';
import { PageLoader } from '../page-loader';
import { HomeRedirect } from './home-redirect';

/** The path this page was loaded at, before the router changed anything. */
const LOADED_AT = typeof window === 'undefined' ? '/' : window.location.pathname;

export type SiteHomeAction = 'sign-in' | 'load-landing' | 'into-app';

/**
 * What `/` does inside the app (docs/product-rules.md#hosts-and-routes). On the app sub-host it is the
 * sign-in page. Elsewhere it is the landing page, a separate pre-rendered page the browser loads
 * from the server; but if the server itself answered `/` with this app (a build without the
 * landing page, or `vite`), loading it again would loop, so the app leads in instead.
 */
export function siteHomeAction({
  appHost,
  loadedAt,
}: {
  appHost: boolean;
  loadedAt: string;
}): SiteHomeAction {
  if (appHost) return 'sign-in';
  return loadedAt === '/' ? 'into-app' : 'load-landing';
}

export function SiteHome() {
  const action = siteHomeAction({ appHost: hostContext().appHost, loadedAt: LOADED_AT });
  useEffect(() => {
    if (action === 'load-landing') loadDocument('/');
  }, [action]);

  if (action === 'sign-in') return <Navigate to="/login" replace />;
  if (action === 'into-app') return <HomeRedirect />;
  return <PageLoader />;
}
