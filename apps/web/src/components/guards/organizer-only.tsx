import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session/session-store';
import { canOrganize } from '../../lib/roles';
import { DeadEnd } from '../dead-end';

/** Organizer pages: a player who follows a link here is told so (the API refuses them anyway). */
export function OrganizerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.user?.role);
  if (canOrganize(role)) return children;
  return (
    <DeadEnd
      icon={<LockOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />}
      title={t('games.organizer.only_title')}
      text={t('games.organizer.only_text')}
      back={{ to: '/games', label: t('games.detail.back') }}
      testId="organizer-only"
    />
  );
}
