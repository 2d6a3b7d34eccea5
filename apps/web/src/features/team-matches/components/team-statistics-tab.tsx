import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail, TeamStats } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { QueryState } from '../../../components/errors/query-state';
import { StatCard } from '../../../components/stat-card';
import { TwoColumnGrid } from '../../../components/two-column-grid';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useTeamStats } from '../api/team-stats';
import { perMatch, signedNumber, winPercentage } from '../lib/team-form';
import { FormChips } from './form-chips';
import { StatsSection } from './stats-section';
import { Attendance, TopScorers } from './team-stats-lists';
import { StatGrid } from '../../../components/stat-grid';

const GRID_COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' };

type StatKey =
  'played' | 'won' | 'drawn' | 'lost' | 'goals_for' | 'goals_against' | 'goal_difference' | 'clean_sheets';

function Numbers({ stats }: { stats: TeamStats }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const winRate = winPercentage(stats);
  const scored = perMatch(stats.goals_for, stats.played);
  const cards: { key: StatKey; value: string | number; detail?: string }[] = [
    {
      key: 'played',
      value: stats.played,
      ...(winRate !== null && { detail: t('team_matches.stats.win_rate', { rate: winRate }) }),
    },
    { key: 'won', value: stats.won },
    { key: 'drawn', value: stats.drawn },
    { key: 'lost', value: stats.lost },
    {
      key: 'goals_for',
      value: stats.goals_for,
      ...(scored !== null && {
        detail: t('team_matches.stats.per_match', { value: formatNumber(scored, language) }),
      }),
    },
    { key: 'goals_against', value: stats.goals_against },
    { key: 'goal_difference', value: signedNumber(stats.goal_difference) },
    { key: 'clean_sheets', value: stats.clean_sheets },
  ];
  return (
    <StatGrid columns={GRID_COLUMNS} label={t('team_matches.stats.results_label')}>
      {cards.map((card) => (
        <StatCard
          key={card.key}
          size="medium"
          label={t(`team_matches.stats.${card.key}`)}
          value={card.value}
          detail={card.detail}
          testId={`team-stat-${card.key}`}
        />
      ))}
    </StatGrid>
  );
}

function NoMatches() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid="team-stats-empty"
      sx={{ p: { xs: 3, sm: 4 }, borderRadius: '16px', textAlign: 'center' }}
    >
      <InsightsOutlinedIcon color="primary" sx={{ fontSize: 44 }} aria-hidden="true" />
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 1 }}>
        {t('team_matches.stats.empty_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('team_matches.stats.empty_text')}
      </Typography>
    </Paper>
  );
}

/** The statistics tab of a team: results, goals, form, scorers, attendance and squad rating. */
export function TeamStatisticsTab({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const stats = useTeamStats(team.id);
  return (
    <QueryState query={stats} errorTitle={t('team_matches.stats.load_error')} height={320}>
      {(data) => (
        <Stack spacing={2} data-testid="team-statistics">
          {data.played === 0 ? <NoMatches /> : <Numbers stats={data} />}
          {data.played > 0 ? (
            <TwoColumnGrid from="md">
              <StatsSection title={t('team_matches.stats.form')}>
                <FormChips form={data.form} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {data.form.length === 1
                    ? t('team_matches.stats.form_hint_single')
                    : t('team_matches.stats.form_hint', { count: data.form.length })}
                </Typography>
              </StatsSection>
              <StatsSection title={t('team_matches.stats.average_rating')} testId="team-average-rating">
                <Typography sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
                  {data.average_rating ?? t('team_matches.stats.no_rate')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('team_matches.stats.rated_members', { count: data.rated_members })}
                </Typography>
              </StatsSection>
              <TopScorers scorers={data.top_scorers} />
              {team.members_visible && data.attendance.length > 0 ? (
                <Attendance attendance={data.attendance} />
              ) : null}
            </TwoColumnGrid>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
