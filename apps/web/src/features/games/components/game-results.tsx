import Box from '@mui/material/Box';
import type { GameListQuery } from '@oyna/shared';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useGames } from '../../../api/games';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { ErrorState } from '../../../components/errors/error-state';
import { ListResultCount } from '../../../components/list-result-count';
import { PagePagination } from '../../../components/page-pagination';
import { type useUrlListState, usePageCount } from '../../../hooks/use-url-list-state';
import type { GameListFilters } from '../lib/game-filters';
import { GAME_CARD_HEIGHT, GameCard, type GameCardAction } from './game-card';
import { GameCardSkeleton } from './game-card-skeleton';
import { GameDayList } from './game-day-list';
import { GamesEmptyState } from './games-empty-state';

/**
 * The games `/games` found: their number, the cards (by day, or nearest first) and the pages. The
 * list's own component, so that when an answer arrives only it draws again, not the page's heading
 * and filters above it (decision 105).
 */
export function GameResults({
  query,
  list,
  canClearFilters,
  cardAction,
}: {
  query: GameListQuery;
  list: ReturnType<typeof useUrlListState<GameListFilters>>;
  /** Whether the empty state offers to clear the filters. */
  canClearFilters: boolean;
  cardAction?: GameCardAction | undefined;
}) {
  const { t } = useTranslation();
  const byDistance = query.sort === 'distance';
  const games = useGames(query);
  const { data, isPending, isError, isPlaceholderData, isFetching } = games;
  // The cards are drawn from a deferred copy of the answer: React draws a new list in the
  // background, yielding to the browser between cards, instead of in one long task (a page of
  // cards is about 190 ms of script on the 2-core machine, 760 ms at Lighthouse's 4x slowdown).
  const shown = useDeferredValue(data);
  // Dimmed while what is shown is not yet the answer asked for: a page kept from the last filters
  // while the new one loads, or the new one still being drawn.
  const stale = isPlaceholderData || shown !== data;
  const pageCount = usePageCount(list, games);
  const { listSearch, changePage } = list;

  return (
    <>
      <Box>
        <ListResultCount
          text={
            data ? (
              <>
                {t('games.result_count', { count: data.total })}
                {byDistance ? ` · ${t('games.near.sorted')}` : null}
              </>
            ) : null
          }
          refreshing={isFetching && isPlaceholderData}
          testId="game-result-count"
        />

        {isError && !data ? (
          <ErrorState
            title={t('games.list_error')}
            error={games.error}
            onRetry={() => void games.refetch()}
          />
        ) : isPending || !shown ? (
          <CardGridSkeleton count={6} card={<GameCardSkeleton />} />
        ) : shown.total === 0 ? (
          <GamesEmptyState onClearFilters={canClearFilters ? list.clear : undefined} />
        ) : byDistance ? (
          <CardGrid
            list
            itemHeight={GAME_CARD_HEIGHT}
            sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
            aria-busy={stale}
          >
            {shown.items.map((game) => (
              <li key={game.id}>
                <GameCard game={game} listSearch={listSearch} action={cardAction} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <GameDayList games={shown.items} listSearch={listSearch} cardAction={cardAction} dimmed={stale} />
        )}
      </Box>

      {data ? <PagePagination count={pageCount} page={list.state.page} onChange={changePage} /> : null}
    </>
  );
}
