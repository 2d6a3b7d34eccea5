import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StadiumOutlinedIcon from '@mui/icons-material/StadiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BAKU_DISTRICTS, VENUE_TYPES, type AdminVenue } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PagePagination } from '../../../components/page-pagination';
import { usePageCount, useUrlListState } from '../../../hooks/use-url-list-state';
import { useAdminVenues } from '../api/admin-venues';
import { FilterBar, SelectFilter } from '../../../components/admin/filter-bar';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminRow } from '../../../components/admin/admin-row';
import { adminVenueListParams, toAdminVenueListQuery } from '../lib/venue-list-params';
import { ActivateVenueDialog, DeactivateVenueDialog } from '../components/venue-status-dialogs';

function VenueRow({
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
        <Button
          component={RouterLink}
          to={`/admin/venues/${venue.id}`}
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          aria-label={t('admin.venues.edit_named', { name: venue.name })}
          data-testid="admin-venue-edit"
        >
          {t('admin.venues.edit')}
        </Button>
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

/** `/admin/venues`: every venue, active or not; add, edit, deactivate and open again. */
export function AdminVenuesPage() {
  const { t } = useTranslation();
  const list = useUrlListState(adminVenueListParams);
  const { state } = list;
  const venues = useAdminVenues(toAdminVenueListQuery(state));
  const pageCount = usePageCount(list, venues);
  const [dialog, setDialog] = useState<{ kind: 'deactivate' | 'activate'; venue: AdminVenue } | null>(null);

  return (
    <Stack spacing={3}>
      <title>{`${t('admin.venues.title')} · ${t('common.app_name')}`}</title>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography variant="h1" gutterBottom>
            {t('admin.venues.title')}
          </Typography>
          <Typography color="text.secondary">{t('admin.venues.subtitle')}</Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/admin/venues/new"
          variant="contained"
          startIcon={<AddIcon />}
          data-testid="admin-venue-create"
        >
          {t('admin.venues.create')}
        </Button>
      </Box>
      <FilterBar
        search={{
          value: list.searchInput,
          onChange: list.onSearchInput,
          label: t('admin.venues.search'),
          testId: 'admin-venues-search',
        }}
        activeCount={adminVenueListParams.countActive(state)}
        hasActive={adminVenueListParams.hasActive(state)}
        onClear={list.clear}
      >
        <SelectFilter
          label={t('admin.venues.filters.status')}
          anyLabel={t('admin.filters.any')}
          value={state.status}
          options={[
            { value: 'active' as const, label: t('admin.venues.active') },
            { value: 'inactive' as const, label: t('admin.venues.inactive') },
          ]}
          onChange={(status) => list.update({ status })}
          testId="admin-venues-status"
        />
        <SelectFilter
          label={t('admin.venues.fields.type')}
          anyLabel={t('admin.filters.any')}
          value={state.type}
          options={VENUE_TYPES.map((type) => ({ value: type, label: t(`venue_types.${type}`) }))}
          onChange={(type) => list.update({ type })}
          testId="admin-venues-type"
        />
        <SelectFilter
          label={t('admin.venues.fields.district')}
          anyLabel={t('admin.filters.any')}
          value={state.district}
          options={BAKU_DISTRICTS.map((district) => ({ value: district, label: t(`districts.${district}`) }))}
          onChange={(district) => list.update({ district })}
          testId="admin-venues-district"
        />
      </FilterBar>
      <AdminList
        query={venues}
        errorTitle={t('admin.venues.error')}
        emptyText={t('admin.venues.empty')}
        countText={(total) => t('admin.venues.count', { count: total })}
        renderItem={(venue) => (
          <VenueRow
            key={venue.id}
            venue={venue}
            onDeactivate={() => setDialog({ kind: 'deactivate', venue })}
            onActivate={() => setDialog({ kind: 'activate', venue })}
          />
        )}
      />
      <PagePagination count={pageCount} page={state.page} onChange={list.changePage} />
      {dialog?.kind === 'deactivate' ? (
        <DeactivateVenueDialog venue={dialog.venue} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'activate' ? (
        <ActivateVenueDialog venue={dialog.venue} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
