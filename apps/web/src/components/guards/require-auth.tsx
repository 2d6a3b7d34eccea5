import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { loginPathFor } from '../../lib/safe-redirect';
import { sessionEndedByLogout, useSessionStore } from '../../lib/session/session-store';
import { FullScreenStatus } from '../full-screen-status';

/**
 * The protected group: while the session is being checked, says so; a visitor goes to /login
 * with the page kept in `?next=` (not after a deliberate logout, which simply lands on /login).
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const isLoading = useSessionStore((state) => state.isLoading);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);

  if (isLoading) return <FullScreenStatus title={t('common.checking_auth')} heading={false} />;
  if (!isAuthenticated) {
    return <Navigate to={sessionEndedByLogout() ? '/login' : loginPathFor(location)} replace />;
  }
  return <Outlet />;
}
