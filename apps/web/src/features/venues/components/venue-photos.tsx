import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Venue, VenueType } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';

/**
 * The picture of a venue that has no photo yet: a drawing of its kind of pitch, shipped with the
 * app (`public/venue-art/`), so that no venue page is a wall of text.
 */
export function venueArtUrl(type: VenueType): string {
  return `/venue-art/${type}.svg`;
}

const frame = {
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: '16px',
  overflow: 'hidden',
  bgcolor: 'action.hover',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
} as const;

/**
 * The venue's photos (uploaded by an admin, 16:9), side by side and swiped on a phone; the drawing
 * of its kind, marked as such, while it has none.
 */
export function VenuePhotos({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const { photos } = venue;

  if (photos.length === 0) {
    return (
      <Box component="figure" sx={{ ...frame, m: 0 }} data-testid="venue-photos">
        <img
          src={venueArtUrl(venue.type)}
          alt={t(`venues.photos.art.${venue.type}`)}
          width={640}
          height={360}
          data-testid="venue-photo"
        />
        <Typography
          component="figcaption"
          variant="caption"
          sx={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'rgba(0, 0, 0, 0.72)',
            color: '#fff',
          }}
        >
          {t('venues.photos.art_caption')}
        </Typography>
      </Box>
    );
  }

  return (
    <Box
      component="ul"
      aria-label={t('venues.photos.label', { count: photos.length })}
      data-testid="venue-photos"
      // A strip that scrolls sideways is reached by the keyboard too.
      tabIndex={photos.length > 1 ? 0 : undefined}
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gridAutoFlow: 'column',
        // One photo fills the width; more show the edge of the next, to be swiped.
        gridAutoColumns: photos.length === 1 ? '100%' : { xs: '86%', sm: '48%' },
        gap: 1.5,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        overscrollBehaviorX: 'contain',
      }}
    >
      {photos.map((photo, index) => (
        <Box component="li" key={photo.id} sx={{ ...frame, scrollSnapAlign: 'start' }}>
          <img
            src={photo.url}
            alt={t('venues.photos.photo', { name: venue.name, index: index + 1, count: photos.length })}
            width={1280}
            height={720}
            loading={index === 0 ? 'eager' : 'lazy'}
            data-testid="venue-photo"
          />
        </Box>
      ))}
    </Box>
  );
}
