import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import { QueryState } from '../../../components/errors/query-state';
import { PagePagination } from '../../../components/page-pagination';
import { HISTORY_PAGE_SIZE, useTeamHistory } from '../api/team-history';
import { useTeamMatches } from '../api/team-matches-list';
import { CompetitionMatchRow } from './competition-match-row';
import { MatchRow } from './match-row';
import { MembershipEvents } from './membership-events';
import { StatsSection } from './stats-section';

const UPCOMING_PAGE_SIZE = 20;

function Upcoming({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const upcoming = useTeamMatches({
    team_id: team.id,
    scope: 'upcoming',
    page: 1,
    page_size: UPCOMING_PAGE_SIZE,
  });
  const pending = useTeamMatches({
    team_id: team.id,
    scope: 'pending',
    page: 1,
    page_size: UPCOMING_PAGE_SIZE,
  });
  const error = upcoming.error ?? pending.error;
  if (error) return <ErrorState title={t('team_matches.history.load_error')} error={error} />;
  if (!upcoming.data || !pending.data) return <Skeleton variant="rounded" height={120} />;
  // Challenges waiting for an answer and results waiting for confirmation come first.
  const seen = new Set<string>();
  const matches = [...pending.data.items, ...upcoming.data.items].filter(
    (match) => !seen.has(match.id) && seen.add(match.id),
  );
  if (matches.length === 0)
    return <Typography color="text.secondary">{t('team_matches.history.no_upcoming')}</Typography>;
  return (
    <List disablePadding data-testid="history-upcoming">
      {matches.map((match) => (
        <MatchRow key={match.id} match={match} teamId={team.id} />
      ))}
    </List>
  );
}

/**
 * The history tab of a team: what is coming, past matches with scores and squads, its competition
 * matches (the statistics count both), members joining and leaving.
 */
export function TeamHistoryTab({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useTeamHistory(team.id, page);
  return (
    <Stack spacing={2} data-testid="team-history">
      <StatsSection title={t('team_matches.history.upcoming')}>
        <Upcoming team={team} />
      </StatsSection>
      <StatsSection title={t('team_matches.history.past')}>
        <QueryState query={history} errorTitle={t('team_matches.history.load_error')} height={160}>
          {({ matches }) =>
            matches.items.length === 0 ? (
              <Typography color="text.secondary">{t('team_matches.history.no_past')}</Typography>
            ) : (
              <Stack spacing={1.5}>
                <List disablePadding data-testid="history-past">
                  {matches.items.map((match) => (
                    <MatchRow key={match.id} match={match} teamId={team.id} />
                  ))}
                </List>
                <PagePagination
                  count={Math.ceil(matches.total / HISTORY_PAGE_SIZE)}
                  page={page}
                  onChange={setPage}
                />
              </Stack>
            )
          }
        </QueryState>
      </StatsSection>
      {history.data && history.data.competition_matches.length > 0 ? (
        <StatsSection title={t('team_matches.history.competition_past')}>
          <List disablePadding data-testid="history-competition">
            {history.data.competition_matches.map((match) => (
              <CompetitionMatchRow key={match.id} match={match} teamId={team.id} />
            ))}
          </List>
        </StatsSection>
      ) : null}
      <StatsSection title={t('team_matches.history.members')}>
        {history.data ? (
          <MembershipEvents events={history.data.membership} />
        ) : (
          <Skeleton variant="rounded" height={80} />
        )}
      </StatsSection>
    </Stack>
  );
}
