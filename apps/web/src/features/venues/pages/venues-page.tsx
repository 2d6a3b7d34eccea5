import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { PagePagination } from '../../../components/page-pagination';
import { ErrorState } from '../../../components/errors/error-state';
import { usePageCount, useUrlListState } from '../../../hooks/use-url-list-state';
import { useVenues } from '../../../api/venues';
import { VenueCard } from '../components/venue-card';
import { VenueCardSkeleton } from '../components/venue-card-skeleton';
import { VenueFilters } from '../components/venue-filters';
import { VenuesEmptyState } from '../components/venues-empty-state';
import { hasActiveFilters, toVenueListQuery, venueListParams } from '../utils/venue-filters';
import { PageHeading } from '../../../components/page-heading';
import { ListResultCount } from '../../../components/list-result-count';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** `/venues`: the searchable, filterable venue directory; its state lives in the address. */
export function VenuesPage() {
  const { t } = useTranslation();
  const list = useUrlListState(venueListParams);
  const filters = list.state;
  const venues = useVenues(toVenueListQuery(filters));
  const { data, isPending, isError, isPlaceholderData, isFetching } = venues;
  const pageCount = usePageCount(list, venues);
  const { searchInput, onSearchInput, update, changePage, listSearch } = list;
  const clearFilters = list.clear;

  return (
    <Stack spacing={{ xs: 3, sm: 4 }}>
      <PageHeading
        title={t('venues.heading')}
        tabTitle={t('venues.page_title')}
        subtitle={t('venues.subtitle')}
      />

      <VenueFilters
        searchInput={searchInput}
        onSearchInput={onSearchInput}
        filters={filters}
        onChange={(changes) => update(changes)}
      />

      <Box>
        <ListResultCount
          text={data ? t('venues.result_count', { count: data.total }) : null}
          refreshing={isFetching && data !== undefined}
          testId="venue-result-count"
        />

        {isError && !data ? (
          <ErrorState
            title={t('venues.list_error')}
            error={venues.error}
            onRetry={() => void venues.refetch()}
          />
        ) : isPending ? (
          <Box component="ul" sx={gridSx} aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <VenueCardSkeleton />
              </li>
            ))}
          </Box>
        ) : data.total === 0 ? (
          <VenuesEmptyState onClearFilters={hasActiveFilters(filters) ? clearFilters : undefined} />
        ) : (
          <Box
            component="ul"
            sx={{ ...gridSx, opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            aria-busy={isPlaceholderData}
          >
            {data.items.map((venue) => (
              <li key={venue.id}>
                <VenueCard venue={venue} listSearch={listSearch} />
              </li>
            ))}
          </Box>
        )}
      </Box>

      {data ? <PagePagination count={pageCount} page={filters.page} onChange={changePage} /> : null}
    </Stack>
  );
}
