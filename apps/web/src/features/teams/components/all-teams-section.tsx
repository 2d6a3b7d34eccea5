import Box from '@mui/material/Box';
import { TEAM_STATUSES, TEAM_TYPES, type TeamStatus, type TeamType } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useTeams } from '../../../api/teams';
import { FilterSelect } from '../../../components/filters/filter-select';
import { SearchField } from '../../../components/filters/search-field';
import { PagePagination } from '../../../components/page-pagination';
import { usePageCount, useUrlListState } from '../../../hooks/use-url-list-state';
import { defineListParams, param } from '../../../lib/list-params';
import { TeamGrid } from './team-grid';
import { TeamsPageSection } from './teams-page-section';
import { TeamsEmptyState } from './teams-empty-state';
import { optionsOf } from '../../../lib/options';

const PAGE_SIZE = 12;
/** The search, the status and type filters and the page live in the address. */
const teamListParams = defineListParams<{ status: TeamStatus; type: TeamType }>({
  status: { name: 'status', codec: param.oneOf(TEAM_STATUSES) },
  type: { name: 'type', codec: param.oneOf(TEAM_TYPES) },
});

/** Every team: search by name, filter by status and type, a page at a time. */
export function AllTeamsSection() {
  const { t } = useTranslation();
  const list = useUrlListState(teamListParams);
  const { search, status, type, page } = list.state;
  const teams = useTeams({ scope: 'all', search, status, type, page, page_size: PAGE_SIZE });
  const pageCount = usePageCount(list, teams);

  return (
    <TeamsPageSection title={t('teams.list.all_title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 2fr) 1fr 1fr' },
        }}
      >
        <SearchField
          label={t('teams.list.search')}
          value={list.searchInput}
          onChange={list.onSearchInput}
          testId="teams-search"
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <FilterSelect<TeamStatus>
          label={t('teams.list.status')}
          value={status}
          options={optionsOf(TEAM_STATUSES, (value) => t(`teams.statuses.${value}`))}
          onChange={(next) => list.update({ status: next })}
          anyLabel={t('teams.list.any')}
          testId="teams-filter-status"
        />
        <FilterSelect<TeamType>
          label={t('teams.list.type')}
          value={type}
          options={optionsOf(TEAM_TYPES, (value) => t(`teams.types.${value}`))}
          onChange={(next) => list.update({ type: next })}
          anyLabel={t('teams.list.any')}
          testId="teams-filter-type"
        />
      </Box>
      <TeamGrid
        teams={teams}
        empty={<TeamsEmptyState title={t('teams.list.none_found')} text={t('teams.list.none_found_text')} />}
      />
      <PagePagination count={pageCount} page={page} onChange={list.changePage} />
    </TeamsPageSection>
  );
}
