import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { venueIdParamsSchema } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { ApiError } from '../../../lib/api-error';
import { useVenue } from '../api/get-venue';
import type { VenueLinkState } from '../components/venue-card';
import { VenueFacts, VenueHeader } from '../components/venue-details';
import { VenueGames } from '../components/venue-games';
import { VenueNotFound } from '../components/venue-not-found';
import { LinkButton } from '../../../components/link-button';

function listSearchFrom(state: unknown): string {
  const listSearch = (state as Partial<VenueLinkState> | null)?.listSearch;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}

function VenueDetailsSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: '16px' }} />
      <Skeleton variant="text" width="70%" height={56} />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/** `/venues/:id`: one venue (photos, amenities, facts) and its games this week, with a friendly message when it does not exist. */
export function VenuePage() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const parsed = venueIdParamsSchema.safeParse(params);
  const id = parsed.success ? parsed.data.id : 0;
  const venue = useVenue(id, { enabled: parsed.success });

  const back = (
    <LinkButton
      to={`/venues${listSearchFrom(location.state)}`}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start', ml: -1 }}
    >
      {t('venues.detail.back')}
    </LinkButton>
  );

  const notFound = !parsed.success || (venue.error instanceof ApiError && venue.error.isNotFound);
  if (notFound) return <VenueNotFound />;

  return (
    <Stack spacing={2}>
      {venue.data ? <title>{`${venue.data.name} · ${t('common.app_name')}`}</title> : null}
      {back}
      <Box>
        {venue.data ? (
          <Stack spacing={3}>
            <VenueHeader venue={venue.data} />
            <VenueGames venueId={venue.data.id} />
            <VenueFacts venue={venue.data} />
          </Stack>
        ) : venue.isError ? (
          <ErrorState
            title={t('venues.detail.error')}
            error={venue.error}
            onRetry={() => void venue.refetch()}
          />
        ) : (
          <VenueDetailsSkeleton />
        )}
      </Box>
    </Stack>
  );
}
