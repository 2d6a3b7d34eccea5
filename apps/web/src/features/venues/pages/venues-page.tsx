import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagePagination } from '../../../components/page-pagination';
import { ErrorState } from '../../../components/errors/error-state';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback';
import { useVenues } from '../../../api/venues';
import { VenueCard } from '../components/venue-card';
import { VenueCardSkeleton } from '../components/venue-card-skeleton';
import { VenueFilters } from '../components/venue-filters';
import { VenuesEmptyState } from '../components/venues-empty-state';
import {
  hasActiveFilters,
  parseVenueFilters,
  toVenueListQuery,
  withVenueFilters,
  withoutVenueFilters,
  type VenueFilters as Filters,
} from '../utils/venue-filters';

const SEARCH_DEBOUNCE_MS = 300;

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
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseVenueFilters(searchParams), [searchParams]);
  const venues = useVenues(toVenueListQuery(filters));
  const { data, isPending, isError, isPlaceholderData, isFetching } = venues;

  // The search box shows what is typed at once; the address (and the request) follow 300 ms later.
  const [searchInput, setSearchInput] = useState(filters.search);
  const [syncedSearch, setSyncedSearch] = useState(filters.search);
  if (filters.search !== syncedSearch) {
    // The address changed from elsewhere (back button, "clear filters"): show its search text.
    setSyncedSearch(filters.search);
    if (filters.search !== searchInput.trim()) setSearchInput(filters.search);
  }
  const commitSearch = useDebouncedCallback((value: string) => {
    setSearchParams((current) => withVenueFilters(current, { search: value.trim() }), { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  // A filter or page change takes the search text as shown, so a search still waiting for its
  // pause can neither be lost nor come back stale afterwards.
  const update = (changes: Partial<Filters>) => {
    commitSearch.cancel();
    setSearchParams((current) => withVenueFilters(current, { search: searchInput.trim(), ...changes }));
  };

  const onSearchInput = (value: string) => {
    setSearchInput(value);
    commitSearch.run(value);
  };

  const clearFilters = () => {
    commitSearch.cancel();
    setSearchInput('');
    setSearchParams((current) => withoutVenueFilters(current));
  };

  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const pageOutOfRange =
    data !== undefined && !isPlaceholderData && data.total > 0 && filters.page > pageCount;
  useEffect(() => {
    // A shared link may point past the last page after venues were removed.
    if (pageOutOfRange)
      setSearchParams((current) => withVenueFilters(current, { page: pageCount }), { replace: true });
  }, [pageOutOfRange, pageCount, setSearchParams]);

  const changePage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const listSearch = searchParams.toString() ? `?${searchParams.toString()}` : '';

  return (
    <Stack spacing={{ xs: 3, sm: 4 }}>
      <title>{`${t('venues.page_title')} · ${t('common.app_name')}`}</title>
      <Box>
        <Typography variant="h1" gutterBottom>
          {t('venues.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: { sm: '1.125rem' } }}>
          {t('venues.subtitle')}
        </Typography>
      </Box>

      <VenueFilters
        searchInput={searchInput}
        onSearchInput={onSearchInput}
        filters={filters}
        onChange={(changes) => update(changes)}
      />

      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', minHeight: 28, mb: 1.5 }}>
          <Typography
            role="status"
            aria-live="polite"
            data-testid="venue-result-count"
            color="text.secondary"
            sx={{ fontWeight: 600 }}
          >
            {data ? t('venues.result_count', { count: data.total }) : null}
          </Typography>
        </Stack>
        <Fade in={isFetching && data !== undefined} unmountOnExit>
          <LinearProgress aria-hidden sx={{ mb: 1.5, borderRadius: 1 }} />
        </Fade>

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
