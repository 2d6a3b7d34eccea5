import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../lib/session/session-store';
import { canOrganize } from '../../lib/roles';
import { LinkButton } from '../link-button';

/** Organizer pages: a player who follows a link here is told so (the API refuses them anyway). */
export function OrganizerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.user?.role);
  if (canOrganize(role)) return children;
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, sm: 10 } }}
      data-testid="organizer-only"
    >
      <LockOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {t('games.organizer.only_title')}
      </Typography>
      <Typography color="text.secondary">{t('games.organizer.only_text')}</Typography>
      <LinkButton to="/games" variant="contained">
        {t('games.detail.back')}
      </LinkButton>
    </Stack>
  );
}
