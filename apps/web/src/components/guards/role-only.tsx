import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { UserRole } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { canOrganize } from '../../lib/roles';
import { useSessionStore } from '../../lib/session/session-store';
import { DeadEnd } from '../dead-end';

/** Who may open the pages behind each guard, what anyone else is told, and where they are sent back to. */
const GUARDS = {
  organizer: {
    allows: (role: UserRole | undefined) => canOrganize(role),
    words: {
      title: 'games.organizer.only_title',
      text: 'games.organizer.only_text',
      back: 'games.detail.back',
    },
    back: '/games',
    tabTitle: false,
  },
  admin: {
    allows: (role: UserRole | undefined) => role === 'admin',
    words: { title: 'admin.only_title', text: 'admin.only_text', back: 'admin.only_back' },
    back: '/dashboard',
    tabTitle: true,
  },
} as const;

/**
 * Pages only some roles may open (the organizer's, the admin console): anyone else who follows a
 * link here is told so (the API refuses them anyway), with the way back.
 */
export function RoleOnly({ who, children }: { who: keyof typeof GUARDS; children: ReactNode }) {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.user?.role);
  const guard = GUARDS[who];
  if (guard.allows(role)) return children;
  return (
    <DeadEnd
      icon={<LockOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />}
      title={t(guard.words.title)}
      text={t(guard.words.text)}
      back={{ to: guard.back, label: t(guard.words.back) }}
      tabTitle={guard.tabTitle}
      testId={`${who}-only`}
    />
  );
}
