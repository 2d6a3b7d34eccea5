import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { VenueAmenity } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { AMENITY_ICONS } from './venue-icons';

/** A compact row of amenity icons; each has a tooltip and is read out by screen readers. */
export function AmenityIcons({ amenities }: { amenities: readonly VenueAmenity[] }) {
  const { t } = useTranslation();
  if (amenities.length === 0) return null;

  return (
    <Box
      component="ul"
      aria-label={t('venues.card.amenities')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
    >
      {amenities.map((amenity) => {
        const Icon = AMENITY_ICONS[amenity];
        const label = t(`amenities.${amenity}`);
        return (
          <Box component="li" key={amenity} sx={{ display: 'flex' }}>
            <Tooltip title={label}>
              <Box
                component="span"
                role="img"
                aria-label={label}
                sx={{
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: 'action.hover',
                  color: 'text.secondary',
                }}
              >
                {Icon ? <Icon sx={{ fontSize: 18 }} /> : null}
              </Box>
            </Tooltip>
          </Box>
        );
      })}
    </Box>
  );
}
