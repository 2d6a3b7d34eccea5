import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { teamMatchIdParamsSchema, type TeamMatch } from '@oyna/shared';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/errors/query-state';
import { ApiError } from '../../../lib/api-error';
import { useTeamMatch } from '../api/get-team-match';
import { MatchActionsBar } from '../components/match-actions-bar';
import { MatchFacts } from '../components/match-facts';
import { MatchNotice } from '../components/match-notice';
import { MatchScoreboard } from '../components/match-scoreboard';
import { MatchStatusChip } from '../components/match-status-chip';
import { SquadList } from '../components/squad-list';
import { resultOpensAt } from '../lib/match-actions';
import { BackLinkButton } from '../../../components/back-link-button';
import { CalendarButton } from '../../../components/calendar-button';
import { LinkButton } from '../../../components/link-button';
import { TwoColumnGrid } from '../../../components/two-column-grid';
import { SpreadRow } from '../../../components/spread-row';

/** Timers further ahead than this are not set (a page is rarely left open that long). */
const LONGEST_WAIT_MS = 24 * 3_600_000;

/**
 * A page left open on an accepted match asks again once the match is over, so the captain's
 * "record the result" button appears then (the server decides, a second after this clock).
 */
function useRefetchWhenResultOpens(match: TeamMatch | undefined, refetch: () => unknown) {
  const opensAt = match?.status === 'accepted' ? resultOpensAt(match).getTime() : null;
  useEffect(() => {
    if (opensAt === null) return undefined;
    const wait = opensAt - Date.now() + 1000;
    if (wait <= 0 || wait > LONGEST_WAIT_MS) return undefined;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [opensAt, refetch]);
}

/** Statuses whose match happens (or happened): they have a calendar entry. */
const ON_CALENDAR = new Set<TeamMatch['status']>([
  'accepted',
  'awaiting_confirmation',
  'disputed',
  'confirmed',
]);

function Squads({ match }: { match: TeamMatch }) {
  const { t } = useTranslation();
  return (
    <TwoColumnGrid>
      {(['home', 'away'] as const).map((side) => (
        <Paper
          key={side}
          variant="outlined"
          component="section"
          sx={{ p: 2, borderRadius: '16px', minWidth: 0 }}
        >
          <Typography
            variant="h2"
            sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}
          >
            {t('team_matches.squad.title', {
              team: (side === 'home' ? match.home_team : match.away_team).name,
            })}
          </Typography>
          <SquadList squad={side === 'home' ? match.home_squad : match.away_squad} testId={`squad-${side}`} />
        </Paper>
      ))}
    </TwoColumnGrid>
  );
}

/** The match page's parts owned by other features, filled in by the app layer (decision 18). */
export interface TeamMatchPageSections {
  /** Under the squads: the match's chat, for both teams' members (decision 93). */
  chat?: ComponentType<{ match: TeamMatch }>;
}

function MatchView({ match, sections }: { match: TeamMatch; sections: TeamMatchPageSections }) {
  const { t } = useTranslation();
  const { chat: Chat } = sections;
  return (
    <Stack spacing={2.5} data-testid="team-match-page">
      <title>{`${match.home_team.name} – ${match.away_team.name} · ${t('common.app_name')}`}</title>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
        <Stack spacing={2.5}>
          <SpreadRow>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' } }}>
              {t('team_matches.match.heading')}
            </Typography>
            <MatchStatusChip status={match.status} />
          </SpreadRow>
          <MatchScoreboard match={match} />
          <MatchFacts match={match} />
        </Stack>
      </Paper>
      <MatchNotice match={match} />
      {ON_CALENDAR.has(match.status) ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <CalendarButton
            path={`/team-matches/${match.id}`}
            label={t('team_matches.match.add_to_calendar')}
            testId="team-match-calendar"
          />
          {match.game_id && match.status === 'confirmed' ? (
            <LinkButton to={`/games/${match.game_id}`} variant="outlined">
              {t('team_matches.match.open_game')}
            </LinkButton>
          ) : null}
        </Stack>
      ) : null}
      <MatchActionsBar match={match} />
      <Squads match={match} />
      {Chat ? <Chat match={match} /> : null}
    </Stack>
  );
}

/** `/team-matches/:id`: a match between two teams, and what its captains do with it. */
export function TeamMatchPage({ sections = {} }: { sections?: TeamMatchPageSections }) {
  const { t } = useTranslation();
  const parsed = teamMatchIdParamsSchema.safeParse(useParams());
  const id = parsed.success ? parsed.data.id : '';
  const match = useTeamMatch(id);
  useRefetchWhenResultOpens(match.data, match.refetch);
  const notFound = !parsed.success || (match.error instanceof ApiError && match.error.isNotFound);
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <BackLinkButton to="/teams">{t('team_matches.match.back')}</BackLinkButton>
      {notFound ? (
        <>
          <title>{`${t('team_matches.match.not_found')} · ${t('common.app_name')}`}</title>
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }} data-testid="team-match-not-found">
            {t('team_matches.match.not_found')}
          </Typography>
        </>
      ) : (
        <QueryState query={match} errorTitle={t('team_matches.match.load_error')} height={360} keepData>
          {(data) => <MatchView match={data} sections={sections} />}
        </QueryState>
      )}
    </Stack>
  );
}
