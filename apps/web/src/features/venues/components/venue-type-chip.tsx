import Chip from '@mui/material/Chip';
import type { VenueType } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { VENUE_TYPE_ICONS } from './venue-icons';

export function VenueTypeChip({ type, size = 'small' }: { type: VenueType; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const Icon = VENUE_TYPE_ICONS[type];
  return (
    <Chip
      size={size}
      color="primary"
      variant="outlined"
      icon={<Icon aria-hidden />}
      label={t(`venue_types.${type}`)}
      aria-label={t('venues.card.type', { type: t(`venue_types.${type}`) })}
      sx={{ flexShrink: 0 }}
    />
  );
}
