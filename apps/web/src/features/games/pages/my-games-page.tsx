import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import { useMyGames } from '../../../api/my-games';
import { GAME_CARD_HEIGHT, GameCard, type GameCardAction } from '../components/game-card';
import { GameCardSkeleton } from '../components/game-card-skeleton';
import { PagePagination } from '../../../components/page-pagination';
import { usePageCount, useUrlListState } from '../../../hooks/use-url-list-state';
import { defineListParams, param } from '../../../lib/list-params';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { ScopeTabs } from '../../../components/tabs/scope-tabs';
import { LinkButton } from '../../../components/link-button';
import { MyWeeklyGames } from '../../../components/series/my-weekly-games';

const PAGE_SIZE = 12;
/** Upcoming games unless the address says `?scope=past`. */
const myGamesParams = defineListParams<{ scope: 'past' }>({
  scope: { name: 'scope', codec: param.oneOf(['past'] as const) },
});

/** `/games/mine?scope=upcoming|past`: the games I booked; `cardAction` as on the games page. */
export function MyGamesPage({ cardAction }: { cardAction?: GameCardAction }) {
  const { t } = useTranslation();
  const list = useUrlListState(myGamesParams);
  const scope = list.state.scope ?? 'upcoming';
  const page = list.state.page;
  const games = useMyGames({ scope, page, page_size: PAGE_SIZE });
  const pageCount = usePageCount(list, games);

  return (
    <Stack spacing={3}>
      <title>{`${t('games.mine.title')} · ${t('common.app_name')}`}</title>
      <LinkButton to="/games" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start', ml: -1 }}>
        {t('games.detail.back')}
      </LinkButton>
      <Typography variant="h1">{t('games.mine.title')}</Typography>
      <ScopeTabs
        scope={scope}
        onChange={(value) => list.update({ scope: value === 'past' ? 'past' : undefined })}
        label={t('games.mine.title')}
        upcomingLabel={t('games.mine.upcoming')}
        pastLabel={t('games.mine.past')}
        testIdPrefix="my-games"
      />
      {scope === 'upcoming' ? <MyWeeklyGames /> : null}
      {games.isError && !games.data ? (
        <ErrorState title={t('games.list_error')} error={games.error} onRetry={() => void games.refetch()} />
      ) : games.isPending ? (
        <CardGridSkeleton count={3} card={<GameCardSkeleton />} />
      ) : games.data.total === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}
        >
          <Typography color="text.secondary">
            {scope === 'past' ? t('games.mine.empty_past') : t('games.mine.empty_upcoming')}
          </Typography>
          <LinkButton to="/games" variant="contained">
            {t('games.mine.find')}
          </LinkButton>
        </Paper>
      ) : (
        <CardGrid list itemHeight={GAME_CARD_HEIGHT} sx={{ opacity: games.isPlaceholderData ? 0.6 : 1 }}>
          {games.data.items.map((game) => (
            <li key={game.id}>
              <GameCard game={game} listSearch="" action={cardAction} registration={game.registration} />
            </li>
          ))}
        </CardGrid>
      )}
      <PagePagination count={pageCount} page={page} onChange={(next) => list.update({ page: next })} />
    </Stack>
  );
}
