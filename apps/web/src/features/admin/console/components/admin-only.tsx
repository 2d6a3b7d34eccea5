import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../lib/session/session-store';
import { DeadEnd } from '../../../../components/dead-end';

/** The admin console: anyone else who follows a link here is told so (the API refuses them anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.user?.role);
  if (role === 'admin') return children;
  return (
    <DeadEnd
      icon={<LockOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />}
      title={t('admin.only_title')}
      text={t('admin.only_text')}
      back={{ to: '/dashboard', label: t('admin.only_back') }}
      tabTitle
      testId="admin-only"
    />
  );
}
