import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StadiumOutlinedIcon from '@mui/icons-material/StadiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminVenue } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { AdminRow } from '../../../components/admin/admin-row';
import { LinkButton } from '../../../components/link-button';

/** One venue: its first photo, name, address and state, and the buttons that edit, close or reopen it. */
export function VenueRow({
  venue,
  onDeactivate,
  onActivate,
}: {
  venue: AdminVenue;
  onDeactivate: () => void;
  onActivate: () => void;
}) {
  const { t } = useTranslation();
  const photo = venue.photos[0];
  return (
    <AdminRow
      data-testid="admin-venue"
      data-venue-id={venue.id}
      columns={{ xs: '72px minmax(0, 1fr)', md: '96px minmax(0, 1fr) auto' }}
      sx={{ opacity: venue.is_active ? 1 : 0.85 }}
    >
      {photo ? (
        <Box
          component="img"
          src={photo.url}
          alt=""
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: '8px' }}
        />
      ) : (
        <Box
          sx={{
            width: '100%',
            aspectRatio: '16 / 9',
            borderRadius: '8px',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <StadiumOutlinedIcon aria-hidden color="disabled" />
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="admin-venue-name">
          {venue.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t(`districts.${venue.district}`)} · {venue.address}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 0.75 }}>
          <Chip
            size="small"
            variant="outlined"
            color={venue.is_active ? 'success' : 'default'}
            label={t(venue.is_active ? 'admin.venues.active' : 'admin.venues.inactive')}
            data-testid="admin-venue-status"
          />
          <Chip size="small" variant="outlined" label={t(`venue_types.${venue.type}`)} />
          <Chip
            size="small"
            variant="outlined"
            label={t('admin.venues.pitches', { count: venue.pitch_count })}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t('admin.venues.upcoming', { count: venue.upcoming_games })}
          />
        </Stack>
      </Box>
      <Stack
        direction="row"
        sx={{
          gap: 1,
          flexWrap: 'wrap',
          gridColumn: { xs: '1 / -1', md: 'auto' },
          justifyContent: 'flex-end',
        }}
      >
        <LinkButton
          to={`/admin/venues/${venue.id}`}
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          aria-label={t('admin.venues.edit_named', { name: venue.name })}
          data-testid="admin-venue-edit"
        >
          {t('admin.venues.edit')}
        </LinkButton>
        {venue.is_active ? (
          <Button color="error" onClick={onDeactivate} data-testid="admin-venue-deactivate">
            {t('admin.venues.deactivate.action')}
          </Button>
        ) : (
          <Button onClick={onActivate} data-testid="admin-venue-activate">
            {t('admin.venues.activate.action')}
          </Button>
        )}
      </Stack>
    </AdminRow>
  );
}
