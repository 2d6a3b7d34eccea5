import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';

/** A venue id that does not exist (any more). */
export function VenueNotFound() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, sm: 10 } }}>
      <title>{`${t('venues.not_found.title')} · ${t('common.app_name')}`}</title>
      <SportsSoccerIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {t('venues.not_found.title')}
      </Typography>
      <Typography color="text.secondary">{t('venues.not_found.text')}</Typography>
      <LinkButton to="/venues" variant="contained" startIcon={<ArrowBackIcon />}>
        {t('venues.not_found.back')}
      </LinkButton>
    </Stack>
  );
}
