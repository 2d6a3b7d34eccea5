import { useSessionStore } from '../../lib/session/session-store';
import { MainLayout } from './main-layout';
import { PublicLayout } from './public-layout';

/** The venue directory is public; a signed-in player sees it inside the app shell. */
export function VenuesLayout() {
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return isAuthenticated ? <MainLayout /> : <PublicLayout />;
}
