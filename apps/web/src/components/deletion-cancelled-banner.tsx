import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useSessionStore } from '../lib/session/session-store';
import { DELETION_CANCELLED_SEEN_KEY } from '../lib/storage-keys';

/** A cancellation older than this is not announced any more: the player has long been back. */
const ANNOUNCED_FOR_MS = 7 * 86_400_000;

function readSeen(): string | null {
  try {
    return localStorage.getItem(DELETION_CANCELLED_SEEN_KEY);
  } catch {
    return null;
  }
}

function rememberSeen(cancelledAt: string): void {
  try {
    localStorage.setItem(DELETION_CANCELLED_SEEN_KEY, cancelledAt);
  } catch {
    // Private mode: the banner comes back on the next visit, which is harmless.
  }
}

/**
 * After a sign-in cancelled the account's scheduled deletion (decision 91): says so at the top of
 * every page until the player closes it, once per cancellation.
 */
export function DeletionCancelledBanner() {
  const { t } = useTranslation();
  const cancelledAt = useSessionStore((state) => state.user?.deletion_cancelled_at ?? null);
  const [seen, setSeen] = useState(readSeen);
  const [mountedAt] = useState(Date.now);
  if (!cancelledAt || seen === cancelledAt || mountedAt - Date.parse(cancelledAt) > ANNOUNCED_FOR_MS) {
    return null;
  }
  return (
    <Alert
      severity="success"
      data-testid="deletion-cancelled-banner"
      sx={{ mb: 3 }}
      onClose={() => {
        rememberSeen(cancelledAt);
        setSeen(cancelledAt);
      }}
      closeText={t('common.close')}
    >
      <span role="status">{t('common.deletion_cancelled')}</span>
    </Alert>
  );
}
