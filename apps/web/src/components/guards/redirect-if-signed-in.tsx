import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { NEXT_PARAM, safeNextPath } from '../../lib/safe-redirect';
import { useSessionStore } from '../../lib/session/session-store';

/**
 * /login and /register for someone already signed in: straight on to `?next=` or the dashboard.
 * Decided when the page is opened; a sign-in made on the page navigates by itself.
 */
export function RedirectIfSignedIn() {
  const [signedInOnArrival] = useState(() => useSessionStore.getState().isAuthenticated);
  const [searchParams] = useSearchParams();
  if (signedInOnArrival) {
    return <Navigate to={safeNextPath(searchParams.get(NEXT_PARAM)) ?? '/dashboard'} replace />;
  }
  return <Outlet />;
}
