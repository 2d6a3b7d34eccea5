import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { LinkButton } from '../../../components/link-button';
import { SectionCard } from '../../../components/section-card';

/** The settings' way to my saved searches (`/alerts`). */
export function AlertsSettingsCard() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('alerts.page.title')} testId="alerts-settings">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('alerts.page.subtitle')}
        </Typography>
        <LinkButton to="/alerts" variant="outlined" startIcon={<NotificationsActiveOutlinedIcon />}>
          {t('alerts.menu')}
        </LinkButton>
      </Stack>
    </SectionCard>
  );
}
