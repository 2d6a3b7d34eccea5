import { Navigate } from 'react-router';
import { useSessionStore } from '../../lib/session/session-store';

/** Into the app: the dashboard when signed in, the sign-in page otherwise. */
export function HomeRedirect() {
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return <Navigate to={isAuthenticated ? '/dashboard' : '/login'} replace />;
}
