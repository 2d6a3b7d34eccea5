import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Leaderboard } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import { PagePagination } from '../../../components/page-pagination';
import { useNewestSearchParams } from '../../../hooks/use-newest-search-params';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardFilterBar } from '../components/leaderboard-filter-bar';
import { LeaderboardRow } from '../components/leaderboard-row';
import {
  type LeaderboardFilters,
  leaderboardQuery,
  parseLeaderboardFilters,
  withLeaderboardFilters,
} from '../lib/leaderboard-filters';
import { PageHeading } from '../../../components/page-heading';
import { LinkButton } from '../../../components/link-button';
import { LinkNotice } from '../../../components/link-notice';

function LeaderboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={60} sx={{ borderRadius: '14px' }} />
      ))}
    </Stack>
  );
}

function EmptyBoard({ filters }: { filters: LeaderboardFilters }) {
  const { t } = useTranslation();
  const text = filters.position
    ? t('rating.empty_position')
    : filters.period === 'month'
      ? t('rating.empty_month')
      : t('rating.empty_all');
  return (
    <Paper
      variant="outlined"
      data-testid="leaderboard-empty"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      <LeaderboardOutlinedIcon color="primary" aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
      <LinkButton to="/games" variant="contained">
        {t('rating.find_game')}
      </LinkButton>
    </Paper>
  );
}

/** Me, when I am on the board but not on this page: pinned under the list, always in sight. */
function PinnedMe({ board }: { board: Leaderboard }) {
  const { t } = useTranslation();
  const me = board.me;
  if (!me || board.items.some((entry) => entry.is_me)) return null;
  return (
    <Box
      component="section"
      aria-label={t('rating.my_place')}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        bgcolor: 'background.default',
        borderRadius: '14px',
      }}
    >
      <LeaderboardRow entry={me} period={board.period} pinned />
    </Box>
  );
}

/** `/rating`: the leaderboard, filtered by period and line in the address, my own row highlighted or pinned. */
export function RatingPage() {
  const { t } = useTranslation();
  const [searchParams, changeSearchParams] = useNewestSearchParams();
  const filters = parseLeaderboardFilters(searchParams);
  const board = useLeaderboard(leaderboardQuery(filters));
  const data = board.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  // Built from the newest address, so two quick changes never undo each other.
  const change = (changes: Partial<LeaderboardFilters>) =>
    changeSearchParams((current) => withLeaderboardFilters(current, changes));

  return (
    <Stack spacing={3}>
      <PageHeading
        title={t('rating.title')}
        tabTitle={t('rating.page_title')}
        subtitle={t('rating.subtitle')}
      />

      {data?.me_hidden ? (
        <LinkNotice
          title={t('rating.me_hidden_title')}
          text={t('rating.me_hidden_text')}
          to="/settings"
          linkLabel={t('rating.me_hidden_cta')}
          icon={<VisibilityOffOutlinedIcon />}
          testId="leaderboard-me-hidden"
        />
      ) : null}

      <LeaderboardFilterBar filters={filters} onChange={change} />

      {board.isError && !data ? (
        <ErrorState title={t('rating.error')} error={board.error} onRetry={() => void board.refetch()} />
      ) : board.isPending ? (
        <LeaderboardSkeleton />
      ) : data && data.items.length === 0 ? (
        <EmptyBoard filters={filters} />
      ) : data ? (
        <Stack spacing={2}>
          <Stack
            component="ol"
            spacing={1}
            aria-label={t('rating.list_label', { page: data.page })}
            data-testid="leaderboard"
            sx={{ listStyle: 'none', m: 0, p: 0, opacity: board.isPlaceholderData ? 0.6 : 1 }}
          >
            {data.items.map((entry) => (
              <li key={entry.user.id}>
                <LeaderboardRow entry={entry} period={data.period} />
              </li>
            ))}
          </Stack>
          <PagePagination count={pageCount} page={filters.page} onChange={(page) => change({ page })} />
          <PinnedMe board={data} />
        </Stack>
      ) : null}

      {data && !data.me && filters.period === 'all' && !filters.position ? (
        <Typography color="text.secondary" data-testid="leaderboard-me-unrated">
          {t('rating.me_unrated')}
        </Typography>
      ) : null}
    </Stack>
  );
}
