import { BAKU_DISTRICTS, VENUE_TYPES, type AdminVenue } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminPage } from '../../../components/admin/admin-page';
import { FilterBar, SelectFilter } from '../../../components/admin/filter-bar';
import { usePageCount, useUrlListState } from '../../../hooks/use-url-list-state';
import { useAdminVenues } from '../api/admin-venues';
import { ActivateVenueDialog, DeactivateVenueDialog } from '../components/venue-status-dialogs';
import { VenueRow } from '../components/venue-row';
import { adminVenueListParams, toAdminVenueListQuery } from '../lib/venue-list-params';
import { CreateLinkButton } from '../../../components/link-button';
import { optionsOf } from '../../../lib/options';

/** `/admin/venues`: every venue, active or not; add, edit, deactivate and open again. */
export function AdminVenuesPage() {
  const { t } = useTranslation();
  const list = useUrlListState(adminVenueListParams);
  const { state } = list;
  const venues = useAdminVenues(toAdminVenueListQuery(state));
  const pageCount = usePageCount(list, venues);
  const [dialog, setDialog] = useState<{ kind: 'deactivate' | 'activate'; venue: AdminVenue } | null>(null);

  return (
    <AdminPage
      title={t('admin.venues.title')}
      subtitle={t('admin.venues.subtitle')}
      action={
        <CreateLinkButton to="/admin/venues/new" data-testid="admin-venue-create">
          {t('admin.venues.create')}
        </CreateLinkButton>
      }
      filters={
        <FilterBar list={list} search={{ label: t('admin.venues.search'), testId: 'admin-venues-search' }}>
          <SelectFilter
            label={t('admin.venues.filters.status')}
            {...list.field('status')}
            options={[
              { value: 'active' as const, label: t('admin.venues.active') },
              { value: 'inactive' as const, label: t('admin.venues.inactive') },
            ]}
            testId="admin-venues-status"
          />
          <SelectFilter
            label={t('admin.venues.fields.type')}
            {...list.field('type')}
            options={optionsOf(VENUE_TYPES, (type) => t(`venue_types.${type}`))}
            testId="admin-venues-type"
          />
          <SelectFilter
            label={t('admin.venues.fields.district')}
            {...list.field('district')}
            options={optionsOf(BAKU_DISTRICTS, (district) => t(`districts.${district}`))}
            testId="admin-venues-district"
          />
        </FilterBar>
      }
    >
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
        pages={{ count: pageCount, page: state.page, onChange: list.changePage }}
      />
      {dialog?.kind === 'deactivate' ? (
        <DeactivateVenueDialog venue={dialog.venue} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'activate' ? (
        <ActivateVenueDialog venue={dialog.venue} onClose={() => setDialog(null)} />
      ) : null}
    </AdminPage>
  );
}
