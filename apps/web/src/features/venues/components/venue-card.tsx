import GrassIcon from '@mui/icons-material/Grass';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Venue } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { AmenityIcons } from './amenity-icons';
import { MapsLinkButton } from './maps-link-button';
import { MetaLine } from '../../../components/meta-line';
import { VenueTypeChip } from './venue-type-chip';
import { LinkButton } from '../../../components/link-button';

export interface VenueLinkState {
  /** The list's search params, so "back" returns to the same filters and page. */
  listSearch: string;
}

export function VenueCard({ venue, listSearch }: { venue: Venue; listSearch: string }) {
  const { t } = useTranslation();
  const to = `/venues/${venue.id}`;
  const state: VenueLinkState = { listSearch };

  return (
    <Card
      component="article"
      data-testid="venue-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography variant="h3" component="h2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={to} state={state} color="inherit">
              {venue.name}
            </Link>
          </Typography>
          <VenueTypeChip type={venue.type} />
        </Stack>

        <Stack spacing={0.75}>
          <MetaLine icon={<LocationOnIcon aria-hidden />} label={t('venues.detail.address')}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {t(`districts.${venue.district}`)}
            </Typography>
            {' · '}
            {venue.address}
          </MetaLine>
          <MetaLine icon={<GrassIcon aria-hidden />}>
            {t('venues.card.surface', { surface: t(`surfaces.${venue.surface}`) })}
          </MetaLine>
          <MetaLine icon={<SportsSoccerIcon aria-hidden />}>
            {t('venues.pitch_count', { count: venue.pitch_count })}
          </MetaLine>
        </Stack>

        <AmenityIcons amenities={venue.amenities} />
      </CardContent>

      <CardActions
        sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <LinkButton
          to={to}
          state={state}
          variant="contained"
          aria-label={`${t('venues.card.details')}: ${venue.name}`}
        >
          {t('venues.card.details')}
        </LinkButton>
        <MapsLinkButton url={venue.maps_url} />
      </CardActions>
    </Card>
  );
}
