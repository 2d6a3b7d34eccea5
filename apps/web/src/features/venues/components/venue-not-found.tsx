import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';

/** A venue id that does not exist (any more). */
export function VenueNotFound() {
  const { t } = useTranslation();
  return (
    <DeadEnd
      icon={<SportsSoccerIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />}
      title={t('venues.not_found.title')}
      text={t('venues.not_found.text')}
      back={{ to: '/venues', label: t('venues.not_found.back'), icon: <ArrowBackIcon /> }}
      tabTitle
    />
  );
}
