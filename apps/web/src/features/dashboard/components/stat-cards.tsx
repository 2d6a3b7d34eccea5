import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StadiumOutlinedIcon from '@mui/icons-material/StadiumOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { PlayerStats } from '@oyna/shared';
import { type ReactNode, memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ProvisionalMark } from '../../../components/provisional-mark';
import { StatCard } from '../../../components/stat-card';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { StatGrid } from '../../../components/stat-grid';

interface DashboardStat {
  id: 'games' | 'wins' | 'goals' | 'rating';
  label: string;
  value: string;
  /** A line under the number: its context. */
  detail: ReactNode;
  icon: ReactNode;
}

const GRID_COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' };
const GRID_GAP = { xs: 1.5, sm: 2 };

/** The dashboard's four numbers (docs/product-rules.md#layout): games, wins, goals and rating (with the provisional mark and my place). */
export const StatCards = memo(function StatCards({ stats }: { stats: PlayerStats }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const number = (value: number) => formatNumber(value, language);

  const cards: DashboardStat[] = [
    {
      id: 'games',
      label: t('dashboard.stats.games'),
      value: number(stats.games_played),
      detail: t('dashboard.stats.record', { wins: stats.wins, draws: stats.draws, losses: stats.losses }),
      icon: <StadiumOutlinedIcon />,
    },
    {
      id: 'wins',
      label: t('dashboard.stats.wins'),
      value: number(stats.wins),
      detail:
        stats.win_percent === null
          ? t('dashboard.stats.no_results')
          : t('dashboard.stats.win_percent', { percent: stats.win_percent }),
      icon: <EmojiEventsOutlinedIcon />,
    },
    {
      id: 'goals',
      label: t('dashboard.stats.goals'),
      value: number(stats.goals),
      detail:
        stats.player_of_match > 0
          ? t('dashboard.stats.player_of_match', { count: stats.player_of_match })
          : stats.best_goals_in_game > 0
            ? t('dashboard.stats.best_goals', { count: stats.best_goals_in_game })
            : t('dashboard.stats.no_goals'),
      icon: <SportsSoccerIcon />,
    },
    {
      id: 'rating',
      label: t('dashboard.stats.rating'),
      value: stats.rating === null ? '—' : String(stats.rating),
      detail:
        stats.rating === null ? (
          t('dashboard.stats.unrated')
        ) : (
          <Link component={RouterLink} to="/rating" color="inherit" data-testid="stat-rank">
            {stats.rank === null
              ? t('dashboard.stats.leaderboard')
              : t('dashboard.stats.rank', { rank: stats.rank })}
          </Link>
        ),
      icon: <LeaderboardOutlinedIcon />,
    },
  ];

  return (
    <StatGrid columns={GRID_COLUMNS} gap={GRID_GAP} label={t('dashboard.stats.label')}>
      {cards.map((card) => (
        <StatCard
          key={card.id}
          label={card.label}
          value={card.value}
          detail={card.detail}
          icon={card.icon}
          valueTestId={`stat-${card.id}`}
          adornment={
            card.id === 'rating' && stats.provisional && stats.rating !== null ? <ProvisionalMark /> : null
          }
        />
      ))}
    </StatGrid>
  );
});

/** The four cards while the dashboard loads. */
export function StatCardsSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: GRID_GAP, gridTemplateColumns: GRID_COLUMNS }} aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={96} sx={{ borderRadius: '16px' }} />
      ))}
    </Box>
  );
}
