import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { FullScreenStatus } from '../components/full-screen-status';
import { useSessionStore } from '../lib/session/session-store';
import { syncSessionAcrossTabs } from '../lib/session/sync-across-tabs';

/**
 * Renders nothing of the routes until the startup session check has ended (docs/product-rules.md#hosts-and-routes),
 * and keeps the session in step with the other open tabs.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isLoading = useSessionStore((state) => state.isLoading);

  useEffect(() => {
    if (useSessionStore.getState().isLoading) void useSessionStore.getState().checkAuth();
  }, []);
  useEffect(() => syncSessionAcrossTabs(useSessionStore), []);

  if (isLoading) return <FullScreenStatus title={t('common.checking_auth')} heading={false} />;
  return <>{children}</>;
}
