import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { LinkButton } from '../../../components/link-button';
import { SectionCard } from '../../../components/section-card';

/** In the settings: the way to Oyna's support and my requests (decision 96). */
export function SupportSettingsCard() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('support.page_title')} testId="support-settings-card">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{t('support.settings_text')}</Typography>
        <LinkButton to="/help" variant="outlined" startIcon={<SupportAgentOutlinedIcon />}>
          {t('support.settings_link')}
        </LinkButton>
      </Stack>
    </SectionCard>
  );
}
