import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import MapIcon from '@mui/icons-material/Map';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Venue } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { MetaLine } from '../../../components/meta-line';

/** Where the game is: the venue, its address, phone and the location link. */
export function GameVenue({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
      <Stack spacing={1.25}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          <Link component={RouterLink} to={`/venues/${venue.id}`} color="inherit" underline="hover">
            {venue.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`venue_types.${venue.type}`)} · {t(`surfaces.${venue.surface}`)}
        </Typography>
        <MetaLine icon={<LocationOnOutlinedIcon aria-hidden />} label={t('games.detail.address')}>
          {t(`districts.${venue.district}`)} · {venue.address}
        </MetaLine>
        {venue.phone ? (
          <MetaLine icon={<PhoneOutlinedIcon aria-hidden />} label={t('games.detail.phone')}>
            <Link href={`tel:${venue.phone}`}>{venue.phone}</Link>
          </MetaLine>
        ) : null}
        <div>
          <Button
            component="a"
            href={venue.maps_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<MapIcon />}
            endIcon={<OpenInNewIcon sx={{ fontSize: '1rem !important' }} />}
            data-testid="game-maps-link"
          >
            {t('games.detail.open_in_maps')}
            <span className="visually-hidden"> ({t('common.opens_in_new_tab')})</span>
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
