import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../../lib/session/session-store';
import { LinkButton } from '../../../../components/link-button';

/** The admin console: anyone else who follows a link here is told so (the API refuses them anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.user?.role);
  if (role === 'admin') return children;
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, sm: 10 } }}
      data-testid="admin-only"
    >
      <title>{`${t('admin.only_title')} · ${t('common.app_name')}`}</title>
      <LockOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {t('admin.only_title')}
      </Typography>
      <Typography color="text.secondary">{t('admin.only_text')}</Typography>
      <LinkButton to="/dashboard" variant="contained">
        {t('admin.only_back')}
      </LinkButton>
    </Stack>
  );
}
