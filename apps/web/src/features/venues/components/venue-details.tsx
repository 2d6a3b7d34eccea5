import GrassIcon from '@mui/icons-material/Grass';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Venue } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MapsLinkButton } from './maps-link-button';
import { AMENITY_ICONS } from './venue-icons';
import { VenuePhotos } from './venue-photos';
import { VenueTypeChip } from './venue-type-chip';
import { StatGrid } from '../../../components/stat-grid';

/** `tel:` wants digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A term and its value; `dt` and `dd` sit directly in a `div` of the `dl`, as HTML requires. */
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', pl: 4, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            left: 0,
            top: 2,
            display: 'flex',
            color: 'primary.main',
            '& svg': { fontSize: 20 },
          }}
        >
          {icon}
        </Box>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The venue at a glance: its kind, surface and pitches, then every amenity, each with its icon. */
function VenueAtAGlance({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const chip = { fontWeight: 600, '& .MuiChip-icon': { color: 'primary.main' } } as const;
  return (
    <Box
      component="ul"
      aria-label={t('venues.detail.glance')}
      data-testid="venue-glance"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      <li>
        <VenueTypeChip type={venue.type} size="medium" />
      </li>
      <li>
        <Chip icon={<GrassIcon />} label={t(`surfaces.${venue.surface}`)} variant="outlined" sx={chip} />
      </li>
      <li>
        <Chip
          icon={<SportsSoccerIcon />}
          label={t('venues.pitch_count', { count: venue.pitch_count })}
          variant="outlined"
          sx={chip}
        />
      </li>
      {venue.amenities.map((amenity) => {
        const Icon = AMENITY_ICONS[amenity];
        return (
          <li key={amenity} data-testid="venue-amenity">
            <Chip
              icon={Icon ? <Icon /> : undefined}
              label={t(`amenities.${amenity}`)}
              variant="outlined"
              sx={chip}
            />
          </li>
        );
      })}
    </Box>
  );
}

/** The top of a venue's page: its photos, name, address, what it offers, and the ways to get there. */
export function VenueHeader({ venue }: { venue: Venue }) {
  const { t } = useTranslation();

  return (
    <Stack spacing={2.5}>
      <VenuePhotos venue={venue} />
      <Box>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {venue.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(`districts.${venue.district}`)} · {venue.address}
        </Typography>
      </Box>
      <VenueAtAGlance venue={venue} />
      {venue.amenities.length === 0 ? (
        <Typography color="text.secondary">{t('venues.detail.no_amenities')}</Typography>
      ) : null}

      <Stack
        direction="row"
        spacing={1.5}
        sx={{ flexWrap: 'wrap', gap: 1.5, '& > *': { m: '0 !important' } }}
      >
        <MapsLinkButton url={venue.maps_url} variant="contained" />
        {venue.phone ? (
          <Button component="a" href={telHref(venue.phone)} variant="outlined" startIcon={<PhoneIcon />}>
            {t('venues.detail.call')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Everything else known about the venue: address, district, surface, pitches, phone. */
export function VenueFacts({ venue }: { venue: Venue }) {
  const { t } = useTranslation();

  return (
    <Paper variant="outlined" component="section" aria-labelledby="venue-about" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="venue-about" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('venues.detail.about')}
      </Typography>
      <StatGrid columns={{ xs: '1fr', sm: '1fr 1fr' }} gap={2}>
        <Fact icon={<LocationOnIcon />} term={t('venues.detail.address')}>
          {venue.address}
        </Fact>
        <Fact icon={<LocationOnIcon />} term={t('venues.detail.district')}>
          {t(`districts.${venue.district}`)}
        </Fact>
        <Fact icon={<GrassIcon />} term={t('venues.detail.surface')}>
          {t(`surfaces.${venue.surface}`)}
        </Fact>
        <Fact icon={<SportsSoccerIcon />} term={t('venues.detail.pitches')}>
          {t('venues.pitch_count', { count: venue.pitch_count })}
        </Fact>
        <Fact icon={<PhoneIcon />} term={t('venues.detail.phone')}>
          {venue.phone ? (
            <Link href={telHref(venue.phone)} sx={{ whiteSpace: 'nowrap' }}>
              {venue.phone}
            </Link>
          ) : (
            t('venues.detail.no_phone')
          )}
        </Fact>
      </StatGrid>
    </Paper>
  );
}
