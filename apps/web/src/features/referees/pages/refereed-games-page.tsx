import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameSummary } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ListSkeleton } from '../../../components/admin/list-skeleton';
import { ErrorState } from '../../../components/errors/error-state';
import { GameStatusChip } from '../../../components/game/game-status-chip';
import { PagePagination } from '../../../components/page-pagination';
import { ScopeTabs } from '../../../components/tabs/scope-tabs';
import { usePageCount, useUrlListState } from '../../../hooks/use-url-list-state';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { defineListParams, param } from '../../../lib/list-params';
import { useRefereedGames } from '../api/refereed-games';
import { PageHeading } from '../../../components/page-heading';

const PAGE_SIZE = 20;
const refereedParams = defineListParams<{ scope: 'past' }>({
  scope: { name: 'scope', codec: param.oneOf(['past'] as const) },
});

function RefereedGameRow({ game }: { game: GameSummary }) {
  const language = currentLanguage();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="refereed-game"
      data-game-id={game.id}
      sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 }, borderRadius: '14px', minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <GameStatusChip status={game.status} isPast={game.is_past} />
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {formatBakuDateTime(new Date(game.starts_at), language)}
        </Typography>
      </Stack>
      <Typography
        component={RouterLink}
        to={`/games/${game.id}`}
        variant="h2"
        sx={{ fontSize: '1.15rem', color: 'text.primary', overflowWrap: 'anywhere', display: 'block' }}
      >
        {game.title}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {game.venue.name} · {game.format}
      </Typography>
    </Paper>
  );
}

/** `/referee/games`: the games a referee is assigned to, upcoming soonest first, or past. */
export function RefereedGamesPage() {
  const { t } = useTranslation();
  const list = useUrlListState(refereedParams);
  const scope = list.state.scope ?? 'upcoming';
  const page = list.state.page;
  const games = useRefereedGames(scope, page, PAGE_SIZE);
  const pageCount = usePageCount(list, games);
  return (
    <Stack spacing={3}>
      <PageHeading title={t('referees.title')} />
      <ScopeTabs
        scope={scope}
        onChange={(value) => list.update({ scope: value === 'past' ? 'past' : undefined })}
        label={t('referees.title')}
        upcomingLabel={t('referees.upcoming')}
        pastLabel={t('referees.past')}
        testIdPrefix="refereed"
      />
      {games.isError && !games.data ? (
        <ErrorState title={t('referees.error')} error={games.error} onRetry={() => void games.refetch()} />
      ) : games.isPending ? (
        <ListSkeleton rows={3} />
      ) : games.data.total === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {t(scope === 'past' ? 'referees.empty_past' : 'referees.empty_upcoming')}
          </Typography>
        </Paper>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {games.data.items.map((game) => (
            <RefereedGameRow key={game.id} game={game} />
          ))}
        </Box>
      )}
      <PagePagination count={pageCount} page={page} onChange={(next) => list.update({ page: next })} />
    </Stack>
  );
}
