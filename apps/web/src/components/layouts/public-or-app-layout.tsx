import type { ReactNode } from 'react';
import { useSessionStore } from '../../lib/session/session-store';
import { MainLayout } from './main-layout';
import { PublicLayout } from './public-layout';

/** Pages anyone may open (the venues, a shared game): a signed-in player sees them inside the app shell. */
export function PublicOrAppLayout({ notificationBell }: { notificationBell?: ReactNode }) {
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return isAuthenticated ? <MainLayout notificationBell={notificationBell} /> : <PublicLayout />;
}
