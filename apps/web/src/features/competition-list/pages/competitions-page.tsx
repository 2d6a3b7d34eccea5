import { CardGrid } from '../../../components/card-grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import { PagePagination } from '../../../components/page-pagination';
import { usePageCount, useUrlListState } from '../../../hooks/use-url-list-state';
import { canOrganize } from '../../../lib/roles';
import { useSessionStore } from '../../../lib/session/session-store';
import { useCompetitions } from '../api/competition-list';
import { CompetitionCard } from '../components/competition-card';
import { CompetitionFiltersBar } from '../components/competition-filters-bar';
import {
  COMPETITION_SCOPES,
  type CompetitionScope,
  competitionListParams,
  competitionListQuery,
} from '../lib/competition-filters';
import { PageHeading } from '../../../components/page-heading';
import { CreateLinkButton } from '../../../components/link-button';

/**
 * `/tournaments`: cups and leagues, coming (registering or drawn), in progress or finished, with
 * filters by kind, format, district and who may enter, all kept in the address.
 */
export function CompetitionsPage() {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.user?.role);
  const list = useUrlListState(competitionListParams);
  const filters = list.state;
  const competitions = useCompetitions(competitionListQuery(filters));
  const pageCount = usePageCount(list, competitions);
  const scope: CompetitionScope = filters.scope ?? 'upcoming';
  const otherFilters =
    filters.kind || filters.format || filters.district || filters.access || filters.search.trim() !== '';
  const { data } = competitions;
  return (
    <Stack spacing={{ xs: 3, sm: 4 }}>
      <PageHeading
        title={t('competitions.page_title')}
        subtitle={t('competitions.page_intro')}
        actions={
          canOrganize(role) ? (
            <CreateLinkButton to="/organizer/competitions/new" data-testid="competition-create">
              {t('competitions.list.create')}
            </CreateLinkButton>
          ) : null
        }
      />
      <ToggleButtonGroup
        value={scope}
        exclusive
        color="primary"
        onChange={(_, next: CompetitionScope | null) => {
          if (next) list.update({ scope: next === 'upcoming' ? undefined : next });
        }}
        aria-label={t('competitions.list.scope_label')}
        sx={{
          alignSelf: { xs: 'stretch', sm: 'flex-start' },
          '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' } },
        }}
      >
        {COMPETITION_SCOPES.map((item) => (
          <ToggleButton
            key={item}
            value={item}
            data-testid={`competition-scope-${item}`}
            sx={{ px: { xs: 1, sm: 2 }, lineHeight: 1.3 }}
          >
            {t(`competitions.scopes.${item}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <CompetitionFiltersBar
        searchInput={list.searchInput}
        onSearchInput={list.onSearchInput}
        filters={filters}
        onChange={list.update}
        onClear={list.clear}
        active={Boolean(otherFilters)}
      />
      {competitions.isError && !data ? (
        <ErrorState
          title={t('competitions.list.error')}
          error={competitions.error}
          onRetry={() => void competitions.refetch()}
        />
      ) : !data ? (
        <CardGrid list aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton variant="rounded" height={220} />
            </li>
          ))}
        </CardGrid>
      ) : data.total === 0 ? (
        <Typography color="text.secondary" data-testid="competitions-empty">
          {otherFilters ? t('competitions.list.empty_filtered') : t('competitions.list.empty')}
        </Typography>
      ) : (
        <CardGrid list aria-label={t('competitions.list.results_label')}>
          {data.items.map((competition) => (
            <li key={competition.id}>
              <CompetitionCard competition={competition} />
            </li>
          ))}
        </CardGrid>
      )}
      <PagePagination page={filters.page} count={pageCount} onChange={list.changePage} />
    </Stack>
  );
}
